/**
 * A page that cannot be opened (here a coach site whose profile the server fails to give) shows
 * the translated error page instead of the router's own English one, logs why, and opens the
 * page when the visitor tries again.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../utils/render';
import { breakOperation, repair, stubBrowser, UNKNOWN_ERROR } from '../utils/faults';
import { db } from '@/mocks/db';

beforeEach(async () => {
  stubBrowser();
  await db.reset();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  repair();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('a page that cannot be opened', () => {
  it('says so in Portuguese, logs the error, and opens the page on "Tentar novamente"', async () => {
    const user = userEvent.setup({ delay: null });
    breakOperation('getPublicProfile', '500');
    await renderApp('/joao-pereira');

    const heading = await screen.findByRole('heading', { level: 1, name: 'Não foi possível abrir esta página' });
    expect(heading).toHaveFocus();
    expect(screen.getByText(UNKNOWN_ERROR)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute('href', '/home');
    expect(screen.queryByText('Something went wrong!')).not.toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('The page could not be shown:', expect.anything());

    repair();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('navigation', { name: /João Pereira/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Não foi possível abrir esta página' })).not.toBeInTheDocument();
  });

  it('speaks the visitor’s language', async () => {
    breakOperation('getPublicProfile', '500');
    await renderApp('/joao-pereira', { locale: 'es' });
    expect(await screen.findByRole('heading', { name: 'No fue posible abrir esta página' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toBeInTheDocument();
  });
});
