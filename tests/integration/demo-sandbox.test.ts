// @vitest-environment node
/**
 * The demo backend as the server runs it (server/demo.ts): a sandbox per visitor, named by a
 * cookie; bodies checked against the contract and limited in size; sends rate-limited; control
 * calls that change state refused from other sites; the number of sandboxes bounded.
 */
import { describe, expect, it } from 'vitest';
import { coaches } from '@/mocks/seed/coaches';
import { runInSandbox } from '@/mocks/sandbox';
import { createDemo, DEMO_LIMITS, SANDBOX_COOKIE, type Demo } from '../../server/demo';

const ORIGIN = 'http://127.0.0.1:8080';
const ana = coaches.find((coach) => coach.username === 'ana-souza')!;

/** A visitor: their own cookie jar, sending requests to the demo's routes. */
function visitor(demo: Demo) {
  let cookie = '';
  const send = async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (cookie) headers.set('Cookie', cookie);
    const response = await demo.routes.fetch(new Request(`${ORIGIN}${path}`, { ...init, headers }));
    const set = response.headers.get('Set-Cookie');
    if (set) cookie = set.split(';')[0]!;
    return response;
  };
  const json = (path: string, body: unknown, method = 'POST', extra: Record<string, string> = {}) =>
    send(path, {
      method,
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN, ...extra },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  /** Signs the account in inside this visitor's sandbox, as the login provider would. */
  const signIn = async (login: string) => {
    await send('/__demo/control/outbox');
    const id = /=([^;]+)/.exec(cookie)?.[1];
    const sandbox = demo.sandboxOf(new Request(ORIGIN, { headers: { Cookie: `${SANDBOX_COOKIE}=${id}` } })).sandbox;
    return runInSandbox(sandbox, () => {
      const account = sandbox.db.accountByLogin(login)!;
      return sandbox.db.issueAccessToken(account.id).token;
    });
  };
  return { send, json, signIn, cookie: () => cookie };
}

const contact = (name: string) => ({ name, email: 'visitante@example.com', subject: 'Olá', message: 'Uma mensagem.' });

describe('the demo backend in the server', () => {
  it('gives each visitor a sandbox of their own, named by an HttpOnly, SameSite=Lax cookie', async () => {
    const demo = createDemo();
    const response = await demo.routes.fetch(new Request(`${ORIGIN}/__demo/control/outbox`));
    expect(response.status).toBe(200);
    const cookie = response.headers.get('Set-Cookie') ?? '';
    expect(cookie).toMatch(new RegExp(`^${SANDBOX_COOKIE}=[0-9a-f-]{36}; Path=/; HttpOnly; SameSite=Lax$`));
  });

  it("keeps one visitor's profile changes and messages out of another's", async () => {
    const demo = createDemo();
    const first = visitor(demo);
    const second = visitor(demo);
    const token = await first.signIn('ana-souza');
    const saved = await first.json('/__demo/api/v1/profiles/me', { mainPhrase: 'Só no primeiro navegador.' }, 'POST', {
      Authorization: `Bearer ${token}`,
    });
    expect(saved.status).toBe(200);
    const sent = await first.json(`/__demo/api/v2/coaches/public/profiles/contact/${ana.id}`, contact('Primeira'));
    expect(sent.ok).toBe(true);

    const mine = (await (await first.send('/__demo/api/v1/profiles/ana-souza')).json()) as { mainPhrase: string };
    const theirs = (await (await second.send('/__demo/api/v1/profiles/ana-souza')).json()) as { mainPhrase: string };
    expect(mine.mainPhrase).toBe('Só no primeiro navegador.');
    expect(theirs.mainPhrase).toBe(ana.mainPhrase);

    const outbox = async (who: ReturnType<typeof visitor>) =>
      ((await (await who.send('/__demo/control/outbox')).json()) as { contacts: { name: string }[] }).contacts;
    expect((await outbox(first)).map((message) => message.name)).toEqual(['Primeira']);
    expect(await outbox(second)).toEqual([]);
  });

  it('refuses what the contract refuses with a 400 naming the field, and stores nothing', async () => {
    const demo = createDemo();
    const coach = visitor(demo);
    const token = await coach.signIn('ana-souza');
    const auth = { Authorization: `Bearer ${token}` };
    const tooLong = await coach.json('/__demo/api/v1/profiles/me', { firstName: 'A'.repeat(26) }, 'POST', auth);
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as { error_description: string }).error_description).toContain('O nome');
    const unknownTheme = await coach.json('/__demo/api/v1/profiles/me', { theme: 'template-99' }, 'POST', auth);
    expect(unknownTheme.status).toBe(400);
    const huge = await coach.json('/__demo/api/v1/profiles/me', { fullName: 'x'.repeat(2_000_000) }, 'POST', auth);
    expect(huge.status).toBe(400);
    expect(((await huge.json()) as { error_description: string }).error_description).toContain('fullName');
    const profile = (await (await coach.send('/__demo/api/v1/profiles/ana-souza')).json()) as { fullName?: string };
    expect(profile.fullName).toBe(ana.fullName);
  });

  it('refuses a body over its size limit with 413 before reading it whole', async () => {
    const demo = createDemo();
    const coach = visitor(demo);
    let sent = 0;
    // A 60 MB body that counts what has been read of it.
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 60 * 1024 * 1024) return controller.close();
        sent += 64 * 1024;
        controller.enqueue(new Uint8Array(64 * 1024).fill(120));
      },
    });
    const response = await coach.send('/__demo/api/v1/profiles/me', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(2 * DEMO_LIMITS.jsonBytes + 128 * 1024);
  });

  it('limits how many messages a visitor sends, with 429 and Retry-After', async () => {
    const demo = createDemo();
    const sender = visitor(demo);
    const path = `/__demo/api/v2/coaches/public/profiles/contact/${ana.id}`;
    const sent: boolean[] = [];
    for (let i = 0; i < 20; i++) sent.push((await sender.json(path, contact(`Visitante ${i}`))).ok);
    expect(sent.every(Boolean)).toBe(true);
    const refused = await sender.json(path, contact('Mais uma'));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    // Another visitor still sends.
    expect((await visitor(demo).json(path, contact('Outra pessoa'))).ok).toBe(true);
  });

  it('refuses state-changing control calls from another site or without the sandbox cookie', async () => {
    const demo = createDemo();
    const stranger = await demo.routes.fetch(new Request(`${ORIGIN}/__demo/control/reset`, { method: 'POST' }));
    expect(stranger.status).toBe(403);
    const coach = visitor(demo);
    await coach.send('/__demo/control/outbox');
    const crossSite = await coach.send('/__demo/control/reset', {
      method: 'POST',
      headers: { Origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    const sameSite = await coach.send('/__demo/control/reset', { method: 'POST', headers: { Origin: ORIGIN } });
    expect(sameSite.status).toBe(204);
  });

  it("sets a visitor's faults from the address, then leads to the address without them", async () => {
    const demo = createDemo();
    const tester = visitor(demo);
    const response = await tester.send('/ana-souza?lang=en&demo_fault=getPublicProfile:500');
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/ana-souza?lang=en');
    expect((await tester.send('/__demo/api/v1/profiles/ana-souza')).status).toBe(500);
    expect((await visitor(demo).send('/__demo/api/v1/profiles/ana-souza')).status).toBe(200);
    const faults = (await (await tester.send('/__demo/control/faults')).json()) as { faults: string };
    expect(faults.faults).toBe('getPublicProfile:500');
  });

  it('keeps at most its number of sandboxes, the least recently used going first', async () => {
    const demo = createDemo({ ...DEMO_LIMITS, sandboxes: 3 });
    const visitors = [visitor(demo), visitor(demo), visitor(demo), visitor(demo)];
    for (const one of visitors) await one.send('/__demo/control/outbox');
    expect(demo.size()).toBe(3);
    // The first visitor's sandbox went: they get a new one.
    const again = await demo.routes.fetch(
      new Request(`${ORIGIN}/__demo/control/outbox`, { headers: { Cookie: visitors[0]!.cookie() } }),
    );
    expect(again.headers.get('Set-Cookie')).toMatch(new RegExp(`^${SANDBOX_COOKIE}=`));
  });
});
