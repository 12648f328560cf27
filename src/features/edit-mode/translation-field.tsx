/**
 * One of the coach's texts in a language other than the original: the original shown for
 * reference, the version in the draft to edit (with the original's limit), and "Traduzir com IA",
 * whose answer takes the field's place as a proposal the coach edits, then uses or discards.
 * Nothing the AI wrote reaches the draft before the coach uses it.
 */
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Check, Languages, Sparkles, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { RetryNotice } from '@/components/ui/retry-notice';
import { LOCALE_NAMES } from '@/lib/i18n';
import type { CoachText, TextLanguage } from '@machines/lib/coach-translations';
import { isQueued, proposalFor } from '@machines/translation.machine';
import { translationJobs, useContentLanguage, useTranslatedText, useTranslationState } from './content-language';
import { LimitedField } from './ui/limited-field';
import styles from './translation-field.module.css';

export interface TranslationFieldProps {
  language: TextLanguage;
  text: CoachText;
  label: string;
  multiline?: boolean;
  rows?: number;
  autoFocus?: boolean;
  /** Shown beside the original (a caption's picture). */
  media?: ReactNode;
  /**
   * One of many in a list: the original and its version side by side on wide screens, the
   * proposal's note said once by the list, and the focus left where the coach is.
   */
  compact?: boolean;
}

/** A language's own name, marked with its language for screen readers. */
export function LanguageName({ language }: { language: TextLanguage }) {
  return <span lang={language}>{LOCALE_NAMES[language]}</span>;
}

export function TranslationField({
  language,
  text,
  label,
  multiline,
  rows = 3,
  autoFocus,
  media,
  compact = false,
}: TranslationFieldProps) {
  const { t } = useLingui();
  const { original, translation } = useContentLanguage();
  const [value, setValue] = useTranslatedText(language, text.key);
  const ref = { key: text.key, to: language };
  const proposal = useTranslationState((s) => proposalFor(s.context, ref));
  const queued = useTranslationState((s) => isQueued(s.context, ref));
  const translating = useTranslationState((s) => s.matches('translating'));
  const failedHere = useTranslationState(
    (s) => s.matches('failed') && s.context.queue[0]?.key === text.key && s.context.queue[0]?.to === language,
  );
  const busy = queued && translating;
  const hasOriginal = text.original.trim() !== '';
  const missing = hasOriginal && value.trim() === '';
  const fieldLabel = (
    <>
      {label}{' '}
      <span className={styles.labelLanguage}>
        · <LanguageName language={language} />
      </span>
    </>
  );

  return (
    <div
      className={styles.item}
      data-state={proposal ? 'review' : busy ? 'busy' : missing ? 'missing' : 'done'}
      data-compact={compact || undefined}
      data-translation-key={text.key}
    >
      <div className={styles.original}>
        {media}
        <div className={styles.originalText}>
          <p className={styles.originalTag}>
            {t`Texto original`} · <LanguageName language={original} />
          </p>
          {hasOriginal ? (
            <p lang={original} className={styles.originalBody}>
              {text.original}
            </p>
          ) : (
            <p className={styles.empty}>{t`Sem texto original: escreva-o primeiro no idioma original.`}</p>
          )}
        </div>
      </div>

      {proposal ? (
        <div className={styles.proposal} role="group" aria-label={t`Tradução sugerida para revisar`}>
          {compact ? null : (
            <p className={styles.proposalNote}>
              <Sparkles size={16} aria-hidden="true" />
              {t`Tradução sugerida pela IA. Revise e ajuste o texto antes de usar: nada é salvo sem a sua revisão.`}
            </p>
          )}
          <LimitedField
            label={fieldLabel}
            value={proposal.text}
            onChange={(next) => translation.send({ type: 'proposal.edit', ...ref, text: next })}
            maxLength={text.limit}
            multiline={multiline}
            rows={rows}
            autoFocus={!compact}
          />
          <div className={styles.proposalActions}>
            <Button
              size="sm"
              variant="ghost"
              aria-label={t`Descartar tradução: ${label}`}
              onClick={() => translation.send({ type: 'proposal.discard', ...ref })}
            >
              <X size={16} aria-hidden="true" />
              {t`Descartar`}
            </Button>
            <Button
              size="sm"
              aria-label={t`Usar tradução: ${label}`}
              onClick={() => translation.send({ type: 'proposal.accept', ...ref })}
            >
              <Check size={16} aria-hidden="true" />
              {t`Usar tradução`}
            </Button>
          </div>
        </div>
      ) : (
        <div className={styles.edit} aria-busy={busy || undefined}>
          <LimitedField
            label={fieldLabel}
            value={value}
            onChange={setValue}
            maxLength={text.limit}
            multiline={multiline}
            rows={rows}
            autoFocus={autoFocus}
            disabled={busy}
            hint={missing ? t`Ainda sem versão neste idioma: visitantes leem o original.` : undefined}
          />
          {busy ? (
            <p className={styles.busy} role="status">
              <Languages size={16} aria-hidden="true" />
              {t`Traduzindo com IA…`}
            </p>
          ) : null}
        </div>
      )}

      {failedHere ? (
        <RetryNotice
          className={styles.failed}
          message={t`A tradução não foi concluída.`}
          onRetry={() => translation.send({ type: 'translate.retry' })}
          onDismiss={() => translation.send({ type: 'translate.dismiss' })}
        />
      ) : null}

      {!proposal && hasOriginal ? (
        <div className={styles.tools}>
          <Button
            size="sm"
            variant={compact ? 'ghost' : 'secondary'}
            disabled={queued}
            aria-label={t`Traduzir com IA: ${label}`}
            onClick={() =>
              translation.send({ type: 'translate.request', jobs: translationJobs([text], original, language) })
            }
          >
            <Sparkles size={16} aria-hidden="true" />
            {t`Traduzir com IA`}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
