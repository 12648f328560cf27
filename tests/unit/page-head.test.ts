import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { setupI18n } from '@lingui/core';
import {
  absolutePicture,
  absoluteUrl,
  breadcrumbJsonLd,
  collectionJsonLd,
  ogLocaleTags,
  clampDescription,
  localeUrl,
  pageHead,
  routeHead,
  siteHead,
  type HeadLinks,
  type HeadMeta,
  websiteJsonLd,
} from '@/lib/page-head';

const ORIGIN = window.location.origin;

/** The content of the tag with this name or property, as <HeadContent> would render it. */
const content = (meta: HeadMeta, key: string) =>
  meta.find((tag) => tag?.name === key || tag?.property === key)?.content;

/** The links as `[rel, hreflang, href]`. */
const links = (list: HeadLinks) => list.map((link) => [link?.rel, link?.hrefLang, link?.href]);

describe('page head', () => {
  it('gives a shared page its title, description and Open Graph and Twitter tags', () => {
    const { meta } = pageHead({
      title: 'Como escolher um coach',
      description: 'Cinco perguntas antes da primeira sessão.',
      card: { card: { kind: 'post', slug: 'como-escolher' }, alt: 'Como escolher um coach' },
      path: '/blog/post/como-escolher',
      type: 'article',
      locale: 'en',
    });
    expect(meta).toContainEqual({ title: 'Como escolher um coach · Coachly' });
    expect(content(meta, 'description')).toBe('Cinco perguntas antes da primeira sessão.');
    expect(content(meta, 'og:title')).toBe('Como escolher um coach');
    expect(content(meta, 'og:description')).toBe('Cinco perguntas antes da primeira sessão.');
    expect(content(meta, 'og:type')).toBe('article');
    expect(content(meta, 'og:url')).toBe(`${ORIGIN}/blog/post/como-escolher?lang=en`);
    expect(content(meta, 'twitter:card')).toBe('summary_large_image');
    expect(content(meta, 'twitter:title')).toBe('Como escolher um coach');
    expect(content(meta, 'twitter:description')).toBe('Cinco perguntas antes da primeira sessão.');
  });

  it("shares the page's card in its language, a PNG of 1200 by 630 with its description", () => {
    const { meta } = pageHead({
      title: 'Ana Souza',
      card: { card: { kind: 'coach', username: 'ana-souza' }, version: 'x1', alt: 'Ana Souza: Seu próximo passo' },
      locale: 'es',
    });
    const card = `${ORIGIN}/share/coach/ana-souza.png?lang=es&v=x1`;
    expect(content(meta, 'og:image')).toBe(card);
    expect(content(meta, 'og:image:type')).toBe('image/png');
    expect(content(meta, 'og:image:width')).toBe('1200');
    expect(content(meta, 'og:image:height')).toBe('630');
    expect(content(meta, 'og:image:alt')).toBe('Ana Souza: Seu próximo passo');
    expect(content(meta, 'twitter:image')).toBe(card);
    expect(content(meta, 'twitter:image:alt')).toBe('Ana Souza: Seu próximo passo');
    expect(content(meta, 'twitter:card')).toBe('summary_large_image');
  });

  it('names the language in og:locale and the other two as alternates', () => {
    expect(ogLocaleTags('en')).toEqual([
      { property: 'og:locale', content: 'en_US' },
      { property: 'og:locale:alternate', content: 'pt_BR' },
      { property: 'og:locale:alternate', content: 'es_ES' },
    ]);
    expect(ogLocaleTags('pt')[0]).toEqual({ property: 'og:locale', content: 'pt_BR' });
  });

  it('leaves out what the page does not have, so that the site defaults stand', () => {
    const { meta } = pageHead({ title: 'Central de Ajuda' });
    expect(meta).toEqual([
      { title: 'Central de Ajuda · Coachly' },
      { property: 'og:title', content: 'Central de Ajuda' },
      { name: 'twitter:title', content: 'Central de Ajuda' },
    ]);
    const site = siteHead({
      description: 'Plataforma de coaches',
      shareDescription: 'Coaches certificados',
      cardAlt: 'Coachly: coaches certificados',
    }).meta;
    expect(site).toContainEqual({ title: 'Coachly' });
    expect(content(site, 'description')).toBe('Plataforma de coaches');
    expect(content(site, 'og:description')).toBe('Coaches certificados');
    expect(content(site, 'twitter:description')).toBe('Coaches certificados');
    expect(content(site, 'og:site_name')).toBe('Coachly');
    expect(content(site, 'og:image')).toBe(`${ORIGIN}/share/page/home.png`);
    expect(content(site, 'og:image:alt')).toBe('Coachly: coaches certificados');
    expect(content(site, 'twitter:card')).toBe('summary_large_image');
  });

  it('cuts a long title, drops its reordering characters, and draws no picture from another host', () => {
    const { meta } = pageHead({ title: `Ana\u202E ${'S'.repeat(10_000)}` });
    const title = meta.find((tag) => tag && 'title' in tag)?.title ?? '';
    expect(title).toMatch(/^Ana S+… · Coachly$/);
    expect(title.length).toBeLessThanOrEqual(80);
    expect(content(meta, 'og:title')).toBe(title.replace(' · Coachly', ''));
    expect(absolutePicture('https://evil.example/pixel.gif')).toBeUndefined();
    expect(absolutePicture('/demo/avatars/c-001.svg')).toBe(`${ORIGIN}/demo/avatars/c-001.svg`);
  });

  it('clamps a long description in every tag that carries it', () => {
    const { meta } = pageHead({ title: 'Ana', description: 'palavra '.repeat(60) });
    for (const key of ['description', 'og:description', 'twitter:description']) {
      const text = content(meta, key);
      expect(typeof text === 'string' && text.length <= 200 && text.endsWith('…')).toBe(true);
    }
  });

  it('gives an indexed page its canonical address in its language, and its address in every language', () => {
    const pt = pageHead({ title: 'Ana Souza', path: '/ana-souza' });
    expect(links(pt.links)).toEqual([
      ['canonical', undefined, `${ORIGIN}/ana-souza`],
      ['alternate', 'pt', `${ORIGIN}/ana-souza`],
      ['alternate', 'en', `${ORIGIN}/ana-souza?lang=en`],
      ['alternate', 'es', `${ORIGIN}/ana-souza?lang=es`],
      ['alternate', 'x-default', `${ORIGIN}/ana-souza`],
    ]);
    expect(content(pt.meta, 'og:url')).toBe(`${ORIGIN}/ana-souza`);
    expect(content(pt.meta, 'robots')).toBeUndefined();

    const es = pageHead({ title: 'Ana Souza', path: '/blog?q=metas', locale: 'es' });
    expect(links(es.links)).toEqual([
      ['canonical', undefined, `${ORIGIN}/blog?q=metas&lang=es`],
      ['alternate', 'pt', `${ORIGIN}/blog?q=metas`],
      ['alternate', 'en', `${ORIGIN}/blog?q=metas&lang=en`],
      ['alternate', 'es', `${ORIGIN}/blog?q=metas&lang=es`],
      ['alternate', 'x-default', `${ORIGIN}/blog?q=metas`],
    ]);
    expect(content(es.meta, 'og:url')).toBe(`${ORIGIN}/blog?q=metas&lang=es`);
  });

  it('gives a page without a path no address, and keeps a noindex page out of search engines', () => {
    const head = pageHead({ title: 'Entrar', noindex: true, locale: 'en' });
    expect(head.links).toEqual([]);
    expect(content(head.meta, 'og:url')).toBeUndefined();
    expect(content(head.meta, 'robots')).toBe('noindex');
  });

  it('writes structured data as one JSON-LD entry', () => {
    const data = { '@context': 'https://schema.org', '@type': 'BlogPosting', headline: '</script><b>x</b>' };
    const { meta } = pageHead({ title: 'Post', jsonLd: data });
    expect(meta.filter((tag) => tag && 'script:ld+json' in tag)).toEqual([{ 'script:ld+json': data }]);
    expect(pageHead({ title: 'Post' }).meta.some((tag) => tag && 'script:ld+json' in tag)).toBe(false);
  });

  it("translates a route's title and names its router's language in the canonical address", () => {
    const i18n = setupI18n({
      locale: 'en',
      messages: { en: { ajuda: 'Help Center' } },
    });
    const head = routeHead(i18n, { title: { id: 'ajuda', message: 'Central de Ajuda' }, path: '/help' });
    expect(head.meta).toContainEqual({ title: 'Help Center · Coachly' });
    expect(head.links).toContainEqual({ rel: 'canonical', href: `${ORIGIN}/help?lang=en` });
    // A name is no text to translate.
    expect(routeHead(i18n, { title: 'Ana Souza' }).meta).toContainEqual({ title: 'Ana Souza · Coachly' });
  });

  it('gives /home a site search aimed at the coaches list in its language, and lists and posts their place', () => {
    const site = websiteJsonLd({ url: `${ORIGIN}/home?lang=es`, locale: 'es' });
    expect(site).toMatchObject({
      '@type': 'WebSite',
      url: `${ORIGIN}/home?lang=es`,
      inLanguage: 'es',
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${ORIGIN}/coaches_list?lang=es&name={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
    expect(collectionJsonLd({ url: `${ORIGIN}/blog`, name: 'Blog', locale: 'pt' })).toMatchObject({
      '@type': 'CollectionPage',
      name: 'Blog',
      inLanguage: 'pt-BR',
    });
    const trail = breadcrumbJsonLd('en', [
      { name: 'Blog', path: '/blog' },
      { name: 'Career', path: '/blog/carreira' },
    ]);
    expect(trail).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Blog', item: `${ORIGIN}/blog?lang=en` },
        { '@type': 'ListItem', position: 2, name: 'Career', item: `${ORIGIN}/blog/carreira?lang=en` },
      ],
    });
  });

  it('makes addresses absolute on the page origin, and names the language in them but pt', () => {
    expect(absoluteUrl('/demo/a.svg')).toBe(`${ORIGIN}/demo/a.svg`);
    expect(absoluteUrl('https://cdn.example/a.svg')).toBe('https://cdn.example/a.svg');
    expect(localeUrl('https://coachly.example/home?lang=en', 'pt')).toBe('https://coachly.example/home');
    expect(localeUrl('https://coachly.example/home?lang=en', 'es')).toBe('https://coachly.example/home?lang=es');
  });

  it('keeps descriptions short enough for link previews', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 600 }), (text) => {
        expect(clampDescription(text).length).toBeLessThanOrEqual(200);
      }),
    );
    expect(clampDescription('  curta   e  simples ')).toBe('curta e simples');
  });
});
