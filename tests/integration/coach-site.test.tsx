import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { server } from '../msw-server';
import { renderApp } from '../utils/render';
import { db } from '@/mocks/db';
import { coaches } from '@/mocks/seed/coaches';
import { clearTokens, getTokens } from '@/lib/tokens';
import { getGetMyUsernameQueryKey } from '@/api/gen/api-v1/owner/owner';
import { resetDemoEachTest, signIn } from '../utils/owner';

const V1 = 'http://localhost:3000/__demo/api/v1';
const V2 = 'http://localhost:3000/__demo/api/v2';
const AUTH = 'http://localhost:3000/__demo/auth';

const seed = (username: string) => {
  const profile = coaches.find((c) => c.username === username);
  if (!profile) throw new Error(username);
  return profile;
};

async function siteMenu(name: RegExp) {
  return screen.findByRole('navigation', { name });
}

resetDemoEachTest();

describe('coach public site', () => {
  it('a visitor sees a full profile with every section and the matching menu', async () => {
    await renderApp('/ana-souza');
    const menu = await siteMenu(/Ana Souza/);
    const labels = within(menu)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(labels).toEqual(
      expect.arrayContaining([
        'Sobre mim',
        'Currículo',
        'Vídeos',
        'Depoimentos',
        'Galeria',
        'Solicite sua sessão experimental',
      ]),
    );
    expect(labels).not.toContain('Contato');
    for (const id of ['biography', 'resume', 'videos', 'testimonies', 'gallery', 'session_request']) {
      expect(document.getElementById(id)).not.toBeNull();
    }
    expect(document.getElementById('contact')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Ana Souza' })).toBeInTheDocument();
    expect(screen.getByText('5.820')).toBeInTheDocument();
    expect(document.querySelector('[data-template]')?.getAttribute('data-template')).toBe('template-5');
  });

  it('on a cold load the hero comes first and every section and the footer right after it', async () => {
    // A browser that reports paints and has painted nothing yet: the sections wait for the first.
    vi.stubGlobal('PerformanceObserver', Object.assign(class {}, { supportedEntryTypes: ['paint'] }));
    const entries = vi.spyOn(performance, 'getEntriesByType').mockReturnValue([]);
    await renderApp('/joao-pereira');
    expect(await screen.findByRole('heading', { level: 1, name: 'João Pereira' })).toBeVisible();
    expect(entries).toHaveBeenCalledWith('paint');
    for (const id of ['biography', 'resume', 'videos', 'testimonies', 'gallery', 'session_request']) {
      await waitFor(() => expect(document.getElementById(id), id).not.toBeNull());
    }
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Site criado com Coachly');
  });

  it('a sparse profile shows only the contact section and menu item', async () => {
    await renderApp('/pedro-lima');
    const menu = await siteMenu(/Pedro Lima/);
    const links = within(menu)
      .getAllByRole('link')
      .map((a) => a.textContent)
      .filter((text) => text !== 'Pedro Lima');
    expect(links).toEqual(['Contato']);
    expect(document.getElementById('biography')).toBeNull();
    expect(document.getElementById('videos')).toBeNull();
    expect(await screen.findByRole('form', { name: 'Formulário de contato' })).toBeInTheDocument();
  });

  it('normalises social links to https profile addresses', async () => {
    await renderApp('/rafael-oliveira');
    const instagram = await screen.findAllByRole('link', { name: /Instagram de Rafael Oliveira/ });
    expect(instagram[0]).toHaveAttribute('href', 'https://www.instagram.com/rafael.oliveira.coach');
    const youtube = screen.getAllByRole('link', { name: /YouTube de Rafael Oliveira/ });
    expect(youtube[0]).toHaveAttribute('href', 'https://www.youtube.com/channel/rafaelcoach');
  });

  it('an unknown coach and an unpublished coach show the not-found page at their own address', async () => {
    const unpublished = coaches.find((c) => !c.published)!;
    for (const path of ['/nobody-here-123', `/${unpublished.username}`]) {
      const view = await renderApp(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: '404, Ooops, a página não foi encontrada' }),
        path,
      ).toBeInTheDocument();
      expect(view.router.state.location.pathname, path).toBe(path);
      await waitFor(() => expect(document.title, path).toBe('Página não encontrada · Coachly'));
      expect(document.head.querySelector('meta[name="robots"]'), path).toHaveAttribute('content', 'noindex');
      expect(screen.queryByRole('navigation', { name: new RegExp(unpublished.fullName) })).toBeNull();
      view.unmount();
    }
  });

  it('the owner of an unpublished site, signed in here, is told so on its not-found page and led to publish it', async () => {
    db.putProfile({ ...db.profileByUsername('ana-souza')!, published: false });
    const notice = 'Este é o seu site. Ele não está publicado, por isso os visitantes veem esta página.';
    signIn('ana-souza');
    let view = await renderApp('/ana-souza');
    expect(await screen.findByRole('status')).toHaveTextContent(notice);
    expect(screen.getByRole('link', { name: 'Publicar na edição' })).toHaveAttribute('href', '/ana-souza/edit');
    view.unmount();

    // Another coach signed in, or nobody: the not-found page alone.
    for (const who of ['joao-pereira', null]) {
      if (who) signIn(who);
      else clearTokens();
      view = await renderApp('/ana-souza');
      await screen.findByRole('heading', { level: 1, name: '404, Ooops, a página não foi encontrada' });
      // The check of who is signed in has had its answer.
      if (who)
        await waitFor(() =>
          expect(view.queryClient.getQueryData(getGetMyUsernameQueryKey())).toEqual({ username: who }),
        );
      expect(screen.queryByText(notice), String(who)).not.toBeInTheDocument();
      view.unmount();
    }
  });

  it('an unknown theme falls back to template-5 and limits videos per template', async () => {
    const base = seed('ana-souza');
    server.use(http.get(`${V1}/profiles/ana-souza`, () => HttpResponse.json({ ...base, theme: 'template-99' })));
    await renderApp('/ana-souza');
    await siteMenu(/Ana Souza/);
    expect(document.querySelector('[data-template]')?.getAttribute('data-template')).toBe('template-5');

    server.use(http.get(`${V1}/profiles/ana-souza`, () => HttpResponse.json({ ...base, theme: 'template-2' })));
    const { unmount } = await renderApp('/ana-souza');
    unmount();
  });

  it('template-2 shows one video and template-3 at most four pictures', async () => {
    const base = seed('ana-souza');
    server.use(http.get(`${V1}/profiles/ana-souza`, () => HttpResponse.json({ ...base, theme: 'template-2' })));
    const two = await renderApp('/ana-souza');
    await siteMenu(/Ana Souza/);
    expect(
      within(document.getElementById('videos')!).getAllByRole('button', { name: /Assistir ao vídeo/ }),
    ).toHaveLength(1);
    two.unmount();
    server.use(http.get(`${V1}/profiles/ana-souza`, () => HttpResponse.json({ ...base, theme: 'template-3' })));
    await renderApp('/ana-souza');
    await siteMenu(/Ana Souza/);
    const gallery = within(document.getElementById('gallery')!).getAllByRole('button', {
      name: /^Ampliar foto \d+ de/,
    });
    expect(gallery).toHaveLength(4);
    // Each names its picture: its place among all of them, and its caption.
    const first = base.gallery[0]!;
    expect(gallery[0]).toHaveAccessibleName(
      `Ampliar foto 1 de ${base.gallery.length}${first.caption ? `: ${first.caption}` : ''}`,
    );
  });

  it('a video opens in a sandboxed player on the privacy-friendly host, and an unknown host shows the error', async () => {
    const user = userEvent.setup();
    const base = seed('ana-souza');
    server.use(
      http.get(`${V1}/profiles/ana-souza`, () =>
        HttpResponse.json({
          ...base,
          videos: [
            { id: 'dQw4w9WgXcQ', host: 'youtube', thumbnail: '/demo/videos/a.svg', caption: 'Metas' },
            { id: 'x7zz', host: 'dailymotion', thumbnail: '/demo/videos/b.svg', caption: 'Outro' },
          ],
        }),
      ),
    );
    await renderApp('/ana-souza');
    await siteMenu(/Ana Souza/);
    await user.click(screen.getByRole('button', { name: 'Assistir ao vídeo 1 de 2: Metas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Metas' });
    const frame = dialog.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0&autoplay=1');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-presentation');
    expect(frame.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Assistir ao vídeo 2 de 2: Outro' }));
    expect(await screen.findByText('Problemas ao carregar o Video!')).toBeInTheDocument();
  });

  it('sets the title, description and Open Graph tags from the coach metadata', async () => {
    await renderApp('/ana-souza');
    await siteMenu(/Ana Souza/);
    await waitFor(() => {
      expect(document.title).toBe('Ana Souza · Coachly');
      expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute('content', 'Ana Souza');
      expect(document.head.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'profile');
      expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBeTruthy();
      expect(document.head.querySelector('meta[property="og:url"]')?.getAttribute('content')).toContain('/ana-souza');
    });
  });
});

describe('contact forms', () => {
  async function fillPublic(user: ReturnType<typeof userEvent.setup>) {
    const form = await screen.findByRole('form', { name: 'Formulário de contato' });
    const f = within(form);
    await user.type(f.getByLabelText(/^Nome/), 'Bruna Alves');
    await user.type(f.getByLabelText(/^E-mail/), 'bruna@example.com');
    await user.type(f.getByLabelText(/^Assunto/), 'Primeira conversa');
    await user.type(f.getByLabelText(/^Mensagem/), 'Olá, quero saber mais.');
    return f;
  }

  it('the public form sends, shows the success flag and clears the form', async () => {
    const user = userEvent.setup();
    let body: unknown;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/coaches/public/profiles/contact/'))
        void request
          .clone()
          .json()
          .then((b: unknown) => {
            body = b;
          });
    });
    await renderApp('/pedro-lima');
    const f = await fillPublic(user);
    const send = f.getByRole('button', { name: 'Enviar mensagem' });
    expect(send).not.toHaveAttribute('aria-disabled');
    await user.click(send);
    expect(await screen.findByText('Sua mensagem foi enviada com sucesso!')).toBeInTheDocument();
    expect(f.getByLabelText(/^Nome/)).toHaveValue('');
    expect(f.getByRole('button', { name: 'Enviar mensagem' })).toHaveAttribute('aria-disabled', 'true');
    expect(body).toMatchObject({ name: 'Bruna Alves', email: 'bruna@example.com', subject: 'Primeira conversa' });
    expect(db.contacts().some((c) => c.email === 'bruna@example.com')).toBe(true);
  });

  it('a server error shows the error flag and keeps what the visitor typed', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(`${V2}/coaches/public/profiles/contact/:id`, () =>
        HttpResponse.json({ error: 'boom' }, { status: 500 }),
      ),
    );
    await renderApp('/pedro-lima');
    const f = await fillPublic(user);
    await user.click(f.getByRole('button', { name: 'Enviar mensagem' }));
    expect(await screen.findByText('Erro ao enviar mensagem. Tente novamente.')).toBeInTheDocument();
    expect(f.getByLabelText(/^Nome/)).toHaveValue('Bruna Alves');
    expect(f.getByLabelText(/^Mensagem/)).toHaveValue('Olá, quero saber mais.');
  });

  it('checks the e-mail on blur and counts the characters left', async () => {
    const user = userEvent.setup();
    await renderApp('/pedro-lima');
    const form = await screen.findByRole('form', { name: 'Formulário de contato' });
    const f = within(form);
    await user.type(f.getByLabelText(/^E-mail/), 'bruna@');
    expect(f.queryByText('O campo deve ser preenchido com um e-mail válido')).toBeNull();
    await user.tab();
    expect(f.getByText('O campo deve ser preenchido com um e-mail válido')).toBeInTheDocument();
    await user.type(f.getByLabelText(/^Mensagem/), 'abc');
    expect(f.getByText('997 caracteres restantes')).toBeInTheDocument();
  });

  it('sending an incomplete form announces what is missing and focuses the first field in error', async () => {
    const user = userEvent.setup();
    await renderApp('/pedro-lima');
    const form = await screen.findByRole('form', { name: 'Formulário de contato' });
    const f = within(form);
    const sent = db.contacts().length;
    await user.type(f.getByLabelText(/^E-mail/), 'bruna@example.com');
    await user.click(f.getByRole('button', { name: 'Enviar mensagem' }));
    const name = f.getByLabelText(/^Nome/);
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Campo obrigatório');
    expect(f.getAllByRole('alert').flatMap((alert) => alert.textContent || [])).toEqual([
      'Campo obrigatório',
      'Campo obrigatório',
      'Campo obrigatório',
    ]);
    expect(f.getByLabelText(/^E-mail/)).not.toHaveAttribute('aria-invalid');
    expect(db.contacts()).toHaveLength(sent);
  });

  it('the legacy form of templates 1-4 needs all six fields and sends the phone stripped', async () => {
    const user = userEvent.setup();
    let body: Record<string, unknown> = {};
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT' && request.url.includes('/contact'))
        void request
          .clone()
          .json()
          .then((b: Record<string, unknown>) => (body = b));
    });
    await renderApp('/beatriz-carvalho');
    const f = await fillPublic(user);
    expect(f.getByRole('button', { name: 'Enviar mensagem' })).toHaveAttribute('aria-disabled', 'true');
    await user.type(f.getByLabelText(/^Cidade/), 'Recife');
    await user.type(f.getByLabelText(/^Telefone/), '81988887777');
    expect(f.getByLabelText(/^Telefone/)).toHaveValue('(81) 98888-7777');
    await user.click(f.getByRole('button', { name: 'Enviar mensagem' }));
    expect(await screen.findByText('Sua mensagem foi enviada com sucesso!')).toBeInTheDocument();
    expect(body).toMatchObject({ city: 'Recife', phone: '+55 81 988887777' });
  });
});

describe('experimental session request', () => {
  it('a visitor requests a session on a day and turn the coach offers', async () => {
    const user = userEvent.setup();
    const ana = seed('ana-souza');
    const schedules = ana.coachDetails.schedules_hours;
    const firstDay = schedules[0]!.weekday;
    await renderApp('/ana-souza');
    await siteMenu(/Ana Souza/);
    await user.click(screen.getByRole('button', { name: 'Agendar sessão experimental' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ana Souza' });
    const d = within(dialog);
    expect(d.getByRole('tab', { name: 'Sessão experimental' })).toHaveAttribute('aria-selected', 'true');
    const dayGroup = await d.findByRole('group', { name: /Dia/ });
    const offeredDays = new Set(schedules.map((s) => s.weekday));
    expect(within(dayGroup).getAllByRole('radio')).toHaveLength(offeredDays.size);

    await user.type(d.getByLabelText(/^Nome/), 'Carlos');
    await user.type(d.getByLabelText(/^E-mail/), 'carlos@example.com');
    await user.click(within(dayGroup).getAllByRole('radio')[0]!);
    const turnGroup = d.getByRole('group', { name: /Período/ });
    const turns = schedules.filter((s) => s.weekday === firstDay);
    expect(within(turnGroup).getAllByRole('radio')).toHaveLength(turns.length);
    await user.click(within(turnGroup).getAllByRole('radio')[0]!);
    const typeGroup = d.getByRole('group', { name: /Tipo de sessão/ });
    await user.click(within(typeGroup).getAllByRole('radio')[0]!);
    await user.click(d.getByRole('button', { name: 'Solicitar sessão' }));
    expect(await d.findByText('Solicitação feita com sucesso!')).toBeInTheDocument();
    expect(d.getByText(/Verifique seu e-mail/)).toBeInTheDocument();
    expect(db.sessionRequests().some((r) => r.email === 'carlos@example.com' && r.day === firstDay)).toBe(true);
  });

  it('sending it incomplete announces every missing answer, focuses the first, and sends nothing', async () => {
    const user = userEvent.setup();
    const before = db.sessionRequests().length;
    await renderApp('/ana-souza');
    await siteMenu(/Ana Souza/);
    await user.click(screen.getByRole('button', { name: 'Agendar sessão experimental' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ana Souza' });
    const d = within(dialog);
    const dayGroup = await d.findByRole('group', { name: /Dia/ });
    const send = d.getByRole('button', { name: 'Solicitar sessão' });
    expect(send).toHaveAttribute('aria-disabled', 'true');

    await user.click(send);
    await waitFor(() => expect(d.getByLabelText(/^Nome/)).toHaveFocus());
    expect(d.getByLabelText(/^Nome/)).toHaveAttribute('aria-invalid', 'true');
    expect(d.getByLabelText(/^E-mail/)).toHaveAttribute('aria-invalid', 'true');
    const alerts = d.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts.filter((text) => text === 'Campo obrigatório')).toHaveLength(2);
    expect(within(dayGroup).getByRole('alert')).toHaveTextContent('Escolha uma opção');
    expect(dayGroup).toHaveAccessibleDescription('Escolha uma opção');

    await user.type(d.getByLabelText(/^Nome/), 'Carlos');
    await user.type(d.getByLabelText(/^E-mail/), 'carlos@example.com');
    await user.click(send);
    await waitFor(() => expect(within(dayGroup).getAllByRole('radio')[0]).toHaveFocus());
    expect(db.sessionRequests()).toHaveLength(before);
  });

  it('shows the error overlay when the request fails, and closing returns to the experimental tab', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(`${V2}/coaches/public/profiles/request-experimental-session`, () =>
        HttpResponse.json({}, { status: 500 }),
      ),
    );
    await renderApp('/ana-souza');
    await siteMenu(/Ana Souza/);
    await user.click(screen.getByRole('button', { name: 'Agendar sessão experimental' }));
    const dialog = await screen.findByRole('dialog');
    const d = within(dialog);
    await user.type(await d.findByLabelText(/^Nome/), 'Carlos');
    await user.type(d.getByLabelText(/^E-mail/), 'carlos@example.com');
    await user.click(within(d.getByRole('group', { name: /Dia/ })).getAllByRole('radio')[0]!);
    await user.click(within(d.getByRole('group', { name: /Período/ })).getAllByRole('radio')[0]!);
    const types = within(d.getByRole('group', { name: /Tipo de sessão/ })).getAllByRole('radio');
    if (!(types[0] as HTMLInputElement).checked) await user.click(types[0]!);
    await user.click(d.getByRole('button', { name: 'Solicitar sessão' }));
    expect(await d.findByText('Não foi possível enviar sua solicitação. Tente novamente!')).toBeInTheDocument();
    await user.click(d.getByRole('tab', { name: 'Contato' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Enviar uma mensagem' }));
    const again = await screen.findByRole('dialog');
    expect(within(again).getByRole('tab', { name: 'Contato' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Agendar sessão experimental' }));
    const third = await screen.findByRole('dialog');
    expect(within(third).getByRole('tab', { name: 'Sessão experimental' })).toHaveAttribute('aria-selected', 'true');
    expect(within(third).getByLabelText(/^Nome/)).toHaveValue('');
  });
});

describe('confirmation link', () => {
  it('goes to /permission when confirmed, /already_exist the second time and /not_found for an unknown id', async () => {
    const request = db.addSessionRequest({
      coachId: seed('ana-souza').id,
      coachName: 'Ana Souza',
      coachEmail: 'ana.souza@example.com',
      name: 'Carlos',
      email: 'carlos@example.com',
      day: 'MONDAY',
      turn: 'MORNING',
      sessionType: 'ONLINE',
    });
    const first = await renderApp(`/confirm-session/${request.id}`);
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/permission'));
    first.unmount();
    const second = await renderApp(`/confirm-session/${request.id}`);
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/already_exist'));
    expect(await screen.findByText('Ops, este link já foi confirmado')).toBeInTheDocument();
    second.unmount();
    const third = await renderApp('/confirm-session/never-issued');
    await waitFor(() => expect(third.router.state.location.pathname).toBe('/not_found'));
  });
});

describe('edit access by address', () => {
  it('exchanges a refresh token from the path, stores the tokens and opens the edit page', async () => {
    server.use(
      http.post(`${AUTH}/token`, async ({ request }) => {
        const form = new URLSearchParams(await request.text());
        if (form.get('grant_type') !== 'refresh_token' || form.get('refresh_token') !== 'tok-123')
          return HttpResponse.json({}, { status: 400 });
        return HttpResponse.json({
          access_token: 'acc',
          refresh_token: 'ref-2',
          token_type: 'bearer',
          expires_in: 600,
        });
      }),
    );
    const app = await renderApp('/ana-souza/tok-123');
    await waitFor(() => expect(getTokens()).toEqual({ access_token: 'acc', refresh_token: 'ref-2' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/ana-souza/edit'));
  });

  it('takes a refresh_token query parameter too, and a rejected token goes to /not_found', async () => {
    server.use(http.post(`${AUTH}/token`, () => HttpResponse.json({ error: 'invalid_grant' }, { status: 401 })));
    const app = await renderApp('/ana-souza?refresh_token=bad');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/not_found'));
    expect(getTokens()).toBeNull();
  });

  it('ranks a static edit segment above the token segment', () => {
    const root = createRootRoute();
    const site = createRoute({ getParentRoute: () => root, path: '$username' });
    const edit = createRoute({ getParentRoute: () => site, path: 'edit' });
    const token = createRoute({ getParentRoute: () => site, path: '$refreshToken' });
    const router = createRouter({
      routeTree: root.addChildren([site.addChildren([token, edit])]),
      history: createMemoryHistory({ initialEntries: ['/'] }),
    });
    expect(router.matchRoutes('/ana-souza/edit').at(-1)?.routeId).toBe(edit.id);
    expect(router.matchRoutes('/ana-souza/abc123').at(-1)?.routeId).toBe(token.id);
  });
});
