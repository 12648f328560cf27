/**
 * A coach edits her texts in three languages: the bar above the site chooses the language of the
 * texts (apart from the interface's) and says what each one lacks; in the original language the
 * pencils edit the originals, in another they edit that language's versions, with the same
 * limits; "Traduzir com IA" proposes a translation that is saved only once the coach uses it.
 */
import { describe, expect, it, onTestFinished } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatCompletionRequest } from '@/api/gen/ai/model/chatCompletionRequest';
import { db } from '@/mocks/db';
import { missingTexts } from '@machines/lib/coach-translations';
import { contractMax } from '../utils/contract';
import { breakOperation, repair, SERVER_TEXT } from '../utils/faults';
import { server } from '../msw-server';
import { openEditor, resetDemoEachTest, signIn } from '../utils/owner';

resetDemoEachTest();

const stored = (username = 'ana-souza') => db.profileByUsername(username)!;

function languageBar() {
  return within(screen.getByRole('region', { name: 'Idiomas dos textos' }));
}

/** The AI requests the page sends while a test runs. */
function recordCompletions(): ChatCompletionRequest[] {
  const requests: ChatCompletionRequest[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'POST' && request.url.endsWith('/ai/chat/completions')) {
      void request
        .clone()
        .json()
        .then((body) => requests.push(body as ChatCompletionRequest));
    }
  };
  server.events.on('request:start', listener);
  onTestFinished(() => {
    server.events.removeListener('request:start', listener);
  });
  return requests;
}

describe('editing a coach’s texts in three languages', () => {
  it('the bar says what each language lacks, and English shows and edits the English versions only', async () => {
    signIn();
    const user = userEvent.setup();
    const before = stored();
    await openEditor();
    const lacking = missingTexts(before, before.translations, 'en').length;
    expect(languageBar().getByRole('button', { name: 'Português (idioma original)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const english = languageBar().getByRole('button', { name: `English (faltam ${lacking} textos)` });
    await user.click(english);
    expect(english).toHaveAttribute('aria-pressed', 'true');
    // The page shows what a visitor in English reads.
    expect(await screen.findByText(before.translations!.en!.mainPhrase!, { exact: false })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Editar frase principal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Frase principal em inglês' });
    // The original stands beside its version for reference.
    expect(within(dialog).getByText(before.mainPhrase)).toHaveAttribute('lang', 'pt');
    const phrase = within(dialog).getByRole('textbox', { name: /^Frase principal · English/ });
    expect(phrase).toHaveValue(before.translations!.en!.mainPhrase);
    expect(phrase).toHaveAttribute('maxLength', String(contractMax('api-v1.yaml', 'CoachTexts.mainPhrase')));
    const author = within(dialog).getByRole('textbox', { name: /^Autor da frase · English/ });
    expect(author).toHaveAttribute('maxLength', String(contractMax('api-v1.yaml', 'CoachTexts.mainPhraseAuthor')));
    await user.clear(phrase);
    await user.type(phrase, 'A career is a trail you choose.');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(stored().translations?.en?.mainPhrase).toBe('A career is a trail you choose.'));
    expect(stored().mainPhrase).toBe(before.mainPhrase);
    expect(stored().translations?.es).toEqual(before.translations?.es);
    expect(stored().aboutMe).toBe(before.aboutMe);
  });

  it('in the original language the pencils edit the originals, as before', async () => {
    signIn();
    const user = userEvent.setup();
    const before = stored();
    await openEditor();
    await user.click(screen.getByRole('button', { name: 'Editar frase principal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Frase principal' });
    const phrase = within(dialog).getByLabelText(/^Frase principal/);
    await user.clear(phrase);
    await user.type(phrase, 'Nova frase.');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(stored().mainPhrase).toBe('Nova frase.'));
    expect(stored().translations).toEqual(before.translations);
  });

  it('“Traduzir com IA” proposes a translation at temperature 0 within the limit, saved only once the coach uses it', async () => {
    signIn();
    const user = userEvent.setup();
    const requests = recordCompletions();
    const before = stored();
    await openEditor();
    await user.click(languageBar().getByRole('button', { name: /^Español/ }));
    await user.click(screen.getByRole('button', { name: 'Editar frase principal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Frase principal em espanhol' });
    await user.clear(within(dialog).getByRole('textbox', { name: /^Frase principal · Español/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Traduzir com IA: Frase principal' }));

    const review = await within(dialog).findByRole('group', { name: 'Tradução sugerida para revisar' });
    const proposal = within(review).getByRole('textbox', { name: /^Frase principal · Español/ });
    // The demo model knows Ana's phrase in Spanish.
    expect(proposal).toHaveValue(before.translations!.es!.mainPhrase);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ temperature: 0, language: 'es' });
    expect(requests[0]!.messages.at(-1)!.content).toContain(
      `con un máximo de ${contractMax('api-v1.yaml', 'CoachTexts.mainPhrase')} caracteres`,
    );
    // Nothing reviewed yet, nothing to save: the dialog waits for the coach.
    expect(within(dialog).getByRole('button', { name: 'Salvar' })).toBeDisabled();

    await user.type(proposal, ' ¡Vamos!');
    await user.click(within(review).getByRole('button', { name: 'Usar tradução: Frase principal' }));
    const field = within(dialog).getByRole('textbox', { name: /^Frase principal · Español/ });
    expect(field).toHaveValue(`${before.translations!.es!.mainPhrase} ¡Vamos!`);
    expect(stored().translations?.es?.mainPhrase).toBe(before.translations?.es?.mainPhrase);
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(stored().translations?.es?.mainPhrase).toBe(`${before.translations!.es!.mainPhrase} ¡Vamos!`),
    );
  });

  it('translates everything a language lacks at once; the versions are saved after the coach uses them', async () => {
    signIn('joao-pereira');
    const user = userEvent.setup();
    const before = stored('joao-pereira');
    const lacking = missingTexts(before, before.translations, 'en');
    expect(lacking).toContain('mainPhraseAuthor');
    await openEditor('/joao-pereira/edit');
    await user.click(languageBar().getByRole('button', { name: /^English/ }));
    await user.click(languageBar().getByRole('button', { name: 'Traduzir com IA o que falta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Textos em inglês' });
    const accept = await within(dialog).findByRole('button', { name: `Usar as ${lacking.length} traduções` });
    // A caption the demo model knows comes back in English.
    const caption = before.gallery.find((p) => p.caption === 'Roda da vida: exercício guiado');
    if (caption) expect(within(dialog).getByDisplayValue('Wheel of life: a guided exercise')).toBeInTheDocument();
    expect(stored('joao-pereira').translations).toEqual(before.translations);
    await user.click(accept);
    expect(within(dialog).getByText('Nenhum texto falta em inglês.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(missingTexts(stored('joao-pereira'), stored('joao-pereira').translations, 'en')).toEqual([]),
    );
    expect(stored('joao-pereira').translations?.en?.aboutMe).toBe(before.translations?.en?.aboutMe);
    expect(languageBar().getByRole('button', { name: 'English (completo)' })).toBeInTheDocument();
  });

  it('an AI failure says so as the error catalogue does, keeps the text, and “Tentar de novo” translates', async () => {
    signIn();
    const user = userEvent.setup();
    await openEditor();
    await user.click(languageBar().getByRole('button', { name: /^Español/ }));
    await user.click(screen.getByRole('button', { name: 'Editar sobre mim' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sobre mim em espanhol' });
    const field = within(dialog).getByRole('textbox', { name: /^Sobre mim · Español/ });
    await user.clear(field);
    await user.type(field, 'Mi versión.');

    breakOperation('createChatCompletion', '500');
    await user.click(within(dialog).getByRole('button', { name: 'Traduzir com IA: Sobre mim' }));
    expect(await screen.findByText(SERVER_TEXT)).toBeInTheDocument();
    expect(await within(dialog).findByText('A tradução não foi concluída.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Sobre mim · Español/ })).toHaveValue('Mi versión.');

    repair();
    await user.click(within(dialog).getByRole('button', { name: 'Tentar de novo' }));
    const review = await within(dialog).findByRole('group', { name: 'Tradução sugerida para revisar' });
    expect(within(review).getByRole('textbox', { name: /^Sobre mim · Español/ })).toHaveValue(
      stored().translations?.es?.aboutMe,
    );
    await user.click(within(review).getByRole('button', { name: 'Descartar tradução: Sobre mim' }));
    expect(within(dialog).getByRole('textbox', { name: /^Sobre mim · Español/ })).toHaveValue('Mi versión.');
  });

  it('an unsaved English edit survives a reload, offered back like any draft', async () => {
    signIn();
    const user = userEvent.setup();
    await openEditor();
    await user.click(languageBar().getByRole('button', { name: /^English/ }));
    await user.click(screen.getByRole('button', { name: 'Editar frase principal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Frase principal em inglês' });
    const author = within(dialog).getByRole('textbox', { name: /^Autor da frase · English/ });
    await user.type(author, 'Ana Souza');
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('region', { name: 'Alterações não salvas' })).toBeInTheDocument();

    cleanup();
    await openEditor();
    const banner = await screen.findByRole('region', { name: 'Alterações recuperadas' });
    await user.click(within(banner).getByRole('button', { name: 'Recuperar alterações' }));
    await user.click(languageBar().getByRole('button', { name: /^English/ }));
    await user.click(screen.getByRole('button', { name: 'Editar frase principal' }));
    const again = await screen.findByRole('dialog', { name: 'Frase principal em inglês' });
    expect(within(again).getByRole('textbox', { name: /^Autor da frase · English/ })).toHaveValue('Ana Souza');
    expect(stored().translations?.en?.mainPhraseAuthor).toBeUndefined();
  });
});
