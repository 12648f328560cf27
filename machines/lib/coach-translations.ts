/**
 * The coach's own texts in other languages, as the editor handles them: which texts have versions
 * (about me, main phrase and its author, resume, each gallery and video caption), how one is
 * read and written in a profile's `translations`, which ones a language still lacks, and how the
 * versions are sent when saved. Each version has the limit of the text it translates (the
 * contract's, from the one table). Pure, so the profile rules, the translation machine, the views
 * and the tests share it.
 */
import type { CoachTexts, CoachTextTranslations, Profile } from '@/api/gen/api-v1/model';
import { CONTRACT_LIMITS, PROFILE_SCHEMA, enumOptions } from './contract';

/** A language a coach writes in or translates into (the contract's list). */
export type TextLanguage = keyof CoachTextTranslations;
export const TEXT_LANGUAGES = enumOptions<TextLanguage>(PROFILE_SCHEMA.shape.textLanguage);

export function isTextLanguage(value: unknown): value is TextLanguage {
  return (TEXT_LANGUAGES as readonly unknown[]).includes(value);
}

/** The profile's own texts that have a version per language, in the order the editor lists them. */
export const TRANSLATABLE_FIELDS = ['aboutMe', 'mainPhrase', 'mainPhraseAuthor', 'resumeFeed'] as const;
export type TranslatableField = (typeof TRANSLATABLE_FIELDS)[number];

/** One text of the coach: a profile field, a gallery caption (by picture url) or a video caption (by id). */
export type TextKey = TranslatableField | `gallery:${string}` | `video:${string}`;

export function isTextKey(value: string): value is TextKey {
  return (TRANSLATABLE_FIELDS as readonly string[]).includes(value) || /^(gallery|video):./.test(value);
}

export interface CoachText {
  key: TextKey;
  /** The text as the coach wrote it, in the profile's textLanguage. */
  original: string;
  /** The most characters it and each of its versions may have. */
  limit: number;
}

type TextSource = Partial<Pick<Profile, TranslatableField | 'gallery' | 'videos' | 'textLanguage'>>;

const LIMITS = CONTRACT_LIMITS.translation;

/** The language the coach wrote the profile's texts in (pt when the profile does not say). */
export function originalLanguage(profile: Pick<Profile, 'textLanguage'> | null | undefined): TextLanguage {
  const language = profile?.textLanguage;
  return isTextLanguage(language) ? language : 'pt';
}

/** The coach's texts as written: the four fields (even empty ones), then each captioned picture and video. */
export function coachTexts(profile: TextSource): CoachText[] {
  const texts: CoachText[] = TRANSLATABLE_FIELDS.map((field) => ({
    key: field,
    original: profile[field] ?? '',
    limit: LIMITS[field],
  }));
  for (const picture of profile.gallery ?? []) {
    if (picture.caption?.trim())
      texts.push({ key: `gallery:${picture.url}`, original: picture.caption, limit: LIMITS.caption });
  }
  for (const video of profile.videos ?? []) {
    if (video.caption?.trim())
      texts.push({ key: `video:${video.id}`, original: video.caption, limit: LIMITS.videoCaption });
  }
  return texts;
}

/** A text's key split into where its versions are kept: a field, or a caption map and its key. */
function place(key: TextKey): { field: TranslatableField } | { map: 'galleryCaptions' | 'videoCaptions'; id: string } {
  if (key.startsWith('gallery:')) return { map: 'galleryCaptions', id: key.slice('gallery:'.length) };
  if (key.startsWith('video:')) return { map: 'videoCaptions', id: key.slice('video:'.length) };
  return { field: key as TranslatableField };
}

/** The limit of a text's versions. */
export function limitOf(key: TextKey): number {
  const where = place(key);
  if ('field' in where) return LIMITS[where.field];
  return where.map === 'galleryCaptions' ? LIMITS.caption : LIMITS.videoCaption;
}

/** A text's version in `language` ('' when there is none). */
export function translationOf(
  translations: CoachTextTranslations | undefined,
  language: TextLanguage,
  key: TextKey,
): string {
  const texts = translations?.[language];
  const where = place(key);
  if ('field' in where) return texts?.[where.field] ?? '';
  return texts?.[where.map]?.[where.id] ?? '';
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A caption map with only filled captions, by key order (so equal maps compare equal). */
function captionMap(value: unknown, keep: (text: string) => string): Record<string, string> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const entries = Object.entries(value as Record<string, unknown>)
    .map(([id, caption]) => [id, keep(text(caption))] as const)
    .filter(([, caption]) => caption !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/** One language's texts with only the filled ones, in a fixed order. */
function languageTexts(value: unknown, keep: (text: string) => string): CoachTexts | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const source = value as Record<string, unknown>;
  const out: CoachTexts = {};
  for (const field of TRANSLATABLE_FIELDS) {
    const kept = keep(text(source[field]));
    if (kept) out[field] = kept;
  }
  const gallery = captionMap(source.galleryCaptions, keep);
  if (gallery) out.galleryCaptions = gallery;
  const videos = captionMap(source.videoCaptions, keep);
  if (videos) out.videoCaptions = videos;
  return Object.keys(out).length ? out : undefined;
}

function collect(value: unknown, keep: (text: string) => string): CoachTextTranslations {
  const out: CoachTextTranslations = {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return out;
  for (const language of TEXT_LANGUAGES) {
    const texts = languageTexts((value as Record<string, unknown>)[language], keep);
    if (texts) out[language] = texts;
  }
  return out;
}

/**
 * The versions as the editor holds them: only filled texts, languages and fields in a fixed
 * order, so two equal sets of versions compare equal. Anything that is not a version is dropped.
 */
export function normalizeTranslations(value: unknown): CoachTextTranslations {
  return collect(value, (t) => t);
}

/** The versions with one text's version in `language` set (an empty text removes it). */
export function withTranslation(
  translations: CoachTextTranslations | undefined,
  language: TextLanguage,
  key: TextKey,
  value: string,
): CoachTextTranslations {
  const texts: CoachTexts = { ...translations?.[language] };
  const where = place(key);
  if ('field' in where) texts[where.field] = value;
  else texts[where.map] = { ...texts[where.map], [where.id]: value };
  return normalizeTranslations({ ...translations, [language]: texts });
}

/**
 * The coach's texts that have no version in `language` yet (filled originals only). The
 * original language lacks nothing.
 */
export function missingTexts(
  profile: TextSource,
  translations: CoachTextTranslations | undefined,
  language: TextLanguage,
): TextKey[] {
  if (language === originalLanguage(profile)) return [];
  return coachTexts(profile)
    .filter((t) => t.original.trim() !== '' && translationOf(translations, language, t.key).trim() === '')
    .map((t) => t.key);
}

/**
 * The versions as a save sends them: trimmed, empty ones left out, and the captions of pictures
 * and videos the profile no longer has dropped (the server keeps at most one per item).
 */
export function savedTranslations(
  translations: CoachTextTranslations | undefined,
  profile: Pick<Profile, 'gallery' | 'videos'> | null,
): CoachTextTranslations {
  const saved = collect(translations, (t) => t.trim());
  const pictures = new Set((profile?.gallery ?? []).map((p) => p.url));
  const videos = new Set((profile?.videos ?? []).map((v) => v.id));
  const kept = (map: Record<string, string> | undefined, ids: Set<string>) => {
    const entries = Object.entries(map ?? {}).filter(([id]) => ids.has(id));
    return entries.length ? Object.fromEntries(entries) : undefined;
  };
  for (const language of TEXT_LANGUAGES) {
    const texts = saved[language];
    if (!texts) continue;
    const { galleryCaptions, videoCaptions, ...fields } = texts;
    const next: CoachTexts = { ...fields };
    const g = kept(galleryCaptions, pictures);
    if (g) next.galleryCaptions = g;
    const v = kept(videoCaptions, videos);
    if (v) next.videoCaptions = v;
    if (Object.keys(next).length) saved[language] = next;
    else delete saved[language];
  }
  return saved;
}

/**
 * A text cut to `limit` characters: at the last space within the limit when that keeps most of
 * it, else at the limit itself; the end is left without a dangling space or comma.
 */
export function cutToLimit(value: string, limit: number): string {
  if (value.length <= limit) return value;
  const head = value.slice(0, limit);
  const space = head.search(/\s\S*$/);
  const cut = space >= limit * 0.6 ? head.slice(0, space) : head;
  return cut.replace(/[\s,;:–—-]+$/u, '');
}
