/**
 * Fault tests of the owner's mutations in edit mode: saving the draft, publishing and uploading
 * a picture, each against a server error, no answer in time and going offline. The owner sees
 * what went wrong, keeps every edit and the chosen picture, and the retry writes exactly once.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  FAULT_KINDS,
  SERVER_TEXT,
  breakOperation,
  countWrites,
  ownMessage,
  repair,
  stubBrowser,
} from '../utils/faults';
import { db } from '@/mocks/db';
import { jpegHeader } from '@/features/edit-mode/image/test-fixtures';
import { openEditor, signIn, stubImagePipeline } from '../utils/owner';

const stored = (username = 'ana-souza') => db.profileByUsername(username)!;

const panel = () => within(screen.getByRole('navigation', { name: 'Painel de edição' }));

beforeEach(async () => {
  stubBrowser();
  await db.reset();
});

afterEach(() => {
  repair();
  vi.unstubAllGlobals();
});

describe.each(FAULT_KINDS)('edit mode, $label', ({ kind, label }) => {
  it(`edit mode save: ${label} says so in a toast, keeps the draft, and saving again writes once`, async () => {
    signIn();
    const user = userEvent.setup({ delay: null });
    const writes = countWrites('POST', /\/profiles\/me$/);
    const before = stored().aboutMe;
    const text = `Novo (${kind})`;
    await openEditor();
    await user.click(panel().getByRole('button', { name: /Textos/ }));
    await user.click(await screen.findByRole('button', { name: 'Sobre mim' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Sobre mim' }));
    await user.clear(dialog.getByLabelText(/^Sobre mim/));
    await user.type(dialog.getByLabelText(/^Sobre mim/), text);

    breakOperation('saveMyProfile', kind);
    await user.click(dialog.getByRole('button', { name: 'Salvar' }));
    const expected =
      kind === '500'
        ? SERVER_TEXT
        : ownMessage(kind, 'Não foi possível salvar. Suas alterações continuam aqui; tente novamente.');
    expect(await screen.findByText(expected)).toBeInTheDocument();
    const bar = within(screen.getByRole('region', { name: 'Alterações não salvas' }));
    expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    expect(stored().aboutMe).toBe(before);

    repair();
    await user.click(bar.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(stored().aboutMe).toBe(text));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Alterações não salvas' })).not.toBeInTheDocument(),
    );
    expect(writes()).toBe(1);
  });

  it(`publishing: ${label} rolls back with its message, and publishing again writes once`, async () => {
    signIn();
    db.putProfile({ ...stored(), published: false });
    const user = userEvent.setup({ delay: null });
    const writes = countWrites('POST', /\/profiles\/me\/publish$/);
    await openEditor();

    breakOperation('publishMyProfile', kind);
    await user.click(panel().getByRole('button', { name: /^Publicar/ }));
    expect(
      await screen.findByText(ownMessage(kind, 'Não foi possível publicar o site. Ele continua não publicado.')),
    ).toBeInTheDocument();
    expect(panel().getByText('Rascunho')).toBeInTheDocument();
    expect(stored().published).toBe(false);

    repair();
    await user.click(panel().getByRole('button', { name: /^Publicar/ }));
    expect(await screen.findByText('Site publicado. Os visitantes já podem vê-lo.')).toBeInTheDocument();
    expect(stored().published).toBe(true);
    expect(writes()).toBe(1);
  });

  it(`gallery upload: ${label} keeps the chosen picture and caption, and adding again uploads once`, async () => {
    signIn();
    stubImagePipeline();
    const user = userEvent.setup({ delay: null });
    const gallery = stored().gallery.length;
    await openEditor();
    await user.click(panel().getByRole('button', { name: /Galeria/ }));
    const manager = within(await screen.findByRole('dialog', { name: 'Galeria' }));
    await user.click(manager.getAllByRole('button', { name: 'Adicionar imagem' })[0]!);
    const dialog = within(await screen.findByRole('dialog', { name: 'Adicionar imagem' }));
    const photo = new File([jpegHeader(800, 600) as BlobPart], 'praia.jpg', { type: 'image/jpeg' });
    await user.upload(dialog.getByLabelText('Escolher imagens'), photo);
    expect(await dialog.findByRole('img', { name: 'Prévia da imagem escolhida' })).toBeInTheDocument();
    await user.type(dialog.getByLabelText(/^Legenda/), 'Workshop na praia');

    breakOperation('uploadImage', kind);
    await user.click(dialog.getByRole('button', { name: 'Adicionar' }));
    expect(
      await dialog.findByText(ownMessage(kind, 'Não foi possível enviar a imagem. Tente novamente.')),
    ).toBeInTheDocument();
    expect(dialog.getByRole('img', { name: 'Prévia da imagem escolhida' })).toBeInTheDocument();
    expect(dialog.getByLabelText(/^Legenda/)).toHaveValue('Workshop na praia');
    expect(db.uploads()).toHaveLength(0);

    repair();
    await user.click(dialog.getByRole('button', { name: 'Adicionar' }));
    await waitFor(() => expect(stored().gallery).toHaveLength(gallery + 1));
    expect(db.uploads()).toHaveLength(1);
    expect(stored().gallery.at(-1)).toEqual({ url: db.uploads()[0]!.uri, caption: 'Workshop na praia' });
  });
});
