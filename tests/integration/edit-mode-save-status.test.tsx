/**
 * Small saves in edit mode do not toast: the page shows them (the changed text, the switch) and
 * the edit panel's save status says so, politely, to screen readers. A failure still toasts.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../msw-server';
import { renderApp } from '../utils/render';
import { db } from '@/mocks/db';
import { resetDemoEachTest, signIn } from '../utils/owner';

const V1 = 'http://localhost:3000/__demo/api/v1';

const stored = () => db.profileByUsername('ana-souza')!;
const panel = () => within(screen.getByRole('navigation', { name: 'Painel de edição' }));
const saveStatus = () => panel().getByRole('status');

resetDemoEachTest();

describe('edit mode save status', () => {
  it('saves a text and a section switch without a toast while the page shows them saved; a failure toasts', async () => {
    signIn();
    const user = userEvent.setup();
    await renderApp('/ana-souza/edit');
    await screen.findAllByRole('switch');
    expect(saveStatus()).toHaveTextContent('Tudo salvo');

    // A text saved in its dialog: the page shows the new text and the status says it is saved.
    await user.click(panel().getByRole('button', { name: /Textos/ }));
    await user.click(await screen.findByRole('button', { name: 'Frase principal' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Frase principal' }));
    await user.clear(dialog.getByLabelText(/^Frase principal/));
    await user.type(dialog.getByLabelText(/^Frase principal/), 'Um passo de cada vez.');
    await user.click(dialog.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(stored().mainPhrase).toBe('Um passo de cada vez.'));
    await waitFor(() => expect(saveStatus()).toHaveTextContent('Tudo salvo'));
    expect(screen.getAllByText('Um passo de cada vez.').length).toBeGreaterThan(0);

    // A section switch: it shows its new state, and the status says it is saved.
    await user.click(screen.getByRole('switch', { name: 'Mostrar Galeria para visitantes' }));
    await waitFor(() => expect(stored().enableGallery).toBe(false));
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Mostrar Galeria para visitantes' })).toHaveAttribute(
        'aria-checked',
        'false',
      ),
    );
    await waitFor(() => expect(saveStatus()).toHaveTextContent('Tudo salvo'));

    // A failed save toasts, and it is the only toast: the saves before it showed none.
    server.use(http.post(`${V1}/profiles/me`, () => HttpResponse.json({ error: 'boom' }, { status: 500 })));
    await user.click(screen.getByRole('switch', { name: 'Mostrar Depoimentos para visitantes' }));
    expect(await screen.findByText('Não foi possível salvar esta alteração. Tente novamente.')).toBeInTheDocument();
    const toasts = within(screen.getByRole('region', { name: /Notifications/ })).getAllByRole('listitem');
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toHaveTextContent('Não foi possível salvar esta alteração. Tente novamente.');
    await waitFor(() => expect(saveStatus()).toHaveTextContent('A última alteração não foi salva'));
  });
});
