// @vitest-environment node
/**
 * Requests rendered side by side (src/entry-server.tsx): each has its own router, query client,
 * Lingui instance and request scope, so overlapping renders in different languages, for
 * different hosts and pages, never take each other's language, texts, addresses or data. The
 * API answers after random delays, so the renders' awaits interleave out of order.
 */
import { describe, expect, it } from 'vitest';
import { setTimeout as delay } from 'node:timers/promises';
import { demoResponse } from '../../server/backend';
import { canonical, testServer } from '../utils/server';
import { JSDOM } from 'jsdom';
import { coachName } from '@/lib/display-text';
import { clampText, TITLE_MAX } from '@/lib/display-text';
import type { Locale } from '@/lib/i18n';
import { blogPosts, HOSTILE_POST_SLUGS } from '@/mocks/seed/blog';
import { publishedCoaches } from '@/mocks/seed/coaches';

/** How each language's pages begin: the skip link, in the page's language. */
const SKIP_LINK: Record<Locale, string> = {
  pt: 'Pular para o conteúdo',
  en: 'Skip to content',
  es: 'Saltar al contenido',
};

const HTML_LANG: Record<Locale, string> = { pt: 'pt-BR', en: 'en', es: 'es' };

/** A small seeded generator (mulberry32), so that a failing order can be replayed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** How a request names its language: in the address, in the visitor's cookie, or not at all (pt). */
type Choice = { locale: Locale; by: 'param' | 'cookie' | 'none'; cookie?: Locale };

const CHOICES: Choice[] = [
  { locale: 'pt', by: 'none' },
  { locale: 'en', by: 'param' },
  { locale: 'es', by: 'cookie' },
  { locale: 'en', by: 'cookie' },
  { locale: 'es', by: 'param' },
  // The address wins over the cookie.
  { locale: 'en', by: 'param', cookie: 'es' },
  { locale: 'pt', by: 'param', cookie: 'en' },
];

interface Page {
  path: string;
  /** What its body shows, and the titles it may get. */
  name: string;
  titles: string[];
  /** Whether an API call asks for its own data (the profile, the post). */
  owns: (call: URL) => boolean;
}

/** Coaches whose names, as their sites show them, are no part of one another's. */
const COACHES: Page[] = publishedCoaches
  .filter((coach, _, all) => all.every((other) => other === coach || !coachName(other).includes(coachName(coach))))
  .slice(0, 6)
  .map((coach) => ({
    path: `/${coach.username}`,
    name: coachName(coach),
    // The coach metadata's name, or the profile's when that is late.
    titles: [`${coach.fullName} · Coachly`, `${coachName(coach)} · Coachly`],
    owns: (call: URL) => call.pathname === `/__demo/api/v1/profiles/${coach.username}`,
  }));

const POSTS: Page[] = blogPosts
  .filter((post) => !HOSTILE_POST_SLUGS.includes(post.meta.slug) && !/[<&]/.test(post.title))
  .slice(0, 4)
  .map((post) => ({
    path: `/blog/post/${encodeURIComponent(post.meta.slug)}`,
    name: post.title,
    titles: [`${clampText(post.title, TITLE_MAX)} · Coachly`],
    owns: (call: URL) => call.searchParams.get('slug') === post.meta.slug,
  }));

interface Sent {
  /** Its own host, which its addresses must name. */
  origin: string;
  page: Page;
  choice: Choice;
}

/** 20 requests: six coaches and four posts, each twice, in languages chosen in turn. */
const REQUESTS: Sent[] = [...COACHES, ...POSTS, ...COACHES, ...POSTS].map((page, index) => ({
  origin: `http://site-${index}.test`,
  page,
  choice: CHOICES[index % CHOICES.length]!,
}));

function requestOf({ origin, page, choice }: Sent): Request {
  const url = new URL(page.path, origin);
  if (choice.by === 'param') url.searchParams.set('lang', choice.locale);
  const cookie = choice.by === 'cookie' ? choice.locale : choice.cookie;
  return new Request(url, cookie ? { headers: { Cookie: `coachly_lang=${cookie}` } } : {});
}

describe('requests rendered side by side', () => {
  it('each get their own language, title, addresses and data, whatever order the API answers in', async () => {
    expect(COACHES).toHaveLength(6);
    expect(POSTS).toHaveLength(4);
    const seed = Date.now();
    const next = random(seed);
    /** The API calls made for each host, and how many renders are waiting on the API at once. */
    const calls = new Map<string, URL[]>();
    const waiting = new Set<string>();
    let mostWaiting = 0;
    const server = testServer({
      transport: async (url, init) => {
        const call = new URL(url);
        const { origin } = call;
        calls.set(origin, [...(calls.get(origin) ?? []), call]);
        waiting.add(origin);
        mostWaiting = Math.max(mostWaiting, waiting.size);
        try {
          const response = await demoResponse(new Request(url, init));
          await delay(Math.floor(next() * 41));
          return response;
        } finally {
          waiting.delete(origin);
        }
      },
    });

    // The app's code loads once, before the renders that overlap.
    for (const page of [COACHES[0]!, POSTS[0]!]) {
      expect((await server.fetch(new Request(`http://warm.test${page.path}`))).status).toBe(200);
    }
    calls.clear();
    mostWaiting = 0;

    const responses = await Promise.all(REQUESTS.map(async (sent) => server.fetch(requestOf(sent))));

    for (const [index, response] of responses.entries()) {
      const { origin, page, choice } = REQUESTS[index]!;
      const label = `request ${index}: ${page.path} in ${choice.locale} (by ${choice.by}), seed ${seed}`;
      expect(response.status, label).toBe(200);
      const doc = new JSDOM(await response.text()).window.document;
      const root = doc.getElementById('root')!;
      expect(doc.documentElement.lang, label).toBe(HTML_LANG[choice.locale]);
      expect(page.titles, label).toContain(doc.title);
      const address = `${origin}${page.path}${choice.locale === 'pt' ? '' : `?lang=${choice.locale}`}`;
      expect(canonical(doc), label).toBe(address);
      expect(doc.head.querySelector('meta[property="og:url"]')?.getAttribute('content'), label).toBe(address);
      expect(root.querySelector('a[href="#main"]')?.textContent, label).toBe(SKIP_LINK[choice.locale]);
      expect(root.textContent, label).toContain(page.name);
      if (COACHES.includes(page)) {
        // A coach's site names no other coach.
        for (const other of COACHES) if (other !== page) expect(root.textContent, label).not.toContain(other.name);
      } else {
        expect(root.querySelector('h1')?.textContent, label).toBe(page.name);
      }
      // Its data came through its own request's scope, at its own host.
      const own = calls.get(origin) ?? [];
      expect(own.some(page.owns), label).toBe(true);
      for (const other of [...COACHES, ...POSTS]) if (other !== page) expect(own.some(other.owns), label).toBe(false);
    }
    // The renders did overlap: many waited on the API at once.
    expect(mostWaiting, `seed ${seed}`).toBeGreaterThan(5);
  });
});
