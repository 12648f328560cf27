/**
 * The coach manual's PDF in each language (public/manual), as scripts/make-manual.mjs (`npm run
 * manual`) wrote them: it writes this file with them. /help links the one of the page's language.
 */
import type { Locale } from '@/lib/i18n';

export interface ManualFile {
  /** Where the site serves it. */
  href: string;
  /** Its size, for the download link's name. */
  bytes: number;
  pages: number;
  /** The page each chapter starts on, in the order of the chapters (the viewer's pages). */
  chapters: number[];
}

export const MANUAL_FILES: Record<Locale, ManualFile> = {
  pt: {
    href: '/manual/manual-do-coach-pt.pdf',
    bytes: 1524766,
    pages: 27,
    chapters: [3, 4, 6, 7, 8, 9, 10, 12, 14, 17, 20, 22, 23, 25, 26],
  },
  en: {
    href: '/manual/manual-do-coach-en.pdf',
    bytes: 1490700,
    pages: 25,
    chapters: [3, 4, 6, 7, 8, 9, 10, 12, 13, 16, 18, 20, 21, 23, 24],
  },
  es: {
    href: '/manual/manual-do-coach-es.pdf',
    bytes: 1525950,
    pages: 27,
    chapters: [3, 4, 6, 7, 8, 9, 10, 12, 14, 17, 20, 22, 23, 25, 26],
  },
};
