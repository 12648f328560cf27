/**
 * The one reader of the interface language for views: a hook that re-renders its component when
 * the language changes (Lingui's context), typed as one of our locales.
 */
import { useLingui } from '@lingui/react';
import { currentLocale, type Locale } from './i18n';

export function useLocale(): Locale {
  const { i18n } = useLingui();
  return currentLocale(i18n);
}
