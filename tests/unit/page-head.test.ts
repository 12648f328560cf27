import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { clampDescription, dropStaticHeadTags, pageHead, siteHead, type HeadMeta } from '@/lib/page-head';

/** The content of the tag with this name or property, as <HeadContent> would render it. */
const content = (meta: HeadMeta, key: string) =>
  meta.find((tag) => tag?.name === key || tag?.property === key)?.content;

describe('page head', () => {
  it('gives a shared page its title, description and Open Graph and Twitter tags', () => {
    const { meta } = pageHead({
      title: 'Como escolher um coach',
      description: 'Cinco perguntas antes da primeira sessão.',
      image: '/demo/blog/p-01.svg',
      url: '/blog/post/como-escolher',
      type: 'article',
    });
    expect(meta).toContainEqual({ title: 'Como escolher um coach · Coachly' });
    expect(content(meta, 'description')).toBe('Cinco perguntas antes da primeira sessão.');
    expect(content(meta, 'og:title')).toBe('Como escolher um coach');
    expect(content(meta, 'og:description')).toBe('Cinco perguntas antes da primeira sessão.');
    expect(content(meta, 'og:type')).toBe('article');
    expect(content(meta, 'og:image')).toBe(`${window.location.origin}/demo/blog/p-01.svg`);
    expect(content(meta, 'og:url')).toBe(`${window.location.origin}/blog/post/como-escolher`);
    expect(content(meta, 'twitter:card')).toBe('summary_large_image');
    expect(content(meta, 'twitter:title')).toBe('Como escolher um coach');
    expect(content(meta, 'twitter:image')).toBe(`${window.location.origin}/demo/blog/p-01.svg`);
  });

  it('leaves out what the page does not have, so that the site defaults stand', () => {
    const { meta } = pageHead({ title: 'Central de Ajuda' });
    expect(meta).toEqual([
      { title: 'Central de Ajuda · Coachly' },
      { property: 'og:title', content: 'Central de Ajuda' },
      { name: 'twitter:title', content: 'Central de Ajuda' },
    ]);
    const site = siteHead({ description: 'Plataforma de coaches', shareDescription: 'Coaches certificados' }).meta;
    expect(site).toContainEqual({ title: 'Coachly' });
    expect(content(site, 'description')).toBe('Plataforma de coaches');
    expect(content(site, 'og:description')).toBe('Coaches certificados');
    expect(content(site, 'og:site_name')).toBe('Coachly');
    expect(content(site, 'twitter:card')).toBe('summary');
  });

  it('cuts a long title, drops its reordering characters, and shares no picture from another host', () => {
    const { meta } = pageHead({ title: `Ana\u202E ${'S'.repeat(10_000)}`, image: 'https://evil.example/pixel.gif' });
    const title = meta.find((tag) => tag && 'title' in tag)?.title ?? '';
    expect(title).toMatch(/^Ana S+… · Coachly$/);
    expect(title.length).toBeLessThanOrEqual(80);
    expect(content(meta, 'og:title')).toBe(title.replace(' · Coachly', ''));
    expect(content(meta, 'og:image')).toBeUndefined();
    expect(content(meta, 'twitter:image')).toBeUndefined();
  });

  it('clamps a long description in every tag that carries it', () => {
    const { meta } = pageHead({ title: 'Ana', description: 'palavra '.repeat(60) });
    for (const key of ['description', 'og:description', 'twitter:description']) {
      const text = content(meta, key);
      expect(typeof text === 'string' && text.length <= 200 && text.endsWith('…')).toBe(true);
    }
  });

  it("removes index.html's page tags before the app renders, and keeps the document's own", () => {
    const head = document.implementation.createHTMLDocument('Coachly').head;
    head.insertAdjacentHTML(
      'beforeend',
      `<meta charset="UTF-8" /><meta name="viewport" content="width=device-width" />
      <meta name="referrer" content="strict-origin" /><meta name="theme-color" content="#14213d" />
      <meta name="description" content="Encontre um coach" /><meta property="og:title" content="Coachly" />
      <meta property="og:description" content="Coaches" /><meta property="og:type" content="website" />
      <meta name="twitter:card" content="summary" />`,
    );
    dropStaticHeadTags(head);
    expect([...head.querySelectorAll('meta')].map((tag) => tag.getAttribute('name') ?? 'charset')).toEqual([
      'charset',
      'viewport',
      'referrer',
      'theme-color',
    ]);
    expect(head.querySelector('title')?.textContent).toBe('Coachly');
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
