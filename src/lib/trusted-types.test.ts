import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

interface Rules {
  createHTML: (input: string) => string;
  createScriptURL: (input: string) => string;
}

/** A browser with Trusted Types: keeps the rules of each policy made, and marks what they pass. */
async function withTrustedTypes() {
  const made: { name: string; rules: Rules }[] = [];
  vi.stubGlobal('trustedTypes', {
    createPolicy: (name: string, rules: Rules) => {
      made.push({ name, rules });
      return {
        createHTML: (input: string) => ({ html: rules.createHTML(input) }),
        createScriptURL: (input: string) => ({ url: rules.createScriptURL(input) }),
      };
    },
  });
  return { made, ...(await import('./trusted-types')) };
}

describe('the coachly Trusted Types policy', () => {
  it('is made once, and gives the frame its empty document and a worker its address as trusted values', async () => {
    const { made, emptyDocument, ownScriptUrl } = await withTrustedTypes();
    expect(made.map(({ name }) => name)).toEqual(['coachly']);
    const { html } = emptyDocument() as unknown as { html: string };
    expect(html).toMatch(/^<!doctype html>.*<body><\/body><\/html>$/);
    expect(ownScriptUrl('/assets/locale-data.worker-abc.js')).toEqual({ url: '/assets/locale-data.worker-abc.js' });
  });

  it('passes no other document and no script of another origin', async () => {
    const { made, ownScriptUrl } = await withTrustedTypes();
    const { rules } = made[0]!;
    expect(() => rules.createHTML('<img src=x onerror=alert(1)>')).toThrow(TypeError);
    expect(() => rules.createScriptURL('https://evil.example/x.js')).toThrow(TypeError);
    expect(() => ownScriptUrl('//evil.example/x.js')).toThrow(TypeError);
  });

  it('hands the plain values over where the browser has no Trusted Types, still refusing another origin', async () => {
    const { emptyDocument, ownScriptUrl } = await import('./trusted-types');
    expect(emptyDocument()).toMatch(/^<!doctype html>/);
    expect(ownScriptUrl('/assets/x.js')).toBe('/assets/x.js');
    expect(() => ownScriptUrl('https://evil.example/x.js')).toThrow(TypeError);
  });
});
