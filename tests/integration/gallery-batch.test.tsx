/**
 * Several pictures added to the gallery at once: each file is checked and shows its own stage or
 * error, a refused file keeps the others from nothing, and those over the gallery's 24 are left
 * out with a message that says how many.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@/mocks/db';
import { jpegHeader } from '@/features/edit-mode/image/test-fixtures';
import { MAX_GALLERY } from '@machines/lib/profile-rules';
import { openEditor, resetDemoEachTest, signIn, stubImagePipeline } from '../utils/owner';

resetDemoEachTest();

const stored = () => db.profileByUsername('ana-souza')!;
const jpeg = (name: string) => new File([jpegHeader(800, 600) as BlobPart], name, { type: 'image/jpeg' });
const panel = () => within(screen.getByRole('navigation', { name: 'Painel de edição' }));

async function openAddDialog(user: ReturnType<typeof userEvent.setup>) {
  await openEditor();
  await user.click(panel().getByRole('button', { name: /Galeria/ }));
  const manager = within(await screen.findByRole('dialog', { name: 'Galeria' }));
  await user.click(manager.getAllByRole('button', { name: 'Adicionar imagem' })[0]!);
  return within(await screen.findByRole('dialog', { name: 'Adicionar imagem' }));
}

describe('adding several gallery pictures at once', () => {
  it('adds every good picture, and shows the refused one with its reason', async () => {
    signIn();
    stubImagePipeline();
    db.putProfile({ ...stored(), gallery: stored().gallery.slice(0, 3) });
    const user = userEvent.setup({ delay: null, applyAccept: false });
    const before = stored().gallery.length;
    const dialog = await openAddDialog(user);
    const notAPicture = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'desenho.jpg', { type: 'image/jpeg' });
    await user.upload(dialog.getByLabelText('Escolher imagens'), [jpeg('um.jpg'), notAPicture, jpeg('tres.jpg')]);

    const batch = within(await screen.findByRole('dialog', { name: 'Adicionar imagens' }));
    const rows = within(batch.getByRole('list', { name: 'Imagens escolhidas' }));
    await waitFor(() => expect(rows.getAllByText('Pronta para enviar')).toHaveLength(2));
    const refused = rows.getByText('desenho.jpg').closest('li')!;
    expect(within(refused).getByRole('alert')).toHaveTextContent(/JPEG, PNG ou WebP/);
    await user.click(batch.getByRole('button', { name: 'Adicionar 2 imagens' }));

    await waitFor(() => expect(stored().gallery).toHaveLength(before + 2));
    expect(db.uploads()).toHaveLength(2);
    expect(
      stored()
        .gallery.slice(-2)
        .map((picture) => picture.caption),
    ).toEqual(['', '']);
    // The refused file stays listed with its reason; the others say they were added.
    expect(rows.getAllByText('Adicionada')).toHaveLength(2);
    expect(within(refused).getByRole('progressbar', { name: 'Progresso de desenho.jpg' })).toHaveAttribute(
      'value',
      '0',
    );
    expect(batch.getByRole('button', { name: 'Concluir' })).toBeEnabled();
  });

  it('leaves out the files over the 24 pictures, saying how many', async () => {
    signIn();
    stubImagePipeline();
    const room = 2;
    const keep = stored().gallery.slice(0, MAX_GALLERY - room);
    const filler = Array.from({ length: MAX_GALLERY - room - keep.length }, (_, i) => ({
      url: `/demo/gallery/extra-${i}.jpg`,
      caption: '',
    }));
    db.putProfile({ ...stored(), gallery: [...keep, ...filler] });
    const user = userEvent.setup({ delay: null });
    const dialog = await openAddDialog(user);
    await user.upload(
      dialog.getByLabelText('Escolher imagens'),
      ['a', 'b', 'c', 'd', 'e'].map((n) => jpeg(`${n}.jpg`)),
    );

    const batch = within(await screen.findByRole('dialog', { name: 'Adicionar imagens' }));
    expect(batch.getByText('3 imagens ficaram de fora: a galeria comporta até 24 imagens.')).toBeInTheDocument();
    expect(within(batch.getByRole('list', { name: 'Imagens escolhidas' })).getAllByRole('listitem')).toHaveLength(room);
    await user.click(await batch.findByRole('button', { name: 'Adicionar 2 imagens' }));
    await waitFor(() => expect(stored().gallery).toHaveLength(MAX_GALLERY));
    // All in: the dialog closes.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Adicionar imagens' })).toBeNull());
  });
});
