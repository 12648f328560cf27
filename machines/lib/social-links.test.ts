import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { normaliseSocialLink, normaliseSocialLinks, SOCIAL_BASES, SOCIAL_NETWORKS } from './social-links';

const network = fc.constantFrom(...SOCIAL_NETWORKS);
const messy = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc
    .tuple(
      fc.constantFrom('javascript:', 'data:text/html,', 'https://evil.example/', '//', '@', 'www.instagram.com/'),
      fc.string(),
    )
    .map(([a, b]) => a + b),
);

describe('normaliseSocialLink', () => {
  it('turns full addresses, handles and paths into the profile address on the network domain', () => {
    expect(normaliseSocialLink('instagram', 'https://www.instagram.com/ana.coach/?hl=pt')).toBe(
      'https://www.instagram.com/ana.coach',
    );
    expect(normaliseSocialLink('instagram', '@ana.coach')).toBe('https://www.instagram.com/ana.coach');
    expect(normaliseSocialLink('facebook', 'facebook.com/ana.coach')).toBe('https://www.facebook.com/ana.coach');
    expect(normaliseSocialLink('twitter', 'http://x.com/anacoach')).toBe('https://twitter.com/anacoach');
    expect(normaliseSocialLink('linkedin', 'https://br.linkedin.com/in/ana-coach/')).toBe(
      'https://www.linkedin.com/in/ana-coach',
    );
    expect(normaliseSocialLink('linkedin', 'ana-coach')).toBe('https://www.linkedin.com/in/ana-coach');
  });

  it('keeps the last path segment longer than one character', () => {
    expect(normaliseSocialLink('instagram', 'instagram.com/ana/a')).toBe('https://www.instagram.com/ana');
  });

  it('makes a YouTube value without @ a channel and one with @ a handle', () => {
    expect(normaliseSocialLink('youtube', 'UC1234567890')).toBe('https://www.youtube.com/channel/UC1234567890');
    expect(normaliseSocialLink('youtube', 'https://youtube.com/channel/UC1234567890')).toBe(
      'https://www.youtube.com/channel/UC1234567890',
    );
    expect(normaliseSocialLink('youtube', '@anacoach')).toBe('https://www.youtube.com/@anacoach');
    expect(normaliseSocialLink('youtube', 'https://www.youtube.com/@anacoach/videos')).toBe(
      'https://www.youtube.com/@anacoach',
    );
    expect(normaliseSocialLink('youtube', 'https://www.youtube.com/channel/UC1234567890/featured')).toBe(
      'https://www.youtube.com/channel/UC1234567890',
    );
  });

  it('builds WhatsApp links from the digits', () => {
    expect(normaliseSocialLink('whatsapp', '+55 (11) 98765-4321')).toBe('https://wa.me/5511987654321');
    expect(normaliseSocialLink('whatsapp', 'https://api.whatsapp.com/send?phone=5511987654321')).toBe(
      'https://wa.me/5511987654321',
    );
    expect(normaliseSocialLink('whatsapp', 'wa.me/5511987654321')).toBe('https://wa.me/5511987654321');
  });

  it('fixes script and foreign addresses instead of passing them on', () => {
    expect(normaliseSocialLink('instagram', 'javascript:alert(1)')).toBe('https://www.instagram.com/alert1');
    expect(normaliseSocialLink('facebook', 'https://evil.example/phish')).toBe('https://www.facebook.com/phish');
    expect(normaliseSocialLink('facebook', '')).toBe('');
    expect(normaliseSocialLink('facebook', '   ')).toBe('');
    expect(normaliseSocialLink('facebook', 'a')).toBe('');
  });

  it('never throws and always returns empty or an https address on the network domain', () => {
    fc.assert(
      fc.property(network, messy, (net, value) => {
        const out = normaliseSocialLink(net, value);
        if (out === '') return;
        expect(out.startsWith(SOCIAL_BASES[net])).toBe(true);
        expect(new URL(out).protocol).toBe('https:');
        expect(out.slice(SOCIAL_BASES[net].length)).toMatch(/^(channel\/|@)?[A-Za-z0-9._-]{1,}$/);
        expect(out.slice(SOCIAL_BASES[net].length).replace(/^channel\//, '').length).toBeGreaterThan(1);
      }),
      { numRuns: 2000 },
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(network, messy, (net, value) => {
        const once = normaliseSocialLink(net, value);
        expect(normaliseSocialLink(net, once)).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });

  it('normalises a whole set and drops empty networks', () => {
    expect(normaliseSocialLinks({ instagram: '@ana', facebook: '', youtube: undefined })).toEqual({
      instagram: 'https://www.instagram.com/ana',
    });
    expect(normaliseSocialLinks(null)).toEqual({});
  });
});
