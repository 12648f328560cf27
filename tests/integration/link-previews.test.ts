// @vitest-environment node
/**
 * What a link preview reads from the served HTML (WhatsApp, LinkedIn, search engines): a coach's
 * page, a post and /home in each language, with their share cards, locales, addresses and
 * structured data, as the production server (server/app.ts) answers them.
 */
import { describe, expect, it } from 'vitest';
import { canonical, get, jsonLd, meta, ORIGIN, testServer } from '../utils/server';
import { LOCALES, type Locale } from '@/lib/languages';
import { blogPosts } from '@/mocks/seed/blog';
import { coaches } from '@/mocks/seed/coaches';

const app = testServer();

const OG_LOCALE: Record<Locale, string> = { pt: 'pt_BR', en: 'en_US', es: 'es_ES' };

/** A page's address in a language, as its canonical names it. */
const inLanguage = (path: string, locale: Locale) => (locale === 'pt' ? path : `${path}?lang=${locale}`);

/** Every value of a repeated tag. */
const all = (doc: Document, property: string) =>
  [...doc.head.querySelectorAll(`meta[property="${property}"]`)].map((tag) => tag.getAttribute('content'));

/** The width and height a PNG's header gives. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  expect([...bytes.slice(0, 8)]).toEqual(signature);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** The page's tags a preview reads, checked the same way for every page and language. */
async function expectPreview(path: string, locale: Locale) {
  const { response, doc } = await get(app, inLanguage(path, locale));
  expect(response.status).toBe(200);
  const address = `${ORIGIN}${inLanguage(path, locale)}`;
  expect(canonical(doc)).toBe(address);
  expect(meta(doc, 'og:url')).toBe(address);
  expect(meta(doc, 'og:locale')).toBe(OG_LOCALE[locale]);
  expect(all(doc, 'og:locale:alternate').sort()).toEqual(
    LOCALES.filter((other) => other !== locale)
      .map((other) => OG_LOCALE[other])
      .sort(),
  );
  for (const key of ['og:title', 'og:description', 'twitter:title', 'twitter:description', 'og:image:alt'])
    expect(meta(doc, key), key).toBeTruthy();
  expect(meta(doc, 'twitter:card')).toBe('summary_large_image');
  expect(meta(doc, 'og:image:type')).toBe('image/png');
  expect(meta(doc, 'og:image:width')).toBe('1200');
  expect(meta(doc, 'og:image:height')).toBe('630');
  const image = meta(doc, 'og:image')!;
  expect(meta(doc, 'twitter:image')).toBe(image);
  expect(new URL(image).searchParams.get('lang') ?? 'pt').toBe(locale);
  // The card itself: a PNG of the size the tags give.
  const card = await app.fetch(new Request(image));
  expect(card.status, image).toBe(200);
  expect(card.headers.get('Content-Type')).toBe('image/png');
  expect(pngSize(new Uint8Array(await card.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
  return { doc, address };
}

describe('link previews', () => {
  it.each(LOCALES)("show a coach's card, address and language in %s", async (locale) => {
    const { doc, address } = await expectPreview('/ana-souza', locale);
    expect(jsonLd(doc)).toMatchObject({ '@type': 'ProfilePage', url: address, mainEntity: { url: address } });
  });

  it('serve an English page of a coach who wrote English versions with the English biography and description', async () => {
    const ana = coaches.find((coach) => coach.username === 'ana-souza')!;
    const english = ana.translations!.en!;
    const { doc } = await get(app, '/ana-souza?lang=en');
    const paragraph = [...doc.querySelectorAll('#biography p')].find((p) => p.textContent === english.aboutMe);
    expect(paragraph, 'English biography').toBeDefined();
    expect(paragraph!.closest('[lang]')).toBe(doc.documentElement);
    expect(doc.querySelector('#biography')?.textContent).not.toContain(ana.aboutMe.slice(0, 40));
    expect(meta(doc, 'og:description')).toBe(english.mainPhrase);
    expect(meta(doc, 'og:image:alt')).toContain(english.mainPhrase);
    expect(jsonLd(doc)).toMatchObject({ mainEntity: { description: english.mainPhrase } });
  });

  it("name as the page's other languages only those its coach wrote in", async () => {
    const single = coaches.find(
      (coach) => coach.published && !coach.textLanguage && Object.keys(coach.translations ?? {}).length === 0,
    )!;
    const { doc } = await get(app, `/${single.username}?lang=en`);
    expect(meta(doc, 'og:locale')).toBe('en_US');
    expect(all(doc, 'og:locale:alternate')).toEqual(['pt_BR']);
    const ana = await get(app, '/ana-souza?lang=en');
    expect(all(ana.doc, 'og:locale:alternate').sort()).toEqual(['es_ES', 'pt_BR']);
  });

  it.each(LOCALES)("show a post's card, its language, publisher and trail in %s", async (locale) => {
    const post = blogPosts.find((each) => each.author_username && each.description && !each.title.includes('<'))!;
    const path = `/blog/post/${post.meta.slug}`;
    const { doc, address } = await expectPreview(path, locale);
    const graph = (jsonLd(doc)?.['@graph'] ?? []) as Record<string, unknown>[];
    expect(graph.find((node) => node['@type'] === 'BlogPosting')).toMatchObject({
      url: address,
      inLanguage: 'pt-BR',
      publisher: { '@type': 'Organization', name: 'Coachly' },
      author: { name: post.author, url: `${ORIGIN}${inLanguage(`/${post.author_username}`, locale)}` },
    });
    const trail = graph.find((node) => node['@type'] === 'BreadcrumbList') as { itemListElement: { item: string }[] };
    expect(trail.itemListElement.at(0)?.item).toBe(`${ORIGIN}${inLanguage('/blog', locale)}`);
    expect(trail.itemListElement.at(-1)?.item).toBe(address);
  });

  it.each(LOCALES)("show /home's card and its coach search in %s", async (locale) => {
    const { doc, address } = await expectPreview('/home', locale);
    const list = `${ORIGIN}${inLanguage('/coaches_list', locale)}`;
    expect(jsonLd(doc)).toMatchObject({
      '@type': 'WebSite',
      url: address,
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${list}${locale === 'pt' ? '?' : '&'}name={search_term_string}` },
      },
    });
  });

  it.each(LOCALES)("show a blog category's card, its name and its list in %s", async (locale) => {
    const { doc, address } = await expectPreview('/blog/carreira', locale);
    const name = { pt: 'Carreira', en: 'Career', es: 'Carrera' }[locale];
    expect(meta(doc, 'og:title')).toBe(`Blog: ${name}`);
    expect(meta(doc, 'description')).toContain(name);
    expect(meta(doc, 'og:image')).toMatch(/\/share\/category\/\d+\.png/);
    expect(jsonLd(doc)).toMatchObject({ '@type': 'CollectionPage', url: address, name: `Blog: ${name}` });
  });

  it('lets crawlers fetch the cards', async () => {
    const rules = await (await app.fetch(new Request(`${ORIGIN}/robots.txt`))).text();
    const disallowed = [...rules.matchAll(/^Disallow: (.+)$/gm)].map((line) => line[1]!);
    expect(disallowed.length).toBeGreaterThan(0);
    for (const path of disallowed) expect('/share/coach/ana-souza.png'.startsWith(path), path).toBe(false);
  });

  it('gives /home, the coaches list, the blog, a category and the help centre words of their own', async () => {
    const descriptions = await Promise.all(
      ['/home', '/coaches_list', '/blog', '/blog/carreira', '/help'].map(async (path) =>
        meta((await get(app, path)).doc, 'description'),
      ),
    );
    expect(new Set(descriptions).size).toBe(5);
  });

  it.each(['rafael-oliveira', 'brunotavares88'])(
    "lists in sameAs exactly the profiles %s's page links, as it links them, without a phone link",
    async (username) => {
      const { doc, root } = await get(app, `/${username}`);
      const linked = [
        ...new Set(
          [...root.querySelectorAll('a[data-network]:not([data-network="whatsapp"])')].map((link) =>
            link.getAttribute('href'),
          ),
        ),
      ];
      expect(linked.length).toBeGreaterThan(0);
      const person = (jsonLd(doc) as { mainEntity: { sameAs: string[] } }).mainEntity;
      expect(person.sameAs.toSorted()).toEqual(linked.toSorted());
      expect(person.sameAs.some((url) => url.includes('wa.me'))).toBe(false);
    },
  );
});
