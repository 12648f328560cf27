import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../msw-server';
import { renderApp } from '../utils/render';
import { signIn } from '../utils/owner';
import { db } from '@/mocks/db';
import { getTokens, setTokens } from '@/lib/tokens';
import { codeChallengeFor } from '@/features/auth/pkce';

const leaveTo = vi.hoisted(() => vi.fn<(url: string) => void>());
vi.mock('@/features/auth/leave', () => ({ leaveTo }));

const ORIGIN = window.location.origin;

/** Starts a sign-in the way a coach does and returns the authorization request it left with. */
async function startSignIn(): Promise<URL> {
  await renderApp('/login');
  await waitFor(() => expect(leaveTo).toHaveBeenCalled());
  const url = new URL(leaveTo.mock.calls.at(-1)?.[0] ?? '');
  leaveTo.mockClear();
  return url;
}

/** What the demo provider's sign-in page does when the coach picks an account. */
async function approve(authorize: URL, account: string, override: Record<string, string> = {}): Promise<URL> {
  const response = await fetch(`${ORIGIN}/__demo/control/authorize`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ account, ...Object.fromEntries(authorize.searchParams), ...override }),
  });
  const { location } = (await response.json()) as { location: string };
  return new URL(location);
}

function callbackPath(callback: URL): string {
  return `/login${callback.search}`;
}

describe('sign-in', () => {
  beforeEach(async () => {
    await db.reset();
    leaveTo.mockReset();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a coach without a code sees "Redirecionando" and leaves for the provider with PKCE S256 and a state', async () => {
    await renderApp('/login');
    expect(await screen.findByText('Redirecionando')).toBeInTheDocument();
    await waitFor(() => expect(leaveTo).toHaveBeenCalledTimes(1));
    const url = new URL(leaveTo.mock.calls[0]?.[0] ?? '');
    expect(`${url.origin}${url.pathname}`).toBe(`${ORIGIN}/demo/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'coach_profile',
      redirect_uri: `${ORIGIN}/login`,
      scope: 'coach',
      code_challenge_method: 'S256',
    });
    const stored = JSON.parse(sessionStorage.getItem('coachly.oauth-request') ?? '{}') as {
      state: string;
      codeVerifier: string;
    };
    expect(url.searchParams.get('state')).toBe(stored.state);
    expect(url.searchParams.get('code_challenge')).toBe(await codeChallengeFor(stored.codeVerifier));
  });

  it('a returning coach comes back with a code, gets tokens and lands on their edit page, with the code gone from the address', async () => {
    const authorize = await startSignIn();
    const callback = await approve(authorize, 'acc-ana-souza');
    const { router } = await renderApp(callbackPath(callback));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ana-souza/edit'));
    expect(getTokens()?.access_token).toBeTruthy();
    expect(router.state.location.href).not.toContain('code=');
  });

  it('a first-time coach lands on /customize', async () => {
    const authorize = await startSignIn();
    const callback = await approve(authorize, 'acc-novo-coach');
    const { router } = await renderApp(callbackPath(callback));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customize'));
    expect(await screen.findByRole('link', { name: 'Começar' })).toHaveAttribute('href', '/customize/form');
  });

  it('a forged state is refused with a clear message and no token is requested', async () => {
    const authorize = await startSignIn();
    const callback = await approve(authorize, 'acc-ana-souza', { state: 'forged-state-value' });
    await renderApp(callbackPath(callback));
    expect(await screen.findByRole('heading', { name: 'Login recusado' })).toBeInTheDocument();
    expect(screen.getByText(/não corresponde a este navegador/)).toBeInTheDocument();
    expect(getTokens()).toBeNull();
  });

  it('a code whose PKCE verifier does not match is refused with the provider explanation', async () => {
    const authorize = await startSignIn();
    const foreign = await codeChallengeFor('a-completely-different-verifier-of-sufficient-length-123');
    const callback = await approve(authorize, 'acc-ana-souza', { code_challenge: foreign });
    await renderApp(callbackPath(callback));
    expect(await screen.findByRole('heading', { name: 'Login recusado' })).toBeInTheDocument();
    expect(screen.getByText(/recusou este código de acesso/)).toBeInTheDocument();
    expect(screen.getByText(/code_verifier não corresponde/)).toBeInTheDocument();
    expect(getTokens()).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Entrar novamente' }));
    await waitFor(() => expect(leaveTo).toHaveBeenCalledTimes(1));
  });

  it('a code exchange the server fails says the sign-in could not be completed, with its reason, and offers to try again', async () => {
    const authorize = await startSignIn();
    const callback = await approve(authorize, 'acc-ana-souza');
    server.use(
      http.post('*/__demo/auth/token', () =>
        HttpResponse.json(
          { error: 'server_error', error_description: 'Serviço de login em manutenção.' },
          { status: 503 },
        ),
      ),
    );
    const { router } = await renderApp(callbackPath(callback));
    expect(await screen.findByRole('heading', { name: 'Login não concluído' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível concluir o login');
    expect(screen.getByText(/Serviço de login em manutenção\./)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(leaveTo).not.toHaveBeenCalled();
    expect(getTokens()).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Entrar novamente' }));
    await waitFor(() => expect(leaveTo).toHaveBeenCalledTimes(1));
    expect(new URL(leaveTo.mock.calls[0]?.[0] ?? '').pathname).toBe('/demo/authorize');
  });

  it('a reused code goes to /not_found', async () => {
    const authorize = await startSignIn();
    const callback = await approve(authorize, 'acc-ana-souza');
    const first = await renderApp(callbackPath(callback));
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/ana-souza/edit'));
    first.unmount();

    // A new sign-in starts (fresh state and verifier) but the old code is replayed with it.
    const again = await startSignIn();
    const replay = new URL(callback);
    replay.searchParams.set('state', again.searchParams.get('state') ?? '');
    const { router } = await renderApp(callbackPath(replay));
    await waitFor(() => expect(router.state.location.pathname).toBe('/not_found'));
  });

  it('signs in with username and password, submitting with Enter in the password field', async () => {
    const { router } = await renderApp('/login?method=password');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Usuário ou e-mail'), 'ana-souza');
    await user.type(screen.getByLabelText('Senha'), 'demo1234{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ana-souza/edit'));
    expect(leaveTo).not.toHaveBeenCalled();
  });

  it('tells the coach when the password is wrong and keeps the form', async () => {
    await renderApp('/login?method=password');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Usuário ou e-mail'), 'ana-souza');
    await user.type(screen.getByLabelText('Senha'), 'wrong{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Usuário ou senha inválidos.');
    expect(screen.getByLabelText('Senha')).toBeInTheDocument();
  });

  it('a provider that denies access is explained', async () => {
    const authorize = await startSignIn();
    await renderApp(`/login?error=access_denied&state=${authorize.searchParams.get('state') ?? ''}`);
    expect(await screen.findByText('O login foi cancelado ou negado pelo provedor.')).toBeInTheDocument();
  });

  it('/logout clears the tokens and returns to /login', async () => {
    setTokens({ access_token: 'a', refresh_token: 'r' });
    const { router } = await renderApp('/logout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getTokens()).toBeNull();
  });

  it('a signed-in coach sees their name in the header with "Meu site" and "Sair" instead of "Sou coach"', async () => {
    signIn('ana-souza');
    const { router } = await renderApp('/customize');
    const header = await screen.findByRole('banner');
    const account = await within(header).findByRole('button', { name: 'Ana Souza' });
    expect(within(header).queryByRole('link', { name: 'Sou coach' })).not.toBeInTheDocument();
    expect(account).toHaveAttribute('aria-expanded', 'false');

    const user = userEvent.setup({ delay: null });
    await user.click(account);
    expect(account).toHaveAttribute('aria-expanded', 'true');
    expect(within(header).getByRole('link', { name: 'Meu site' })).toHaveAttribute('href', '/ana-souza');
    await user.keyboard('{Escape}');
    expect(account).toHaveAttribute('aria-expanded', 'false');
    expect(account).toHaveFocus();

    await user.click(account);
    await user.click(within(header).getByRole('link', { name: 'Sair' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getTokens()).toBeNull();
    expect(await within(screen.getByRole('banner')).findByRole('link', { name: 'Sou coach' })).toBeInTheDocument();
  });

  it("the header's account button drops a name's reordering characters and keeps the whole name as a tooltip", async () => {
    db.putProfile({ ...db.profileByUsername('ana-souza')!, firstName: 'Ana \u202Egnp.exe', secondName: 'Souza' });
    signIn('ana-souza');
    await renderApp('/customize');
    const account = await within(await screen.findByRole('banner')).findByRole('button', {
      name: 'Ana gnp.exe Souza',
    });
    expect(account.textContent).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
    expect(within(account).getByText('Ana gnp.exe Souza')).toHaveAttribute('title', 'Ana gnp.exe Souza');
  });

  it('a visitor sees "Sou coach" in the header', async () => {
    await renderApp('/help');
    expect(await screen.findByRole('link', { name: 'Sou coach' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: 'Sair' })).not.toBeInTheDocument();
  });
});
