/**
 * The owner's editable profile: which fields the in-place editor holds as a draft, their
 * limits and rules (the contract's, read through ./contract, plus what the spec adds), how a
 * draft is checked before saving and how a draft or a list operation (gallery, videos,
 * testimonies, visibility, settings) becomes the body of POST /profiles/me. Pure, so the
 * profile editor machine, the views and the tests share it.
 */
import type { GalleryPicture, Profile, ProfileUpdate, Testimony, Theme, Video } from '@/api/gen/api-v1/model';
import { normalizeTranslations, savedTranslations } from './coach-translations';
import { CONTRACT_LIMITS, PROFILE_SCHEMA, enumOptions, fieldIssue, filledText, specRule } from './contract';
import { isValidEmail } from './email';
import { MAX_EXPERTISES, sanitizeExpertises } from './expertise-limit';
import { isOptionalPhoneNumber } from './phone-number';

/** The profile's text limits (the contract's, from the one table). */
export const FIELD_LIMITS = CONTRACT_LIMITS.profile;

export const MAX_GALLERY = CONTRACT_LIMITS.profileLists.gallery;
export const MAX_VIDEOS = CONTRACT_LIMITS.profileLists.videos;
export const MAX_TESTIMONIES = CONTRACT_LIMITS.profileLists.testimonies;
export { MAX_EXPERTISES };

const profileFields = PROFILE_SCHEMA.shape;
const videoFields = profileFields.videos.unwrap().element.shape;
const testimonyFields = profileFields.testimonies.unwrap().element.shape;

/** The site templates, as the contract lists them. */
export const THEMES = enumOptions<Theme>(profileFields.theme);
export type ThemeName = Theme;
/** The editor's defaults (the site falls back to template-5 when rendering). */
export const EDITOR_DEFAULT_THEME: ThemeName = 'template-1';
export const EDITOR_DEFAULT_THEME_COLOR = '#ecc22e';

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

export function isThemeColor(value: unknown): value is string {
  return typeof value === 'string' && fieldIssue(profileFields.themeColor, value) === null;
}

/** The counters of the resume footer and their enable flags. */
export const COUNTER_FIELDS = ['coachingHours', 'coursesCoachly', 'lecturesHours'] as const;
export const COUNTER_FLAGS = {
  coachingHours: 'enableCoachingHours',
  coursesCoachly: 'enableCoursesCoachly',
  lecturesHours: 'enableLecturesHours',
} as const;
type CounterField = (typeof COUNTER_FIELDS)[number];

/** The highest value each counter takes (the contract's `maximum`, from the one table). */
export const COUNTER_LIMITS: Record<CounterField, number> = CONTRACT_LIMITS.profileCounters;

/** The section visibility flags the owner toggles on the page (saved one at a time). */
export const VISIBILITY_FLAGS = [
  'enableBiography',
  'enableResume',
  'enableResumeFooter',
  'enableVideos',
  'enableTestimonies',
  'enableGallery',
  'enableSiteExperimentalSession',
] as const satisfies readonly (keyof ProfileUpdate)[];
export type VisibilityFlag = (typeof VISIBILITY_FLAGS)[number];

/**
 * The profile fields the in-place editor holds as a draft until the owner saves; `translations`
 * holds the versions of the coach's texts in other languages (./coach-translations).
 */
export const DRAFT_FIELDS = [
  'firstName',
  'secondName',
  'email',
  'tel',
  'aboutMe',
  'mainPhrase',
  'mainPhraseAuthor',
  'resumeFeed',
  'expertises',
  ...COUNTER_FIELDS,
  ...Object.values(COUNTER_FLAGS),
  'translations',
] as const satisfies readonly (keyof ProfileUpdate)[];
export type DraftField = (typeof DRAFT_FIELDS)[number];
/** What the in-place editor holds until the owner saves: those fields, none missing. */
export type ProfileDraft = Required<Pick<ProfileUpdate, DraftField>>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const count = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : 0;

/** The draft of a profile as loaded (absent fields empty, absent flags on). */
export function draftFromProfile(profile: ProfileUpdate | null | undefined): ProfileDraft {
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
    translations: normalizeTranslations(p.translations),
  };
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => item === b[i]);
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) {
    return JSON.stringify(normalizeTranslations(a)) === JSON.stringify(normalizeTranslations(b));
  }
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
  | 'namesEmpty'
  | 'tooLong'
  | 'emailInvalid'
  | 'phoneInvalid'
  | 'phoneNumber'
  | 'counterInvalid'
  | 'counterTooBig'
  | 'tooManyExpertises';
export type DraftErrors = Partial<Record<DraftField, DraftError>>;

/**
 * The rules a draft field must meet to be saved: the contract's, plus the spec's: names filled,
 * a valid e-mail (the spec's pattern on top of the contract's format), a phone that is a number
 * of its country (or none) and whole counters.
 */
const DRAFT_RULES = {
  firstName: filledText(profileFields.firstName, 'namesEmpty'),
  secondName: filledText(profileFields.secondName, 'namesEmpty'),
  email: specRule(profileFields.email, isValidEmail, 'email'),
  tel: specRule(profileFields.tel, isOptionalPhoneNumber, 'phoneNumber'),
  aboutMe: profileFields.aboutMe,
  mainPhrase: profileFields.mainPhrase,
  mainPhraseAuthor: profileFields.mainPhraseAuthor,
  resumeFeed: profileFields.resumeFeed,
  expertises: profileFields.expertises,
  coachingHours: specRule(profileFields.coachingHours, Number.isInteger, 'notWhole'),
  coursesCoachly: specRule(profileFields.coursesCoachly, Number.isInteger, 'notWhole'),
  lecturesHours: specRule(profileFields.lecturesHours, Number.isInteger, 'notWhole'),
  translations: profileFields.translations,
} satisfies Partial<Record<DraftField, unknown>>;

/** The message a field's first problem shows. */
function draftError(field: keyof typeof DRAFT_RULES, issue: string): DraftError {
  if (field === 'email') return 'emailInvalid';
  if (field === 'expertises') return 'tooManyExpertises';
  // A version in another language can only break a limit (the editor keeps it well formed).
  if (field === 'translations') return 'tooLong';
  if (field === 'coachingHours' || field === 'coursesCoachly' || field === 'lecturesHours') {
    return issue === 'tooLong' ? 'counterTooBig' : 'counterInvalid';
  }
  if (issue === 'namesEmpty' || issue === 'tooLong' || issue === 'phoneNumber') return issue;
  return 'phoneInvalid';
}

/** Checks a draft as it would be sent (texts trimmed): every field against its rules. */
export function validateDraft(draft: ProfileDraft): DraftErrors {
  const errors: DraftErrors = {};
  for (const field of Object.keys(DRAFT_RULES) as Array<keyof typeof DRAFT_RULES>) {
    const value = draft[field];
    const issue = fieldIssue<string>(DRAFT_RULES[field], typeof value === 'string' ? value.trim() : value);
    if (issue) errors[field] = draftError(field, issue);
  }
  return errors;
}

/** Save is allowed only when names are filled and the e-mail is valid (and nothing is over a limit). */
export function canSaveDraft(draft: ProfileDraft): boolean {
  return Object.keys(validateDraft(draft)).length === 0;
}

/** The body of POST /profiles/me for a draft: only what changed, trimmed, custom expertises dropped. */
export function draftUpdate(
  draft: ProfileDraft,
  profile: ProfileUpdate | null,
  knownExpertises: readonly string[] | null,
): ProfileUpdate {
  const baseline = draftFromProfile(profile);
  const update: ProfileUpdate = {};
  for (const field of changedFields(draft, baseline)) {
    if (field === 'expertises') continue;
    if (field === 'translations') {
      update.translations = savedTranslations(draft.translations, profile);
      continue;
    }
    const value = draft[field];
    Object.assign(update, { [field]: typeof value === 'string' ? value.trim() : value });
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
  | { type: 'gallery.add'; picture: GalleryPicture }
  | { type: 'gallery.update'; url: string; caption: string; newUrl?: string }
  | { type: 'gallery.remove'; url: string }
  /** Moves a picture to position `to` (0-based) of the list as it is when the move is saved. */
  | { type: 'gallery.move'; url: string; to: number }
  | { type: 'videos.add'; video: Video }
  | { type: 'videos.update'; id: string; caption: string }
  | { type: 'videos.remove'; id: string }
  | { type: 'videos.move'; id: string; to: number }
  | { type: 'testimonies.add'; testimony: Testimony }
  | { type: 'testimonies.update'; testimony: Testimony }
  | { type: 'testimonies.remove'; id: number }
  | { type: 'testimonies.move'; id: number; to: number }
  | { type: 'visibility'; flag: VisibilityFlag; value: boolean }
  | { type: 'patch'; patch: ProfileUpdate };

/** Why an operation cannot be applied to the profile as it now is. */
export type OperationRefusal = 'galleryFull' | 'videosFull' | 'testimoniesFull' | 'notFound' | 'invalid';

export type OperationResult = { ok: true; update: ProfileUpdate } | { ok: false; reason: OperationRefusal };

const cut = (value: string | undefined, limit: number) => (value ?? '').trim().slice(0, limit);

/** A testimony's fields: the contract's limits, filled (not only spaces) as the spec wants. */
const TESTIMONY_RULES = {
  author: filledText(testimonyFields.author, 'required'),
  occupation: filledText(testimonyFields.occupation, 'required'),
  text: filledText(testimonyFields.text, 'required'),
};

/** Checks a testimony: author, occupation and text filled, within their limits. */
export function testimonyErrors(
  t: Pick<Testimony, 'text' | 'author' | 'occupation'>,
): Array<'text' | 'author' | 'occupation'> {
  return (['author', 'occupation', 'text'] as const).filter(
    (field) => fieldIssue(TESTIMONY_RULES[field], t[field].trim()) !== null,
  );
}

/** A random positive integer id for a new testimony, different from the existing ones. */
export function newTestimonyId(existing: readonly Pick<Testimony, 'id'>[], random: () => number = Math.random): number {
  for (;;) {
    const id = 1 + Math.floor(random() * 2_147_483_646);
    if (!existing.some((t) => t.id === id)) return id;
  }
}

type ListField = 'gallery' | 'videos' | 'testimonies';
type ListEntry<K extends ListField> = NonNullable<Profile[K]>[number];
type ProfileLists = Pick<Profile, ListField> | null;

/** The update that saves `field` as `list`. */
function savedList<K extends ListField>(field: K, list: ListEntry<K>[]): OperationResult {
  const update: ProfileUpdate = {};
  // TypeScript cannot see that a list of `field`'s entries is `field`'s type when `field` is generic.
  update[field] = list as ProfileUpdate[K];
  return { ok: true, update };
}

/** Saves `field` with `entry` at its end; refused when the list is full or the entry not valid. */
function added<K extends ListField>(
  profile: ProfileLists,
  field: K,
  entry: ListEntry<K>,
  valid: boolean,
): OperationResult {
  const list: readonly ListEntry<K>[] = profile?.[field] ?? [];
  if (list.length >= CONTRACT_LIMITS.profileLists[field]) return { ok: false, reason: `${field}Full` };
  if (!valid) return { ok: false, reason: 'invalid' };
  return savedList(field, [...list, entry]);
}

/**
 * Saves `field` with each entry whose `key` is `value` changed by `change`, or removed when it
 * gives null; refused when no entry has that value.
 */
function changed<K extends ListField, P extends keyof ListEntry<K>>(
  profile: ProfileLists,
  field: K,
  key: P,
  value: ListEntry<K>[P],
  change: (entry: ListEntry<K>) => ListEntry<K> | null,
): OperationResult {
  const list: readonly ListEntry<K>[] = profile?.[field] ?? [];
  const named = (entry: ListEntry<K>) => entry[key] === value;
  if (!list.some(named)) return { ok: false, reason: 'notFound' };
  const next = list.flatMap((entry) => (named(entry) ? (change(entry) ?? []) : [entry]));
  return savedList(field, next);
}

/**
 * Saves `field` with the entry whose `key` is `value` moved to position `to` (kept within the
 * list, so a list that shrank elsewhere still takes the move); refused when no entry has that value.
 */
function moved<K extends ListField, P extends keyof ListEntry<K>>(
  profile: ProfileLists,
  field: K,
  key: P,
  value: ListEntry<K>[P],
  to: number,
): OperationResult {
  const list: ListEntry<K>[] = [...(profile?.[field] ?? [])];
  const from = list.findIndex((entry) => entry[key] === value);
  if (from === -1) return { ok: false, reason: 'notFound' };
  if (!Number.isInteger(to)) return { ok: false, reason: 'invalid' };
  const [entry] = list.splice(from, 1);
  list.splice(Math.min(Math.max(to, 0), list.length), 0, entry!);
  return savedList(field, list);
}

/** A gallery picture as saved: its caption trimmed and cut to its limit. */
function savedPicture(p: GalleryPicture): GalleryPicture {
  return { url: p.url, caption: cut(p.caption, FIELD_LIMITS.caption) };
}

/** A video as saved: its caption trimmed and cut to its limit. */
function savedVideo(v: Video): Video {
  return { ...v, caption: cut(v.caption, FIELD_LIMITS.videoCaption) };
}

/** A testimony as saved: its texts trimmed. */
function trimmedTestimony(t: Testimony): Testimony {
  return { id: t.id, text: t.text.trim(), author: t.author.trim(), occupation: t.occupation.trim() };
}

/**
 * Turns an operation into the body of POST /profiles/me, computed against the profile as it
 * is when the operation is sent (so queued operations never overwrite each other).
 */
export function resolveOperation(profile: ProfileLists, op: ProfileOperation): OperationResult {
  switch (op.type) {
    case 'gallery.add':
      return added(profile, 'gallery', savedPicture(op.picture), Boolean(op.picture.url));
    case 'gallery.update':
      return changed(profile, 'gallery', 'url', op.url, (p) =>
        savedPicture({ url: op.newUrl ?? p.url, caption: op.caption }),
      );
    case 'gallery.remove':
      return changed(profile, 'gallery', 'url', op.url, () => null);
    case 'gallery.move':
      return moved(profile, 'gallery', 'url', op.url, op.to);
    case 'videos.add':
      return added(profile, 'videos', savedVideo(op.video), fieldIssue(videoFields.host, op.video.host) === null);
    case 'videos.update':
      return changed(profile, 'videos', 'id', op.id, (v) => savedVideo({ ...v, caption: op.caption }));
    case 'videos.remove':
      return changed(profile, 'videos', 'id', op.id, () => null);
    case 'videos.move':
      return moved(profile, 'videos', 'id', op.id, op.to);
    case 'testimonies.add':
      return added(profile, 'testimonies', trimmedTestimony(op.testimony), testimonyErrors(op.testimony).length === 0);
    case 'testimonies.update': {
      const result = changed(profile, 'testimonies', 'id', op.testimony.id, () => trimmedTestimony(op.testimony));
      return result.ok && testimonyErrors(op.testimony).length > 0 ? { ok: false, reason: 'invalid' } : result;
    }
    case 'testimonies.remove':
      return changed(profile, 'testimonies', 'id', op.id, () => null);
    case 'testimonies.move':
      return moved(profile, 'testimonies', 'id', op.id, op.to);
    case 'visibility': {
      const update: ProfileUpdate = {};
      update[op.flag] = op.value;
      return { ok: true, update };
    }
    case 'patch':
      return { ok: true, update: { ...op.patch } };
  }
}
