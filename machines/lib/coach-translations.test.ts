// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Profile } from '@/api/gen/api-v1/model';
import {
  TEXT_LANGUAGES,
  coachTexts,
  cutToLimit,
  limitOf,
  missingTexts,
  normalizeTranslations,
  originalLanguage,
  savedTranslations,
  translationOf,
  withTranslation,
} from './coach-translations';
import { CONTRACT_LIMITS } from './contract';
import { canSaveDraft, draftFromProfile, draftUpdate, isDraftDirty, validateDraft } from './profile-rules';

const profile: Profile = {
  id: 'c-1',
  firstName: 'Ana',
  secondName: 'Souza',
  email: 'ana@example.com',
  aboutMe: 'Sou coach de carreira.',
  mainPhrase: 'Uma frase.',
  mainPhraseAuthor: '',
  resumeFeed: 'Psicologia (USP).',
  gallery: [
    { url: '/a.jpg', caption: 'Palestra' },
    { url: '/b.jpg', caption: '' },
  ],
  videos: [{ id: 'v1', host: 'youtube', caption: 'Metas' }],
  translations: { en: { aboutMe: 'I am a career coach.', galleryCaptions: { '/a.jpg': 'Talk' } } },
};

describe('the coach’s texts in other languages', () => {
  it('lists the four texts and each captioned picture and video, with the contract’s limits', () => {
    expect(coachTexts(profile).map((t) => [t.key, t.limit])).toEqual([
      ['aboutMe', CONTRACT_LIMITS.translation.aboutMe],
      ['mainPhrase', CONTRACT_LIMITS.translation.mainPhrase],
      ['mainPhraseAuthor', CONTRACT_LIMITS.translation.mainPhraseAuthor],
      ['resumeFeed', CONTRACT_LIMITS.translation.resumeFeed],
      ['gallery:/a.jpg', CONTRACT_LIMITS.translation.caption],
      ['video:v1', CONTRACT_LIMITS.translation.videoCaption],
    ]);
    expect(limitOf('video:v1')).toBe(CONTRACT_LIMITS.translation.videoCaption);
    expect(TEXT_LANGUAGES).toEqual(['pt', 'en', 'es']);
  });

  it('says which filled texts a language still lacks; the original language lacks none', () => {
    expect(missingTexts(profile, profile.translations, 'en')).toEqual(['mainPhrase', 'resumeFeed', 'video:v1']);
    expect(missingTexts(profile, profile.translations, 'es')).toHaveLength(5);
    expect(missingTexts(profile, profile.translations, 'pt')).toEqual([]);
    expect(missingTexts({ ...profile, textLanguage: 'es' }, profile.translations, 'es')).toEqual([]);
    expect(originalLanguage({ textLanguage: 'es' })).toBe('es');
    expect(originalLanguage(null)).toBe('pt');
  });

  it('reads and writes one version, a caption by its picture, and removes an emptied one', () => {
    let t = withTranslation(profile.translations, 'en', 'video:v1', 'Goals');
    t = withTranslation(t, 'es', 'mainPhrase', 'Una frase.');
    expect(translationOf(t, 'en', 'video:v1')).toBe('Goals');
    expect(translationOf(t, 'en', 'gallery:/a.jpg')).toBe('Talk');
    expect(translationOf(t, 'es', 'mainPhrase')).toBe('Una frase.');
    t = withTranslation(t, 'es', 'mainPhrase', '');
    expect(t.es).toBeUndefined();
    expect(translationOf(t, 'es', 'mainPhrase')).toBe('');
  });

  it('sends versions trimmed, without empty ones or captions of items the profile no longer has', () => {
    const sent = savedTranslations(
      {
        en: {
          aboutMe: '  I am a coach.  ',
          mainPhrase: '   ',
          galleryCaptions: { '/a.jpg': 'Talk', '/gone.jpg': 'Old' },
        },
        es: { videoCaptions: { gone: 'Viejo' } },
      },
      profile,
    );
    expect(sent).toEqual({ en: { aboutMe: 'I am a coach.', galleryCaptions: { '/a.jpg': 'Talk' } } });
  });

  it('normalises any value into versions that compare equal whatever their order', () => {
    const text = fc.string({ maxLength: 8 });
    const texts = fc.record(
      {
        aboutMe: text,
        mainPhrase: text,
        galleryCaptions: fc.dictionary(fc.string({ maxLength: 4 }), text),
        junk: fc.anything(),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.record({ pt: texts, en: texts, es: texts, fr: texts }, { requiredKeys: [] }), (value) => {
        const once = normalizeTranslations(value);
        expect(normalizeTranslations(once)).toEqual(once);
        expect(Object.keys(once).every((l) => (TEXT_LANGUAGES as readonly string[]).includes(l))).toBe(true);
        const reversed = Object.fromEntries(Object.entries(value).reverse());
        expect(JSON.stringify(normalizeTranslations(reversed))).toBe(JSON.stringify(once));
        const values: unknown[] = Object.values(once).flatMap((texts: Record<string, unknown>) =>
          Object.values(texts).flatMap((v): unknown[] => (typeof v === 'string' ? [v] : Object.values(v as object))),
        );
        expect(values).not.toContain('');
      }),
    );
    expect(normalizeTranslations('nonsense')).toEqual({});
  });

  it('cuts a text to its limit, never over it, keeping it whole when it fits', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.integer({ min: 1, max: 200 }), (value, limit) => {
        const cut = cutToLimit(value, limit);
        expect(cut.length).toBeLessThanOrEqual(limit);
        if (value.length <= limit) expect(cut).toBe(value);
        else expect(value.startsWith(cut)).toBe(true);
      }),
    );
    expect(cutToLimit('Success is the sum of small efforts', 20)).toBe('Success is the sum');
  });
});

describe('versions in the draft', () => {
  it('a draft holds the versions; changing one makes it dirty, and a save sends them whole', () => {
    const base = draftFromProfile(profile);
    expect(base.translations).toEqual(profile.translations);
    const draft = { ...base, translations: withTranslation(base.translations, 'en', 'mainPhrase', ' A phrase. ') };
    expect(isDraftDirty(draft, base)).toBe(true);
    expect(draftUpdate(draft, profile, null)).toEqual({
      translations: {
        en: { aboutMe: 'I am a career coach.', mainPhrase: 'A phrase.', galleryCaptions: { '/a.jpg': 'Talk' } },
      },
    });
    expect(isDraftDirty({ ...base, translations: normalizeTranslations(profile.translations) }, base)).toBe(false);
  });

  it('a version over its limit stops the save, as an original would', () => {
    const base = draftFromProfile(profile);
    const long = 'a'.repeat(CONTRACT_LIMITS.translation.mainPhrase + 1);
    const draft = { ...base, translations: withTranslation(base.translations, 'es', 'mainPhrase', long) };
    expect(validateDraft(draft)).toEqual({ translations: 'tooLong' });
    expect(canSaveDraft(draft)).toBe(false);
  });
});
