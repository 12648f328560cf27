/**
 * Every text of the coach in the chosen language, in one dialog: about me, the main phrase and
 * its author, the resume, then each captioned picture and video, each beside its original, with
 * what is still missing marked. Translating what is missing fills the fields with proposals to
 * review; Save stores the draft as the text editors do, Cancel puts back what the dialog found.
 */
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Languages, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { pictureUrl } from '@/lib/picture-url';
import { canSaveDraft, type ProfileDraft } from '@machines/lib/profile-rules';
import type { CoachText } from '@machines/lib/coach-translations';
import {
  translationJobs,
  useCoachTexts,
  useContentLanguage,
  useLanguageName,
  useMissingTexts,
  useTranslationState,
} from './content-language';
import { ContentLanguageSwitch } from './content-language-switch';
import { useEditSession, useEditorState } from './edit-session';
import { useFieldLabel } from './field-labels';
import { FormActions } from './ui/form-actions';
import { TranslationField } from './translation-field';
import styles from './translations-dialog.module.css';

/** Long texts get a text area of their size. */
const ROWS: Partial<Record<string, number>> = { aboutMe: 7, resumeFeed: 9, mainPhrase: 2 };

export function TranslationsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const { editor } = useEditSession();
  const { language, original, translation } = useContentLanguage();
  const labelOf = useFieldLabel();
  const texts = useCoachTexts();
  const missing = useMissingTexts()[language];
  const draft = useEditorState((s) => s.context.draft);
  const profile = useEditorState((s) => s.context.profile);
  const pending = useTranslationState((s) => s.context.proposals.filter((p) => p.to === language).length);
  const translating = useTranslationState((s) => s.matches('translating'));
  // What the dialog found, to put back on Cancel.
  const [initial] = useState<ProfileDraft['translations']>(() => draft.translations);
  const name = useLanguageName()(language);

  const cancel = () => {
    editor.send({ type: 'field.change', field: 'translations', value: initial });
    onClose();
  };
  const save = () => {
    editor.send({ type: 'draft.save' });
    if (canSaveDraft(draft)) onClose();
  };

  const labelFor = (text: CoachText): string => {
    if (text.key.startsWith('gallery:')) return t`Legenda da foto`;
    if (text.key.startsWith('video:')) return t`Legenda do vídeo`;
    return labelOf(text.key);
  };
  const mediaFor = (text: CoachText) => {
    if (text.key.startsWith('gallery:')) {
      const url = text.key.slice('gallery:'.length);
      return <img className={styles.thumb} src={pictureUrl(url)} alt="" width={72} height={48} />;
    }
    if (text.key.startsWith('video:')) {
      const video = profile?.videos?.find((v) => `video:${v.id}` === text.key);
      return video?.thumbnail ? (
        <img className={styles.thumb} src={pictureUrl(video.thumbnail)} alt="" width={72} height={48} />
      ) : null;
    }
    return null;
  };

  const fields = texts.filter((text) => !text.key.includes(':'));
  const captions = texts.filter((text) => text.key.includes(':'));
  const translated = language !== original;

  return (
    <Modal
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={translated ? t`Textos em ${name}` : t`Textos originais`}
      icon={<Languages size={20} />}
      size="lg"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
        noValidate
      >
        <div className={styles.head}>
          <ContentLanguageSwitch />
          {translated ? (
            <div className={styles.headRow}>
              <p className={styles.count}>
                {missing.length === 0
                  ? t`Nenhum texto falta em ${name}.`
                  : missing.length === 1
                    ? t`Falta 1 texto em ${name}.`
                    : t`Faltam ${missing.length} textos em ${name}.`}
              </p>
              {missing.length > 0 ? (
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={translating}
                  onClick={() =>
                    translation.send({
                      type: 'translate.request',
                      jobs: translationJobs(
                        texts.filter((text) => missing.includes(text.key)),
                        original,
                        language,
                      ),
                    })
                  }
                >
                  <Sparkles size={16} aria-hidden="true" />
                  {t`Traduzir com IA o que falta`}
                </Button>
              ) : null}
              {pending > 1 ? (
                <Button size="sm" onClick={() => translation.send({ type: 'proposals.accept', to: language })}>
                  {t`Usar as ${pending} traduções`}
                </Button>
              ) : null}
            </div>
          ) : null}
          {pending > 0 ? (
            <p className={styles.note}>
              <Sparkles size={16} aria-hidden="true" />
              {t`Traduções sugeridas pela IA: revise e ajuste cada uma, depois use ou descarte. Nada é salvo sem a sua revisão.`}
            </p>
          ) : null}
        </div>

        {translated ? (
          <>
            <h3 className={styles.section}>{t`Textos do site`}</h3>
            {fields.map((text) => (
              <TranslationField
                key={text.key}
                language={language}
                text={text}
                label={labelFor(text)}
                multiline={text.key !== 'mainPhraseAuthor'}
                rows={ROWS[text.key] ?? 2}
                compact
              />
            ))}
            {captions.length > 0 ? <h3 className={styles.section}>{t`Legendas`}</h3> : null}
            {captions.map((text) => (
              <TranslationField
                key={text.key}
                language={language}
                text={text}
                label={labelFor(text)}
                media={mediaFor(text)}
                compact
              />
            ))}
          </>
        ) : (
          <p className={styles.originalNote}>
            {t`Os textos originais são editados no próprio site, pelo lápis de cada texto. Escolha outro idioma acima para ver e traduzir as versões.`}
          </p>
        )}

        {pending > 0 ? (
          <p className={styles.blocker} role="status">
            {t`Há traduções para revisar: use ou descarte cada uma antes de salvar.`}
          </p>
        ) : null}
        <FormActions canSave={pending === 0 && canSaveDraft(draft)} onCancel={cancel} />
      </form>
    </Modal>
  );
}
