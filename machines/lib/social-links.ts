/**
 * Social links as the spec wants them: whatever the coach typed (a full address, a handle,
 * a path) is reduced to its last path segment longer than one character and rebuilt as an
 * https profile address on the network's own domain. Bad input is fixed, never rejected, and
 * the result is either '' or an address on that domain, so a link can never run script or
 * leave for a foreign site. The site and the edit mode's settings share this.
 */
import type { SocialNetwork } from '@/api/gen/api-v1/model';
import { everyValueOf } from './enum-list';

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

const SCHEME = /^[a-z][a-z0-9+.-]*:(\/\/)?/i;

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

function whatsappDigits(value: string): string {
  const phone = /[?&]phone=([^&#]*)/i.exec(value);
  if (phone) return phone[1]!.replace(/\D/g, '');
  const parts = segmentsOf(value);
  return lastLongSegment(parts, (s) => s.replace(/\D/g, ''));
}

/**
 * The canonical https profile address for a network, or '' when nothing usable remains.
 * Idempotent: normalising an already normalised address returns it unchanged.
 */
export function normaliseSocialLink(network: SocialNetworkName, value: string | null | undefined): string {
  if (typeof value !== 'string' || value.trim() === '') return '';
  const base = SOCIAL_BASES[network];
  if (network === 'whatsapp') {
    const digits = whatsappDigits(value);
    return digits.length > 1 ? `${base}${digits}` : '';
  }
  const parts = segmentsOf(value);
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

/** Every network's normalised address, leaving out the empty ones. */
export function normaliseSocialLinks(
  links: Partial<Record<SocialNetworkName, string | null | undefined>> | null | undefined,
): Partial<Record<SocialNetworkName, string>> {
  const out: Partial<Record<SocialNetworkName, string>> = {};
  if (!links) return out;
  for (const network of SOCIAL_NETWORKS) {
    const url = normaliseSocialLink(network, links[network]);
    if (url) out[network] = url;
  }
  return out;
}
