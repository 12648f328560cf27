/**
 * "Textos em: Português · English · Español": chooses the language of the coach's texts being
 * edited, apart from the interface's, and says for each language how many texts it still lacks
 * (the original lacks none). The bar above the site and the text dialogs hold it.
 */
import { useLingui } from '@lingui/react/macro';
import { Check, PenLine } from 'lucide-react';
import { LOCALE_NAMES } from '@/lib/i18n';
import { TEXT_LANGUAGES } from '@machines/lib/coach-translations';
import { useContentLanguage, useMissingTexts } from './content-language';
import styles from './content-language-switch.module.css';

export function ContentLanguageSwitch({ className }: { className?: string }) {
  const { t } = useLingui();
  const { language, setLanguage, original } = useContentLanguage();
  const missing = useMissingTexts();
  return (
    <div className={`${styles.switch} ${className ?? ''}`} role="group" aria-label={t`Idioma dos textos do site`}>
      <span className={styles.switchLabel} aria-hidden="true">
        {t`Textos em:`}
      </span>
      <ul className={styles.options}>
        {TEXT_LANGUAGES.map((option) => {
          const count = missing[option].length;
          const name = LOCALE_NAMES[option];
          const status =
            option === original
              ? t`idioma original`
              : count === 0
                ? t`completo`
                : count === 1
                  ? t`falta 1 texto`
                  : t`faltam ${count} textos`;
          return (
            <li key={option}>
              <button
                type="button"
                className={styles.option}
                aria-pressed={option === language}
                aria-label={`${name} (${status})`}
                onClick={() => setLanguage(option)}
              >
                <span lang={option}>{name}</span>
                {option === original ? (
                  <span className={styles.tagOriginal} aria-hidden="true">
                    <PenLine size={13} className={styles.tagIcon} />
                    <span className={styles.tagText}>{t`original`}</span>
                  </span>
                ) : count === 0 ? (
                  <Check size={14} aria-hidden="true" className={styles.done} />
                ) : (
                  <span className={styles.tagMissing} aria-hidden="true">
                    {count}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
