/**
 * The API contract's rules, read from the generated zod schemas (src/api/gen/<service>/zod), so
 * each length, count, pattern and enum is written once, in openapi/*.yaml. `CONTRACT_LIMITS` is
 * the one table of limits the forms show and enforce; the rule modules beside this one validate
 * with the schemas themselves, extended only where the spec adds a rule. Problems come back as
 * codes (`FieldIssue`, or the code an extension names) that the views turn into translated text.
 *
 * This is the one module of machines/ that loads generated runtime code (eslint.config.js).
 */
import './zod-config';
import * as z from 'zod';
import { SaveMyProfileBody } from '@/api/gen/api-v1/zod/owner/owner.zod';
import { SendProfileContactBody } from '@/api/gen/api-v1/zod/profiles/profiles.zod';
import { SendCoachContactBody } from '@/api/gen/api-v2/zod/contact/contact.zod';
import { RequestExperimentalSessionBody } from '@/api/gen/api-v2/zod/sessions/sessions.zod';

/** The body of POST /profiles/me: every profile field the owner edits. */
export const PROFILE_SCHEMA = SaveMyProfileBody;

const legacyContact = SendProfileContactBody.shape;

/**
 * The bodies of the coach site's two contact forms: the public one (api v2, POST
 * /coaches/public/profiles/contact/{id}) and the older form of templates 1-4 (api v1, PUT
 * /profiles/{username}/contact), which sends `phone` and, as the spec says, requires all six.
 */
export const CONTACT_SCHEMAS = {
  public: SendCoachContactBody.pick({ name: true, email: true, city: true, phone: true, subject: true, message: true }),
  legacy: z.object({
    name: legacyContact.name,
    email: legacyContact.email,
    city: legacyContact.city.unwrap(),
    phone: legacyContact.phone.unwrap(),
    subject: legacyContact.subject,
    message: legacyContact.message,
  }),
};

/** The body of an experimental-session request. */
export const SESSION_REQUEST_SCHEMA = RequestExperimentalSessionBody;

/** The schema under `.optional()`, `.default()` and `.nullable()`. */
function unwrap(schema: z.ZodType): z.ZodType {
  let inner = schema;
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodDefault || inner instanceof z.ZodNullable) {
    inner = inner.unwrap() as z.ZodType;
  }
  return inner;
}

/** A field's `maxLength` (text) or `maxItems` (list) in the contract: its schema's max_length check. */
export function maxOf(schema: z.ZodType): number {
  const checks = unwrap(schema)._zod.def.checks ?? [];
  const check = checks
    .map(({ _zod }) => _zod.def as { check: string; maximum?: unknown })
    .find((def) => def.check === 'max_length');
  if (typeof check?.maximum !== 'number') throw new Error('The contract sets no maximum for this field');
  return check.maximum;
}

/** A number field's `maximum` in the contract: its schema's inclusive less_than check. */
function numberMaxOf(schema: z.ZodType): number {
  const checks = unwrap(schema)._zod.def.checks ?? [];
  const check = checks
    .map(({ _zod }) => _zod.def as { check: string; value?: unknown; inclusive?: boolean })
    .find((def) => def.check === 'less_than' && def.inclusive === true);
  if (typeof check?.value !== 'number') throw new Error('The contract sets no maximum for this number');
  return check.value;
}

/** True when the contract requires the field (it is neither optional nor defaulted). */
export function isRequired(schema: z.ZodType): boolean {
  return !schema.safeParse(undefined).success;
}

/** The values an enum field of the contract takes, in the contract's order. */
export function enumOptions<T extends string>(schema: z.ZodType<T | undefined>): readonly T[] {
  const inner = unwrap(schema);
  if (!(inner instanceof z.ZodEnum)) throw new Error('The contract lists no values for this field');
  return inner.options.filter((value): value is T => typeof value === 'string');
}

/**
 * What is wrong with a value, for the views' messages: missing (a text or list under its
 * minimum), too long (over the maximum), not an e-mail, not matching the field's pattern, under
 * a number's minimum, or anything else the contract refuses.
 */
type FieldIssue = 'required' | 'tooLong' | 'email' | 'pattern' | 'tooSmall' | 'invalid';

/**
 * The first problem of a value under a field's schema, or null. A spec rule added with
 * `specRule` reports the code it names.
 */
export function fieldIssue<Code extends string = never>(schema: z.ZodType, value: unknown): FieldIssue | Code | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const [issue] = result.error.issues;
  if (!issue) return 'invalid';
  switch (issue.code) {
    case 'too_small':
      return issue.origin === 'string' || issue.origin === 'array' ? 'required' : 'tooSmall';
    case 'too_big':
      return 'tooLong';
    case 'invalid_format':
      return issue.format === 'email' ? 'email' : 'pattern';
    case 'custom':
      return (issue.params?.issue as Code | undefined) ?? 'invalid';
    default:
      return 'invalid';
  }
}

/**
 * A rule the spec adds to a contract field, checked after the contract's own; a value that
 * breaks it reports `issue`, which the views translate like the contract's codes.
 */
export function specRule<T, Code extends string>(
  schema: z.ZodType<T | undefined>,
  check: (value: T) => boolean,
  issue: Code,
): z.ZodType<T> {
  return unwrap(schema).refine((value) => check(value as T), { params: { issue } }) as z.ZodType<T>;
}

/**
 * A text the spec requires to be filled (not only spaces), checked before the contract's own
 * rules, so a blank value reports `issue` rather than a length.
 */
export function filledText<Code extends string>(schema: z.ZodType<string | undefined>, issue: Code): z.ZodType<string> {
  return z
    .string()
    .refine((value) => value.trim() !== '', { params: { issue }, abort: true })
    .pipe(unwrap(schema) as z.ZodType<string, string>);
}

const profile = PROFILE_SCHEMA.shape;
const galleryPicture = profile.gallery.unwrap().element.shape;
const video = profile.videos.unwrap().element.shape;
const testimony = profile.testimonies.unwrap().element.shape;
/** One language's versions of the coach's texts (every language has the same limits). */
const translated = profile.translations.unwrap().shape.en.unwrap().shape;
const contactLimits = (schema: (typeof CONTACT_SCHEMAS)['public' | 'legacy']) => ({
  name: maxOf(schema.shape.name),
  email: maxOf(schema.shape.email),
  city: maxOf(schema.shape.city),
  phone: maxOf(schema.shape.phone),
  subject: maxOf(schema.shape.subject),
  message: maxOf(schema.shape.message),
});
const session = SESSION_REQUEST_SCHEMA.shape;

/**
 * Every length and count limit the forms show (a counter, an input's maxLength) and enforce, as
 * the contract states it. tests/unit/contract-limits.test.tsx holds it to openapi/*.yaml and the
 * rendered forms to it.
 */
export const CONTRACT_LIMITS = {
  /** The owner's profile (POST /profiles/me). */
  profile: {
    username: maxOf(profile.username),
    firstName: maxOf(profile.firstName),
    secondName: maxOf(profile.secondName),
    tel: maxOf(profile.tel),
    aboutMe: maxOf(profile.aboutMe),
    mainPhrase: maxOf(profile.mainPhrase),
    mainPhraseAuthor: maxOf(profile.mainPhraseAuthor),
    resumeFeed: maxOf(profile.resumeFeed),
    /** A gallery picture's caption. */
    caption: maxOf(galleryPicture.caption),
    videoCaption: maxOf(video.caption),
    testimonyText: maxOf(testimony.text),
    testimonyAuthor: maxOf(testimony.author),
    testimonyOccupation: maxOf(testimony.occupation),
  },
  /** A version of the coach's texts in another language (`translations`), field by field. */
  translation: {
    aboutMe: maxOf(translated.aboutMe),
    mainPhrase: maxOf(translated.mainPhrase),
    mainPhraseAuthor: maxOf(translated.mainPhraseAuthor),
    resumeFeed: maxOf(translated.resumeFeed),
    caption: maxOf(translated.galleryCaptions.unwrap().valueType),
    videoCaption: maxOf(translated.videoCaptions.unwrap().valueType),
  },
  /** How many items the profile's lists hold. */
  profileLists: {
    gallery: maxOf(profile.gallery),
    videos: maxOf(profile.videos),
    testimonies: maxOf(profile.testimonies),
    expertises: maxOf(profile.expertises),
  },
  /** The highest value each counter of the resume footer takes. */
  profileCounters: {
    coachingHours: numberMaxOf(profile.coachingHours),
    coursesCoachly: numberMaxOf(profile.coursesCoachly),
    lecturesHours: numberMaxOf(profile.lecturesHours),
  },
  /** The coach site's contact forms. */
  contact: { public: contactLimits(CONTACT_SCHEMAS.public), legacy: contactLimits(CONTACT_SCHEMAS.legacy) },
  /** The experimental-session request. */
  sessionRequest: { name: maxOf(session.name), email: maxOf(session.email), phone: maxOf(session.phone) },
};
