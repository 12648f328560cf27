// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  normaliseSocialLink,
  normaliseSocialLinks,
  readSocialLink,
  SOCIAL_BASES,
  SOCIAL_NETWORKS,
  type SocialNetworkName,
} from './social-links';

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

  it('gives a WhatsApp number typed without its country code the default one, +55', () => {
    expect(normaliseSocialLink('whatsapp', '(11) 98765-4321')).toBe('https://wa.me/5511987654321');
    expect(normaliseSocialLink('whatsapp', '011 98765-4321')).toBe('https://wa.me/5511987654321');
    expect(normaliseSocialLink('whatsapp', '5511987654321')).toBe('https://wa.me/5511987654321');
    expect(normaliseSocialLink('whatsapp', '+351 912 345 678')).toBe('https://wa.me/351912345678');
    expect(normaliseSocialLink('whatsapp', '+1 (201) 555-0123')).toBe('https://wa.me/12015550123');
  });

  it('saves nothing for script and foreign addresses, and for values without a profile', () => {
    expect(normaliseSocialLink('instagram', 'javascript:alert(1)')).toBe('');
    expect(normaliseSocialLink('facebook', 'https://evil.example/phish')).toBe('');
    expect(normaliseSocialLink('facebook', 'https://facebook.com/')).toBe('');
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

  it('keeps a profile whose name is a route word, and reads it back the same', () => {
    expect(normaliseSocialLink('linkedin', 'in')).toBe('https://www.linkedin.com/in/in');
    expect(normaliseSocialLink('linkedin', 'https://www.linkedin.com/in/in')).toBe('https://www.linkedin.com/in/in');
    expect(normaliseSocialLink('youtube', 'https://www.youtube.com/channel/channel')).toBe(
      'https://www.youtube.com/channel/channel',
    );
    expect(normaliseSocialLink('linkedin', 'https://www.linkedin.com/in/')).toBe('');
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

  it('shows visitors no link for a stored foreign or profile-less address, and fixes stored script values', () => {
    expect(
      normaliseSocialLinks({
        twitter: 'https://evil.example/phish',
        facebook: 'https://facebook.com/',
        linkedin: 'https://www.linkedin.com/in/',
        instagram: 'javascript:alert(1)',
      }),
    ).toEqual({ instagram: 'https://www.instagram.com/alert1' });
  });
});

/** The hosts the networks' profiles live on, to keep generated foreign hosts foreign. */
const NETWORK_DOMAINS = [
  'facebook.com',
  'fb.com',
  'instagram.com',
  'youtube.com',
  'twitter.com',
  'x.com',
  'linkedin.com',
  'wa.me',
  'whatsapp.com',
];
const isNetworkHost = (host: string) =>
  NETWORK_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`));

const OWN_HOSTS: Record<SocialNetworkName, string> = {
  facebook: 'facebook.com',
  instagram: 'instagram.com',
  youtube: 'youtube.com',
  twitter: 'twitter.com',
  linkedin: 'linkedin.com',
  whatsapp: 'wa.me',
};

const foreignHost = fc.domain().filter((host) => !isNetworkHost(host.toLowerCase()));
const handle = fc
  .stringMatching(/^[a-z0-9][a-z0-9._]{0,20}[a-z0-9]$/)
  .filter((name) => !isNetworkHost(name) && !name.startsWith('www.'));
const scheme = fc.constantFrom('', 'http://', 'https://', 'HTTPS://', '//');
const subdomain = fc.constantFrom('', 'www.', 'm.');
const profileNetwork = fc.constantFrom<SocialNetworkName>('facebook', 'instagram', 'twitter', 'linkedin');

describe('readSocialLink', () => {
  it.each([
    ['twitter', 'https://evil.example/phish'],
    ['twitter', 'evil.example/phish'],
    ['twitter', '//evil.example/phish'],
    ['facebook', 'http://www.evil.example/ana.souza'],
    ['facebook', 'https://facebook.com.evil.example/ana.souza'],
    ['facebook', 'https://evilfacebook.com/ana.souza'],
    ['facebook', 'https://facebook.com@evil.example/ana.souza'],
    ['facebook', 'https://www.instagram.com/ana.souza'],
    ['facebook', 'instagram.com'],
    ['facebook', 'www.evil.example'],
    ['facebook', 'ana@gmail.com'],
    ['instagram', 'javascript:alert(1)'],
    ['instagram', 'data:text/html,<script>alert(1)</script>'],
    ['youtube', 'https://evil.example.com/@anacoach'],
    ['whatsapp', 'https://evil.example/5511987654321'],
  ] as const)('refuses %s value %s as another site', (network, value) => {
    expect(readSocialLink(network, value)).toEqual({ kind: 'refused', reason: 'foreign' });
    expect(normaliseSocialLink(network, value)).toBe('');
  });

  it.each([
    ['facebook', 'https://facebook.com/'],
    ['facebook', 'facebook.com'],
    ['facebook', 'www.facebook.com/'],
    ['facebook', 'https://m.facebook.com?ref=bookmarks'],
    ['twitter', 'https://x.com/'],
    ['instagram', 'https://www.instagram.com/'],
    ['linkedin', 'https://www.linkedin.com/in/'],
    ['youtube', 'https://www.youtube.com/'],
    ['youtube', 'https://www.youtube.com/channel/'],
    ['whatsapp', 'https://wa.me/'],
    ['facebook', 'a'],
    ['instagram', '@'],
  ] as const)('refuses %s value %s as holding no profile', (network, value) => {
    expect(readSocialLink(network, value)).toEqual({ kind: 'refused', reason: 'noProfile' });
    expect(normaliseSocialLink(network, value)).toBe('');
  });

  it.each([
    ['instagram', '@ana.souza', 'https://www.instagram.com/ana.souza'],
    ['instagram', 'ana.souza', 'https://www.instagram.com/ana.souza'],
    ['facebook', 'https://facebook.com/ana.souza', 'https://www.facebook.com/ana.souza'],
    ['facebook', 'm.facebook.com/ana.souza', 'https://www.facebook.com/ana.souza'],
    ['twitter', 'www.twitter.com/ana_souza', 'https://twitter.com/ana_souza'],
    ['linkedin', 'https://www.linkedin.com/in/ana-souza/', 'https://www.linkedin.com/in/ana-souza'],
    ['youtube', 'youtube.com/@anasouza', 'https://www.youtube.com/@anasouza'],
    ['whatsapp', 'https://api.whatsapp.com/send?phone=5511987654321', 'https://wa.me/5511987654321'],
  ] as const)('accepts %s value %s as %s', (network, value, url) => {
    expect(readSocialLink(network, value)).toEqual({ kind: 'profile', url });
  });

  it('never turns an address on a foreign host into the network address', () => {
    fc.assert(
      fc.property(network, scheme, foreignHost, fc.webPath(), (net, prefix, host, path) => {
        // Without a scheme, a dotted name alone may be a handle (ana.souza); a path makes it a host.
        const value = `${prefix}${host}${prefix === '' ? `/${path.replace(/^\//, '')}` : path}`;
        expect(readSocialLink(net, value)).toEqual({ kind: 'refused', reason: 'foreign' });
        expect(normaliseSocialLink(net, value)).toBe('');
      }),
      { numRuns: 1000 },
    );
  });

  it("never doubles the network's host: its address without a profile is refused", () => {
    fc.assert(
      fc.property(network, scheme, subdomain, fc.constantFrom('', '/', '//', '/?ref=home', '#top'), (net, a, b, c) => {
        const value = `${a}${b}${OWN_HOSTS[net]}${c}`;
        expect(readSocialLink(net, value)).toEqual({ kind: 'refused', reason: 'noProfile' });
      }),
      { numRuns: 500 },
    );
  });

  it("reads the network's own address with a profile as that profile, whatever its form", () => {
    fc.assert(
      fc.property(profileNetwork, scheme, subdomain, handle, fc.constantFrom('', '/'), (net, a, b, name, end) => {
        const path = net === 'linkedin' ? `in/${name}` : name;
        const url = normaliseSocialLink(net, `${a}${b}${OWN_HOSTS[net]}/${path}${end}`);
        expect(url).toBe(`${SOCIAL_BASES[net]}${name}`);
        expect(url.slice(SOCIAL_BASES[net].length)).not.toContain(OWN_HOSTS[net]);
      }),
      { numRuns: 1000 },
    );
  });

  it('round-trips plain handles, with or without @', () => {
    fc.assert(
      fc.property(profileNetwork, handle, fc.boolean(), (net, name, at) => {
        const url = normaliseSocialLink(net, at ? `@${name}` : name);
        expect(url).toBe(`${SOCIAL_BASES[net]}${name}`);
        expect(normaliseSocialLink(net, url)).toBe(url);
      }),
      { numRuns: 1000 },
    );
    fc.assert(
      fc.property(handle, (name) => {
        expect(normaliseSocialLink('youtube', `@${name}`)).toBe(`${SOCIAL_BASES.youtube}@${name}`);
      }),
    );
  });
});
