/**
 * Which version of a coach's own texts a page shows. Coaches write in one language
 * (`textLanguage`, pt when absent) and may add versions in others (`translations`): a page shows,
 * for each text, the version in its own language when the coach has one, else the original. The
 * site, the page head, the share card and the structured data all choose through here.
 */
import type { CoachTexts, Profile } from '@/api/gen/api-v1/model';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './languages';

/** The coach's texts that have versions per language (captions aside). */
export type CoachTextField = 'aboutMe' | 'mainPhrase' | 'mainPhraseAuthor' | 'resumeFeed';

/** A text as a page shows it, and the language it is written in. */
export interface ChosenText {
  text: string;
  lang: Locale;
}

type TextSource = Pick<Profile, 'textLanguage' | 'translations'>;

const TEXT_FIELDS: readonly CoachTextField[] = ['aboutMe', 'mainPhrase', 'mainPhraseAuthor', 'resumeFeed'];

function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}

/** The language the coach wrote the profile's texts in. */
export function coachTextLanguage(profile: TextSource): Locale {
  return isLocale(profile.textLanguage) ? profile.textLanguage : DEFAULT_LOCALE;
}

/** The coach's versions in `locale`, unless that is the original language. */
function versionsIn(profile: TextSource, locale: Locale): CoachTexts | undefined {
  return locale === coachTextLanguage(profile) ? undefined : profile.translations?.[locale];
}

function choose(original: string | undefined, translated: string | undefined, profile: TextSource, locale: Locale) {
  return translated?.trim()
    ? { text: translated, lang: locale }
    : { text: original ?? '', lang: coachTextLanguage(profile) };
}

/** One of the coach's texts as a page in `locale` shows it. */
export function coachText(
  profile: TextSource & Partial<Pick<Profile, CoachTextField>>,
  field: CoachTextField,
  locale: Locale,
): ChosenText {
  return choose(profile[field], versionsIn(profile, locale)?.[field], profile, locale);
}

/** A gallery picture's (by url) or video's (by id) caption as a page in `locale` shows it. */
export function coachCaption(
  profile: TextSource,
  kind: 'gallery' | 'videos',
  key: string,
  original: string | undefined,
  locale: Locale,
): ChosenText {
  const versions = versionsIn(profile, locale);
  const captions = kind === 'gallery' ? versions?.galleryCaptions : versions?.videoCaptions;
  return choose(original, captions?.[key], profile, locale);
}

/** The languages a coach's page has: the original, then those the coach translated a text into. */
export function coachTextLanguages(profile: TextSource): Locale[] {
  const original = coachTextLanguage(profile);
  const translated = LOCALES.filter((locale) => {
    const versions = versionsIn(profile, locale);
    if (!versions) return false;
    const captions = [...Object.values(versions.galleryCaptions ?? {}), ...Object.values(versions.videoCaptions ?? {})];
    return [...TEXT_FIELDS.map((field) => versions[field]), ...captions].some((text) => text?.trim());
  });
  return [original, ...translated];
}

/** The language of each text of a profile a page shows (see `profileInLanguage`). */
export type CoachTextLangOf = (field: CoachTextField | 'testimonies' | 'gallery' | 'videos', key?: string) => Locale;

/**
 * The profile as a page in `locale` shows it, each text in its chosen version, and the language
 * each one is written in.
 */
export function profileInLanguage(profile: Profile, locale: Locale): { profile: Profile; langOf: CoachTextLangOf } {
  const original = coachTextLanguage(profile);
  const chosen = Object.fromEntries(TEXT_FIELDS.map((field) => [field, coachText(profile, field, locale)])) as Record<
    CoachTextField,
    ChosenText
  >;
  const shown: Profile = { ...profile };
  for (const field of TEXT_FIELDS)
    if (profile[field] !== undefined || chosen[field].text) shown[field] = chosen[field].text;
  const galleryLangs = new Map<string, Locale>();
  const videoLangs = new Map<string, Locale>();
  if (profile.gallery) {
    shown.gallery = profile.gallery.map((picture) => {
      const caption = coachCaption(profile, 'gallery', picture.url, picture.caption, locale);
      galleryLangs.set(picture.url, caption.lang);
      return caption.text ? { ...picture, caption: caption.text } : picture;
    });
  }
  if (profile.videos) {
    shown.videos = profile.videos.map((video) => {
      const caption = coachCaption(profile, 'videos', video.id, video.caption, locale);
      videoLangs.set(video.id, caption.lang);
      return caption.text ? { ...video, caption: caption.text } : video;
    });
  }
  const langOf: CoachTextLangOf = (field, key) => {
    if (field === 'gallery') return galleryLangs.get(key ?? '') ?? original;
    if (field === 'videos') return videoLangs.get(key ?? '') ?? original;
    if (field === 'testimonies') return original;
    return chosen[field].lang;
  };
  return { profile: shown, langOf };
}
