/** Switches the whole UI between pt, en and es without a reload. */
import { useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiInstance } from '@lingui/react';
import { useNavigate } from '@tanstack/react-router';
import { Globe } from 'lucide-react';
import { useId } from 'react';
import { activateLocale, DEFAULT_LOCALE, isLocale, LOCALES, LOCALE_NAMES, rememberLocale } from '@/lib/i18n';
import styles from './language-select.module.css';
import { useLocale } from '@/lib/use-locale';

export function LanguageSelect({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const { t } = useLingui();
  const locale = useLocale();
  const id = useId();
  const { i18n } = useLinguiInstance();
  const navigate = useNavigate();
  return (
    <div className={`${styles.wrap} ${tone === 'light' ? styles.light : ''}`}>
      <Globe size={18} aria-hidden="true" />
      <label htmlFor={id} className="visually-hidden">
        {t`Idioma`}
      </label>
      <select
        id={id}
        className={styles.select}
        value={locale}
        onChange={(e) => {
          const value = e.currentTarget.value;
          if (!isLocale(value)) return;
          // Kept for the server (a cookie) and named in the address, so a reload shows this language.
          rememberLocale(value);
          // The routes' head() translate the title and tags when they run: the navigation runs them again.
          void activateLocale(i18n, value).then(() =>
            navigate({
              to: '.',
              search: (previous) => ({ ...previous, lang: value === DEFAULT_LOCALE ? undefined : value }),
              replace: true,
            }),
          );
        }}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
