/**
 * The bar above the site in edit mode: the language of the coach's texts being edited, and what
 * that language's texts need, with the actions on them: translate what is missing with AI,
 * review the translations, open them all.
 */
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Languages, ListChecks, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  translationJobs,
  useCoachTexts,
  useContentLanguage,
  useLanguageName,
  useMissingTexts,
  useTranslationState,
} from './content-language';
import { ContentLanguageSwitch } from './content-language-switch';
import { TranslationsDialog } from './translations-dialog';
import styles from './content-language-switch.module.css';

/** What the chosen language's texts need, and the actions on them. */
function TranslationSummary({ onOpen }: { onOpen: () => void }) {
  const { t } = useLingui();
  const { language, original, translation } = useContentLanguage();
  const texts = useCoachTexts();
  const missing = useMissingTexts()[language];
  const translating = useTranslationState((s) => s.matches('translating'));
  const failed = useTranslationState((s) => s.matches('failed'));
  const left = useTranslationState((s) => s.context.queue.length);
  const toReview = useTranslationState((s) => s.context.proposals.filter((p) => p.to === language).length);
  const name = useLanguageName()(language);
  if (language === original) {
    return (
      <p className={styles.summary}>{t`Você edita os textos originais. Escolha outro idioma para traduzi-los.`}</p>
    );
  }
  const count = missing.length;
  return (
    <div className={styles.summaryRow}>
      <p className={styles.summary} role="status">
        {translating
          ? t`Traduzindo com IA… faltam ${left}.`
          : failed
            ? t`A tradução não foi concluída.`
            : toReview > 0
              ? toReview === 1
                ? t`1 tradução espera a sua revisão.`
                : t`${toReview} traduções esperam a sua revisão.`
              : count === 0
                ? t`Todos os textos têm versão em ${name}.`
                : count === 1
                  ? t`Falta 1 texto em ${name}: visitantes o leem no original.`
                  : t`Faltam ${count} textos em ${name}: visitantes os leem no original.`}
      </p>
      <div className={styles.actions}>
        {failed ? (
          <>
            <Button size="sm" variant="secondary" onClick={() => translation.send({ type: 'translate.retry' })}>
              {t`Tentar de novo`}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => translation.send({ type: 'translate.dismiss' })}>
              {t`Deixar para depois`}
            </Button>
          </>
        ) : translating ? (
          <Button size="sm" variant="ghost" onClick={() => translation.send({ type: 'translate.cancel' })}>
            {t`Parar`}
          </Button>
        ) : count > 0 ? (
          <Button
            size="sm"
            onClick={() => {
              const jobs = translationJobs(
                texts.filter((text) => missing.includes(text.key)),
                original,
                language,
              );
              translation.send({ type: 'translate.request', jobs });
              onOpen();
            }}
          >
            <Sparkles size={16} aria-hidden="true" />
            {t`Traduzir com IA o que falta`}
          </Button>
        ) : null}
        <Button size="sm" variant="ghost" onClick={onOpen}>
          {toReview > 0 ? <ListChecks size={16} aria-hidden="true" /> : <Languages size={16} aria-hidden="true" />}
          {toReview > 0 ? t`Revisar traduções` : t`Textos em ${name}`}
        </Button>
      </div>
    </div>
  );
}

/**
 * On phones the bar is one row, so the site's first screen stays in view: the summary is only
 * spoken, and one button beside the languages opens their texts (where "translate what is
 * missing" is too).
 */
function OpenCompact({ onOpen }: { onOpen: () => void }) {
  const { t } = useLingui();
  const { language, original } = useContentLanguage();
  const name = useLanguageName()(language);
  if (language === original) return null;
  return (
    <button type="button" className={styles.openCompact} onClick={onOpen} aria-label={t`Textos em ${name}`}>
      <Languages size={20} aria-hidden="true" />
    </button>
  );
}

export function ContentLanguageBar() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <section className={styles.bar} aria-label={t`Idiomas dos textos`}>
      <div className={styles.inner}>
        <ContentLanguageSwitch />
        <OpenCompact onOpen={() => setOpen(true)} />
        <TranslationSummary onOpen={() => setOpen(true)} />
      </div>
      {open ? <TranslationsDialog onClose={() => setOpen(false)} /> : null}
    </section>
  );
}
