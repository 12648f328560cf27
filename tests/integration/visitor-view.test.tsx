/**
 * "Ver como visitante" in edit mode: the owner's page without any edit control and without the
 * sections they hid, also while the site is unpublished, and back to editing in one step.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@/mocks/db';
import { openEditor, resetDemoEachTest, signIn } from '../utils/owner';

resetDemoEachTest();

const panel = () => within(screen.getByRole('navigation', { name: 'Painel de edição' }));

describe('the owner previews the site as a visitor', () => {
  it('hides every edit control and the hidden sections, also unpublished, then goes back to editing', async () => {
    const user = userEvent.setup();
    signIn();
    const current = db.profileByUsername('ana-souza')!;
    db.putProfile({ ...current, enableTestimonies: false, published: false });
    await openEditor();
    expect(await screen.findByRole('switch', { name: 'Mostrar Depoimentos para visitantes' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Editar / }).length).toBeGreaterThan(0);

    await user.click(panel().getByRole('button', { name: 'Ver como visitante' }));
    const bar = await screen.findByRole('region', { name: 'Visualização como visitante' });
    const back = within(bar).getByRole('button', { name: 'Voltar à edição' });
    await waitFor(() => expect(back).toHaveFocus());
    // The site as a visitor sees it: its name and texts, no pencil, toolbar, switch or panel.
    expect(screen.getByRole('heading', { level: 1, name: /Ana Souza/ })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Painel de edição' })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: /^Editar / })).toHaveLength(0);
    expect(screen.queryAllByRole('switch')).toHaveLength(0);
    expect(screen.queryAllByRole('group', { name: /^Edição da seção / })).toHaveLength(0);
    // A section the owner hid is not there.
    expect(document.getElementById('testimonies')).toBeNull();

    await user.click(back);
    expect(await screen.findByRole('navigation', { name: 'Painel de edição' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Mostrar Depoimentos para visitantes' })).toBeInTheDocument();

    // Escape goes back too.
    await user.click(panel().getByRole('button', { name: 'Ver como visitante' }));
    await screen.findByRole('region', { name: 'Visualização como visitante' });
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('navigation', { name: 'Painel de edição' })).toBeInTheDocument();
  });
});
