/**
 * Each page's text arrives before the page shows, also when the visitor moves on from the
 * landing page (which needs only the first catalog) before any of its lazy sections has loaded
 * the next one. In a file of its own: the catalogs a test file has loaded stay loaded.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { renderApp } from '../utils/render';
import { stubBrowser } from '../utils/browser-stubs';

const missing: string[] = [];
const onMissing = ({ id }: { id: string }) => missing.push(id);

beforeEach(() => {
  // No section of the landing page comes into view: none of them loads a catalog.
  stubBrowser({ intersection: true });
  missing.length = 0;
  i18n.on('missing', onMissing);
});

afterEach(() => {
  i18n.removeListener('missing', onMissing);
  vi.unstubAllGlobals();
});

describe('text of the page after the landing page', () => {
  it("brings the next page's own text when a visitor leaves the landing page before scrolling", async () => {
    const view = await renderApp('/home');
    expect(await screen.findByRole('search')).toBeInTheDocument();
    await view.router.navigate({ to: '/blog' });
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
        'Ideias para crescer, dentro e fora das sessões',
      ),
    );
    expect(screen.getByRole('searchbox', { name: 'Pesquisar postagens' })).toBeInTheDocument();
    expect(missing).toEqual([]);
  });
});
