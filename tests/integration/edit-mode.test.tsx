import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { parse } from 'yaml';
import { server } from '../msw-server';
import { renderApp } from '../utils/render';
import { db } from '@/mocks/db';
import { getTokens, setTokens } from '@/lib/tokens';
import { installInspector } from '@/lib/inspect';
import type { AnyActorRef, InspectionEvent } from 'xstate';
import { contractMax } from '../utils/contract';
import { openEditor, resetDemoEachTest, signIn } from '../utils/owner';

const V1 = 'http://localhost:3000/__demo/api/v1';

const stored = (username = 'ana-souza') => db.profileByUsername(username)!;

function panel() {
  return within(screen.getByRole('navigation', { name: 'Painel de edição' }));
}

resetDemoEachTest();

describe('owner edit mode', () => {
  it('sends a visitor without a session to /login', async () => {
    const app = await renderApp('/ana-souza/edit');
    await waitFor(() => expect(app.router.state.location.pathname).not.toBe('/ana-souza/edit'));
    expect(screen.queryByRole('navigation', { name: 'Painel de edição' })).not.toBeInTheDocument();
  });

  it('shows the owner the site with the edit panel, hidden sections and their toggles', async () => {
    signIn();
    const current = stored();
    db.putProfile({ ...current, enableTestimonies: false });
    await openEditor();
    const toggle = await screen.findByRole('switch', { name: 'Mostrar Depoimentos para visitantes' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('switch', { name: 'Mostrar Galeria para visitantes' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(panel().getByRole('button', { name: /Despublicar|Publicar/ })).toBeInTheDocument();
  });

  it("names each section's edit toolbar as the section's heading names it", async () => {
    signIn();
    await openEditor();
    const toolbars = screen.getAllByRole('group', { name: /^Edição da seção / });
    expect(toolbars.length).toBeGreaterThan(3);
    for (const toolbar of toolbars) {
      const heading = toolbar.closest('section')?.querySelector('h2')?.textContent;
      expect(toolbar).toHaveAccessibleName(`Edição da seção ${heading}`);
    }
    expect(screen.getByRole('group', { name: 'Edição da seção Solicite sua sessão experimental' })).toBeInTheDocument();
  });

  it('edits names within 25 characters, refuses empty names with the spec message, and saves', async () => {
    signIn();
    const user = userEvent.setup();
    await openEditor();
    await user.click(panel().getByRole('button', { name: /Textos/ }));
    await user.click(await screen.findByRole('button', { name: 'Nome e e-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nome e e-mail' });
    const first = within(dialog).getByLabelText(/^Nome/);
    await user.clear(first);
    expect(within(dialog).getByText('O nome e sobrenome não devem estar vazios')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await user.type(first, 'A'.repeat(26));
    expect(first).toHaveValue('A'.repeat(25));
    expect(within(dialog).getByText('Limite de 25 caracteres atingido.')).toBeInTheDocument();
    await user.clear(first);
    await user.type(first, 'Ana Maria');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(stored().firstName).toBe('Ana Maria'));
    expect(stored().fullName).toBe('Ana Maria Souza');
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Alterações não salvas' })).not.toBeInTheDocument(),
    );
  });

  it('holds every text the owner edits to the contract’s maxLength, and counts towards it', async () => {
    signIn();
    const user = userEvent.setup();
    await openEditor();
    const dialogs: Array<[dialog: string, fields: Array<[label: RegExp, field: string]>]> = [
      [
        'Nome e e-mail',
        [
          [/^Nome/, 'firstName'],
          [/^Sobrenome/, 'secondName'],
        ],
      ],
      [
        'Frase principal',
        [
          [/^Frase principal/, 'mainPhrase'],
          [/^Autor da frase/, 'mainPhraseAuthor'],
        ],
      ],
      ['Sobre mim', [[/^Sobre mim/, 'aboutMe']]],
      ['Currículo', [[/^Currículo/, 'resumeFeed']]],
    ];
    for (const [name, fields] of dialogs) {
      await user.click(panel().getByRole('button', { name: /Textos/ }));
      await user.click(await screen.findByRole('button', { name }));
      const dialog = await screen.findByRole('dialog', { name });
      for (const [label, field] of fields) {
        const max = contractMax('api-v1.yaml', `ProfileUpdate.${field}`);
        const input = within(dialog).getByLabelText(label);
        expect(input, field).toHaveAttribute('maxLength', String(max));
        expect(input, field).toHaveAccessibleDescription(new RegExp(`de ${max} caracteres|/${max}`));
      }
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog', { name })).not.toBeInTheDocument());
    }
  });

  it('the phone is the wizard’s phone field: a number its country does not use is refused and kept, a valid one saves as the wizard saves it', async () => {
    signIn();
    const user = userEvent.setup();
    const before = stored().tel;
    await openEditor();
    await user.click(panel().getByRole('button', { name: /Textos/ }));
    await user.click(await screen.findByRole('button', { name: 'Telefone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Telefone' });
    expect(within(dialog).getByRole('combobox', { name: 'País do telefone' })).toHaveValue('br');
    const phone = within(dialog).getByRole('textbox', { name: /^Telefone/ });
    expect(phone).toHaveAttribute('maxLength', String(contractMax('api-v1.yaml', 'ProfileUpdate.tel')));

    await user.type(phone, '{Backspace>20/}123');
    expect(phone).toHaveValue('+55 (12) 3');
    // The message waits until the owner leaves the field.
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.tab();
    expect(phone).toHaveAccessibleDescription(
      'Este não é um número de telefone válido para o país escolhido. Confira o DDD e os dígitos.',
    );
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveValue('+55 (12) 3');
    const save = within(dialog).getByRole('button', { name: 'Salvar' });
    expect(save).toBeDisabled();
    await user.click(save);
    expect(stored().tel).toBe(before);

    await user.type(phone, '{Backspace>20/}11987654321');
    expect(phone).toHaveValue('+55 (11) 98765-4321');
    await user.click(save);
    await waitFor(() => expect(stored().tel).toBe('+55 (11) 98765-4321'));
  });

  it('the edit session and the settings start their machines where the Stately inspector sees them', async () => {
    const events: InspectionEvent[] = [];
    installInspector((event) => events.push(event));
    try {
      signIn();
      const user = userEvent.setup();
      await openEditor();
      await user.click(panel().getByRole('button', { name: /Configurações/ }));
      await screen.findByRole('dialog', { name: 'Configurações' });
      const started = events
        .filter((event) => event.type === '@xstate.actor')
        .map(({ actorRef }) => {
          const { src } = actorRef as AnyActorRef;
          return typeof src === 'string' ? src : (src as { id?: string }).id;
        });
      expect(started).toEqual(expect.arrayContaining(['profileEditor', 'publishing', 'usernameCheck', 'location']));
    } finally {
      installInspector(undefined);
    }
  });

  it('an invalid e-mail keeps the save disabled', async () => {
    signIn();
    const user = userEvent.setup();
    await openEditor();
    await user.click(panel().getByRole('button', { name: /Textos/ }));
    await user.click(await screen.findByRole('button', { name: 'Nome e e-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nome e e-mail' });
    const email = within(dialog).getByLabelText(/^E-mail/);
    await user.clear(email);
    await user.type(email, 'ana@invalido');
    expect(within(dialog).getByText('O campo deve ser preenchido com um e-mail válido')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Salvar' })).toBeDisabled();
  });

  it('refuses a fourth expertise unless one is unticked', async () => {
    signIn();
    const user = userEvent.setup();
    await openEditor();
    await user.click(panel().getByRole('button', { name: /Textos/ }));
    await user.click(await screen.findByRole('button', { name: 'Áreas de atuação' }));
    const dialog = await screen.findByRole('dialog', { name: 'Áreas de atuação' });
    expect(within(dialog).getByText('3 de 3 escolhidas')).toBeInTheDocument();
    const life = await within(dialog).findByRole('checkbox', { name: 'Life' });
    await user.click(life);
    expect(life).not.toBeChecked();
    expect(within(dialog).getByText(/Você já escolheu 3 áreas/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Carreira' }));
    await user.click(life);
    expect(life).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(stored().expertises).toEqual(['Liderança', 'Emocional', 'Life']));
  });

  it('a token that expires mid-edit is refreshed once and the save still lands', async () => {
    signIn();
    const user = userEvent.setup();
    await openEditor();
    const refresh = getTokens()!.refresh_token;
    setTokens({ access_token: 'demo-at.expired', refresh_token: refresh });
    await user.click(panel().getByRole('button', { name: /Textos/ }));
    await user.click(await screen.findByRole('button', { name: 'Sobre mim' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sobre mim' });
    const text = within(dialog).getByLabelText(/^Sobre mim/);
    await user.clear(text);
    await user.type(text, 'Texto salvo depois da renovação do acesso.');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(stored().aboutMe).toBe('Texto salvo depois da renovação do acesso.'));
    expect(getTokens()!.access_token).not.toBe('demo-at.expired');
  });

  it('a gallery delete asks for confirmation and removes the picture', async () => {
    signIn();
    const user = userEvent.setup();
    await openEditor();
    const before = stored().gallery.length;
    await user.click(panel().getByRole('button', { name: /Galeria/ }));
    const manager = await screen.findByRole('dialog', { name: 'Galeria' });
    expect(within(manager).getByText(`${before} de 24 imagens`)).toBeInTheDocument();
    await user.click(within(manager).getByRole('button', { name: 'Excluir imagem 1' }));
    const confirm = await screen.findByRole('dialog', { name: 'Excluir imagem' });
    expect(within(confirm).getByText('Confirma a exclusão da imagem?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(stored().gallery).toHaveLength(before - 1));
  });

  it('an empty gallery tells the owner it has no pictures yet and offers to add one', async () => {
    db.putProfile({ ...stored(), gallery: [] });
    signIn();
    await openEditor();
    const gallery = document.getElementById('gallery')!;
    expect(await within(gallery).findByText('Não há imagens adicionadas.')).toBeInTheDocument();
    expect(within(gallery).getByRole('button', { name: /Adicionar imagem/ })).toBeInTheDocument();
  });

  it('the gallery manager draws no picture from another host, and says why the tile is empty', async () => {
    const pixel = 'https://evil.example/pixel.gif';
    db.putProfile({ ...stored(), gallery: [{ url: pixel, caption: '' }, ...stored().gallery.slice(1)] });
    signIn();
    const user = userEvent.setup();
    await openEditor();
    await user.click(panel().getByRole('button', { name: /Galeria/ }));
    const manager = await screen.findByRole('dialog', { name: 'Galeria' });
    expect(within(manager).getByText('Imagem de um endereço não permitido')).toBeInTheDocument();
    const sources = within(manager)
      .getAllByRole('img')
      .map((image) => image.getAttribute('src'));
    expect(sources.length).toBeGreaterThan(0);
    expect(sources).not.toContain(pixel);
  });

  it('adds a video only from a recognised host, fills the caption from the host and stops at 16', async () => {
    signIn();
    const user = userEvent.setup();
    await openEditor();
    expect(stored().videos).toHaveLength(15);
    await user.click(panel().getByRole('button', { name: /Vídeos/ }));
    const manager = await screen.findByRole('dialog', { name: 'Vídeos' });
    await user.click(within(manager).getByRole('button', { name: 'Adicionar vídeo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar vídeo' });
    const link = within(dialog).getByLabelText(/Link do vídeo/);
    await user.type(link, 'https://example.com/watch?v=dQw4w9WgXcQ');
    expect(within(dialog).getByText('Url inválida')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await user.clear(link);
    expect(within(dialog).queryByText('Url inválida')).not.toBeInTheDocument();
    await user.type(link, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/^Legenda/)).toHaveValue('Como definir metas de carreira'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(stored().videos.some((v) => v.id === 'dQw4w9WgXcQ' && v.host === 'youtube')).toBe(true));
    await waitFor(() => expect(within(manager).getByText('Só comportamos um total de 16 vídeos')).toBeInTheDocument());
    expect(within(manager).getByRole('button', { name: 'Adicionar vídeo' })).toBeDisabled();
  });

  it('a failed caption lookup is silently ignored and the video can still be added', async () => {
    signIn('joao-pereira');
    // The lookup answers when the test has seen the dialog looking.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('http://localhost:3000/__demo/vimeo/api/v2/video/:id', async () => {
        await answered;
        return HttpResponse.text('nope', { status: 404 });
      }),
    );
    const user = userEvent.setup();
    await openEditor('/joao-pereira/edit');
    await user.click(panel().getByRole('button', { name: /Vídeos/ }));
    const manager = await screen.findByRole('dialog', { name: 'Vídeos' });
    await user.click(within(manager).getByRole('button', { name: 'Adicionar vídeo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar vídeo' });
    await user.type(within(dialog).getByLabelText(/Link do vídeo/), 'https://vimeo.com/123456789');
    await within(dialog).findByText('Buscando o título do vídeo…');
    answer();
    await waitFor(() => expect(within(dialog).queryByText('Buscando o título do vídeo…')).not.toBeInTheDocument());
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(stored('joao-pereira').videos.some((v) => v.id === '123456789' && v.host === 'vimeo')).toBe(true),
    );
  });

  it('adds, edits and deletes a testimony', async () => {
    signIn('joao-pereira');
    const user = userEvent.setup();
    await openEditor('/joao-pereira/edit');
    const before = stored('joao-pereira').testimonies.length;
    await user.click(panel().getByRole('button', { name: /Depoimentos/ }));
    const manager = await screen.findByRole('dialog', { name: 'Depoimentos' });
    await user.click(within(manager).getByRole('button', { name: 'Adicionar depoimento' }));
    const add = await screen.findByRole('dialog', { name: 'Adicionar depoimento' });
    expect(within(add).getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await user.type(within(add).getByLabelText(/^Autor/), 'Carla Nunes');
    await user.type(within(add).getByLabelText(/^Ocupação/), 'Empresária');
    const text = within(add).getByLabelText(/^Depoimento/);
    await user.click(text);
    await user.paste('x'.repeat(320));
    expect(text).toHaveValue('x'.repeat(300));
    await user.clear(text);
    await user.type(text, 'Organizei minhas finanças em três meses.');
    await user.click(within(add).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(stored('joao-pereira').testimonies).toHaveLength(before + 1));

    await user.click(await within(manager).findByRole('button', { name: 'Editar depoimento de Carla Nunes' }));
    const edit = await screen.findByRole('dialog', { name: 'Editar depoimento' });
    const occupation = within(edit).getByLabelText(/^Ocupação/);
    await user.clear(occupation);
    await user.type(occupation, 'Diretora financeira');
    await user.click(within(edit).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(stored('joao-pereira').testimonies.find((t) => t.author === 'Carla Nunes')?.occupation).toBe(
        'Diretora financeira',
      ),
    );

    await user.click(within(manager).getByRole('button', { name: 'Excluir depoimento de Carla Nunes' }));
    const confirm = await screen.findByRole('dialog', { name: 'Excluir depoimento' });
    await user.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(stored('joao-pereira').testimonies).toHaveLength(before));
  });

  it('checks the username: a taken one blocks saving, a free one is saved and the address follows', async () => {
    signIn();
    const user = userEvent.setup();
    const app = await openEditor();
    await user.click(panel().getByRole('button', { name: /Configurações/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Configurações' });
    expect(within(dialog).getByRole('tab', { name: 'Geral' })).toHaveAttribute('aria-selected', 'true');
    const field = within(dialog).getByLabelText(/Endereço do site/);
    await user.clear(field);
    await user.type(field, 'joao pereira!');
    expect(field).toHaveValue('joaopereira');
    await user.clear(field);
    await user.type(field, 'joao-pereira');
    await user.tab();
    expect(await within(dialog).findByText('url indisponivel, tente outra por favor')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await user.clear(field);
    expect(within(dialog).getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await user.type(field, 'ana-souza-coach');
    await user.tab();
    expect(await within(dialog).findByText('Endereço disponível.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(db.profileByUsername('ana-souza-coach')).toBeDefined());
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/ana-souza-coach/edit'));
    // The page does not show the new address: a toast says it changed.
    expect(await screen.findByText('Endereço do site atualizado.')).toBeInTheDocument();
  });

  it('warns that the old address stops working, and a rename the server refuses (409) is reported as not done', async () => {
    signIn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let attempts = 0;
    server.use(
      http.post(`${V1}/profiles/me/username`, () => {
        attempts += 1;
        return HttpResponse.json(
          { error: 'token_already_used', error_description: 'Token já utilizado.' },
          { status: 409 },
        );
      }),
    );
    const user = userEvent.setup();
    const app = await openEditor();
    await user.click(panel().getByRole('button', { name: /Configurações/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Configurações' });
    const field = within(dialog).getByLabelText(/Endereço do site/);
    await user.clear(field);
    await user.type(field, 'ana-souza-coach');
    await user.tab();
    expect(await within(dialog).findByText('Endereço disponível.')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(/o endereço antigo \S*\/ana-souza deixará de funcionar/);
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(dialog).findByText(
        'O endereço do site não foi alterado: o servidor recusou a troca. Tente novamente mais tarde.',
      ),
    ).toBeInTheDocument();
    expect(attempts).toBe(1);
    // The spec's 409 is still logged, and nothing claims the address changed.
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('409'));
    expect(screen.getByRole('dialog', { name: 'Configurações' })).toBeInTheDocument();
    expect(field).toHaveValue('ana-souza-coach');
    expect(screen.queryByText('Endereço do site atualizado.')).not.toBeInTheDocument();
    expect(screen.queryByText('Configurações salvas.')).not.toBeInTheDocument();
    expect(stored().username).toBe('ana-souza');
    expect(app.router.state.location.pathname).toBe('/ana-souza/edit');
  });

  it('refuses a counter above the contract maximum with a message, and the site never shows an exponent', async () => {
    const max = (
      parse(readFileSync('openapi/api-v1.yaml', 'utf8')) as {
        components: { schemas: { ProfileUpdate: { properties: { coachingHours: { maximum: number } } } } };
      }
    ).components.schemas.ProfileUpdate.properties.coachingHours.maximum;
    // A value stored before the contract had a maximum (a copy: the seed stays as it is for other tests).
    db.putProfile({ ...stored(), coachingHours: 1e308, enableCoachingHours: true, enableResumeFooter: true });
    signIn();
    const user = userEvent.setup();
    await openEditor();
    const shown = new Intl.NumberFormat('pt-BR').format(max);
    expect(await screen.findByText(shown)).toBeInTheDocument();
    expect(screen.queryByText(/e\+308|0{20}/)).not.toBeInTheDocument();

    await user.click(panel().getByRole('button', { name: /Textos/ }));
    await user.click(await screen.findByRole('button', { name: 'Números' }));
    const dialog = await screen.findByRole('dialog', { name: 'Números' });
    const hours = within(dialog).getByLabelText('Horas de coaching');
    expect(hours).toHaveAttribute('max', String(max));
    expect(hours).toHaveAccessibleDescription(`Informe um número de até ${shown}.`);
    await user.clear(hours);
    await user.type(hours, String(max + 1));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(`Informe um número de até ${shown}.`);
    expect(within(dialog).getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await user.clear(hours);
    await user.type(hours, '1200');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(stored().coachingHours).toBe(1200));
  });

  it('refuses a negative, fractional or empty counter with a message, keeping what was typed', async () => {
    signIn();
    const user = userEvent.setup();
    await openEditor();
    await user.click(panel().getByRole('button', { name: /Textos/ }));
    await user.click(await screen.findByRole('button', { name: 'Números' }));
    const dialog = await screen.findByRole('dialog', { name: 'Números' });
    const hours = within(dialog).getByLabelText('Horas de coaching');
    const save = within(dialog).getByRole('button', { name: 'Salvar' });
    for (const typed of ['-5', '12.5', '']) {
      // Typed as a whole: jsdom drops a lone "-" typed key by key, which a browser keeps on screen.
      fireEvent.change(hours, { target: { value: typed } });
      expect(hours).toHaveValue(typed === '' ? null : Number(typed));
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Informe um número inteiro igual ou maior que zero.');
      expect(hours).toBeInvalid();
      expect(save).toBeDisabled();
    }
    await user.clear(hours);
    await user.type(hours, '12');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(save);
    await waitFor(() => expect(stored().coachingHours).toBe(12));
  });

  it('an empty main phrase keeps its place and its pencil for the owner, on every template', async () => {
    for (const theme of ['template-1', 'template-3', 'template-4', 'template-7'] as const) {
      db.putProfile({ ...stored(), mainPhrase: '', mainPhraseAuthor: '', theme });
      signIn();
      await openEditor();
      expect(await screen.findByText('Sua frase principal aparece aqui.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Editar frase principal' })).toBeInTheDocument();
    }
  });

  it('names the background categories in the page language', async () => {
    signIn();
    const user = userEvent.setup();
    await renderApp('/ana-souza/edit', { locale: 'es' });
    const rail = await screen.findByRole('navigation', { name: 'Panel de edición' });
    await user.click(within(rail).getByRole('button', { name: 'Fondo' }));
    const backgrounds = await screen.findByRole('radiogroup', { name: 'Imágenes de fondo' });
    for (const name of ['Naturaleza', 'Abstracto', 'Ciudades', 'Minimalista']) {
      expect(await within(backgrounds).findByRole('heading', { name })).toBeInTheDocument();
    }
    expect(within(backgrounds).queryByRole('heading', { name: 'Natureza' })).not.toBeInTheDocument();
  });

  it('location: a cities-only country disables the state and clears it', async () => {
    signIn();
    const user = userEvent.setup();
    await openEditor();
    await user.click(panel().getByRole('button', { name: /Configurações/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Configurações' });
    const country = within(dialog).getByLabelText('País');
    const state = within(dialog).getByLabelText('Estado');
    await waitFor(() => expect(country).toHaveValue('BR'));
    await waitFor(() => expect(state).toHaveValue('SP'));
    expect(state).toBeEnabled();
    await user.selectOptions(country, 'PT');
    expect(state).toBeDisabled();
    expect(state).toHaveValue('-1');
    const city = within(dialog).getByLabelText('Cidade');
    await waitFor(() => expect(within(city).getByRole('option', { name: 'Lisboa' })).toBeInTheDocument());
    await user.selectOptions(city, 'Lisboa');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(stored()).toMatchObject({ country: 'PT', state: '', city: 'Lisboa' }));
  });

  it('refuses a social link on another site or without a profile at its field, keeping what was typed', async () => {
    signIn();
    const user = userEvent.setup();
    await openEditor();
    await user.click(panel().getByRole('button', { name: /Configurações/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Configurações' });
    await user.click(within(dialog).getByRole('tab', { name: 'Redes sociais' }));

    const twitter = within(dialog).getByLabelText('Twitter / X');
    await user.clear(twitter);
    await user.type(twitter, 'https://evil.example/phish');
    await user.tab();
    expect(twitter).toHaveValue('https://evil.example/phish');
    expect(twitter).toHaveAttribute('aria-invalid', 'true');
    expect(twitter).toHaveAccessibleDescription(/^Este não é um endereço do Twitter \/ X\./);

    const facebook = within(dialog).getByLabelText('Facebook');
    await user.clear(facebook);
    await user.type(facebook, 'https://facebook.com/');
    await user.tab();
    expect(facebook).toHaveValue('https://facebook.com/');
    expect(facebook).toHaveAccessibleDescription(/^Não encontramos o seu perfil neste valor\./);

    const youtube = within(dialog).getByLabelText('YouTube');
    await user.clear(youtube);
    await user.type(youtube, 'javascript:alert(1)//evil.example.com/@anacoach');
    await user.tab();
    expect(youtube).toHaveValue('javascript:alert(1)//evil.example.com/@anacoach');
    expect(youtube).toHaveAccessibleDescription(/^Este não é um endereço do YouTube\./);

    const instagram = within(dialog).getByLabelText('Instagram');
    await user.clear(instagram);
    await user.type(instagram, '@ana.souza.coach');
    await user.tab();
    expect(instagram).toHaveValue('https://www.instagram.com/ana.souza.coach');
    expect(instagram).not.toHaveAttribute('aria-invalid');

    // While a link is refused, saving would drop that network's stored link: it waits.
    expect(within(dialog).getByRole('button', { name: 'Salvar' })).toBeDisabled();
    for (const field of [twitter, facebook, youtube]) await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(stored().socialLinks.instagram).toBe('https://www.instagram.com/ana.souza.coach'));
    const saved = Object.values(stored().socialLinks).join(' ');
    expect(saved).not.toMatch(/twitter\.com\/phish|facebook\.com\/facebook\.com|youtube\.com\/@anacoach/);
  });

  it('takes WhatsApp as a phone number with its country, and saves the wa.me link with the country code', async () => {
    signIn();
    const user = userEvent.setup();
    await openEditor();
    const openSocial = async () => {
      await user.click(panel().getByRole('button', { name: /Configurações/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Configurações' });
      await user.click(within(dialog).getByRole('tab', { name: 'Redes sociais' }));
      return {
        dialog,
        whatsapp: within(dialog).getByRole('textbox', { name: /^WhatsApp/ }),
        country: within(dialog).getByRole('combobox', { name: 'País do telefone' }),
      };
    };

    let { dialog, whatsapp, country } = await openSocial();
    expect(country).toHaveValue('br');
    await user.type(whatsapp, '{Backspace>20/}123');
    await user.tab();
    expect(whatsapp).toHaveValue('+55 (12) 3');
    expect(whatsapp).toHaveAccessibleDescription(
      'Este não é um número de telefone válido para o país escolhido. Confira o DDD e os dígitos.',
    );
    expect(within(dialog).getByRole('button', { name: 'Salvar' })).toBeDisabled();

    await user.type(whatsapp, '{Backspace>20/}(11) 98765-4321');
    expect(whatsapp).toHaveValue('+55 (11) 98765-4321');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(stored().socialLinks.whatsapp).toBe('https://wa.me/5511987654321'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Configurações' })).not.toBeInTheDocument());

    ({ dialog, whatsapp, country } = await openSocial());
    // The stored link reads back into the field as its number.
    expect(whatsapp).toHaveValue('+55 (11) 98765-4321');
    await user.type(whatsapp, '{Backspace>20/}');
    await user.selectOptions(country, 'pt');
    await user.type(whatsapp, '912 345 678');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(stored().socialLinks.whatsapp).toBe('https://wa.me/351912345678'));
  });

  it('reads a WhatsApp number stored before the field took numbers only as a Brazilian one', async () => {
    signIn();
    const user = userEvent.setup();
    const current = stored();
    db.putProfile({ ...current, socialLinks: { ...current.socialLinks, whatsapp: '(44) 99876-5432' } });
    await openEditor();
    await user.click(panel().getByRole('button', { name: /Configurações/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Configurações' });
    await user.click(within(dialog).getByRole('tab', { name: 'Redes sociais' }));
    expect(within(dialog).getByRole('combobox', { name: 'País do telefone' })).toHaveValue('br');
    expect(within(dialog).getByRole('textbox', { name: /^WhatsApp/ })).toHaveValue('+55 (44) 99876-5432');
    expect(within(dialog).getByRole('button', { name: 'Salvar' })).toBeEnabled();
  });

  it('a visibility toggle flips only after the save, and visitors no longer see the section', async () => {
    signIn();
    const user = userEvent.setup();
    await openEditor();
    const toggle = await screen.findByRole('switch', { name: 'Mostrar Galeria para visitantes' });
    await user.click(toggle);
    await waitFor(() => expect(stored().enableGallery).toBe(false));
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Mostrar Galeria para visitantes' })).toHaveAttribute(
        'aria-checked',
        'false',
      ),
    );
  });

  it('a failed visibility save leaves the toggle as it was', async () => {
    signIn();
    let calls = 0;
    server.use(
      http.post(`${V1}/profiles/me`, () => {
        calls += 1;
        return HttpResponse.json({ error: 'boom' }, { status: 500 });
      }),
    );
    const user = userEvent.setup();
    await openEditor();
    await user.click(await screen.findByRole('switch', { name: 'Mostrar Galeria para visitantes' }));
    await waitFor(() => expect(calls).toBe(1));
    const toggle = screen.getByRole('switch', { name: 'Mostrar Galeria para visitantes' });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(stored().enableGallery).not.toBe(false);
  });

  it('unpublishes once the owner confirms, publishes in one click; a failed publish rolls back', async () => {
    signIn();
    const user = userEvent.setup();
    await openEditor();
    expect(stored().published).toBe(true);
    await user.click(panel().getByRole('button', { name: /Despublicar/ }));
    let confirm = await screen.findByRole('dialog', { name: 'Despublicar o site?' });
    expect(confirm).toHaveAccessibleDescription(
      'Visitantes e buscadores deixam de ver seu site até você publicá-lo de novo. Textos, fotos e vídeos continuam guardados.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(stored().published).toBe(true);
    await user.click(panel().getByRole('button', { name: /Despublicar/ }));
    confirm = await screen.findByRole('dialog', { name: 'Despublicar o site?' });
    await user.click(within(confirm).getByRole('button', { name: 'Despublicar' }));
    await waitFor(() => expect(stored().published).toBe(false));
    expect(await panel().findByRole('button', { name: /^Publicar/ })).toBeInTheDocument();
    server.use(http.post(`${V1}/profiles/me/publish`, () => HttpResponse.json({ error: 'boom' }, { status: 500 })));
    await user.click(panel().getByRole('button', { name: /^Publicar/ }));
    await waitFor(() =>
      expect(panel().getByRole('button', { name: /^Publicar/ })).not.toHaveAttribute('aria-disabled'),
    );
    expect(panel().getByText('Rascunho')).toBeInTheDocument();
    expect(stored().published).toBe(false);
  });

  it('unsaved edits survive a reload and are offered back', async () => {
    signIn();
    const user = userEvent.setup();
    const first = await openEditor();
    await user.click(panel().getByRole('button', { name: /Textos/ }));
    await user.click(await screen.findByRole('button', { name: 'Frase principal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Frase principal' });
    const phrase = within(dialog).getByLabelText(/^Frase principal/);
    await user.clear(phrase);
    await user.type(phrase, 'Uma frase que não foi salva');
    first.unmount();

    await openEditor();
    expect(await screen.findByText(/Encontramos alterações que não foram salvas/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Recuperar alterações' }));
    expect(await screen.findByText('Você tem alterações não salvas.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(stored().mainPhrase).toBe('Uma frase que não foi salva'));
    // The bar and its button are gone: the focus goes to the page, not to the document body.
    await waitFor(() => expect(screen.queryByText('Você tem alterações não salvas.')).not.toBeInTheDocument());
    await waitFor(() => expect(document.getElementById('main')).toHaveFocus());
  });

  it('asks before leaving with unsaved changes', async () => {
    signIn();
    const user = userEvent.setup();
    const app = await openEditor();
    await user.click(panel().getByRole('button', { name: /Textos/ }));
    await user.click(await screen.findByRole('button', { name: 'Telefone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Telefone' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Telefone/ }), '{Backspace}');
    await user.keyboard('{Escape}');
    void app.router.navigate({ to: '/home' });
    const confirm = await screen.findByRole('dialog', { name: 'Sair da edição?' });
    expect(
      within(confirm).getByText(
        'Os textos que você ainda não salvou ficam guardados neste navegador e são oferecidos de volta quando você voltar à edição.',
      ),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(app.router.state.location.pathname).toBe('/ana-souza/edit');
  });
});
