import { describe, expect, it } from 'vitest';
import { signInDestination } from './destination';

const returning = { username: 'ana-souza', alreadySiteAccess: true };
const firstTime = { username: 'novo-coach', alreadySiteAccess: false };

describe('signInDestination', () => {
  it('follows the spec when no page was asked for: edit page, or /customize on the first sign-in', () => {
    expect(signInDestination(returning, null)).toBe('/ana-souza/edit');
    expect(signInDestination(firstTime, undefined)).toBe('/customize');
  });

  it('takes a returning coach back to the page they asked for', () => {
    expect(signInDestination(returning, '/customize/form')).toBe('/customize/form');
    expect(signInDestination(returning, '/coaches_list?name=ana')).toBe('/coaches_list?name=ana');
  });

  it('sends a returning coach to /home when the page asked for is not on this site', () => {
    for (const hostile of ['//evil.example', '/\\evil.example', '%2F%2Fevil.example', 'javascript:alert(1)', '']) {
      expect(signInDestination(returning, hostile)).toBe('/home');
    }
  });

  it('keeps a first-time coach on the setup, whatever was asked for outside it', () => {
    expect(signInDestination(firstTime, '/customize/form')).toBe('/customize/form');
    expect(signInDestination(firstTime, '/ana-souza/edit')).toBe('/customize');
    expect(signInDestination(firstTime, '//evil.example')).toBe('/customize');
  });

  it('never returns to the sign-in or sign-out pages', () => {
    expect(signInDestination(returning, '/login?redirect=%2Fhome')).toBe('/ana-souza/edit');
    expect(signInDestination(returning, '/logout')).toBe('/ana-souza/edit');
    expect(signInDestination(returning, '/demo/authorize?state=x')).toBe('/ana-souza/edit');
  });
});
