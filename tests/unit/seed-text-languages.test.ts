// @vitest-environment node
/**
 * The demo's coaches write in their own language: the American coaches in English, those in Spain
 * and the Spanish-speaking one in Florida in Spanish, everyone else in Portuguese; and whatever the
 * language, each text stays within the limit the contract gives it.
 */
import { describe, expect, it } from 'vitest';
import { coaches } from '@/mocks/seed/coaches';
import { TEXT_BANKS } from '@/mocks/seed/text-banks';
import type { Lang, Profile } from '@/mocks/seed/types';
import { contractMax } from '../utils/contract';

const ENGLISH = [
  'jennifer-walsh',
  'michael-brooks',
  'sarah-mitchell',
  'david-coleman',
  'emily-carter',
  'amanda-hughes',
];
const SPANISH = ['lucia-navarro', 'javier-dominguez', 'carmen-ortega', 'alvaro-ruiz', 'ricardo-gutierrez'];

function coach(username: string): Profile {
  const found = coaches.find((c) => c.username === username);
  if (!found) throw new Error(`No seed coach ${username}`);
  return found;
}

const max = (field: string) => contractMax('api-v1.yaml', `ProfileUpdate.${field}`);
const LIMITS = {
  aboutMe: max('aboutMe'),
  mainPhrase: max('mainPhrase'),
  mainPhraseAuthor: max('mainPhraseAuthor'),
  resumeFeed: max('resumeFeed'),
  caption: max('gallery.[].caption'),
  videoCaption: max('videos.[].caption'),
  testimony: max('testimonies.[].text'),
  author: max('testimonies.[].author'),
  occupation: max('testimonies.[].occupation'),
};

const words = (text: string) => text.toLowerCase().split(/[^\p{L}']+/u);

/** Words only Portuguese uses among the three, and what its phrase banks always say. */
const PORTUGUESE_WORDS = new Set(['anos', 'atendo', 'você', 'sessões', 'com', 'não', 'em', 'uma', 'pela', 'formação']);
const PORTUGUESE_PHRASES = [' anos ', 'Atendo', 'Formação em', 'Graduação em', 'Pós-graduação', 'experiência'];

/** Words each language writes all the time and the other two do not. */
const OWN_WORDS: Record<Exclude<Lang, 'pt'>, ReadonlySet<string>> = {
  en: new Set(['the', 'and', 'with', 'of', 'to', 'for', 'i', "i'm", 'my', 'your', 'years', 'in']),
  es: new Set(['y', 'el', 'los', 'las', 'del', 'con', 'una', 'años', 'mis', 'tu', 'en', 'sesiones']),
};

function expectWrittenIn(text: string, lang: Exclude<Lang, 'pt'>, what: string) {
  expect(text.trim(), what).not.toBe('');
  for (const phrase of PORTUGUESE_PHRASES) expect(text, `${what} says "${phrase}"`).not.toContain(phrase);
  expect(text, `${what} has Portuguese letters`).not.toMatch(/[ãõç]/i);
  const own = words(text);
  expect(
    own.filter((w) => PORTUGUESE_WORDS.has(w)),
    `${what} has Portuguese words`,
  ).toEqual([]);
  expect(own.filter((w) => OWN_WORDS[lang].has(w)).length, `${what} reads as ${lang}`).toBeGreaterThanOrEqual(3);
}

describe('demo seed: the language coaches write in', () => {
  it.each([
    ...ENGLISH.map((username) => [username, 'en'] as const),
    ...SPANISH.map((username) => [username, 'es'] as const),
  ])('%s writes the about me and the resume in %s', (username, lang) => {
    const profile = coach(username);
    expect(profile.textLanguage).toBe(lang);
    expectWrittenIn(profile.aboutMe, lang, `${username}'s about me`);
    expectWrittenIn(profile.resumeFeed, lang, `${username}'s resume`);
  });

  it.each([...ENGLISH.map((u) => [u, 'en'] as const), ...SPANISH.map((u) => [u, 'es'] as const)])(
    '%s picks a main phrase from the %s quotes, or signs one of their own',
    (username, lang) => {
      const profile = coach(username);
      const bank = TEXT_BANKS[lang];
      const quoted = bank.quotes.some(
        ([phrase, author]) => phrase === profile.mainPhrase && author === profile.mainPhraseAuthor,
      );
      const own = bank.ownPhrases.includes(profile.mainPhrase) && profile.mainPhraseAuthor === profile.fullName;
      expect(quoted || own, `${username}: ${profile.mainPhrase}`).toBe(true);
      expect(profile.mainPhrase).not.toMatch(/[ãõç]/i);
    },
  );

  it('their testimonies and captions are in their language too', () => {
    for (const username of [...ENGLISH, ...SPANISH]) {
      const profile = coach(username);
      const texts = [
        ...profile.testimonies.flatMap((t) => [t.text, t.occupation]),
        ...profile.gallery.map((g) => g.caption),
        ...profile.videos.map((v) => v.caption),
      ];
      for (const text of texts) {
        expect(text, username).not.toMatch(/[ãõç]/i);
        expect(
          words(text).filter((w) => PORTUGUESE_WORDS.has(w)),
          `${username}: ${text}`,
        ).toEqual([]);
      }
    }
    expect(coach('jennifer-walsh').testimonies.length).toBeGreaterThan(0);
  });

  it('the other coaches, the Brazilian in Miami among them, write in Portuguese', () => {
    const others = coaches.filter((c) => !ENGLISH.includes(c.username) && !SPANISH.includes(c.username));
    expect(others.map((c) => c.username)).toContain('luiza-guimaraes');
    for (const profile of others) {
      expect(profile.textLanguage ?? 'pt', profile.username).toBe('pt');
      if (!profile.resumeFeed) continue;
      expect(profile.resumeFeed, profile.username).toMatch(/anos|Formação|Graduação|Pós-graduação/);
    }
    expect(coach('luiza-guimaraes').aboutMe).toContain('Atendo');
  });

  it('keeps every coach’s texts within the contract’s limits, in any language', () => {
    for (const c of coaches) {
      expect(c.aboutMe.length, c.username).toBeLessThanOrEqual(LIMITS.aboutMe);
      expect(c.mainPhrase.length, c.username).toBeLessThanOrEqual(LIMITS.mainPhrase);
      expect(c.mainPhraseAuthor.length, c.username).toBeLessThanOrEqual(LIMITS.mainPhraseAuthor);
      expect(c.resumeFeed.length, c.username).toBeLessThanOrEqual(LIMITS.resumeFeed);
      for (const g of c.gallery) expect(g.caption.length, c.username).toBeLessThanOrEqual(LIMITS.caption);
      for (const v of c.videos) expect(v.caption.length, c.username).toBeLessThanOrEqual(LIMITS.videoCaption);
      for (const t of c.testimonies) {
        expect(t.text.length, c.username).toBeLessThanOrEqual(LIMITS.testimony);
        expect(t.author.length, c.username).toBeLessThanOrEqual(LIMITS.author);
        expect(t.occupation.length, c.username).toBeLessThanOrEqual(LIMITS.occupation);
      }
    }
  });

  it('keeps every phrase of the English and Spanish banks within the contract’s limits', () => {
    for (const lang of ['en', 'es'] as const) {
      const bank = TEXT_BANKS[lang];
      for (const [phrase, author] of bank.quotes) {
        expect(phrase.length, phrase).toBeLessThanOrEqual(LIMITS.mainPhrase);
        expect(author.length, author).toBeLessThanOrEqual(LIMITS.mainPhraseAuthor);
      }
      for (const phrase of bank.ownPhrases) expect(phrase.length, phrase).toBeLessThanOrEqual(LIMITS.mainPhrase);
      for (const text of bank.testimonies.texts) expect(text.length, text).toBeLessThanOrEqual(LIMITS.testimony);
    }
  });
});
