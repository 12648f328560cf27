/**
 * The share cards link previews show (WhatsApp, LinkedIn, search results): one 1200×630 PNG per
 * coach, post and platform page, in each language, drawn by the server (server/share-card.ts).
 * The pages name them in `og:image` through `shareCardPath`; the server answers those paths.
 * Kept free of dependencies: the app's heads and the server both use it.
 */
import type { Profile } from '@/api/gen/api-v1/model';
import { coachText, coachTextLanguage } from './coach-text';
import { coachName } from './display-text';
import { DEFAULT_LOCALE, LOCALE_PARAM, type Locale } from './languages';

export const SHARE_CARD_WIDTH = 1200;
export const SHARE_CARD_HEIGHT = 630;
export const SHARE_CARD_TYPE = 'image/png';

/** Where the cards are served: crawlers may fetch everything under it (robots.txt). */
export const SHARE_CARD_BASE = '/share';

/** The platform pages with a card of their own. */
export const SHARE_CARD_PAGES = ['home', 'coaches', 'blog', 'help'] as const;
export type ShareCardPage = (typeof SHARE_CARD_PAGES)[number];

/** What a card stands for. */
export type ShareCard =
  | { kind: 'coach'; username: string }
  | { kind: 'post'; slug: string }
  | { kind: 'category'; id: number }
  | { kind: 'page'; page: ShareCardPage };

/**
 * The card's path in a language. `version` changes with what the card shows (a coach's name,
 * phrase, photo or colour), so an unfurler that keeps pictures by address asks again.
 */
export function shareCardPath(card: ShareCard, locale: Locale, version?: string): string {
  const name =
    card.kind === 'coach'
      ? `coach/${encodeURIComponent(card.username)}`
      : card.kind === 'post'
        ? `post/${encodeURIComponent(card.slug)}`
        : card.kind === 'category'
          ? `category/${card.id}`
          : `page/${card.page}`;
  const query = new URLSearchParams();
  if (locale !== DEFAULT_LOCALE) query.set(LOCALE_PARAM, locale);
  if (version) query.set('v', version);
  const search = query.toString();
  return `${SHARE_CARD_BASE}/${name}.png${search ? `?${search}` : ''}`;
}

/** A short, stable digest of what a card shows (FNV-1a, base 36): its `version`. */
export function shareCardVersion(...parts: readonly (string | number | null | undefined)[]): string {
  let hash = 0x811c9dc5;
  for (const char of parts.map((part) => part ?? '').join('\u0000')) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** The fields of a coach's public profile that the coach's card shows. */
export interface CoachCardProfile {
  username?: string;
  firstName?: string;
  secondName?: string;
  mainPhrase?: string;
  expertises?: readonly string[];
  themeColor?: string;
  photoUrl?: string;
  textLanguage?: Profile['textLanguage'];
  translations?: Profile['translations'];
}

/**
 * A coach card's `version` in a language, from the profile: it changes with the name, main phrase
 * (in that language when the coach has it), expertises, theme colour or photo address, what the card shows.
 */
export function coachCardVersion(profile: CoachCardProfile, locale: Locale = DEFAULT_LOCALE): string {
  return shareCardVersion(
    coachName(profile),
    coachText(profile, 'mainPhrase', locale).text,
    profile.expertises?.join(),
    profile.themeColor,
    profile.photoUrl,
  );
}

/**
 * What a coach's link preview says under the name, in a language: the main phrase or about me in
 * that language when the coach has one; else the API's description of the coach (drawn from the
 * originals), else the original phrase or about me. The page's head and the share panel both say it.
 */
export function coachShareDescription(
  profile: CoachCardProfile & Pick<Profile, 'aboutMe'>,
  locale: Locale,
  apiDescription?: string,
): string | undefined {
  const phrase = coachText(profile, 'mainPhrase', locale);
  const about = coachText(profile, 'aboutMe', locale);
  const translated = [phrase, about].find((text) => text.text.trim() && text.lang !== coachTextLanguage(profile));
  return translated?.text || apiDescription || phrase.text || about.text || undefined;
}
