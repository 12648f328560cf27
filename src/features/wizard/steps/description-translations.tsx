/**
 * The last step's offer of the description in the other languages: the AI translates it, the
 * coach reviews the proposal (edits it, uses or discards it), and the versions kept are saved as
 * the profile's translations when the wizard finishes. Optional: finishing without them is fine.
 */
import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { AlertTriangle, Check, Languages, Sparkles, Trash2, X } from 'lucide-react';
import type { ActorRefFrom } from 'xstate';
import { Button } from '@/components/ui/button';
import { RetryNotice } from '@/components/ui/retry-notice';
import { Loading } from '@/components/ui/loading';
import { formatLanguageName } from '@/lib/format';
import { LOCALE_NAMES } from '@/lib/i18n';
import { useLocale } from '@/lib/use-locale';
import { TEXT_LANGUAGES, type TextLanguage } from '@machines/lib/coach-translations';
import { DESCRIPTION_TRANSLATION_MAX_LENGTH } from '@machines/lib/wizard-validation';
import { isQueued, proposalFor, type translationMachine } from '@machines/translation.machine';
import { Field } from '../field';
import styles from '../wizard.module.css';
import type { StepProps } from './step-props';

export interface DescriptionTranslationsProps extends Pick<StepProps, 'data' | 'send' | 'errorFor'> {
  translation: ActorRefFrom<typeof translationMachine>;
  /** The language the description is written in (the wizard's). */
  language: TextLanguage;
}

/** The description's text key in the translation machine (the profile's aboutMe). */
const KEY = 'aboutMe';

function VersionCard({
  to,
  data,
  send,
  errorFor,
  translation,
  language,
}: DescriptionTranslationsProps & { to: TextLanguage }) {
  const { t } = useLingui();
  const ref = { key: KEY, to };
  const proposal = useSelector(translation, (s) => proposalFor(s.context, ref));
  const busy = useSelector(translation, (s) => isQueued(s.context, ref) && s.matches('translating'));
  const failed = useSelector(
    translation,
    (s) => s.matches('failed') && s.context.queue[0]?.key === KEY && s.context.queue[0]?.to === to,
  );
  const kept = data.descriptionTranslations[to];
  const name = formatLanguageName(to, useLocale());
  const description = data.description.trim();
  const id = `wizard-description-${to}`;
  const request = () =>
    translation.send({
      type: 'translate.request',
      jobs: [{ key: KEY, from: language, to, text: description, limit: DESCRIPTION_TRANSLATION_MAX_LENGTH }],
    });

  let body;
  if (busy) {
    body = <Loading text={t`Traduzindo para ${name}…`} />;
  } else if (proposal) {
    body = (
      <>
        <p className={styles.translationNote}>
          <Sparkles size={16} aria-hidden="true" />
          {t`Revise a tradução e ajuste o que quiser: ela só entra no perfil se você usá-la.`}
        </p>
        <Field
          id={id}
          label={t`Descrição em ${name}`}
          hint={t`${proposal.text.length} de ${DESCRIPTION_TRANSLATION_MAX_LENGTH} caracteres`}
        >
          {(aria) => (
            <textarea
              {...aria}
              lang={to}
              rows={7}
              className={styles.textarea}
              maxLength={DESCRIPTION_TRANSLATION_MAX_LENGTH}
              value={proposal.text}
              onChange={(e) => translation.send({ type: 'proposal.edit', ...ref, text: e.target.value })}
            />
          )}
        </Field>
        <div className={styles.translationActions}>
          <Button size="sm" variant="ghost" onClick={() => translation.send({ type: 'proposal.discard', ...ref })}>
            <X size={16} aria-hidden="true" />
            {t`Descartar`}
          </Button>
          <Button size="sm" onClick={() => translation.send({ type: 'proposal.accept', ...ref })}>
            <Check size={16} aria-hidden="true" />
            {t`Usar esta versão`}
          </Button>
        </div>
      </>
    );
  } else if (kept) {
    const stale = kept.source.trim() !== description;
    body = (
      <>
        <Field
          id={id}
          label={t`Descrição em ${name}`}
          hint={t`${kept.text.length} de ${DESCRIPTION_TRANSLATION_MAX_LENGTH} caracteres`}
          error={errorFor(`descriptionTranslations.${to}`)}
        >
          {(aria) => (
            <textarea
              {...aria}
              lang={to}
              rows={7}
              className={styles.textarea}
              maxLength={DESCRIPTION_TRANSLATION_MAX_LENGTH}
              value={kept.text}
              onChange={(e) => send({ type: 'translation.edit', language: to, text: e.target.value })}
            />
          )}
        </Field>
        {stale ? (
          <p className={styles.translationStale}>
            <AlertTriangle size={16} aria-hidden="true" />
            {t`A descrição mudou depois desta versão: traduza de novo ou ajuste o texto.`}
          </p>
        ) : null}
        <div className={styles.translationActions}>
          <Button
            size="sm"
            variant="ghost"
            aria-label={t`Remover a versão em ${name}`}
            onClick={() => send({ type: 'translation.remove', language: to })}
          >
            <Trash2 size={16} aria-hidden="true" />
            {t`Remover`}
          </Button>
          <Button size="sm" variant="secondary" disabled={!description} onClick={request}>
            <Sparkles size={16} aria-hidden="true" />
            {t`Traduzir de novo`}
          </Button>
        </div>
      </>
    );
  } else {
    body = (
      <div className={styles.translationActions}>
        <Button size="sm" variant="secondary" disabled={!description} onClick={request}>
          <Sparkles size={16} aria-hidden="true" />
          {t`Criar versão em ${name}`}
        </Button>
      </div>
    );
  }

  return (
    <li className={styles.translationCard} data-state={proposal ? 'review' : kept ? 'kept' : 'none'}>
      <p className={styles.translationHead}>
        <span lang={to} className={styles.translationName}>
          {LOCALE_NAMES[to]}
        </span>
        {proposal ? (
          <span className={styles.translationBadge}>{t`Para revisar`}</span>
        ) : kept ? (
          <span className={`${styles.translationBadge} ${styles.translationKept}`}>
            <Check size={14} aria-hidden="true" />
            {t`Incluída no perfil`}
          </span>
        ) : null}
      </p>
      {body}
      {failed ? (
        <RetryNotice
          message={t`A tradução não foi concluída.`}
          onRetry={() => translation.send({ type: 'translate.retry' })}
          onDismiss={() => translation.send({ type: 'translate.dismiss' })}
        />
      ) : null}
    </li>
  );
}

export function DescriptionTranslations(props: DescriptionTranslationsProps) {
  const { t } = useLingui();
  const others = TEXT_LANGUAGES.filter((to) => to !== props.language);
  return (
    <section className={styles.translations} aria-labelledby="wizard-translations-title">
      <h3 id="wizard-translations-title" className={styles.translationsTitle}>
        <Languages size={18} aria-hidden="true" />
        <span>
          {t`Sua descrição em outros idiomas`} <span className={styles.optional}>{t`(opcional)`}</span>
        </span>
      </h3>
      <p className={styles.hint}>
        {t`Quem visitar seu site em outro idioma lê a descrição nele. A IA traduz; você revisa antes de concluir.`}
      </p>
      <ul className={styles.translationList}>
        {others.map((to) => (
          <VersionCard key={to} to={to} {...props} />
        ))}
      </ul>
    </section>
  );
}
