/**
 * The coach manual's PDFs (public/manual, made by `npm run manual`): one per language, the size
 * and page count /help states, a real manual (many pages of screenshots, not a text stub), still
 * small enough to download, in its language, with a table of contents that links every chapter.
 * Chromium writes the PDF's object dictionaries uncompressed, so the bytes can be read as text.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n';
import { MANUAL_FILES } from '@/routes/-components/manual-files';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '../../public');
const publicFile = (href: string) => join(publicDir, href);
const LANG: Record<string, string> = { pt: 'pt-BR', en: 'en', es: 'es' };

describe('the coach manual PDFs', () => {
  it('are one file per language', () => {
    const files = LOCALES.map((locale) => MANUAL_FILES[locale].href);
    expect(new Set(files).size).toBe(LOCALES.length);
    for (const locale of LOCALES) expect(files[LOCALES.indexOf(locale)]).toBe(`/manual/manual-do-coach-${locale}.pdf`);
  });

  describe.each(LOCALES)('in %s', (locale) => {
    const { href, bytes, pages } = MANUAL_FILES[locale];

    it('exists with the size and page count /help states', () => {
      expect(existsSync(publicFile(href))).toBe(true);
      const pdf = readFileSync(publicFile(href));
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.length).toBe(bytes);
      const text = pdf.toString('latin1');
      expect(text.match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length).toBe(pages);
    });

    it('is a real manual of screenshots, small enough to download', () => {
      const text = readFileSync(publicFile(href)).toString('latin1');
      expect(bytes).toBeGreaterThan(100 * 1024);
      expect(bytes).toBeLessThan(1.6 * 1024 * 1024);
      expect(pages).toBeGreaterThanOrEqual(15);
      expect(text.match(/\/Subtype\s*\/Image\b[^>]*\/Filter\s*\/DCTDecode/g)?.length ?? 0).toBeGreaterThanOrEqual(15);
    });

    it('is in its language, with a table of contents linking every chapter', () => {
      const text = readFileSync(publicFile(href)).toString('latin1');
      expect(text).toContain(`/Lang (${LANG[locale]})`);
      // Each chapter is a named destination that a link of the contents page points to.
      const dests = /\/Dests\s+(\d+) 0 R/.exec(text);
      expect(dests).not.toBeNull();
      const names = new RegExp(`${dests![1]} 0 obj\\s*<<([\\s\\S]*?)>>\\s*endobj`).exec(text)?.[1] ?? '';
      const chapters = [...names.matchAll(/\/([\w-]+)\s*\[\s*\d+ 0 R/g)].map((match) => match[1]);
      expect(chapters).toEqual(
        expect.arrayContaining(['welcome', 'sign-in', 'wizard', 'edit-mode', 'publish', 'help']),
      );
      expect(chapters.length).toBeGreaterThanOrEqual(15);
      const links = text.match(/\/Subtype\s*\/Link\b/g)?.length ?? 0;
      expect(links).toBeGreaterThanOrEqual(chapters.length);
      // /help's viewer names the page each chapter starts on: one per chapter, in order.
      expect(MANUAL_FILES[locale].chapters).toHaveLength(chapters.length);
      expect([...MANUAL_FILES[locale].chapters].sort((a, b) => a - b)).toEqual(MANUAL_FILES[locale].chapters);
      expect(MANUAL_FILES[locale].chapters.every((page) => page > 2 && page <= pages)).toBe(true);
    });
  });
});
