/**
 * The landing page ships with the first catalog only (lingui.config.ts): everything it says
 * before its lazy sections must be in that catalog, and the lazy sections and other pages must
 * wait for their own catalogs. Lingui reports a message it cannot find with a `missing` event.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import {
  mockAllIsIntersecting,
  resetIntersectionMocking,
  setupIntersectionMocking,
} from 'react-intersection-observer/test-utils';
import { i18n } from '@lingui/core';
import { renderApp } from '../utils/render';
import { stubBrowser } from '../utils/browser-stubs';

const missing: string[] = [];
const onMissing = ({ id }: { id: string }) => missing.push(id);

beforeEach(() => {
  setupIntersectionMocking(vi.fn);
  stubBrowser();
  vi.stubGlobal('scrollTo', vi.fn());
  Element.prototype.scrollIntoView = vi.fn();
  missing.length = 0;
  i18n.on('missing', onMissing);
});

afterEach(() => {
  i18n.removeListener('missing', onMissing);
  resetIntersectionMocking();
  vi.unstubAllGlobals();
});

describe('the first catalog', () => {
  it('holds every message of the landing page, and the lazy sections bring the rest', async () => {
    const view = await renderApp('/home');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Encontre o coach certo para a sua próxima conquista' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(missing).toEqual([]);

    // The sections' observer loads after the page: bring them into view once it watches them.
    await waitFor(() => expect(window.IntersectionObserver).toHaveBeenCalled());
    act(() => mockAllIsIntersecting(true));
    expect(await screen.findByRole('heading', { level: 2, name: 'Categorias de coaches' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Últimos artigos do blog' })).toBeInTheDocument();

    await view.router.navigate({ to: '/blog' });
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
        'Ideias para crescer, dentro e fora das sessões',
      ),
    );
    expect(missing).toEqual([]);
  });

  it('serves the landing page in English from the English first catalog', async () => {
    await renderApp('/home', { locale: 'en' });
    expect(await screen.findByRole('search')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Search/ })).toBeInTheDocument();
    expect(missing).toEqual([]);
  });
});
