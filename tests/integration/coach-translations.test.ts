/**
 * A coach's texts in other languages, as the demo backend keeps them: saved with the profile,
 * read back by the owner and by visitors, held to the limits of the fields they translate, and
 * hidden with the section they belong to.
 */
import { describe, expect, it } from 'vitest';
import * as v1Zod from '@/api/gen/api-v1/zod/index.zod';

const ORIGIN = window.location.origin;

function call(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${ORIGIN}${path}`, init);
}

async function signIn(username = 'ana-souza'): Promise<string> {
  const response = await call('/__demo/auth/token', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: 'coach_profile',
      grant_type: 'password',
      username,
      password: 'demo1234',
      scope: 'coach',
    }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

function save(token: string, changes: unknown): Promise<Response> {
  return call('/__demo/api/v1/profiles/me', {
    method: 'POST',
    body: JSON.stringify(changes),
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
  });
}

const TRANSLATIONS = {
  en: {
    aboutMe: 'I am Ana, a career coach.',
    mainPhrase: 'A career is a trail, not a ladder.',
    galleryCaptions: { '/x.jpg': 'A talk in São Paulo' },
    videoCaptions: { abc: 'Setting goals' },
  },
  es: { aboutMe: 'Soy Ana, coach de carrera.' },
};

describe('a coach’s texts in other languages', () => {
  it('a coach saves English and Spanish versions of her texts and reads them back, as visitors do', async () => {
    const token = await signIn();
    const response = await save(token, { textLanguage: 'pt', translations: TRANSLATIONS });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ textLanguage: 'pt', translations: TRANSLATIONS });

    const owner = await call('/__demo/api/v1/profiles/me', { headers: { Authorization: `Bearer ${token}` } });
    expect(await owner.json()).toMatchObject({ translations: TRANSLATIONS });

    const visitor = (await (await call('/__demo/api/v1/profiles/ana-souza')).json()) as unknown;
    expect(v1Zod.GetPublicProfileResponse.safeParse(visitor).success).toBe(true);
    expect(visitor).toMatchObject({ textLanguage: 'pt', translations: TRANSLATIONS });
  });

  it('a save without translations keeps the ones saved before', async () => {
    const token = await signIn();
    await save(token, { translations: TRANSLATIONS });
    const response = await save(token, { mainPhrase: 'Outra frase.' });
    expect(await response.json()).toMatchObject({ mainPhrase: 'Outra frase.', translations: TRANSLATIONS });
  });

  it('refuses a translation longer than the field it translates, with the spec’s error format', async () => {
    const token = await signIn();
    const cases: [unknown, RegExp][] = [
      [{ translations: { en: { aboutMe: 'a'.repeat(476) } } }, /475/],
      [{ translations: { es: { mainPhrase: 'a'.repeat(108) } } }, /107/],
      [{ translations: { pt: { mainPhraseAuthor: 'a'.repeat(36) } } }, /35/],
      [{ translations: { en: { resumeFeed: 'a'.repeat(1091) } } }, /1090/],
      [{ translations: { en: { galleryCaptions: { '/x.jpg': 'a'.repeat(101) } } } }, /100/],
      [{ translations: { es: { videoCaptions: { abc: 'a'.repeat(101) } } } }, /100/],
      [{ textLanguage: 'fr' }, /valor não permitido/],
    ];
    for (const [changes, message] of cases) {
      const response = await save(token, changes);
      expect(response.status, JSON.stringify(changes).slice(0, 60)).toBe(400);
      const error = (await response.json()) as { error: string; error_description: string };
      expect(error.error).toBeTruthy();
      expect(error.error_description).toMatch(message);
    }
    const kept = (await (await call('/__demo/api/v1/profiles/ana-souza')).json()) as { translations?: unknown };
    expect(JSON.stringify(kept.translations ?? {})).not.toContain('a'.repeat(100));
  });

  it('visitors get no translation of a hidden section', async () => {
    const token = await signIn();
    await save(token, { translations: TRANSLATIONS, enableBiography: false, enableGallery: false });
    const visitor = (await (await call('/__demo/api/v1/profiles/ana-souza')).json()) as {
      translations: Record<string, Record<string, unknown>>;
    };
    expect(visitor.translations.en).toEqual({
      mainPhrase: TRANSLATIONS.en.mainPhrase,
      videoCaptions: { abc: 'Setting goals' },
    });
    expect(visitor.translations.es).toEqual({});
  });
});
