import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { useState } from 'react';
import { createAppI18n } from '@/lib/i18n';
import { Modal, useUnsavedChanges } from './modal';

/** A note field that tells the modal around it when it holds text. */
function Note() {
  const [text, setText] = useState('');
  useUnsavedChanges(text !== '');
  return (
    <label>
      Nota
      <input value={text} onChange={(event) => setText(event.currentTarget.value)} />
    </label>
  );
}

async function renderModal(props: { unsaved?: boolean } = {}) {
  const i18n = await createAppI18n('pt');
  const onOpenChange = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <Modal open onOpenChange={onOpenChange} title="Editor" {...props}>
        <Note />
      </Modal>
    </I18nProvider>,
  );
  return onOpenChange;
}

describe('Modal with unsaved changes', () => {
  it('closes on Escape at once while nothing is unsaved', async () => {
    const onOpenChange = await renderModal();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog', { name: 'Fechar sem salvar?' })).not.toBeInTheDocument();
  });

  it('asks on Escape when a part of its content holds changes; staying keeps them', async () => {
    const onOpenChange = await renderModal();
    await userEvent.type(screen.getByLabelText('Nota'), 'rascunho');
    await userEvent.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: 'Fechar sem salvar?' });
    expect(ask).toHaveTextContent('Os dados que não foram salvos serão perdidos.');
    expect(screen.getByRole('button', { name: 'Continuar editando' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Continuar editando' }));
    expect(screen.queryByRole('dialog', { name: 'Fechar sem salvar?' })).not.toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Nota')).toHaveValue('rascunho');
    expect(screen.getByLabelText('Nota')).toHaveFocus();
  });

  it('closes after the coach chooses to discard', async () => {
    const onOpenChange = await renderModal({ unsaved: true });
    await userEvent.keyboard('{Escape}');
    await userEvent.click(await screen.findByRole('button', { name: 'Descartar' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('closes at once from its close button, a deliberate choice', async () => {
    const onOpenChange = await renderModal({ unsaved: true });
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog', { name: 'Fechar sem salvar?' })).not.toBeInTheDocument();
  });
});
