import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../msw-server';
import { renderApp } from '../utils/render';
import { navigateForSession } from '@/router';
import { db } from '@/mocks/db';
import { coaches } from '@/mocks/seed/coaches';
import { getTokens, setTokens } from '@/lib/tokens';
import { stubBrowser } from '../utils/browser-stubs';

const leaveTo = vi.hoisted(() => vi.fn<(url: string) => void>());
vi.mock('@/features/auth/leave', () => ({ leaveTo }));

const V1 = 'http://localhost:3000/__demo/api/v1';
const ORIGIN = window.location.origin;

beforeEach(async () => {
  stubBrowser({ intersection: true });
  leaveTo.mockReset();
  await db.reset();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const HOSTILE = /^\s*(javascript|data|vbscript|blob|file):/i;

describe('links built from a coach profile', () => {
  const ana = coaches.find((c) => c.username === 'ana-souza');
  if (!ana) throw new Error('seed coach ana-souza is missing');
  const hostileProfile = {
    ...ana,
    tel: 'javascript:alert(1)',
    socialLinks: {
      instagram: 'javascript:alert(document.cookie)',
      facebook: 'JaVaScRiPt:alert(1)',
      twitter: 'data:text/html,<script>alert(1)</script>',
      linkedin: ' javascript://%0aalert(1)',
      youtube: 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      whatsapp: 'javascript:alert(5511987654321)',
    },
  };

  it.each(['template-1', 'template-5'])(
    'a %s site whose profile holds javascript: and data: links renders only safe addresses',
    async (theme) => {
      server.use(http.get(`${V1}/profiles/ana-souza`, () => HttpResponse.json({ ...hostileProfile, theme })));
      await renderApp('/ana-souza');
      const menu = await screen.findByRole('navigation', { name: /Ana Souza/ });
      expect(within(menu).getAllByRole('link').length).toBeGreaterThan(0);
      expect(document.querySelector(`[data-template="${theme}"]`)).not.toBeNull();

      const social = screen.getAllByRole('link', { name: /de Ana Souza$/ });
      expect(social.length).toBeGreaterThanOrEqual(5);
      for (const link of social) {
        expect(link.getAttribute('href')).toMatch(/^https:\/\//);
        expect(link).toHaveAttribute('target', '_blank');
        expect(link.getAttribute('rel')?.split(/\s+/)).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
      }

      const links = screen.getAllByRole('link');
      for (const link of links) {
        const href = link.getAttribute('href') ?? '';
        expect(href).not.toMatch(HOSTILE);
        expect(href).toMatch(/^(https?:\/\/|mailto:|tel:[\d+]*$|\/(?![/\\])|#)/);
        if (link.getAttribute('target') === '_blank') {
          expect(link.getAttribute('rel')?.split(/\s+/)).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
        }
      }
      // Nothing outside the accessible links either (icons, hidden menus).
      for (const element of document.querySelectorAll('[href], [src], [action], [formaction]')) {
        for (const attribute of ['href', 'src', 'action', 'formaction']) {
          expect(element.getAttribute(attribute) ?? '').not.toMatch(HOSTILE);
        }
      }
    },
  );
});

describe('signing out', () => {
  it('/logout forgets the tokens, every cached query and the stored drafts', async () => {
    setTokens({ access_token: 'access', refresh_token: 'refresh' });
    localStorage.setItem(
      'coachly.edit-draft',
      JSON.stringify({ profileId: 'p-1', savedAt: Date.now(), draft: { aboutMe: 'rascunho' } }),
    );
    localStorage.setItem('coachly.wizard-draft:ana-souza', JSON.stringify({ step: 2, version: 1 }));
    localStorage.setItem('coachly.wizard-draft:outro', JSON.stringify({ step: 1, version: 1 }));
    localStorage.setItem('coachly.lang', 'pt');

    const { router, queryClient } = await renderApp('/ana-souza');
    await screen.findByRole('heading', { level: 1, name: 'Ana Souza' });
    expect(queryClient.getQueryCache().getAll().length).toBeGreaterThan(0);

    await router.navigate({ to: '/logout' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(leaveTo).toHaveBeenCalled());

    expect(getTokens()).toBeNull();
    const left = Object.keys(localStorage).filter((key) => /^coachly\.(tokens|edit-draft|wizard-draft)/.test(key));
    expect(left).toEqual([]);
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .map((q) => q.queryKey),
    ).toEqual([]);
    // A preference is not session data.
    expect(localStorage.getItem('coachly.lang')).toBe('pt');
  });

  it('pointing at a sign-out link (a route preload) keeps the coach signed in', async () => {
    setTokens({ access_token: 'access', refresh_token: 'refresh' });
    const draft = JSON.stringify({ profileId: 'p-1', savedAt: Date.now(), draft: { aboutMe: 'rascunho' } });
    localStorage.setItem('coachly.edit-draft', draft);

    const { router } = await renderApp('/ana-souza');
    await screen.findByRole('heading', { level: 1, name: 'Ana Souza' });
    await router.preloadRoute({ to: '/logout' });

    expect(router.state.location.pathname).toBe('/ana-souza');
    expect(getTokens()).toEqual(expect.objectContaining({ access_token: 'access' }));
    expect(localStorage.getItem('coachly.edit-draft')).toBe(draft);
  });
});

/** What the demo provider's sign-in page does when the coach picks an account. */
async function approve(authorize: URL, account: string): Promise<URL> {
  const response = await fetch(`${ORIGIN}/__demo/control/authorize`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ account, ...Object.fromEntries(authorize.searchParams) }),
  });
  const { location } = (await response.json()) as { location: string };
  return new URL(location);
}

/** The provider address the last sign-in left for. */
async function leftFor(): Promise<URL> {
  await waitFor(() => expect(leaveTo).toHaveBeenCalled());
  const url = new URL(leaveTo.mock.calls.at(-1)?.[0] ?? '');
  leaveTo.mockClear();
  return url;
}

async function signInWithPassword(url: string) {
  const app = await renderApp(url);
  const user = userEvent.setup({ delay: null });
  await user.type(await screen.findByLabelText('Usuário ou e-mail'), 'ana-souza');
  await user.type(screen.getByLabelText('Senha'), 'demo1234{Enter}');
  return app;
}

describe('the page to return to after signing in', () => {
  it('a session that cannot be refreshed sends the coach to /login with the page to come back to', async () => {
    const { router } = await renderApp('/blog?q=lideran%C3%A7a');
    await screen.findByRole('heading', { level: 1 });
    await navigateForSession(router, '/login');
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toEqual(expect.objectContaining({ redirect: '/blog?q=lideran%C3%A7a' }));
  });

  it('a signed-out visit to a guarded page goes through the provider and comes back to that page', async () => {
    const first = await renderApp('/customize/form');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/login'));
    expect(first.router.state.location.search).toEqual({ redirect: '/customize/form' });
    const authorize = await leftFor();
    // The page travels with the pending request, never through the provider.
    expect(authorize.toString()).not.toContain('customize');
    first.unmount();

    const callback = await approve(authorize, 'acc-novo-coach');
    const { router } = await renderApp(`/login${callback.search}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/customize/form'));
    expect(getTokens()).not.toBeNull();
  });

  it('an owner sent to /login from their edit page lands back on it', async () => {
    const first = await renderApp('/ana-souza/edit');
    await waitFor(() => expect(first.router.state.location.search).toEqual({ redirect: '/ana-souza/edit' }));
    first.unmount();
    const { router } = await signInWithPassword('/login?method=password&redirect=%2Fcoaches_list%3Fname%3Dana');
    await waitFor(() => expect(router.state.location.href).toBe('/coaches_list?name=ana'));
  });

  it.each([
    ['//evil.example'],
    ['/\\evil.example'],
    ['%2F%2Fevil.example'],
    ['/%5Cevil.example'],
    ['javascript:alert(1)'],
    ['https://evil.example/home'],
  ])('a foreign return address %s lands on /home instead', async (hostile) => {
    const { router } = await signInWithPassword(`/login?method=password&redirect=${encodeURIComponent(hostile)}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(getTokens()).not.toBeNull();
  });

  it('a foreign return address kept across the provider round trip lands on /home', async () => {
    const first = await renderApp(`/login?redirect=${encodeURIComponent('/\t/evil.example')}`);
    const authorize = await leftFor();
    first.unmount();
    const callback = await approve(authorize, 'acc-ana-souza');
    const { router } = await renderApp(`/login${callback.search}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(router.state.location.href).not.toMatch(/code=|state=/);
  });
});
