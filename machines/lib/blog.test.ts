// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BLOG_PAGE_SIZE,
  appendPage,
  categoryName,
  isChangedTerm,
  nextOffset,
  normaliseTerm,
  pickSuggestions,
} from './blog';

const item = fc.record({ id: fc.integer({ min: 1, max: 40 }) });
const slugPost = fc.record({ meta: fc.record({ slug: fc.constantFrom('a', 'b', 'c', 'd') }) });
const padding = fc.array(fc.constantFrom(' ', '\t', '\n'), { maxLength: 4 }).map((chars) => chars.join(''));

describe('blog rules', () => {
  it('a term padded with whitespace is never a change', () => {
    fc.assert(
      fc.property(fc.string(), padding, padding, (term, before, after) => {
        expect(isChangedTerm(before + term + after, term)).toBe(false);
        expect(normaliseTerm(before + term + after)).toBe(normaliseTerm(term));
      }),
    );
  });

  it('normalising is idempotent and leaves no surrounding whitespace', () => {
    fc.assert(
      fc.property(fc.string(), (term) => {
        const once = normaliseTerm(term);
        expect(normaliseTerm(once)).toBe(once);
        expect(once).toBe(once.trim());
      }),
    );
  });

  it('a category is named in the language asked for, or by its own name where the API has none', () => {
    const career = {
      id: 1,
      name: 'Carreira',
      slug: 'carreira',
      names: { pt: 'Carreira', en: 'Career', es: 'Carrera' },
    };
    expect(categoryName(career, 'en')).toBe('Career');
    expect(categoryName(career, 'es')).toBe('Carrera');
    expect(categoryName({ id: 2, name: 'Liderança' }, 'en')).toBe('Liderança');
    expect(categoryName({ id: 2, name: 'Liderança', names: { en: '' } }, 'en')).toBe('Liderança');
  });

  it('a term with different words is a change', () => {
    expect(isChangedTerm('carreira', 'saúde')).toBe(true);
    expect(isChangedTerm('', 'saúde')).toBe(true);
  });

  it('appending keeps the shown posts first, in order, and never duplicates a post', () => {
    fc.assert(
      fc.property(fc.uniqueArray(item, { selector: (p) => p.id }), fc.array(item), (existing, page) => {
        const merged = appendPage(existing, page);
        expect(merged.slice(0, existing.length)).toEqual(existing);
        const ids = merged.map((p) => p.id);
        expect(new Set(ids).size).toBe(ids.length);
        for (const p of page) expect(ids).toContain(p.id);
      }),
    );
  });

  it('paging through a list of any size asks for each offset once and stops after the last post', () => {
    fc.assert(
      fc.property(fc.nat(95), (total) => {
        const offsets: number[] = [];
        let offset: number | undefined = 0;
        while (offset !== undefined) {
          offsets.push(offset);
          const received = Math.max(0, Math.min(BLOG_PAGE_SIZE, total - offset));
          offset = nextOffset(offset, received, total);
        }
        const pages = Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));
        expect(offsets).toEqual(Array.from({ length: pages }, (_, page) => page * BLOG_PAGE_SIZE));
      }),
    );
  });

  it('a short page ends the list even when the total promises more', () => {
    expect(nextOffset(10, BLOG_PAGE_SIZE - 1, 50)).toBeUndefined();
    expect(nextOffset(10, BLOG_PAGE_SIZE, 50)).toBe(20);
  });

  it('suggestions never include the post being read and never exceed the count', () => {
    fc.assert(
      fc.property(
        fc.array(slugPost, { maxLength: 6 }),
        fc.constantFrom('a', 'b', 'z'),
        fc.nat(4),
        (fetched, slug, count) => {
          const picked = pickSuggestions(fetched, slug, count);
          expect(picked.length).toBeLessThanOrEqual(count);
          expect(picked.every((p) => p.meta.slug !== slug)).toBe(true);
        },
      ),
    );
  });

  it('picks 2 of 3 fetched posts, skipping the current one', () => {
    const fetched = [{ meta: { slug: 'a' } }, { meta: { slug: 'b' } }, { meta: { slug: 'c' } }];
    expect(pickSuggestions(fetched, 'b').map((p) => p.meta.slug)).toEqual(['a', 'c']);
    expect(pickSuggestions(fetched, 'z').map((p) => p.meta.slug)).toEqual(['a', 'b']);
  });
});
