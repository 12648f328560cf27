import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each([
    '/customize',
    '/customize/form',
    '/ana-souza/edit',
    '/coaches_list?name=ana&page=2',
    '/blog/post/como-planejar#comments',
    '/',
  ])('keeps the same-origin path %s', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it('keeps encoded characters of a same-origin path', () => {
    expect(safeReturnPath('/coaches_list?name=ana%20souza')).toBe('/coaches_list?name=ana%20souza');
    expect(safeReturnPath('/blog/s%C3%A3o-paulo')).toBe('/blog/s%C3%A3o-paulo');
  });

  it.each([
    ['a protocol-relative address', '//evil.example'],
    ['a protocol-relative address with a path', '//evil.example/home'],
    ['a slash and a backslash', '/\\evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['a backslash later in the path', '/home\\..\\\\evil.example'],
    ['an encoded protocol-relative address', '%2F%2Fevil.example'],
    ['an encoded second slash', '/%2Fevil.example'],
    ['an encoded protocol-relative address after a slash', '/%2F%2Fevil.example'],
    ['a double-encoded second slash', '/%252Fevil.example'],
    ['a double-encoded protocol-relative address', '%252F%252Fevil.example'],
    ['a triple-encoded second slash', '/%25252Fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['a double-encoded backslash', '/%255Cevil.example'],
    ['a tab between the slashes', '/\t/evil.example'],
    ['a newline between the slashes', '/\n/evil.example'],
    ['a carriage return between the slashes', '/\r\n/evil.example'],
    ['an encoded tab between the slashes', '/%09/evil.example'],
    ['a dot segment that folds into two slashes', '/.//evil.example'],
    ['a javascript: address', 'javascript:alert(1)'],
    ['a mixed-case javascript: address', 'JaVaScRiPt:alert(1)'],
    ['a javascript: address behind spaces', '  javascript:alert(1)'],
    ['an encoded javascript: address', 'javascript%3Aalert(1)'],
    ['a data: address', 'data:text/html,<script>alert(1)</script>'],
    ['an https address', 'https://evil.example'],
    ['an http address to our own path', 'http://evil.example/home'],
    ['a relative path', 'home'],
    ['an empty value', ''],
    ['a lone space', ' '],
  ])('turns %s into /home', (_, value) => {
    expect(safeReturnPath(value)).toBe('/home');
  });

  it('turns anything but a string into /home', () => {
    for (const value of [undefined, null, 42, {}, ['/customize']]) expect(safeReturnPath(value)).toBe('/home');
  });

  it('refuses very long values', () => {
    expect(safeReturnPath(`/${'a'.repeat(5000)}`)).toBe('/home');
  });

  it('never throws and always returns one same-origin path, and a second pass changes nothing', () => {
    const hostile = fc.constantFrom(
      '/',
      '//',
      '\\',
      '%2F',
      '%5C',
      '%25',
      '%',
      '\t',
      '\n',
      ':',
      '.',
      '..',
      '@',
      '?',
      '#',
      'javascript:',
      'evil.example',
    );
    const value = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary' }),
      fc.array(fc.oneof(hostile, fc.string({ maxLength: 3 })), { maxLength: 12 }).map((parts) => parts.join('')),
      fc.webUrl().map((url) => url.replace(/^https?:/, '')),
      fc.webPath(),
    );
    fc.assert(
      fc.property(value, (input) => {
        const out = safeReturnPath(input);
        expect(out).toMatch(/^\/(?![/\\])/);
        expect(new URL(out, 'https://app.example').origin).toBe('https://app.example');
        expect(safeReturnPath(out)).toBe(out);
      }),
      { numRuns: 1000 },
    );
  });
});
