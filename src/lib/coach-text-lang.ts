/**
 * The `lang` of what coaches write (about me, main phrase, resume, testimonies, captions). Each
 * text is in the language the coach wrote it in, or in a translation the coach added
 * (src/lib/coach-text.ts chooses which): where that differs from the page's, the element says so,
 * so screen readers read it with the right voice and browsers spell-check and translate it as such.
 */
import type { Locale } from './languages';
import { useLocale } from './use-locale';

/**
 * The `lang` attribute of an element that holds a coach's words written in `written` (pt unless
 * told), to spread on it: set only when the page is in another language (`<html lang>` already
 * says it otherwise).
 */
export function useCoachTextLang(written: Locale = 'pt'): { lang?: Locale } {
  return useLocale() === written ? {} : { lang: written };
}
