import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { clampDescription, setDocumentMeta } from '@/lib/document-meta';

const content = (selector: string) => document.head.querySelector<HTMLMetaElement>(selector)?.content;

afterEach(() => {
  document.head.innerHTML = '';
  document.title = '';
});

describe('document meta', () => {
  it('sets the title, description and Open Graph tags of a shared page', () => {
    setDocumentMeta({
      title: 'Como escolher um coach',
      description: 'Cinco perguntas antes da primeira sessão.',
      image: '/demo/blog/p-01.svg',
      url: '/blog/post/como-escolher',
      type: 'article',
    });
    expect(document.title).toBe('Como escolher um coach · Coachly');
    expect(content('meta[name="description"]')).toBe('Cinco perguntas antes da primeira sessão.');
    expect(content('meta[property="og:title"]')).toBe('Como escolher um coach');
    expect(content('meta[property="og:description"]')).toBe('Cinco perguntas antes da primeira sessão.');
    expect(content('meta[property="og:type"]')).toBe('article');
    expect(content('meta[property="og:image"]')).toBe(`${window.location.origin}/demo/blog/p-01.svg`);
    expect(content('meta[property="og:url"]')).toBe(`${window.location.origin}/blog/post/como-escolher`);
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
  });

  it('restores the previous tags when the page leaves', () => {
    document.title = 'Coachly';
    const description = document.createElement('meta');
    description.name = 'description';
    description.content = 'Plataforma de coaches';
    document.head.appendChild(description);

    const restore = setDocumentMeta({ title: 'Post', description: 'Sobre o post' });
    expect(content('meta[name="description"]')).toBe('Sobre o post');
    restore();
    expect(document.title).toBe('Coachly');
    expect(content('meta[name="description"]')).toBe('Plataforma de coaches');
    expect(document.head.querySelector('meta[property="og:title"]')).toBeNull();
  });

  it('removes an image tag the new page does not have, and puts it back afterwards', () => {
    const restoreFirst = setDocumentMeta({ title: 'A', image: '/a.png' });
    const restoreSecond = setDocumentMeta({ title: 'B' });
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
    expect(content('meta[name="twitter:card"]')).toBe('summary');
    restoreSecond();
    expect(content('meta[property="og:image"]')).toBe(`${window.location.origin}/a.png`);
    restoreFirst();
    expect(document.head.querySelector('meta')).toBeNull();
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
