/**
 * `npm start` runs the app under React's StrictMode, which mounts every component, runs its
 * effects, cleans them up and runs them again. A component that cannot survive that (a
 * subscription set up twice, state set during cleanup) says so on the console.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { resetIntersectionMocking, setupIntersectionMocking } from 'react-intersection-observer/test-utils';
import { renderApp } from '../utils/render';
import { stubBrowser } from '../utils/browser-stubs';
import { db } from '@/mocks/db';

beforeEach(async () => {
  stubBrowser();
  setupIntersectionMocking(vi.fn);
  await db.reset();
});

afterEach(() => {
  resetIntersectionMocking();
  vi.unstubAllGlobals();
});

const PAGES: [path: string, shown: () => Promise<HTMLElement>][] = [
  ['/home', () => screen.findByRole('heading', { level: 1, name: /Encontre o coach certo/ })],
  ['/coaches_list', () => screen.findAllByRole('article').then((cards) => cards[0]!)],
  ['/blog', () => screen.findByRole('heading', { level: 2, name: 'Todas as postagens' })],
  ['/ana-souza', () => screen.findByRole('navigation', { name: /Ana Souza/ })],
  ['/help', () => screen.findByRole('heading', { level: 1, name: 'Central de Ajuda' })],
];

describe('under StrictMode', () => {
  it.each(PAGES)('%s renders without a console error or warning', async (path, shown) => {
    const errors = vi.spyOn(console, 'error');
    const warnings = vi.spyOn(console, 'warn');
    await renderApp(path, { strict: true });
    expect(await shown()).toBeVisible();
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
  });
});
