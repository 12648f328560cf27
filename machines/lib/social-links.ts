/**
 * Social links as the spec wants them: whatever the coach typed (a full address, a handle,
 * a path) is reduced to its last path segment longer than one character and rebuilt as an
 * https profile address on the network's own domain, so a link can never run script. One
 * exception to "fixed, not rejected": an address on another site, or the network's own address
 * with no profile in it, is refused instead, because rebuilding it would silently point at a
 * different profile (`evil.example/phish` -> `twitter.com/phish`, `facebook.com/` ->
 * `facebook.com/facebook.com`). The site and the edit mode's settings share this.
 */
import type { SocialNetwork } from '@/api/gen/api-v1/model';
import { everyValueOf } from './enum-list';
import { internationalDigits } from './phone';

/** The networks in the order the settings list them; the type checker holds it to the contract's. */
export const SOCIAL_NETWORKS = everyValueOf<SocialNetwork>()([
  'facebook',
  'instagram',
  'youtube',
  'twitter',
  'linkedin',
  'whatsapp',
]);
export type SocialNetworkName = SocialNetwork;

/** Where each network's profiles live. */
export const SOCIAL_BASES: Record<SocialNetworkName, string> = {
  facebook: 'https://www.facebook.com/',
  instagram: 'https://www.instagram.com/',
  youtube: 'https://www.youtube.com/',
  twitter: 'https://twitter.com/',
  linkedin: 'https://www.linkedin.com/in/',
  whatsapp: 'https://wa.me/',
};

/** The domains each network's profiles live on; their subdomains (www., m., br.) count too. */
const SOCIAL_DOMAINS: Record<SocialNetworkName, readonly string[]> = {
  facebook: ['facebook.com', 'fb.com'],
  instagram: ['instagram.com'],
  youtube: ['youtube.com'],
  twitter: ['twitter.com', 'x.com'],
  linkedin: ['linkedin.com'],
  whatsapp: ['wa.me', 'whatsapp.com'],
};

/**
 * Path words that lead to a profile on the network's site but are not one: without a name after
 * them (`linkedin.com/in/`, `youtube.com/channel/`) the address holds no profile.
 */
const ROUTE_WORDS: Partial<Record<SocialNetworkName, readonly string[]>> = {
  linkedin: ['in', 'pub'],
  youtube: ['channel', 'user', 'c'],
};

const SCHEME = /^[a-z][a-z0-9+.-]*:(\/\/)?/i;
/** A scheme name; a colon followed by a digit is a port (`instagram.com:443/ana`), not a scheme. */
const SCHEME_NAME = /^([a-z][a-z0-9+.-]*):(?!\d)/i;

const belongsTo = (network: SocialNetworkName, host: string) =>
  SOCIAL_DOMAINS[network].some((domain) => host === domain || host.endsWith(`.${domain}`));

const isSocialHost = (host: string) => SOCIAL_NETWORKS.some((network) => belongsTo(network, host));

interface Address {
  host: string;
  /** The path parts after the host, query and fragment left out. */
  parts: string[];
}

/**
 * The host and path when the value is a web address rather than a handle; 'otherScheme' for
 * javascript:, data: and the like; null for a handle or a bare path. A dotted first part counts
 * as a host when a path follows it, when it is a network's or a www. host, or when it carries a
 * user name (`ana@gmail.com`); alone it stays a handle, since `ana.souza` is one.
 */
function addressOf(text: string): Address | 'otherScheme' | null {
  const scheme = SCHEME_NAME.exec(text)?.[1]?.toLowerCase();
  let rest = text;
  if (scheme !== undefined) {
    if (scheme !== 'http' && scheme !== 'https') return 'otherScheme';
    rest = text.slice(scheme.length + 1);
  } else if (!/^[\\/]{2}/.test(text)) {
    const head = text.split(/[\\/?#]/)[0]!;
    const hasPath = /^[\\/]/.test(text.slice(head.length));
    const bare = head.replace(/^.*@/, '').replace(/:\d*$/, '').replace(/\.$/, '').toLowerCase();
    const hostLike =
      head.includes('.') && (hasPath || /.@/.test(head) || bare.startsWith('www.') || isSocialHost(bare));
    if (!hostLike) return null;
  }
  rest = rest.replace(/^[\\/]+/, '');
  let host = '';
  try {
    // The platform's parser decides the host, so `facebook.com@evil.example` is evil.example.
    host = new URL(`https://${rest}`).hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    // Not parseable as an address: no host, so it belongs to no network.
  }
  const parts = rest
    .replace(/[?#].*$/s, '')
    .split(/[\\/]+/)
    .filter((p) => p.length > 0)
    .slice(1);
  return { host, parts };
}

function segmentsOf(value: string): string[] {
  let rest = value.trim();
  // Query and fragment never hold the profile name (WhatsApp's phone= is handled apart).
  rest = rest.replace(/[?#].*$/s, '');
  rest = rest.replace(SCHEME, '');
  const parts = rest.split(/[\\/]+/).filter((p) => p.length > 0);
  // "www.instagram.com/name": the first part is a host when a path follows it.
  if (parts.length > 1 && parts[0]!.includes('.')) parts.shift();
  return parts;
}

function lastLongSegment(parts: string[], clean: (segment: string) => string): string {
  for (let i = parts.length - 1; i >= 0; i--) {
    const segment = clean(parts[i]!);
    if (segment.length > 1) return segment;
  }
  return '';
}

const cleanName = (segment: string) => segment.replace(/[^A-Za-z0-9._-]/g, '').replace(/^[._-]+/, '');

function youtubeSegment(segment: string): string {
  const handle = segment.includes('@');
  const name = cleanName(segment.replace(/@/g, ''));
  return handle ? (name.length > 0 ? `@${name}` : '') : name;
}

/**
 * The path without the route words that end it. A route word right after another one is the
 * profile's name (`linkedin.com/in/in` is the profile "in"), so it stays.
 */
function withoutTrailingRoutes(network: SocialNetworkName, parts: string[]): string[] {
  const routes = ROUTE_WORDS[network] ?? [];
  const isRoute = (index: number) => index >= 0 && routes.includes(parts[index]!.toLowerCase());
  let end = parts.length;
  while (end > 0 && isRoute(end - 1) && !isRoute(end - 2)) end--;
  return parts.slice(0, end);
}

/** The profile address built from a value's path parts, or '' when they hold no profile. */
function profileUrl(network: SocialNetworkName, parts: string[], text: string, isAddress: boolean): string {
  const base = SOCIAL_BASES[network];
  if (network === 'whatsapp') {
    // A link's number is international already; a number typed alone gets its country code.
    const phone = /[?&]phone=([^&#]*)/i.exec(text);
    const digits = phone
      ? phone[1]!.replace(/\D/g, '')
      : isAddress
        ? lastLongSegment(parts, (s) => s.replace(/\D/g, ''))
        : internationalDigits(text);
    return digits.length > 1 ? `${base}${digits}` : '';
  }
  if (network === 'youtube') {
    // A handle or a channel id wins over tab names that may follow it (/videos, /about).
    const handle = parts.map(youtubeSegment).find((s) => s.startsWith('@') && s.length > 1);
    const channelAt = parts.findIndex((p, i) => p === 'channel' && i < parts.length - 1);
    const channel = channelAt >= 0 ? cleanName(parts[channelAt + 1]!) : '';
    const segment = handle ?? (channel.length > 1 ? channel : lastLongSegment(parts, youtubeSegment));
    if (!segment) return '';
    return segment.startsWith('@') ? `${base}${segment}` : `${base}channel/${segment}`;
  }
  const segment = lastLongSegment(parts, cleanName);
  return segment ? `${base}${segment}` : '';
}

/**
 * What a typed value means for a network: nothing, a profile (with the address it is saved as),
 * or a refusal. 'foreign' is another site or a javascript:/data: address; 'noProfile' is the
 * network's own address, or a handle, with no profile name in it.
 */
type SocialLinkReading =
  { kind: 'empty' } | { kind: 'profile'; url: string } | { kind: 'refused'; reason: 'foreign' | 'noProfile' };

function read(
  network: SocialNetworkName,
  value: string | null | undefined,
  otherSchemes: 'refuse' | 'strip',
): SocialLinkReading {
  if (typeof value !== 'string' || value.trim() === '') return { kind: 'empty' };
  const text = value.trim();
  const address = addressOf(text);
  if (address === 'otherScheme') {
    if (otherSchemes === 'refuse') return { kind: 'refused', reason: 'foreign' };
    return read(network, text.replace(SCHEME, ''), otherSchemes);
  }
  if (address && !belongsTo(network, address.host)) return { kind: 'refused', reason: 'foreign' };
  const parts = address ? withoutTrailingRoutes(network, address.parts) : segmentsOf(text);
  const url = profileUrl(network, parts, text, Boolean(address));
  return url ? { kind: 'profile', url } : { kind: 'refused', reason: 'noProfile' };
}

/** Reads what the coach typed in a network's field, so the settings can refuse it at the field. */
export function readSocialLink(network: SocialNetworkName, value: string | null | undefined): SocialLinkReading {
  return read(network, value, 'refuse');
}

/**
 * The canonical https profile address for a network, or '' when the value is empty or refused,
 * so a refused value is never saved as some other link. Idempotent: normalising an already
 * normalised address returns it unchanged.
 */
export function normaliseSocialLink(network: SocialNetworkName, value: string | null | undefined): string {
  const reading = readSocialLink(network, value);
  return reading.kind === 'profile' ? reading.url : '';
}

/**
 * Every network's address for the public site, leaving out the empty and refused ones. Profiles
 * saved before the settings refused anything may hold javascript: or data: values; what follows
 * such a scheme is still fixed into a profile, as the spec asks, but a foreign or profile-less
 * address is never linked.
 */
export function normaliseSocialLinks(
  links: Partial<Record<SocialNetworkName, string | null | undefined>> | null | undefined,
): Partial<Record<SocialNetworkName, string>> {
  const out: Partial<Record<SocialNetworkName, string>> = {};
  if (!links) return out;
  for (const network of SOCIAL_NETWORKS) {
    const reading = read(network, links[network], 'strip');
    if (reading.kind === 'profile') out[network] = reading.url;
  }
  return out;
}
