// @vitest-environment node
/**
 * The share cards link previews show (server/share-card.ts), answered by the production server's
 * fetch handler on the demo backend: each is a 1200×630 PNG in the address's language, drawn
 * once per content and then served from the cache, drawn again when the coach changes what it
 * shows; an unknown card is 404 and a failing backend 503.
 */
import { describe, expect, it, vi } from 'vitest';
import { drawShareCard, siteFiles, type ShareCardDrawer } from '../../server/share-card';
import type { Backend } from '../../server/backend';
import { demoBackend } from '../../server/backend';
import { ORIGIN, testServer } from '../utils/server';
import { coachCardVersion, shareCardPath } from '@/lib/share-card';
import { db } from '@/mocks/db';
import { blogCategories, blogPosts } from '@/mocks/seed/blog';
import { categoryName } from '@machines/lib/blog';

/** The width and height a PNG's header (its IHDR chunk) declares. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(new TextDecoder().decode(bytes.subarray(12, 16))).toBe('IHDR');
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** The server with the demo's pictures (public/), counting the cards it draws. */
function cardServer(options: { backend?: Backend; fetchPicture?: typeof fetch } = {}) {
  const draw = vi.fn<ShareCardDrawer>(drawShareCard);
  const { backend = demoBackend, fetchPicture } = options;
  const app = testServer({ backend, shareCards: { readSiteFile: siteFiles('public'), draw, fetchPicture } });
  const get = (path: string, init?: RequestInit) => app.fetch(new Request(new URL(path, ORIGIN), init));
  return { get, draw };
}

function seedCoach(username: string) {
  const coach = db.profileByUsername(username);
  if (!coach) throw new Error(`No seed coach ${username}`);
  return coach;
}

async function expectCard(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get('Content-Type')).toBe('image/png');
  expect(response.headers.get('Cache-Control')).toBe('public, max-age=86400');
  expect(response.headers.get('ETag')).toMatch(/^"[^"]+"$/);
  expect(pngSize(new Uint8Array(await response.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
}

describe('share cards', () => {
  it("a coach's card is a 1200×630 PNG in the address's language, with the coach's photo", async () => {
    const coach = seedCoach('ana-souza');
    const { get, draw } = cardServer();
    await expectCard(
      await get(shareCardPath({ kind: 'coach', username: 'ana-souza' }, 'en', coachCardVersion(coach, 'en'))),
    );
    expect(draw).toHaveBeenCalledTimes(1);
    const [content, photo] = draw.mock.calls[0]!;
    // The expertises, stored by their pt names, in English, and the phrase she wrote in English.
    expect(content).toMatchObject({
      kind: 'coach',
      name: 'Ana Souza',
      phrase: coach.translations?.en?.mainPhrase,
      expertises: ['Career', 'Leadership', 'Emotional'],
      themeColor: coach.themeColor,
    });
    // The seed's SVG avatar, drawn into a PNG.
    expect(photo).toMatch(/^data:image\/png;base64,/);
  });

  it("a post's card and a platform page's card are 1200×630 PNGs in English", async () => {
    const post = blogPosts[0]!;
    const { get, draw } = cardServer();
    await expectCard(await get(shareCardPath({ kind: 'post', slug: post.meta.slug }, 'en')));
    expect(draw.mock.calls[0]![0]).toEqual({
      kind: 'post',
      title: post.title,
      // The category's own name in English.
      label: categoryName(post.categories[0]!, 'en'),
      foot: 'Read it on the Coachly blog',
      picture: `${ORIGIN}${post.thumbnail}`,
    });
    expect(draw.mock.calls[0]![1]).toMatch(/^data:image\/png;base64,/);

    await expectCard(await get(shareCardPath({ kind: 'page', page: 'help' }, 'en')));
    expect(draw.mock.calls[1]![0]).toMatchObject({ kind: 'page', title: 'Help Center' });

    const category = blogCategories[0]!;
    await expectCard(await get(shareCardPath({ kind: 'category', id: category.id }, 'es')));
    expect(draw.mock.calls[2]![0]).toMatchObject({
      kind: 'category',
      name: categoryName(category, 'es'),
      label: 'Categoría del blog',
    });
  });

  it('an unknown coach, post, category or page is not found', async () => {
    const { get, draw } = cardServer();
    for (const path of [
      '/share/coach/nobody-by-this-name.png',
      '/share/coach/not%20a%20username.png',
      '/share/post/no-such-post.png',
      '/share/category/9999.png',
      '/share/page/pricing.png',
      '/share/coach/ana-souza.jpg',
    ])
      expect((await get(path)).status, path).toBe(404);
    expect(draw).not.toHaveBeenCalled();
  });

  it('the same card asked again comes from the cache, revalidates by its ETag and answers HEAD', async () => {
    const { get, draw } = cardServer();
    const path = shareCardPath({ kind: 'coach', username: 'joao-pereira' }, 'pt');
    const first = await get(path);
    const second = await get(path);
    await expectCard(second);
    expect(second.headers.get('ETag')).toBe(first.headers.get('ETag'));
    expect(draw).toHaveBeenCalledTimes(1);

    const etag = first.headers.get('ETag')!;
    const unchanged = await get(path, { headers: { 'If-None-Match': etag } });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get('ETag')).toBe(etag);

    const head = await get(path, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('Content-Type')).toBe('image/png');
    expect(head.headers.get('ETag')).toBe(etag);
    expect(await head.text()).toBe('');
    expect(draw).toHaveBeenCalledTimes(1);
  });

  it("a coach who changes the card's phrase gets a new version and a new card", async () => {
    const { get, draw } = cardServer();
    const coach = seedCoach('ana-souza');
    const before = await get(shareCardPath({ kind: 'coach', username: 'ana-souza' }, 'pt', coachCardVersion(coach)));
    const changed = db.putProfile({ ...coach, mainPhrase: 'Um passo de cada vez, com direção.' });
    expect(coachCardVersion(changed)).not.toBe(coachCardVersion(coach));
    const after = await get(shareCardPath({ kind: 'coach', username: 'ana-souza' }, 'pt', coachCardVersion(changed)));
    await expectCard(after);
    expect(draw).toHaveBeenCalledTimes(2);
    expect(draw.mock.calls[1]![0]).toMatchObject({ phrase: 'Um passo de cada vez, com direção.' });
    expect(after.headers.get('ETag')).not.toBe(before.headers.get('ETag'));
  });

  it('a picture on a host the pages may not draw from is left out, and the card still draws', async () => {
    const coach = seedCoach('ana-souza');
    const backend: Backend = async (service, path, origin) =>
      path === '/profiles/ana-souza'
        ? Response.json({ ...coach, photoUrl: 'https://tracker.example/pixel.png' })
        : demoBackend(service, path, origin);
    const fetchPicture = vi.fn<typeof fetch>();
    const { get, draw } = cardServer({ backend, fetchPicture });
    await expectCard(await get('/share/coach/ana-souza.png'));
    expect(fetchPicture).not.toHaveBeenCalled();
    expect(draw.mock.calls[0]![0]).toMatchObject({ kind: 'coach', picture: undefined });
    expect(draw.mock.calls[0]![1]).toBeUndefined();
  });

  it('a photo that cannot be read leaves initials, on a card kept only a few minutes', async () => {
    const coach = seedCoach('ana-souza');
    db.putProfile({ ...coach, photoUrl: '/demo/avatars/no-such-avatar.svg' });
    const { get, draw } = cardServer();
    const response = await get('/share/coach/ana-souza.png');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=300');
    expect(response.headers.get('ETag')).toMatch(/-without-picture"$/);
    expect(draw.mock.calls[0]![0]).toMatchObject({ picture: `${ORIGIN}/demo/avatars/no-such-avatar.svg` });
    expect(draw.mock.calls[0]![1]).toBeUndefined();
  });

  it('a backend that fails answers 503, to be asked again later and kept by no cache', async () => {
    const { get, draw } = cardServer({ backend: () => Promise.resolve(new Response('Bad gateway', { status: 502 })) });
    for (const path of ['/share/coach/ana-souza.png', `/share/post/${blogPosts[0]!.meta.slug}.png`]) {
      const response = await get(path);
      expect(response.status, path).toBe(503);
      expect(response.headers.get('Retry-After')).toBeTruthy();
      expect(response.headers.get('Cache-Control')).toBe('no-store');
    }
    expect(draw).not.toHaveBeenCalled();
  });
});
