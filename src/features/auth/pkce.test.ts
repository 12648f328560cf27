import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  codeChallengeFor,
  consumeAuthorization,
  createCodeVerifier,
  createState,
  rememberAuthorization,
  takeAuthorizationFor,
} from './pkce';

describe('PKCE', () => {
  it('computes the S256 challenge of the RFC 7636 example', async () => {
    await expect(codeChallengeFor('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).resolves.toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('creates verifiers the provider accepts (43 unreserved characters) and never repeats them', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i += 1) {
      const verifier = createCodeVerifier();
      expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
      seen.add(verifier);
    }
    expect(seen.size).toBe(200);
    expect(createState()).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('always derives a 43-character base64url challenge', async () => {
    await fc.assert(
      fc.asyncProperty(fc.stringMatching(/^[A-Za-z0-9._~-]{43,128}$/), async (verifier) => {
        expect(await codeChallengeFor(verifier)).toMatch(/^[A-Za-z0-9_-]{43}$/);
      }),
      { numRuns: 50 },
    );
  });
});

describe('pending authorization', () => {
  it('is read once', () => {
    const pending = rememberAuthorization();
    expect(consumeAuthorization()).toEqual(pending);
    expect(consumeAuthorization()).toBeNull();
  });

  it('is reused while it waits, and renewed once consumed or expired', () => {
    const first = rememberAuthorization(null, 1_000);
    expect(rememberAuthorization(null, 2_000)).toEqual(first);
    consumeAuthorization(2_000);
    const second = rememberAuthorization(null, 3_000);
    expect(second.state).not.toBe(first.state);
    expect(rememberAuthorization(null, 3_000 + 10 * 60 * 1000 + 1).state).not.toBe(second.state);
  });

  it('expires after ten minutes', () => {
    rememberAuthorization(null, 0);
    expect(consumeAuthorization(10 * 60 * 1000 + 1)).toBeNull();
  });

  it('carries the page to return to, the latest one asked for, without a new state', () => {
    const first = rememberAuthorization('/customize', 1_000);
    expect(first.returnTo).toBe('/customize');
    const again = rememberAuthorization('/ana-souza/edit', 2_000);
    expect(again).toEqual({ ...first, returnTo: '/ana-souza/edit' });
    expect(consumeAuthorization(3_000)).toEqual(again);
    expect(rememberAuthorization(null, 4_000).returnTo).toBeNull();
  });

  it('answers the same for the same callback code in one page', () => {
    const pending = rememberAuthorization();
    expect(takeAuthorizationFor('code-a', pending.state)).toEqual(pending);
    expect(takeAuthorizationFor('code-a', pending.state)).toEqual(pending);
    expect(takeAuthorizationFor('code-b', pending.state)).toBeNull();
    const next = rememberAuthorization();
    expect(takeAuthorizationFor('code-a', next.state)).toEqual(next);
  });
});
