/**
 * The demo backend as a client sees it: every operation of openapi/*.yaml answers in the shape
 * its generated zod schema describes, and the behaviour a real server would have holds (search
 * filters and paging against the seed, token expiry and refresh, single-use codes, ETag 304,
 * validation, publishing, sessions, contact, uploads, AI, video info, faults, persistence).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { z } from 'zod';
import * as aiZod from '@/api/gen/ai/zod/index.zod';
import * as v1Zod from '@/api/gen/api-v1/zod/index.zod';
import * as v2Zod from '@/api/gen/api-v2/zod/index.zod';
import * as authZod from '@/api/gen/auth/zod/index.zod';
import * as blogZod from '@/api/gen/blog/zod/index.zod';
import * as vimeoZod from '@/api/gen/vimeo-info/zod/index.zod';
import * as youtubeZod from '@/api/gen/youtube-info/zod/index.zod';
import { request as apiRequest } from '@/api/http';
import { getTokens, setTokens } from '@/lib/tokens';
import { buildBiographyRequest, buildProofreadRequest } from '@/features/wizard/prompts';
import { createDemoDb, db } from '@/mocks/db';
import { setFaults } from '@/mocks/fault-switch';
import { FAULT_OPERATIONS, parseFaults } from '@/mocks/faults';
import { servedOperations } from '@/mocks/http';
import { coaches, demoAccounts, publishedCoaches } from '@/mocks/seed/coaches';
import { videoCatalog } from '@/mocks/seed/media';
import { memoryStateStore } from '@/mocks/storage';

const ORIGIN = window.location.origin;
const FILE_SCHEMAS: Record<string, Record<string, unknown>> = {
  'ai.yaml': aiZod,
  'api-v1.yaml': v1Zod,
  'api-v2.yaml': v2Zod,
  'auth.yaml': authZod,
  'blog.yaml': blogZod,
  'vimeo-info.yaml': vimeoZod,
  'youtube-info.yaml': youtubeZod,
};

interface Operation {
  id: string;
  file: string;
  method: string;
  path: string;
}

/** Every operation of the contracts, read from the YAML itself. */
function contractOperations(): Operation[] {
  const dir = join(process.cwd(), 'openapi');
  const ops: Operation[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.yaml'))) {
    const doc = parse(readFileSync(join(dir, file), 'utf8')) as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        if (op?.operationId) ops.push({ id: op.operationId, file, method, path });
      }
    }
  }
  return ops;
}

function responseSchema(op: Operation): z.ZodType {
  const name = `${op.id.charAt(0).toUpperCase()}${op.id.slice(1)}Response`;
  const schema = FILE_SCHEMAS[op.file]?.[name];
  if (!schema) throw new Error(`no generated schema ${name} for ${op.file}`);
  return schema as z.ZodType;
}

// ---- client helpers -------------------------------------------------------------------------

function call(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${ORIGIN}${path}`, init);
}

const json = (body: unknown, init: RequestInit = {}): RequestInit => ({
  ...init,
  body: JSON.stringify(body),
  headers: { 'Content-Type': 'application/json', ...(init.headers as Record<string, string> | undefined) },
});

const bearer = (token: string, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string> | undefined), Authorization: `Bearer ${token}` },
});

function tokenForm(fields: Record<string, string>): RequestInit {
  return {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: 'coach_profile', machine: 'vitest', ...fields }),
  };
}

interface Tokens {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

async function signIn(username = 'ana-souza', password = 'demo1234'): Promise<Tokens> {
  const response = await call(
    '/__demo/auth/token',
    tokenForm({ grant_type: 'password', username, password, scope: 'coach' }),
  );
  expect(response.status).toBe(200);
  return (await response.json()) as Tokens;
}

function base64url(bytes: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

async function pkce(): Promise<{ verifier: string; challenge: string }> {
  const verifier = base64url(crypto.getRandomValues(new Uint8Array(32)).buffer);
  const challenge = base64url(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)));
  return { verifier, challenge };
}

const REDIRECT = `${ORIGIN}/login`;

/** What the demo sign-in page does when a coach picks an account. */
async function authorizeCode(choice: { account?: string; newCoach?: boolean }, challenge: string): Promise<string> {
  const response = await call(
    '/__demo/control/authorize',
    json(
      {
        ...choice,
        response_type: 'code',
        client_id: 'coach_profile',
        redirect_uri: REDIRECT,
        scope: 'coach',
        state: 'state-1234567',
        code_challenge: challenge,
        code_challenge_method: 'S256',
      },
      { method: 'POST' },
    ),
  );
  expect(response.status).toBe(200);
  const { location } = (await response.json()) as { location: string };
  const url = new URL(location);
  expect(`${url.origin}${url.pathname}`).toBe(REDIRECT);
  expect(url.searchParams.get('state')).toBe('state-1234567');
  return url.searchParams.get('code') ?? '';
}

async function body(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 302 || response.status === 304) return undefined;
  const type = response.headers.get('content-type') ?? '';
  return type.includes('json') ? ((await response.json()) as unknown) : await response.text();
}

const tinyJpeg = () => new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1, 0xff, 0xd9]);

afterEach(() => {
  setFaults([]);
});

// ---- every operation ------------------------------------------------------------------------

type Call = (ctx: { token: string }) => Promise<Response>;

const sessionCoach = publishedCoaches.find(
  (c) =>
    c.enableSiteExperimentalSession &&
    c.coachDetails.sessionType === 'BOTH' &&
    c.coachDetails.schedules_hours.length > 0,
);

async function requestSession(): Promise<Response> {
  if (!sessionCoach) throw new Error('seed has no coach taking experimental sessions');
  const slot = sessionCoach.coachDetails.schedules_hours[0];
  return call(
    '/__demo/api/v2/coaches/public/profiles/request-experimental-session',
    json(
      {
        name: 'Beatriz Lima',
        email: 'beatriz.lima@example.com',
        phone: '+55 41 99876-5432',
        day: slot?.weekday,
        turn: slot?.turn,
        sessionType: 'ONLINE',
        coachId: sessionCoach.id,
      },
      { method: 'POST' },
    ),
  );
}

const youtubeVideo = videoCatalog.find((v) => v.host === 'youtube');
const vimeoVideo = videoCatalog.find((v) => v.host === 'vimeo');

const CALLS: Record<string, Call> = {
  // api-v1: owner
  getMyProfile: ({ token }) => call('/__demo/api/v1/profiles/me', bearer(token)),
  saveMyProfile: ({ token }) =>
    call(
      '/__demo/api/v1/profiles/me',
      bearer(token, json({ aboutMe: 'Sou Ana e acompanho carreiras.' }, { method: 'POST' })),
    ),
  getMyUsername: ({ token }) => call('/__demo/api/v1/profiles/me/username', bearer(token)),
  setMyUsername: ({ token }) =>
    call(
      '/__demo/api/v1/profiles/me/username',
      bearer(token, json({ username: 'ana-souza-coach' }, { method: 'POST' })),
    ),
  publishMyProfile: ({ token }) => call('/__demo/api/v1/profiles/me/publish', bearer(token, { method: 'POST' })),
  unpublishMyProfile: ({ token }) => call('/__demo/api/v1/profiles/me/unpublish', bearer(token, { method: 'POST' })),
  getFirstLogin: ({ token }) => call('/__demo/api/v1/profiles/me/first-login', bearer(token)),
  markFirstLogin: ({ token }) => call('/__demo/api/v1/profiles/me/first-login', bearer(token, { method: 'POST' })),
  regenerateEditToken: ({ token }) =>
    call('/__demo/api/v1/profiles/regenerate_token', bearer(token, { method: 'POST' })),
  // api-v1: profiles
  searchProfiles: ({ token }) => call('/__demo/api/v1/profiles?page=0&qtd=10&order=coachingHours', bearer(token)),
  checkUsernameAvailability: () => call('/__demo/api/v1/profiles/um-nome-livre/avaliability'),
  getPublicProfile: () => call('/__demo/api/v1/profiles/joao-pereira'),
  sendProfileContact: () =>
    call(
      '/__demo/api/v1/profiles/joao-pereira/contact',
      json(
        {
          name: 'Carla',
          email: 'carla@example.com',
          city: 'Niterói',
          tel: '(21) 98888-7777',
          subject: 'Sessões',
          message: 'Olá!',
        },
        { method: 'PUT' },
      ),
    ),
  uploadImage: ({ token }) =>
    call(
      '/__demo/api/v1/upload',
      bearer(token, {
        method: 'PUT',
        body: tinyJpeg(),
        headers: { 'Content-Type': 'image/jpeg', 'X-Filename': 'avatar.jpg' },
      }),
    ),
  // api-v1: options
  listBackgroundImages: () => call('/__demo/api/v1/types/background-images'),
  listExpertises: () => call('/__demo/api/v1/expertises/types/en'),
  listCountries: () => call('/__demo/api/v1/countries/types/pt'),
  getCountryLocations: () => call('/__demo/api/v1/countries/BR/locations/types/pt'),
  // ai
  createChatCompletion: ({ token }) =>
    call(
      '/__demo/api/v1/ai/chat/completions',
      bearer(
        token,
        json(
          buildBiographyRequest(
            'first',
            {
              name: 'Ana Souza',
              actingAreas: ['Carreira'],
              formations: [{ course: 'Psicologia', school: 'USP', year: 2010 }],
              answers: [],
            },
            'pt',
          ),
          { method: 'POST' },
        ),
      ),
    ),
  // api-v2
  searchPublicProfiles: () => call('/__demo/api/v2/coaches/public/profiles/v2?page=0&qtd=10&order=coachingHours'),
  requestExperimentalSession: () => requestSession(),
  confirmExperimentalSession: async () => {
    const { id } = (await (await requestSession()).json()) as { id: string };
    return call(`/__demo/api/v2/coaches/public/profiles/confirm-exp-session/${id}`);
  },
  sendCoachContact: () =>
    call(
      `/__demo/api/v2/coaches/public/profiles/contact/${publishedCoaches[0]?.id ?? ''}`,
      json(
        { name: 'Davi', email: 'davi@example.com', subject: 'Dúvida', message: 'Como funciona?' },
        { method: 'POST' },
      ),
    ),
  getExperimentalSessionData: () => call(`/__demo/api/v2/coaches/public/profiles/${publishedCoaches[0]?.id ?? ''}`),
  getCoachMeta: () => call('/__demo/api/v2/coaches/public/coach/ana-souza'),
  getDashboardStatistic: () => call('/__demo/api/v2/admin/public/dashboard?type=horas'),
  saveCookieConsent: () => call('/__demo/api/v2/public/cookie-consent', json({ consent: true }, { method: 'POST' })),
  // blog
  listBlogPages: () => call('/__demo/blog/api/v2/pages/?type=blog.BlogPage&fields=*&order=-last_published_at&limit=4'),
  listBlogCategories: () => call('/__demo/blog/api/v2/categories/'),
  // auth
  authorize: async () => {
    const { challenge } = await pkce();
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: 'coach_profile',
      redirect_uri: REDIRECT,
      scope: 'coach',
      state: 'state-1234567',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    });
    return call(`/__demo/auth/authorize?${query.toString()}`, { redirect: 'manual' });
  },
  exchangeToken: () =>
    call('/__demo/auth/token', tokenForm({ grant_type: 'password', username: 'joao-pereira', password: 'demo1234' })),
  logout: () =>
    call(`/__demo/auth/logout?redirect_uri=${encodeURIComponent(`${ORIGIN}/logout`)}`, { redirect: 'manual' }),
  // video info
  getYoutubeVideoInfo: () =>
    call(
      `/__demo/youtube/oembed?format=json&url=${encodeURIComponent(`https://www.youtube.com/watch?v=${youtubeVideo?.id ?? ''}`)}`,
    ),
  getVimeoVideoInfo: () => call(`/__demo/vimeo/api/v2/video/${vimeoVideo?.id ?? ''}.json`),
};

describe('every operation of the contracts', () => {
  const operations = contractOperations();

  it('is served by a stateful handler and called by this test', () => {
    const ids = operations.map((o) => o.id);
    expect(ids.length).toBeGreaterThan(30);
    expect(ids.filter((id) => !servedOperations.has(id))).toEqual([]);
    expect(ids.filter((id) => !(id in CALLS))).toEqual([]);
    expect(Object.values(FAULT_OPERATIONS).flat().sort()).toEqual([...ids].sort());
  });

  it.each(operations.map((o) => [o.id, o] as const))(
    '%s answers in the shape of its generated schema',
    async (_, op) => {
      const tokens = await signIn();
      const call = CALLS[op.id];
      if (!call) throw new Error(`operation ${op.id} is not covered`);
      const response = await call({ token: tokens.access_token });
      expect(response.status, `${op.id} status`).toBeLessThan(400);
      const data = await body(response);
      const parsed = responseSchema(op).safeParse(data);
      expect(parsed.success ? null : parsed.error.issues, `${op.id} body`).toBeNull();
      if (response.status === 302) expect(response.headers.get('Location')).toMatch(/^http:\/\/localhost:3000\//);
    },
  );

  it('serves every seeded profile in the shape of the Profile schema', () => {
    for (const profile of coaches) {
      const parsed = v1Zod.GetPublicProfileResponse.safeParse(profile);
      expect(parsed.success ? null : [profile.username, parsed.error.issues[0]]).toBeNull();
    }
  });
});

// ---- search ---------------------------------------------------------------------------------

interface Card {
  id: string;
  firstName: string;
  secondName: string;
  username: string;
  expertises: string;
  enableSiteExperimentalSession: boolean;
}
interface SearchPage {
  profiles: Card[];
  totalProfiles: number;
  nextPage: number;
}

async function search(query: string): Promise<SearchPage> {
  const response = await call(`/__demo/api/v2/coaches/public/profiles/v2?${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as SearchPage;
}

async function searchAll(query: string): Promise<Card[]> {
  const cards: Card[] = [];
  let page = 0;
  for (;;) {
    const result = await search(`${query}&page=${page}&qtd=10`);
    cards.push(...result.profiles);
    expect(result.nextPage).toBe(page + 1);
    if ((page + 1) * 10 >= result.totalProfiles) {
      expect(cards).toHaveLength(result.totalProfiles);
      return cards;
    }
    page = result.nextPage;
  }
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
const seedOf = (card: Card) => {
  const profile = coaches.find((c) => c.id === card.id);
  if (!profile) throw new Error(`card ${card.id} is not a seeded coach`);
  return profile;
};

describe('public coach search', () => {
  it('pages through every published coach, most coaching hours first, 10 at a time', async () => {
    const first = await search('page=0&qtd=10&order=coachingHours');
    expect(first.profiles).toHaveLength(10);
    expect(first.totalProfiles).toBe(publishedCoaches.length);
    expect(first.nextPage).toBe(1);

    const all = await searchAll('order=coachingHours');
    expect(new Set(all.map((c) => c.id)).size).toBe(publishedCoaches.length);
    const hours = all.map((c) => seedOf(c).coachingHours);
    expect(hours).toEqual([...hours].sort((a, b) => b - a));
    const unpublished = coaches.filter((c) => !c.published).map((c) => c.id);
    expect(all.filter((c) => unpublished.includes(c.id))).toEqual([]);
  });

  it('finds a name in any case and without its accents', async () => {
    const cards = await searchAll('name=CONCEICAO');
    const expected = publishedCoaches.filter((c) => fold(`${c.fullName} ${c.username}`).includes('conceicao'));
    expect(cards.map((c) => c.id).sort()).toEqual(expected.map((c) => c.id).sort());
    expect(cards.length).toBeGreaterThanOrEqual(2);
    expect((await search('name=lúcia')).profiles.map((c) => c.username)).toContain('lucia-navarro');
  });

  it('filters by country, state and city', async () => {
    const portugal = await searchAll('country=PT');
    expect(portugal.length).toBe(publishedCoaches.filter((c) => c.country === 'PT').length);
    expect(portugal.every((c) => seedOf(c).country === 'PT')).toBe(true);

    const sp = await searchAll('country=BR&state=SP&city=Sao%20Paulo');
    expect(sp.length).toBeGreaterThan(0);
    expect(sp.every((c) => seedOf(c).state === 'SP' && seedOf(c).city === 'São Paulo')).toBe(true);
  });

  it('keeps coaches with any of several expertises', async () => {
    const cards = await searchAll('expertise=Carreira&expertise=Finan%C3%A7as');
    const expected = publishedCoaches.filter(
      (c) => c.expertises.includes('Carreira') || c.expertises.includes('Finanças'),
    );
    expect(cards.length).toBe(expected.length);
    expect(cards.every((c) => /Carreira|Finanças/.test(c.expertises))).toBe(true);
  });

  it('filters by category and by experimental session', async () => {
    const select = await searchAll('category=select');
    expect(select.length).toBe(publishedCoaches.filter((c) => c.select).length);
    expect(select.every((c) => seedOf(c).select)).toBe(true);

    const both = await searchAll('category=select&category=trainer');
    expect(both.length).toBe(publishedCoaches.filter((c) => c.select || c.trainer).length);

    const everyone = await search('category=coach&page=0&qtd=10');
    expect(everyone.totalProfiles).toBe(publishedCoaches.length);

    const sessions = await searchAll('enableSiteExperimentalSession=true');
    expect(sessions.length).toBe(publishedCoaches.filter((c) => c.enableSiteExperimentalSession).length);
    expect(sessions.every((c) => c.enableSiteExperimentalSession)).toBe(true);
  });

  it('answers an empty page past the end and 400 for a bad query', async () => {
    const past = await search('page=99&qtd=10');
    expect(past.profiles).toEqual([]);
    expect(past.totalProfiles).toBe(publishedCoaches.length);
    const bad = await call('/__demo/api/v2/coaches/public/profiles/v2?page=-1');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error_description?: string }).error_description).toBeTruthy();
  });
});

// ---- tokens ---------------------------------------------------------------------------------

describe('tokens', () => {
  it('owner calls need a valid, unexpired bearer token', async () => {
    expect((await call('/__demo/api/v1/profiles/me')).status).toBe(401);
    expect((await call('/__demo/api/v1/profiles/me', bearer('forged'))).status).toBe(401);
    const tokens = await signIn();
    expect((await call('/__demo/api/v1/profiles/me', bearer(tokens.access_token))).status).toBe(200);
    expect(tokens.expires_in).toBe(300);
  });

  it('an access token expires after its lifetime and a refresh issues a new one', async () => {
    let now = Date.now();
    db.setClock(() => now);
    db.config.accessTtlMs = 60_000;
    const tokens = await signIn();
    expect(tokens.expires_in).toBe(60);
    now += 61_000;
    const expired = await call('/__demo/api/v1/profiles/me', bearer(tokens.access_token));
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({ error: 'invalid_token', error_description: 'Token expirado.' });

    const refreshed = await call(
      '/__demo/auth/token',
      tokenForm({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token }),
    );
    expect(refreshed.status).toBe(200);
    const next = (await refreshed.json()) as Tokens;
    expect(next.access_token).not.toBe(tokens.access_token);
    expect((await call('/__demo/api/v1/profiles/me', bearer(next.access_token))).status).toBe(200);

    const invalid = await call(
      '/__demo/auth/token',
      tokenForm({ grant_type: 'refresh_token', refresh_token: 'not-a-token' }),
    );
    expect(invalid.status).toBe(401);
  });

  it('the app refreshes an expired token once and retries the owner call', async () => {
    let now = Date.now();
    db.setClock(() => now);
    db.config.accessTtlMs = 1000;
    const tokens = await signIn();
    setTokens({ access_token: tokens.access_token, refresh_token: tokens.refresh_token });
    now += 5000;
    const response = await apiRequest<{ username: string }>('v1', '/profiles/me');
    expect(response.data.username).toBe('ana-souza');
    expect(getTokens()?.access_token).not.toBe(tokens.access_token);
  });

  it('an edit-access token from regenerate_token signs the coach in through a refresh', async () => {
    const tokens = await signIn('joao-pereira');
    const regenerated = await call(
      '/__demo/api/v1/profiles/regenerate_token',
      bearer(tokens.access_token, { method: 'POST' }),
    );
    const { refresh_token } = (await regenerated.json()) as { refresh_token: string };
    const exchange = await call('/__demo/auth/token', tokenForm({ grant_type: 'refresh_token', refresh_token }));
    const next = (await exchange.json()) as Tokens;
    const username = await call('/__demo/api/v1/profiles/me/username', bearer(next.access_token));
    expect(await username.json()).toEqual({ username: 'joao-pereira' });
  });

  it('accepts the demo accounts on the password form and refuses a wrong password', async () => {
    for (const account of demoAccounts) await signIn(account.username, account.password);
    await signIn('ana.souza@example.com');
    const wrong = await call(
      '/__demo/auth/token',
      tokenForm({ grant_type: 'password', username: 'ana-souza', password: 'nope' }),
    );
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ error_description: 'Usuário ou senha inválidos.' });
  });
});

describe('authorization codes', () => {
  it('exchanges a code once; a reused or unknown code is refused with 401', async () => {
    const { verifier, challenge } = await pkce();
    const code = await authorizeCode({ account: 'acc-ana-souza' }, challenge);
    const exchange = () =>
      call(
        '/__demo/auth/token',
        tokenForm({
          grant_type: 'authorization_code',
          code,
          redirect_uri: REDIRECT,
          code_verifier: verifier,
          scope: 'coach',
        }),
      );
    const first = await exchange();
    expect(first.status).toBe(200);
    const tokens = (await first.json()) as Tokens;
    const me = await call('/__demo/api/v1/profiles/me/username', bearer(tokens.access_token));
    expect(await me.json()).toEqual({ username: 'ana-souza' });

    const reused = await exchange();
    expect(reused.status).toBe(401);
    expect(await reused.json()).toMatchObject({ error: 'invalid_grant' });

    const unknown = await call(
      '/__demo/auth/token',
      tokenForm({
        grant_type: 'authorization_code',
        code: 'never-issued',
        redirect_uri: REDIRECT,
        code_verifier: verifier,
      }),
    );
    expect(unknown.status).toBe(401);
  });

  it('binds the code to its PKCE challenge and redirect_uri, and burns it on a mismatch', async () => {
    const { verifier, challenge } = await pkce();
    const other = await pkce();
    const code = await authorizeCode({ account: 'acc-joao-pereira' }, challenge);
    const wrongVerifier = await call(
      '/__demo/auth/token',
      tokenForm({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: other.verifier }),
    );
    expect(wrongVerifier.status).toBe(400);
    const thenRight = await call(
      '/__demo/auth/token',
      tokenForm({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: verifier }),
    );
    expect(thenRight.status).toBe(401);

    const code2 = await authorizeCode({ account: 'acc-joao-pereira' }, challenge);
    const wrongRedirect = await call(
      '/__demo/auth/token',
      tokenForm({
        grant_type: 'authorization_code',
        code: code2,
        redirect_uri: `${ORIGIN}/elsewhere`,
        code_verifier: verifier,
      }),
    );
    expect(wrongRedirect.status).toBe(400);
  });

  it('a new coach signs in for the first time with no profile yet, then builds one', async () => {
    const { verifier, challenge } = await pkce();
    const code = await authorizeCode({ newCoach: true }, challenge);
    const tokens = (await (
      await call(
        '/__demo/auth/token',
        tokenForm({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: verifier }),
      )
    ).json()) as Tokens;
    const auth = (init: RequestInit = {}) => bearer(tokens.access_token, init);
    expect(await (await call('/__demo/api/v1/profiles/me/first-login', auth())).json()).toEqual({
      profile: { alreadySiteAccess: false },
    });
    expect((await call('/__demo/api/v1/profiles/me', auth())).status).toBe(404);
    const { username } = (await (await call('/__demo/api/v1/profiles/me/username', auth())).json()) as {
      username: string;
    };
    expect(username).toMatch(/^novo-coach-\d+$/);

    const saved = await call(
      '/__demo/api/v1/profiles/me',
      auth(
        json(
          { firstName: 'Rita', secondName: 'Lopes', email: 'rita@example.com', expertises: ['Saúde'] },
          { method: 'POST' },
        ),
      ),
    );
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      fullName: 'Rita Lopes',
      username,
      published: false,
      theme: 'template-1',
    });
    await call('/__demo/api/v1/profiles/me/first-login', auth({ method: 'POST' }));
    expect(await (await call('/__demo/api/v1/profiles/me/first-login', auth())).json()).toEqual({
      profile: { alreadySiteAccess: true },
    });
    expect((await call(`/__demo/api/v1/profiles/${username}`)).status).toBe(404);
    await call('/__demo/api/v1/profiles/me/publish', auth({ method: 'POST' }));
    expect((await call(`/__demo/api/v1/profiles/${username}`)).status).toBe(200);
  });

  it('the authorize endpoint sends the browser to the demo sign-in page and refuses foreign redirects', async () => {
    const ok = await CALLS.authorize?.({ token: '' });
    expect(ok?.headers.get('Location')).toMatch(/^http:\/\/localhost:3000\/demo\/authorize\?response_type=code&/);
    const foreign = await call(
      `/__demo/auth/authorize?response_type=code&client_id=coach_profile&redirect_uri=${encodeURIComponent('https://evil.example/cb')}&scope=coach&state=state-1234567&code_challenge=${'a'.repeat(43)}&code_challenge_method=S256`,
      { redirect: 'manual' },
    );
    expect(foreign.status).toBe(400);
  });

  it("issues codes only for the registered redirect_uri, the app's /login", async () => {
    const { challenge } = await pkce();
    const query = (redirect: string) =>
      `response_type=code&client_id=coach_profile&redirect_uri=${encodeURIComponent(redirect)}&scope=coach&state=state-1234567&code_challenge=${challenge}&code_challenge_method=S256`;
    const approve = (redirect: string) =>
      call(
        '/__demo/control/authorize',
        json(
          { ...Object.fromEntries(new URLSearchParams(query(redirect))), account: 'acc-ana-souza' },
          { method: 'POST' },
        ),
      );
    expect((await call(`/__demo/auth/authorize?${query(REDIRECT)}`, { redirect: 'manual' })).status).toBe(302);
    for (const other of [
      `${ORIGIN}/home`,
      `${ORIGIN}/ana-souza/edit`,
      `${ORIGIN}/login/x`,
      `${ORIGIN}/login?next=/home`,
    ]) {
      const authorize = await call(`/__demo/auth/authorize?${query(other)}`, { redirect: 'manual' });
      expect(authorize.status, other).toBe(400);
      expect(await authorize.json()).toMatchObject({ error: 'invalid_request' });
      const approved = await approve(other);
      expect(approved.status, other).toBe(400);
      expect(JSON.stringify(await approved.json())).not.toMatch(/code=/);
    }
  });
});

// ---- ETag -----------------------------------------------------------------------------------

describe('country lists', () => {
  it('carry an ETag and answer 304 to a matching If-None-Match', async () => {
    for (const path of ['/__demo/api/v1/countries/types/pt', '/__demo/api/v1/countries/PT/locations/types/es']) {
      const first = await call(path);
      const etag = first.headers.get('ETag');
      expect(first.status).toBe(200);
      expect(etag).toMatch(/^".+"$/);
      const again = await call(path, { headers: { 'If-None-Match': etag ?? '' } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect((await call(path, { headers: { 'If-None-Match': '"stale"' } })).status).toBe(200);
    }
    const en = await call('/__demo/api/v1/countries/types/en');
    expect(en.headers.get('ETag')).not.toBe((await call('/__demo/api/v1/countries/types/pt')).headers.get('ETag'));
  });

  it('the app reuses its stored list when the server says 304', async () => {
    const first = await apiRequest<{ id: string }[]>('v1', '/countries/types/pt');
    const second = await apiRequest<{ id: string }[]>('v1', '/countries/types/pt');
    expect(second.data).toEqual(first.data);
    expect(second.data.map((c) => c.id)).toContain('BR');
  });
});

// ---- owner profile --------------------------------------------------------------------------

describe('owner profile', () => {
  async function save(token: string, changes: unknown): Promise<Response> {
    return call('/__demo/api/v1/profiles/me', bearer(token, json(changes, { method: 'POST' })));
  }

  it('saves only the fields sent and keeps the rest', async () => {
    const { access_token } = await signIn();
    const before = (await (await call('/__demo/api/v1/profiles/me', bearer(access_token))).json()) as Record<
      string,
      unknown
    >;
    const response = await save(access_token, { enableGallery: false, expertises: ['Carreira', 'Inventada'] });
    const after = (await response.json()) as Record<string, unknown>;
    const { updatedAt, ...saved } = after;
    expect(saved).toEqual({ ...before, enableGallery: false, expertises: ['Carreira'], updatedAt: undefined });
    expect(updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const reread = await call('/__demo/api/v1/profiles/me', bearer(access_token));
    expect(await reread.json()).toEqual(after);
    expect(await (await call('/__demo/api/v1/profiles/ana-souza')).json()).toMatchObject({ enableGallery: false });
  });

  it('enforces the section 5 limits with an error_description', async () => {
    const { access_token } = await signIn();
    const cases: [unknown, string | RegExp][] = [
      [{ firstName: '  ' }, 'O nome e sobrenome não devem estar vazios'],
      [{ firstName: 'A'.repeat(26) }, /no máximo 25 caracteres/],
      [{ aboutMe: 'a'.repeat(476) }, /no máximo 475 caracteres/],
      [{ mainPhrase: 'a'.repeat(108) }, /107/],
      [{ mainPhraseAuthor: 'a'.repeat(36) }, /35/],
      [{ resumeFeed: 'a'.repeat(1091) }, /1090/],
      [{ tel: 'abc' }, /telefone/],
      [{ email: 'not-an-email' }, 'O campo deve ser preenchido com um e-mail válido'],
      [{ expertises: ['Life', 'Carreira', 'Saúde', 'Família'] }, /no máximo 3/],
      [{ videos: Array.from({ length: 17 }, (_, i) => ({ id: `v${i}`, host: 'youtube' })) }, /\b16\b/],
      [{ gallery: Array.from({ length: 25 }, () => ({ url: '/x.jpg' })) }, /24/],
      [{ testimonies: [{ id: 1, text: 'a'.repeat(301), author: 'X', occupation: 'Y' }] }, /300/],
      [{ testimonies: [{ id: 1, text: 'Ótimo', author: '', occupation: 'Y' }] }, /obrigatório/],
      [{ themeColor: 'red' }, /formato inválido/],
      [{ theme: 'template-9' }, /valor não permitido/],
    ];
    for (const [changes, message] of cases) {
      const response = await save(access_token, changes);
      expect(response.status, JSON.stringify(changes).slice(0, 60)).toBe(400);
      const error = (await response.json()) as { error_description: string };
      expect(error.error_description).toMatch(message);
    }
  });

  it('shows visitors no e-mail and no data of a hidden section; the owner still reads them all', async () => {
    const { access_token } = await signIn();
    const visible = (await (await call('/__demo/api/v1/profiles/ana-souza')).json()) as Record<string, unknown>;
    expect(visible).not.toHaveProperty('email');
    expect(visible).toHaveProperty('aboutMe');
    expect(visible).toHaveProperty('gallery');

    await save(access_token, {
      enableBiography: false,
      enableResume: false,
      enableResumeFooter: false,
      enableVideos: false,
      enableTestimonies: false,
      enableGallery: false,
      enableSiteExperimentalSession: false,
    });
    const response = await call('/__demo/api/v1/profiles/ana-souza');
    const visitor = (await response.json()) as Record<string, unknown>;
    expect(v1Zod.GetPublicProfileResponse.safeParse(visitor).success).toBe(true);
    for (const hidden of [
      'email',
      'aboutMe',
      'resumeFeed',
      'coachingHours',
      'coursesCoachly',
      'lecturesHours',
      'videos',
      'testimonies',
      'gallery',
      'coachDetails',
    ]) {
      expect(visitor, hidden).not.toHaveProperty(hidden);
    }
    expect(visitor).toMatchObject({ enableBiography: false, enableGallery: false, firstName: 'Ana' });

    const owner = (await (await call('/__demo/api/v1/profiles/me', bearer(access_token))).json()) as Record<
      string,
      unknown
    >;
    for (const kept of ['email', 'aboutMe', 'resumeFeed', 'videos', 'testimonies', 'gallery', 'coachDetails']) {
      expect(owner, kept).toHaveProperty(kept);
    }
  });

  it('hides one counter whose own flag is off and keeps the others', async () => {
    const { access_token } = await signIn();
    await save(access_token, { enableLecturesHours: false });
    const visitor = (await (await call('/__demo/api/v1/profiles/ana-souza')).json()) as Record<string, unknown>;
    expect(visitor).not.toHaveProperty('lecturesHours');
    expect(visitor).toHaveProperty('coachingHours');
    expect(visitor).toHaveProperty('coursesCoachly');
  });

  it('an unpublished site is 404 to visitors and leaves the search', async () => {
    const { access_token } = await signIn();
    const unpublished = await call('/__demo/api/v1/profiles/me/unpublish', bearer(access_token, { method: 'POST' }));
    expect(await unpublished.json()).toEqual({ published: false });
    expect((await call('/__demo/api/v1/profiles/ana-souza')).status).toBe(404);
    expect((await call('/__demo/api/v2/coaches/public/coach/ana-souza')).status).toBe(404);
    expect((await search('name=ana%20souza&page=0&qtd=10')).profiles).toEqual([]);
    await call('/__demo/api/v1/profiles/me/publish', bearer(access_token, { method: 'POST' }));
    expect((await call('/__demo/api/v1/profiles/ana-souza')).status).toBe(200);
  });

  it('checks and changes the username; a name already in use is a 409', async () => {
    const { access_token } = await signIn();
    const available = async (name: string) =>
      ((await (await call(`/__demo/api/v1/profiles/${name}/avaliability`)).json()) as { available: boolean }).available;
    expect(await available('joao-pereira')).toBe(false);
    expect(await available('JOAO-PEREIRA')).toBe(false);
    expect(await available('login')).toBe(false);
    expect(await available('ana-nova')).toBe(true);
    expect((await call('/__demo/api/v1/profiles/nome com espaço/avaliability')).status).toBe(400);

    const taken = await call(
      '/__demo/api/v1/profiles/me/username',
      bearer(access_token, json({ username: 'joao-pereira' }, { method: 'POST' })),
    );
    expect(taken.status).toBe(409);
    const changed = await call(
      '/__demo/api/v1/profiles/me/username',
      bearer(access_token, json({ username: 'ana-nova' }, { method: 'POST' })),
    );
    expect(await changed.json()).toEqual({ username: 'ana-nova' });
    expect((await call('/__demo/api/v1/profiles/ana-souza')).status).toBe(404);
    expect(await (await call('/__demo/api/v1/profiles/ana-nova')).json()).toMatchObject({ coachUrl: '/ana-nova' });
    const same = await call(
      '/__demo/api/v1/profiles/me/username',
      bearer(access_token, json({ username: 'ana-nova' }, { method: 'POST' })),
    );
    expect(same.status).toBe(200);
  });

  it('refuses bytes that are not a JPEG, whatever their label says', async () => {
    const { access_token } = await signIn();
    const page = new TextEncoder().encode('<html><script>alert(document.cookie)</script></html>');
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    for (const bytes of [page, png]) {
      const response = await call(
        '/__demo/api/v1/upload',
        bearer(access_token, {
          method: 'PUT',
          body: bytes,
          headers: { 'Content-Type': 'image/jpeg', 'X-Filename': 'foto.jpg' },
        }),
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: 'invalid_request',
        error_description: 'Envie a imagem no formato JPEG.',
      });
    }
  });

  it('stores an upload and serves it at the returned uri', async () => {
    const { access_token } = await signIn();
    const upload = (headers: Record<string, string>, bytes = tinyJpeg()) =>
      call('/__demo/api/v1/upload', bearer(access_token, { method: 'PUT', body: bytes, headers }));
    const response = await upload({ 'Content-Type': 'image/jpeg', 'X-Filename': 'Foto do Perfil.jpg' });
    const { uri } = (await response.json()) as { uri: string };
    expect(uri).toMatch(/^\/__demo\/media\/uploads\/[0-9a-f]+-Foto-do-Perfil\.jpg$/);
    const image = await call(uri);
    expect(image.headers.get('Content-Type')).toBe('image/jpeg');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(tinyJpeg());

    expect(image.headers.get('X-Content-Type-Options')).toBe('nosniff');

    expect((await upload({ 'Content-Type': 'image/jpeg' })).status).toBe(400);
    expect((await upload({ 'Content-Type': 'image/png', 'X-Filename': 'a.png' })).status).toBe(400);
    expect(
      (await call('/__demo/api/v1/upload', { method: 'PUT', body: tinyJpeg(), headers: { 'X-Filename': 'a.jpg' } }))
        .status,
    ).toBe(401);
  });
});

// ---- visitors -------------------------------------------------------------------------------

describe('contact and experimental sessions', () => {
  interface Outbox {
    contacts: { name: string; coachName: string; message: string; channel: string }[];
    sessionRequests: { id: string; confirmedAt?: number }[];
  }
  const outbox = async () => (await (await call('/__demo/control/outbox')).json()) as Outbox;

  it('validates contact messages and stores them in the outbox', async () => {
    const good = { name: 'Carla', email: 'carla@example.com', subject: 'Sessões', message: 'Olá, Ana!' };
    const id = coaches.find((c) => c.username === 'ana-souza')?.id ?? '';
    expect(
      (await call(`/__demo/api/v2/coaches/public/profiles/contact/${id}`, json(good, { method: 'POST' }))).status,
    ).toBe(204);
    expect(
      (
        await call(
          '/__demo/api/v1/profiles/ana-souza/contact',
          json({ ...good, tel: '(11) 2222-3333' }, { method: 'PUT' }),
        )
      ).status,
    ).toBe(204);
    const { contacts } = await outbox();
    expect(contacts.map((c) => [c.channel, c.coachName, c.message])).toEqual([
      ['site', 'Ana Souza', 'Olá, Ana!'],
      ['public', 'Ana Souza', 'Olá, Ana!'],
    ]);

    const tooLong = await call(
      `/__demo/api/v2/coaches/public/profiles/contact/${id}`,
      json({ ...good, message: 'a'.repeat(1001) }, { method: 'POST' }),
    );
    expect(tooLong.status).toBe(400);
    const badEmail = await call(
      '/__demo/api/v1/profiles/ana-souza/contact',
      json({ ...good, email: 'carla@' }, { method: 'PUT' }),
    );
    expect(await badEmail.json()).toMatchObject({
      error_description: 'O campo deve ser preenchido com um e-mail válido',
    });
    const legacyName = await call(
      '/__demo/api/v1/profiles/ana-souza/contact',
      json({ ...good, name: 'a'.repeat(51) }, { method: 'PUT' }),
    );
    expect(legacyName.status).toBe(400);
    expect((await call('/__demo/api/v1/profiles/ninguem/contact', json(good, { method: 'PUT' }))).status).toBe(404);
  });

  it('confirms a session request once: 200, then 409, and 404 for an unknown id', async () => {
    const created = await requestSession();
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const confirm = (which: string) => call(`/__demo/api/v2/coaches/public/profiles/confirm-exp-session/${which}`);
    expect((await confirm(id)).status).toBe(200);
    const again = await confirm(id);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error_description: 'This confirmation link has been used before' });
    expect((await confirm('never-issued')).status).toBe(404);
    expect((await outbox()).sessionRequests[0]).toMatchObject({ id, confirmedAt: expect.any(Number) as number });
  });

  it('refuses a session on a day or in a mode the coach does not offer', async () => {
    const coach = publishedCoaches.find(
      (c) => c.enableSiteExperimentalSession && c.coachDetails.sessionType !== 'BOTH',
    );
    const offDay = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'].find(
      (d) => !coach?.coachDetails.schedules_hours.some((s) => s.weekday === d),
    );
    const slot = coach?.coachDetails.schedules_hours[0];
    const ask = (changes: object) =>
      call(
        '/__demo/api/v2/coaches/public/profiles/request-experimental-session',
        json(
          {
            name: 'Ivo',
            email: 'ivo@example.com',
            day: slot?.weekday,
            turn: slot?.turn,
            sessionType: coach?.coachDetails.sessionType,
            coachId: coach?.id,
            ...changes,
          },
          { method: 'POST' },
        ),
      );
    expect((await ask({})).status).toBe(201);
    expect((await ask({ day: offDay })).status).toBe(400);
    expect(
      (await ask({ sessionType: coach?.coachDetails.sessionType === 'ONLINE' ? 'PRESENTIAL' : 'ONLINE' })).status,
    ).toBe(400);
    expect((await ask({ email: 'ivo' })).status).toBe(400);
    expect((await ask({ coachId: 'c-999' })).status).toBe(404);
  });
});

// ---- AI and video info ----------------------------------------------------------------------

describe('AI biographies', () => {
  const facts = {
    name: 'Marina Costa',
    actingAreas: ['Carreira', 'Liderança'],
    formations: [
      { course: 'Administração', school: 'FGV', year: 2011 },
      { course: 'Coaching Integral', school: 'ICI', year: 2018 },
    ],
    answers: [
      {
        question: 'Por que você é coach?',
        answer: 'Descobri no coaching a forma de ajudar pessoas a crescer com propósito e leveza no trabalho.',
      },
      {
        question: 'Quem você atende?',
        answer: 'Atendo gestores recém-promovidos que querem liderar equipes com confiança.',
      },
      {
        question: 'Qual sua maior conquista?',
        answer: 'Já acompanhei mais de duzentos profissionais em transições de carreira bem-sucedidas.',
      },
    ],
  };

  async function completion(payload: unknown): Promise<string> {
    const { access_token } = await signIn();
    const response = await call(
      '/__demo/api/v1/ai/chat/completions',
      bearer(access_token, json(payload, { method: 'POST' })),
    );
    expect(response.status).toBe(200);
    const parsed = aiZod.CreateChatCompletionResponse.parse(await response.json());
    return parsed.choices[0]?.message.content ?? '';
  }

  const wordsOf = (text: string) => text.split(/\s+/).filter(Boolean).length;
  const paragraphsOf = (text: string) => text.split(/\n\s*\n/).filter((p) => p.trim());

  it.each([
    ['pt', /^Sou Marina Costa/, /Carreira e Liderança/],
    ['en', /^I am Marina Costa/, /Career and Leadership/],
    ['es', /^Soy Marina Costa/, /Carrera y Liderazgo/],
  ] as const)('writes three versions in %s within the paragraph and word limits', async (lang, opening, areas) => {
    const first = await completion(buildBiographyRequest('first', facts, lang));
    expect(first).toMatch(opening);
    expect(first).toMatch(areas);
    expect(paragraphsOf(first)).toHaveLength(3);
    expect(wordsOf(first)).toBeLessThanOrEqual(120);
    expect(first.length).toBeLessThanOrEqual(475);

    const second = await completion(buildBiographyRequest('second', facts, lang, first));
    expect(paragraphsOf(second)).toHaveLength(2);
    expect(wordsOf(second)).toBeLessThanOrEqual(100);
    expect(second).not.toBe(first);

    const third = await completion(buildBiographyRequest('third', facts, lang, second));
    expect(paragraphsOf(third)).toHaveLength(3);
    expect(wordsOf(third)).toBeLessThanOrEqual(120);
    expect(third).not.toBe(second);

    expect(await completion(buildBiographyRequest('first', facts, lang))).toBe(first);
  });

  it('proofreads a text and keeps its paragraphs', async () => {
    const fixed = await completion(
      buildProofreadRequest('voce nao vai se arrepender  .eu atendo online\n\nsessao   experimental gratuita', 'pt'),
    );
    expect(fixed).toBe('Você não vai se arrepender. Eu atendo online.\n\nSessão experimental gratuita.');
    const en = await completion(buildProofreadRequest('i beleive in teh process', 'en'));
    expect(en).toBe('I believe in the process.');
  });

  it('needs a token and a user message', async () => {
    const request = buildProofreadRequest('texto', 'pt');
    expect((await call('/__demo/api/v1/ai/chat/completions', json(request, { method: 'POST' }))).status).toBe(401);
    const { access_token } = await signIn();
    const noUser = await call(
      '/__demo/api/v1/ai/chat/completions',
      bearer(access_token, json({ ...request, messages: [{ role: 'system', content: 'x' }] }, { method: 'POST' })),
    );
    expect(noUser.status).toBe(400);
  });
});

describe('video info', () => {
  it('knows the seed videos and fails for unknown ids', async () => {
    const info = await call(
      `/__demo/youtube/oembed?format=json&url=${encodeURIComponent(`https://youtu.be/${youtubeVideo?.id ?? ''}`)}`,
    );
    expect(await info.json()).toMatchObject({ title: youtubeVideo?.title, thumbnail_url: youtubeVideo?.thumbnail });
    const unknown = await call(
      `/__demo/youtube/oembed?format=json&url=${encodeURIComponent('https://www.youtube.com/watch?v=zzzzzzzzzzz')}`,
    );
    expect(unknown.status).toBe(404);
    const notVideo = await call(`/__demo/youtube/oembed?format=json&url=${encodeURIComponent('https://example.com/')}`);
    expect(notVideo.status).toBe(400);
    const vimeo = await call(`/__demo/vimeo/api/v2/video/${vimeoVideo?.id ?? ''}.json`);
    expect(await vimeo.json()).toEqual([
      expect.objectContaining({ title: vimeoVideo?.title, thumbnail_large: vimeoVideo?.thumbnail }),
    ]);
    expect((await call('/__demo/vimeo/api/v2/video/1.json')).status).toBe(404);
  });
});

// ---- faults ---------------------------------------------------------------------------------

describe('fault switch', () => {
  it('answers a chosen status, with or without error_description', async () => {
    setFaults(parseFaults('getPublicProfile:503').faults);
    const failed = await call('/__demo/api/v1/profiles/ana-souza');
    expect(failed.status).toBe(503);
    expect(await failed.json()).toEqual({
      error: 'demo_fault',
      error_description: 'Falha simulada pela demonstração (HTTP 503).',
    });
    expect((await call('/__demo/api/v1/profiles/me/username')).status).toBe(401);

    setFaults([{ operation: 'getPublicProfile', status: 500, bare: true }]);
    expect(await (await call('/__demo/api/v1/profiles/ana-souza')).json()).toEqual({ error: 'demo_fault' });
    setFaults([]);
    expect((await call('/__demo/api/v1/profiles/ana-souza')).status).toBe(200);
  });

  it('fails the network or delays the answer', async () => {
    setFaults(parseFaults('uploadImage:network,searchPublicProfiles:delay=150').faults);
    await expect(call('/__demo/api/v1/upload', { method: 'PUT' })).rejects.toThrow();
    const started = Date.now();
    const slow = await call('/__demo/api/v2/coaches/public/profiles/v2?page=0&qtd=10');
    expect(slow.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('a * entry hits every operation unless one has its own entry', async () => {
    setFaults(parseFaults('*:500,listExpertises:delay=1').faults);
    expect((await call('/__demo/blog/api/v2/categories/')).status).toBe(500);
    expect((await call('/__demo/api/v1/expertises/types/pt')).status).toBe(200);
  });
});

// ---- persistence ----------------------------------------------------------------------------

describe('persistence', () => {
  it('a second database on the same storage (a reload) finds every change, and reset restores the seed', async () => {
    const store = memoryStateStore();
    const first = createDemoDb({ store });
    const account = first.accountByLogin('ana-souza');
    if (!account) throw new Error('ana-souza is a demo account');
    const profile = first.profileOf(account);
    if (!profile) throw new Error('ana-souza has a profile');
    first.putProfile({ ...profile, mainPhrase: 'Persistida' });
    first.addContact({
      channel: 'public',
      coachId: profile.id,
      coachName: 'Ana',
      coachEmail: 'a@example.com',
      name: 'X',
      email: 'x@example.com',
      subject: 'S',
      message: 'M',
    });
    const token = first.issueAccessToken(account.id).token;

    const reloaded = createDemoDb({ store });
    expect(reloaded.profileByUsername('ana-souza')?.mainPhrase).toBe('Persistida');
    expect(reloaded.contacts()).toHaveLength(1);
    expect(reloaded.checkAccess(token)).toMatchObject({ ok: true });

    await reloaded.reset();
    expect(store.value).toBeNull();
    expect(createDemoDb({ store }).profileByUsername('ana-souza')?.mainPhrase).toBe(profile.mainPhrase);
  });

  it("knows whether a coach's profile differs from the seed, as a demo server's page would not show it", async () => {
    const store = memoryStateStore();
    const first = createDemoDb({ store });
    const account = first.accountByLogin('ana-souza');
    if (!account) throw new Error('ana-souza is a demo account');
    first.issueAccessToken(account.id);
    expect(first.hasProfileChanges()).toBe(false);
    const profile = first.profileOf(account);
    if (!profile) throw new Error('ana-souza has a profile');
    first.putProfile({ ...profile, mainPhrase: 'Só neste navegador' });
    expect(createDemoDb({ store }).hasProfileChanges()).toBe(true);
    await first.reset();
    expect(createDemoDb({ store }).hasProfileChanges()).toBe(false);
  });

  it('drops a saved state written for another version or seed', () => {
    const store = memoryStateStore();
    store.value = JSON.stringify({ version: 0, seed: 'old', state: { profiles: { 'c-001': { id: 'c-001' } } } });
    expect(createDemoDb({ store }).profileById('c-001')?.username).toBe('ana-souza');
    store.value = '{not json';
    expect(createDemoDb({ store }).allProfiles()).toHaveLength(coaches.length);
  });

  it('the reset endpoint restores the seed', async () => {
    const { access_token } = await signIn();
    await call('/__demo/api/v1/profiles/me', bearer(access_token, json({ mainPhrase: 'Mudou' }, { method: 'POST' })));
    expect((await call('/__demo/control/reset', { method: 'POST' })).status).toBe(204);
    const ana = coaches.find((c) => c.username === 'ana-souza');
    expect(await (await call('/__demo/api/v1/profiles/ana-souza')).json()).toMatchObject({
      mainPhrase: ana?.mainPhrase,
    });
    expect((await call('/__demo/api/v1/profiles/me', bearer(access_token))).status).toBe(401);
  });
});
