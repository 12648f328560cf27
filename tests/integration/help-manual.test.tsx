/**
 * /help offers the coach manual of the page's language (public/manual, `npm run manual`), named
 * with its language, format and size, and the other languages' files beside it; its viewer sums
 * up the manual's chapters, one page each.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../utils/render';
import { stubBrowser } from '../utils/browser-stubs';
import { MANUAL_FILES } from '@/routes/-components/manual-files';

beforeEach(() => stubBrowser());
afterEach(() => vi.unstubAllGlobals());

const CASES = [
  { locale: 'pt', name: /^Baixar manual \(PDF\) em português, \d+(,\d)? MB$/, others: ['English', 'Español'] },
  { locale: 'en', name: /^Download manual \(PDF\) in English, \d+(\.\d)? MB$/, others: ['Português', 'Español'] },
  { locale: 'es', name: /^Descargar manual \(PDF\) en español, \d+(,\d)? MB$/, others: ['Português', 'English'] },
] as const;

describe('the manual on /help', () => {
  it.each(CASES)('links the $locale PDF for download, and the other languages', async ({ locale, name, others }) => {
    await renderApp('/help', { locale });
    const download = await screen.findByRole('link', { name });
    expect(download).toHaveAttribute('href', `/manual/manual-do-coach-${locale}.pdf`);
    expect(download).toHaveAttribute('download');
    expect(download).toHaveAttribute('type', 'application/pdf');

    const card = download.closest('section')!;
    for (const other of others) {
      const link = within(card).getByRole('link', { name: new RegExp(`^${other} \\(PDF, `) });
      expect(link.getAttribute('href')).toMatch(/^\/manual\/manual-do-coach-(pt|en|es)\.pdf$/);
      expect(link).toHaveAttribute('download');
      expect(link.getAttribute('href')).not.toBe(MANUAL_FILES[locale].href);
    }
    expect(within(card).getByText(new RegExp(`^${MANUAL_FILES[locale].pages} `))).toBeVisible();
  });

  it('shows a page per chapter of the manual, reachable from its list of chapters', async () => {
    const user = userEvent.setup();
    await renderApp('/help', { locale: 'en' });
    const chapters = await screen.findByRole('navigation', { name: 'Manual chapters' });
    const entries = within(chapters).getAllByRole('button');
    expect(entries).toHaveLength(15);
    expect(entries[0]).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByText('Page 1 of 15').length).toBeGreaterThan(0);

    await user.click(within(chapters).getByRole('button', { name: /Publishing and unpublishing/ }));
    expect(screen.getByRole('heading', { level: 3, name: 'Publishing and unpublishing' })).toBeVisible();
    expect(screen.getAllByText('Page 13 of 15').length).toBeGreaterThan(0);
    // The page names where the chapter starts in the PDF, and opens the PDF there.
    const start = MANUAL_FILES.en.chapters[12]!;
    expect(screen.getByRole('link', { name: `Read the whole chapter in the PDF, from page ${start}` })).toHaveAttribute(
      'href',
      `/manual/manual-do-coach-en.pdf#page=${start}`,
    );
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByRole('heading', { level: 3, name: 'Contact messages and trial sessions' })).toBeVisible();
  });
});
