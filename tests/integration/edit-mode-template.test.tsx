/**
 * The edit page draws the site with its template's lazy wrapper when the template's code had not
 * loaded before its first render; once the code is in, later renders must keep the same
 * component, or the whole site is remounted and an open editor loses the element it gives the
 * focus back to. A file of its own: the template must not have been loaded by another test.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../utils/render';
import { resetDemoEachTest, signIn } from '../utils/owner';

resetDemoEachTest();

describe('edit mode and a template that loads after the first render', () => {
  it('keeps the site mounted: closing an editor gives the focus back to its pencil', async () => {
    signIn();
    const user = userEvent.setup();
    await renderApp('/ana-souza/edit');
    const pencil = await screen.findByRole('button', { name: 'Editar sobre mim' });

    await user.click(pencil);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(pencil.isConnected).toBe(true);
    await waitFor(() => expect(pencil).toHaveFocus());
  });
});
