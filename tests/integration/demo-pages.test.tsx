/**
 * The demo pages a visitor or coach sees in a demo build: the login provider's sign-in page,
 * the outbox, and the demo bar with the fault switch and the reset control.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { browserNavigation } from '@/features/demo/demo-api';
import DemoBar from '@/features/demo/demo-bar';
import { FaultEditor } from '@/features/demo/fault-editor';
import { db } from '@/mocks/db';
import { getFaults, setFaults } from '@/mocks/fault-switch';
import { formatFaults } from '@/mocks/faults';
import { publishedCoaches } from '@/mocks/seed/coaches';
import { getTokens, setTokens } from '@/lib/tokens';
import { renderApp, renderWithProviders } from '../utils/render';

const ORIGIN = window.location.origin;

function base64url(bytes: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

async function pkce() {
  const verifier = base64url(crypto.getRandomValues(new Uint8Array(32)).buffer);
  const challenge = base64url(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)));
  return { verifier, challenge };
}

function authorizeQuery(challenge: string) {
  return new URLSearchParams({
    response_type: 'code',
    client_id: 'coach_profile',
    redirect_uri: `${ORIGIN}/login`,
    scope: 'coach',
    state: 'state-from-login',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }).toString();
}

async function exchange(code: string, verifier: string) {
  const response = await fetch(`${ORIGIN}/__demo/auth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: 'coach_profile',
      code,
      redirect_uri: `${ORIGIN}/login`,
      code_verifier: verifier,
    }),
  });
  return response;
}

afterEach(() => {
  setFaults([]);
});

describe('demo sign-in page', () => {
  it('a coach picks a demo account and goes back to /login with a code that signs them in', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const { verifier, challenge } = await pkce();
    await renderApp(`/demo/authorize?${authorizeQuery(challenge)}`);

    expect(await screen.findByRole('heading', { name: 'Entrar na Coachly' })).toBeInTheDocument();
    const accounts = await screen.findByRole('list', { name: 'Contas de demonstração' });
    expect(within(accounts).getAllByRole('button').length).toBeGreaterThanOrEqual(4);
    expect(screen.getByRole('button', { name: /^Novo coach/ })).toBeInTheDocument();
    expect(screen.getByText(/a senha demo1234/)).toBeInTheDocument();

    await userEvent.click(within(accounts).getByRole('button', { name: /Ana Souza/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const back = new URL(String(assign.mock.calls[0]?.[0]));
    expect(`${back.origin}${back.pathname}`).toBe(`${ORIGIN}/login`);
    expect(back.searchParams.get('state')).toBe('state-from-login');

    const tokens = (await (await exchange(back.searchParams.get('code') ?? '', verifier)).json()) as {
      access_token: string;
    };
    const username = await fetch(`${ORIGIN}/__demo/api/v1/profiles/me/username`, {
      headers: { Authorization: `Bearer ${tokens.access_token}` },
    });
    expect(await username.json()).toEqual({ username: 'ana-souza' });
  });

  it('"Novo coach" creates a first-login account', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const { verifier, challenge } = await pkce();
    await renderApp(`/demo/authorize?${authorizeQuery(challenge)}`);
    await userEvent.click(await screen.findByRole('button', { name: /^Novo coach/ }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    const code = new URL(String(assign.mock.calls[0]?.[0])).searchParams.get('code') ?? '';
    const { access_token } = (await (await exchange(code, verifier)).json()) as { access_token: string };
    const firstLogin = await fetch(`${ORIGIN}/__demo/api/v1/profiles/me/first-login`, {
      headers: { Authorization: `Bearer ${access_token}` },
    });
    expect(await firstLogin.json()).toEqual({ profile: { alreadySiteAccess: false } });
  });

  it('cancelling returns access_denied to the app', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const { challenge } = await pkce();
    await renderApp(`/demo/authorize?${authorizeQuery(challenge)}`, { locale: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel and go back' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(new URL(String(assign.mock.calls[0]?.[0])).searchParams.get('error')).toBe('access_denied');
  });

  it('explains an incomplete authorization request', async () => {
    await renderApp('/demo/authorize?client_id=coach_profile');
    expect(await screen.findByRole('alert')).toHaveTextContent('Pedido de autorização inválido ou incompleto');
    expect(screen.getByRole('link', { name: 'Ir para o login' })).toHaveAttribute('href', '/login');
  });

  it("offers no account to a request for another redirect_uri than the app's /login", async () => {
    const { challenge } = await pkce();
    const query = new URLSearchParams(authorizeQuery(challenge));
    query.set('redirect_uri', `${ORIGIN}/home`);
    await renderApp(`/demo/authorize?${query.toString()}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Pedido de autorização inválido ou incompleto');
    expect(screen.queryByRole('list', { name: 'Contas de demonstração' })).not.toBeInTheDocument();
  });
});

describe('demo outbox page', () => {
  it('shows the contact messages and session requests the demo backend received, with confirmation links', async () => {
    const coach = publishedCoaches.find(
      (c) => c.enableSiteExperimentalSession && c.coachDetails.schedules_hours.length > 0,
    );
    const slot = coach?.coachDetails.schedules_hours[0];
    const request = await fetch(`${ORIGIN}/__demo/api/v2/coaches/public/profiles/request-experimental-session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Beatriz Lima',
        email: 'beatriz@example.com',
        day: slot?.weekday,
        turn: slot?.turn,
        sessionType: coach?.coachDetails.sessionType === 'PRESENTIAL' ? 'PRESENTIAL' : 'ONLINE',
        coachId: coach?.id,
      }),
    });
    const { id } = (await request.json()) as { id: string };
    await fetch(`${ORIGIN}/__demo/api/v1/profiles/joao-pereira/contact`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Carla',
        email: 'carla@example.com',
        subject: 'Quero organizar minhas finanças',
        message: 'Olá, João!',
      }),
    });

    await renderApp('/demo/outbox');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Caixa de saída da demonstração' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Pedidos de sessão experimental (1)' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: `Confirme sua sessão experimental com ${coach?.fullName ?? ''}` }),
    ).toBeInTheDocument();
    expect(screen.getByText('Aguardando confirmação')).toBeInTheDocument();
    const days: Record<string, string> = {
      SUNDAY: 'Domingo',
      MONDAY: 'Segunda-feira',
      TUESDAY: 'Terça-feira',
      WEDNESDAY: 'Quarta-feira',
      THURSDAY: 'Quinta-feira',
      FRIDAY: 'Sexta-feira',
      SATURDAY: 'Sábado',
    };
    expect(screen.getByText(days[slot?.weekday ?? ''] ?? 'no day')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Abrir o link de confirmação' })).toHaveAttribute(
      'href',
      `/confirm-session/${id}`,
    );
    expect(screen.getByRole('heading', { name: 'Mensagens de contato (1)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Quero organizar minhas finanças' })).toBeInTheDocument();
    expect(screen.getByText('Olá, João!')).toBeInTheDocument();
  });

  it('says so when nothing was sent yet', async () => {
    await renderApp('/demo/outbox', { locale: 'es' });
    expect(await screen.findByText('Todavía no hay solicitudes de sesión experimental.')).toBeInTheDocument();
    expect(screen.getByText('Todavía no hay mensajes de contacto.')).toBeInTheDocument();
  });
});

describe('fault switch form', () => {
  it('turns a fault on and off for one operation', async () => {
    await renderWithProviders(<FaultEditor />);
    expect(screen.getByText(/Nenhuma falha ativa/)).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Operação'), 'saveMyProfile');
    await userEvent.selectOptions(screen.getByLabelText('Efeito'), 'Falha de rede');
    await userEvent.click(screen.getByRole('button', { name: 'Ativar falha' }));
    const active = await screen.findByRole('list', { name: 'Falhas ativas' });
    expect(active).toHaveTextContent('saveMyProfile: falha de rede');
    await waitFor(() => expect(formatFaults(getFaults())).toBe('saveMyProfile:network'));

    await userEvent.selectOptions(screen.getByLabelText('Operação'), 'getPublicProfile');
    await userEvent.selectOptions(screen.getByLabelText('Efeito'), 'Erro HTTP sem descrição');
    await userEvent.clear(screen.getByLabelText('Status HTTP'));
    await userEvent.type(screen.getByLabelText('Status HTTP'), '404');
    await userEvent.click(screen.getByRole('button', { name: 'Ativar falha' }));
    await waitFor(() => expect(active).toHaveTextContent('getPublicProfile: HTTP 404 sem descrição'));
    const failed = await fetch(`${ORIGIN}/__demo/api/v1/profiles/ana-souza`);
    expect(failed.status).toBe(404);

    await userEvent.click(screen.getByRole('button', { name: 'Remover a falha de saveMyProfile' }));
    await waitFor(() => expect(formatFaults(getFaults())).toBe('getPublicProfile:404+bare'));
    await userEvent.click(screen.getByRole('button', { name: 'Desligar todas as falhas' }));
    await waitFor(() => expect(getFaults()).toEqual([]));
    expect((await fetch(`${ORIGIN}/__demo/api/v1/profiles/ana-souza`)).status).toBe(200);
  });

  it('refuses a status outside 400-599 and accepts a delay', async () => {
    await renderWithProviders(<FaultEditor />);
    await userEvent.clear(screen.getByLabelText('Status HTTP'));
    await userEvent.type(screen.getByLabelText('Status HTTP'), '200');
    await userEvent.click(screen.getByRole('button', { name: 'Ativar falha' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Informe um status HTTP entre 400 e 599.');
    await userEvent.selectOptions(screen.getByLabelText('Efeito'), 'Atraso');
    await userEvent.click(screen.getByRole('button', { name: 'Ativar falha' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(formatFaults(getFaults())).toBe('*:delay=2000'));
  });
});

describe('demo bar', () => {
  async function renderBar() {
    const root = createRootRoute({
      component: () => (
        <>
          <DemoBar />
          <Outlet />
        </>
      ),
    });
    const routeTree = root.addChildren([
      createRoute({ getParentRoute: () => root, path: '/', component: () => <p>Início</p> }),
      createRoute({ getParentRoute: () => root, path: '/demo/outbox', component: () => <p>Saída</p> }),
    ]);
    const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: ['/'] }) });
    await router.load();
    return renderWithProviders(<RouterProvider router={router} />);
  }

  it('links to the outbox and opens the fault switch', async () => {
    await renderBar();
    const bar = await screen.findByRole('complementary', { name: 'Demonstração' });
    expect(within(bar).getByText('Dados fictícios, só seus, guardados por 2 horas.')).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: 'Caixa de saída' })).toHaveAttribute('href', '/demo/outbox');
    const toggle = within(bar).getByRole('button', { name: 'Simular falhas' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Ativar falha' }));
    expect(within(bar).getByRole('button', { name: 'Simular falhas (1 ativa)' })).toBeInTheDocument();
  });

  it('"Restaurar dados de demonstração" restores the seed, signs out and reloads after a confirmation', async () => {
    const reload = vi.spyOn(browserNavigation, 'reload').mockImplementation(() => {});
    const account = db.accountByLogin('ana-souza');
    const profile = account ? db.profileOf(account) : undefined;
    if (!account || !profile) throw new Error('ana-souza is seeded');
    db.putProfile({ ...profile, mainPhrase: 'Alterada na demonstração' });
    setTokens({ access_token: 'a', refresh_token: 'r' });

    await renderBar();
    await userEvent.click(await screen.findByRole('button', { name: 'Restaurar dados de demonstração' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restaurar dados de demonstração?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restaurar' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(db.profileByUsername('ana-souza')?.mainPhrase).toBe(profile.mainPhrase);
    expect(getTokens()).toBeNull();
  });
});
