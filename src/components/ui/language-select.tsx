/** Switches the whole UI between pt, en and es without a reload. */
import { useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { Globe } from 'lucide-react';
import { useId } from 'react';
import { activateLocale, isLocale, LOCALES, LOCALE_NAMES } from '@/lib/i18n';
import styles from './language-select.module.css';
import { useLocale } from '@/lib/use-locale';

export function LanguageSelect({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const { t } = useLingui();
  const locale = useLocale();
  const id = useId();
  const router = useRouter();
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
          // The routes' head() translate the title and tags when they run: the router runs them again.
          if (isLocale(value)) void activateLocale(value).then(() => router.invalidate());
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
