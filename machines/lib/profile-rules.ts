/**
 * The owner's editable profile: which fields the in-place editor holds as a draft, their
 * limits (spec §5 and §9), how a draft is checked before saving and how a draft or a list
 * operation (gallery, videos, testimonies, visibility, settings) becomes the body of
 * POST /profiles/me. Pure, so the profile editor machine, the views and the tests share it.
 */
import { isValidEmail } from './email';
import { MAX_EXPERTISES, sanitizeExpertises } from './expertise-limit';
import { PHONE_PATTERN } from './phone';

export const FIELD_LIMITS = {
  firstName: 25,
  secondName: 25,
  aboutMe: 475,
  mainPhrase: 107,
  mainPhraseAuthor: 35,
  resumeFeed: 1090,
  tel: 20,
  email: 254,
  caption: 100,
  testimonyText: 300,
  testimonyAuthor: 100,
  testimonyOccupation: 100,
} as const;

export const MAX_GALLERY = 24;
export const MAX_VIDEOS = 16;
export const MAX_TESTIMONIES = 6;
export { MAX_EXPERTISES };

export const THEMES = [
  'template-1',
  'template-2',
  'template-3',
  'template-4',
  'template-5',
  'template-6',
  'template-7',
] as const;
export type ThemeName = (typeof THEMES)[number];
/** The editor's defaults (the site falls back to template-5 when rendering). */
export const EDITOR_DEFAULT_THEME: ThemeName = 'template-1';
export const EDITOR_DEFAULT_THEME_COLOR = '#ecc22e';
const THEME_COLOR = /^#[0-9a-fA-F]{6}$/;

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

export function isThemeColor(value: unknown): value is string {
  return typeof value === 'string' && THEME_COLOR.test(value);
}

/** The counters of the resume footer and their enable flags. */
export const COUNTER_FIELDS = ['coachingHours', 'coursesCoachly', 'lecturesHours'] as const;
export type CounterField = (typeof COUNTER_FIELDS)[number];
export const COUNTER_FLAGS = {
  coachingHours: 'enableCoachingHours',
  coursesCoachly: 'enableCoursesCoachly',
  lecturesHours: 'enableLecturesHours',
} as const;

/** The section visibility flags the owner toggles on the page (saved one at a time). */
export const VISIBILITY_FLAGS = [
  'enableBiography',
  'enableResume',
  'enableResumeFooter',
  'enableVideos',
  'enableTestimonies',
  'enableGallery',
  'enableSiteExperimentalSession',
] as const;
export type VisibilityFlag = (typeof VISIBILITY_FLAGS)[number];

export interface GalleryItem {
  url: string;
  caption?: string;
}
export interface VideoItem {
  id: string;
  host: 'youtube' | 'vimeo';
  thumbnail?: string;
  caption?: string;
}
export interface TestimonyItem {
  id: number;
  text: string;
  author: string;
  occupation: string;
}

/** The profile fields this module reads or writes; the API's Profile satisfies it. */
export interface EditableProfile {
  id?: string;
  username?: string;
  firstName?: string;
  secondName?: string;
  fullName?: string;
  email?: string;
  tel?: string;
  photoUrl?: string;
  aboutMe?: string;
  mainPhrase?: string;
  mainPhraseAuthor?: string;
  resumeFeed?: string;
  expertises?: string[];
  coachingHours?: number;
  coursesCoachly?: number;
  lecturesHours?: number;
  enableCoachingHours?: boolean;
  enableCoursesCoachly?: boolean;
  enableLecturesHours?: boolean;
  enableBiography?: boolean;
  enableResume?: boolean;
  enableResumeFooter?: boolean;
  enableVideos?: boolean;
  enableTestimonies?: boolean;
  enableGallery?: boolean;
  enableSiteExperimentalSession?: boolean;
  gallery?: GalleryItem[];
  videos?: VideoItem[];
  testimonies?: TestimonyItem[];
  published?: boolean;
  [key: string]: unknown;
}

/** What the in-place editor holds until the owner saves. */
export interface ProfileDraft {
  firstName: string;
  secondName: string;
  email: string;
  tel: string;
  aboutMe: string;
  mainPhrase: string;
  mainPhraseAuthor: string;
  resumeFeed: string;
  expertises: string[];
  coachingHours: number;
  coursesCoachly: number;
  lecturesHours: number;
  enableCoachingHours: boolean;
  enableCoursesCoachly: boolean;
  enableLecturesHours: boolean;
}
export type DraftField = keyof ProfileDraft;
export const DRAFT_FIELDS: DraftField[] = [
  'firstName',
  'secondName',
  'email',
  'tel',
  'aboutMe',
  'mainPhrase',
  'mainPhraseAuthor',
  'resumeFeed',
  'expertises',
  'coachingHours',
  'coursesCoachly',
  'lecturesHours',
  'enableCoachingHours',
  'enableCoursesCoachly',
  'enableLecturesHours',
];
export type TextDraftField =
  'firstName' | 'secondName' | 'email' | 'tel' | 'aboutMe' | 'mainPhrase' | 'mainPhraseAuthor' | 'resumeFeed';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const count = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : 0;

/** The draft of a profile as loaded (absent fields empty, absent flags on). */
export function draftFromProfile(profile: EditableProfile | null | undefined): ProfileDraft {
  const p = profile ?? {};
  return {
    firstName: text(p.firstName),
    secondName: text(p.secondName),
    email: text(p.email),
    tel: text(p.tel),
    aboutMe: text(p.aboutMe),
    mainPhrase: text(p.mainPhrase),
    mainPhraseAuthor: text(p.mainPhraseAuthor),
    resumeFeed: text(p.resumeFeed),
    expertises: Array.isArray(p.expertises) ? p.expertises.filter((e): e is string => typeof e === 'string') : [],
    coachingHours: count(p.coachingHours),
    coursesCoachly: count(p.coursesCoachly),
    lecturesHours: count(p.lecturesHours),
    enableCoachingHours: p.enableCoachingHours !== false,
    enableCoursesCoachly: p.enableCoursesCoachly !== false,
    enableLecturesHours: p.enableLecturesHours !== false,
  };
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => item === b[i]);
  return a === b;
}

/** The draft fields whose value differs between two drafts. */
export function changedFields(draft: ProfileDraft, baseline: ProfileDraft): DraftField[] {
  return DRAFT_FIELDS.filter((field) => !sameValue(draft[field], baseline[field]));
}

export function isDraftDirty(draft: ProfileDraft, baseline: ProfileDraft): boolean {
  return changedFields(draft, baseline).length > 0;
}

/** Why a draft cannot be saved, per field. */
export type DraftError =
  'namesEmpty' | 'tooLong' | 'emailInvalid' | 'phoneInvalid' | 'counterInvalid' | 'tooManyExpertises';
export type DraftErrors = Partial<Record<DraftField, DraftError>>;

const TEXT_LIMITS: Array<[TextDraftField, number]> = [
  ['firstName', FIELD_LIMITS.firstName],
  ['secondName', FIELD_LIMITS.secondName],
  ['aboutMe', FIELD_LIMITS.aboutMe],
  ['mainPhrase', FIELD_LIMITS.mainPhrase],
  ['mainPhraseAuthor', FIELD_LIMITS.mainPhraseAuthor],
  ['resumeFeed', FIELD_LIMITS.resumeFeed],
  ['tel', FIELD_LIMITS.tel],
];

/** Checks a draft: names filled and at most 25, a valid e-mail, every text within its limit. */
export function validateDraft(draft: ProfileDraft): DraftErrors {
  const errors: DraftErrors = {};
  for (const [field, limit] of TEXT_LIMITS) {
    if (draft[field].length > limit) errors[field] = 'tooLong';
  }
  if (draft.firstName.trim() === '') errors.firstName = 'namesEmpty';
  if (draft.secondName.trim() === '') errors.secondName = 'namesEmpty';
  if (!isValidEmail(draft.email)) errors.email = 'emailInvalid';
  if (!errors.tel && !PHONE_PATTERN.test(draft.tel)) errors.tel = 'phoneInvalid';
  for (const field of COUNTER_FIELDS) {
    const value = draft[field];
    if (!Number.isInteger(value) || value < 0) errors[field] = 'counterInvalid';
  }
  if (draft.expertises.length > MAX_EXPERTISES) errors.expertises = 'tooManyExpertises';
  return errors;
}

/** Save is allowed only when names are filled and the e-mail is valid (and nothing is over a limit). */
export function canSaveDraft(draft: ProfileDraft): boolean {
  return Object.keys(validateDraft(draft)).length === 0;
}

/** The body of POST /profiles/me for a draft: only what changed, trimmed, custom expertises dropped. */
export function draftUpdate(
  draft: ProfileDraft,
  profile: EditableProfile | null,
  knownExpertises: readonly string[] | null,
): Partial<EditableProfile> {
  const baseline = draftFromProfile(profile);
  const update: Partial<EditableProfile> = {};
  for (const field of changedFields(draft, baseline)) {
    if (field === 'expertises') continue;
    const value = draft[field];
    (update as Record<string, unknown>)[field] = typeof value === 'string' ? value.trim() : value;
  }
  const expertises = knownExpertises
    ? sanitizeExpertises(draft.expertises, knownExpertises)
    : draft.expertises.slice(0, MAX_EXPERTISES);
  if (!sameValue(expertises, profile?.expertises ?? [])) update.expertises = expertises;
  if ('firstName' in update || 'secondName' in update) {
    update.firstName = draft.firstName.trim();
    update.secondName = draft.secondName.trim();
    update.fullName = `${draft.firstName.trim()} ${draft.secondName.trim()}`;
  }
  return update;
}

/** One change the owner makes outside the draft; each is saved on its own. */
export type ProfileOperation =
  | { type: 'gallery.add'; picture: GalleryItem }
  | { type: 'gallery.update'; url: string; caption: string; newUrl?: string }
  | { type: 'gallery.remove'; url: string }
  | { type: 'videos.add'; video: VideoItem }
  | { type: 'videos.update'; id: string; caption: string }
  | { type: 'videos.remove'; id: string }
  | { type: 'testimonies.add'; testimony: TestimonyItem }
  | { type: 'testimonies.update'; testimony: TestimonyItem }
  | { type: 'testimonies.remove'; id: number }
  | { type: 'visibility'; flag: VisibilityFlag; value: boolean }
  | { type: 'patch'; patch: Partial<EditableProfile> };

/** Why an operation cannot be applied to the profile as it now is. */
export type OperationRefusal = 'galleryFull' | 'videosFull' | 'testimoniesFull' | 'notFound' | 'invalid';

export type OperationResult = { ok: true; update: Partial<EditableProfile> } | { ok: false; reason: OperationRefusal };

const cut = (value: string | undefined, limit: number) => (value ?? '').trim().slice(0, limit);

/** Checks a testimony: author, occupation and text filled, within their limits. */
export function testimonyErrors(
  t: Pick<TestimonyItem, 'text' | 'author' | 'occupation'>,
): Array<'text' | 'author' | 'occupation'> {
  const errors: Array<'text' | 'author' | 'occupation'> = [];
  if (t.author.trim() === '' || t.author.length > FIELD_LIMITS.testimonyAuthor) errors.push('author');
  if (t.occupation.trim() === '' || t.occupation.length > FIELD_LIMITS.testimonyOccupation) errors.push('occupation');
  if (t.text.trim() === '' || t.text.length > FIELD_LIMITS.testimonyText) errors.push('text');
  return errors;
}

/** A random positive integer id for a new testimony, different from the existing ones. */
export function newTestimonyId(existing: readonly TestimonyItem[], random: () => number = Math.random): number {
  for (;;) {
    const id = 1 + Math.floor(random() * 2_147_483_646);
    if (!existing.some((t) => t.id === id)) return id;
  }
}

/**
 * Turns an operation into the body of POST /profiles/me, computed against the profile as it
 * is when the operation is sent (so queued operations never overwrite each other).
 */
export function resolveOperation(profile: EditableProfile | null, op: ProfileOperation): OperationResult {
  const gallery = profile?.gallery ?? [];
  const videos = profile?.videos ?? [];
  const testimonies = profile?.testimonies ?? [];
  switch (op.type) {
    case 'gallery.add': {
      if (gallery.length >= MAX_GALLERY) return { ok: false, reason: 'galleryFull' };
      if (!op.picture.url) return { ok: false, reason: 'invalid' };
      return {
        ok: true,
        update: {
          gallery: [...gallery, { url: op.picture.url, caption: cut(op.picture.caption, FIELD_LIMITS.caption) }],
        },
      };
    }
    case 'gallery.update': {
      if (!gallery.some((p) => p.url === op.url)) return { ok: false, reason: 'notFound' };
      return {
        ok: true,
        update: {
          gallery: gallery.map((p) =>
            p.url === op.url ? { url: op.newUrl ?? p.url, caption: cut(op.caption, FIELD_LIMITS.caption) } : p,
          ),
        },
      };
    }
    case 'gallery.remove': {
      if (!gallery.some((p) => p.url === op.url)) return { ok: false, reason: 'notFound' };
      return { ok: true, update: { gallery: gallery.filter((p) => p.url !== op.url) } };
    }
    case 'videos.add': {
      if (videos.length >= MAX_VIDEOS) return { ok: false, reason: 'videosFull' };
      if (op.video.host !== 'youtube' && op.video.host !== 'vimeo') return { ok: false, reason: 'invalid' };
      return {
        ok: true,
        update: { videos: [...videos, { ...op.video, caption: cut(op.video.caption, FIELD_LIMITS.caption) }] },
      };
    }
    case 'videos.update': {
      if (!videos.some((v) => v.id === op.id)) return { ok: false, reason: 'notFound' };
      return {
        ok: true,
        update: {
          videos: videos.map((v) => (v.id === op.id ? { ...v, caption: cut(op.caption, FIELD_LIMITS.caption) } : v)),
        },
      };
    }
    case 'videos.remove': {
      if (!videos.some((v) => v.id === op.id)) return { ok: false, reason: 'notFound' };
      return { ok: true, update: { videos: videos.filter((v) => v.id !== op.id) } };
    }
    case 'testimonies.add': {
      if (testimonies.length >= MAX_TESTIMONIES) return { ok: false, reason: 'testimoniesFull' };
      if (testimonyErrors(op.testimony).length > 0) return { ok: false, reason: 'invalid' };
      const t = op.testimony;
      return {
        ok: true,
        update: {
          testimonies: [
            ...testimonies,
            { id: t.id, text: t.text.trim(), author: t.author.trim(), occupation: t.occupation.trim() },
          ],
        },
      };
    }
    case 'testimonies.update': {
      if (!testimonies.some((t) => t.id === op.testimony.id)) return { ok: false, reason: 'notFound' };
      if (testimonyErrors(op.testimony).length > 0) return { ok: false, reason: 'invalid' };
      const t = op.testimony;
      return {
        ok: true,
        update: {
          testimonies: testimonies.map((item) =>
            item.id === t.id
              ? { id: t.id, text: t.text.trim(), author: t.author.trim(), occupation: t.occupation.trim() }
              : item,
          ),
        },
      };
    }
    case 'testimonies.remove': {
      if (!testimonies.some((t) => t.id === op.id)) return { ok: false, reason: 'notFound' };
      return { ok: true, update: { testimonies: testimonies.filter((t) => t.id !== op.id) } };
    }
    case 'visibility':
      return { ok: true, update: { [op.flag]: op.value } };
    case 'patch':
      return { ok: true, update: { ...op.patch } };
  }
}
