/**
 * The language of what coaches write (about me, main phrase, resume, testimonies, captions).
 * Profiles carry no language of their own yet, and the platform's coaches write in Portuguese: on
 * a page in another language their words are marked as Portuguese, so screen readers read them
 * with a Portuguese voice and browsers spell-check and translate them as such.
 */
import type { Locale } from './languages';
import { useLocale } from './use-locale';

/** What a profile's texts are written in until profiles say. */
const COACH_TEXT_LOCALE: Locale = 'pt';

/**
 * The `lang` attribute of an element that holds a coach's words, to spread on it: set only when
 * the page is in another language (`<html lang>` already says it otherwise).
 */
export function useCoachTextLang(written: Locale = COACH_TEXT_LOCALE): { lang?: Locale } {
  return useLocale() === written ? {} : { lang: written };
}
