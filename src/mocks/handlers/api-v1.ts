/**
 * API v1 of the demo backend: the owner's profile (read, partial save with the section 5 limits,
 * publish, username, first login, edit-access token), public profiles, owner-side search,
 * contact messages, uploads and the option lists (countries revalidated by ETag).
 */
import { HttpResponse, type HttpHandler } from 'msw';
import {
  CheckUsernameAvailabilityParams,
  SaveMyProfileBody,
  SearchProfilesQueryParams,
  SendProfileContactBody,
  SetMyUsernameBody,
} from '@/api/gen/api-v1/zod/index.zod';
import { backgroundImageCategories } from '../seed/backgrounds.ts';
import { expertisesByLang, PREDEFINED_EXPERTISES_PT } from '../seed/expertises.ts';
import { countriesByLang, locationsByCountry } from '../seed/locations.ts';
import type { Lang, Profile } from '../seed/types.ts';
import { db, locationLabel, type ContactRecord } from '../db.ts';
import {
  BASE,
  fail,
  jsonBody,
  notFound,
  operation,
  optionalOwner,
  owner,
  param,
  queryObject,
  validate,
  withEtag,
} from '../http.ts';
import { searchProfiles, type SearchQuery } from '../search.ts';

const V1 = BASE.v1;
const LANGS: readonly Lang[] = ['pt', 'en', 'es'];
const PREDEFINED = new Set(PREDEFINED_EXPERTISES_PT);
const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** Spec wording for the list limits (section 5), checked before the generic schema messages. */
const LIST_LIMITS = [
  { key: 'gallery', max: 24, message: 'Só comportamos um total de 24 imagens.' },
  { key: 'videos', max: 16, message: 'Só comportamos um total de 16 vídeos' },
  { key: 'testimonies', max: 6, message: 'Só comportamos um total de 6 depoimentos.' },
  { key: 'expertises', max: 3, message: 'Escolha no máximo 3 áreas de especialidade.' },
] as const;

/** Fields the owner cannot set through the profile save. */
const SERVER_FIELDS = new Set(['id', 'published', 'rating', 'username', 'coachUrl']);

/** Each flag a coach can switch off, with the fields that hold the data of what it hides. */
const HIDDEN_DATA = [
  ['enableBiography', ['aboutMe']],
  ['enableResume', ['resumeFeed']],
  ['enableResumeFooter', ['coachingHours', 'coursesCoachly', 'lecturesHours']],
  ['enableCoachingHours', ['coachingHours']],
  ['enableCoursesCoachly', ['coursesCoachly']],
  ['enableLecturesHours', ['lecturesHours']],
  ['enableVideos', ['videos']],
  ['enableTestimonies', ['testimonies']],
  ['enableGallery', ['gallery']],
  ['enableSiteExperimentalSession', ['coachDetails']],
] as const satisfies ReadonlyArray<readonly [keyof Profile, ReadonlyArray<keyof Profile>]>;

/** The translated texts of what each hidden section holds (CoachTexts keys). */
const HIDDEN_TRANSLATIONS = [
  ['enableBiography', 'aboutMe'],
  ['enableResume', 'resumeFeed'],
  ['enableVideos', 'videoCaptions'],
  ['enableGallery', 'galleryCaptions'],
] as const;

/** What anonymous visitors get of a profile (the contract's PublicProfile): no e-mail, nothing hidden. */
function publicProfile(profile: Profile): Partial<Omit<Profile, 'email'>> {
  const { email: _email, ...shown } = profile;
  const answer: Partial<typeof shown> = shown;
  for (const [flag, fields] of HIDDEN_DATA) {
    if (profile[flag] === false) for (const field of fields) delete answer[field];
  }
  if (profile.translations) {
    const translations: NonNullable<Profile['translations']> = {};
    for (const lang of LANGS) {
      const texts = profile.translations[lang];
      if (!texts) continue;
      const kept = { ...texts };
      for (const [flag, key] of HIDDEN_TRANSLATIONS) if (profile[flag] === false) delete kept[key];
      translations[lang] = kept;
    }
    answer.translations = translations;
  }
  return answer;
}

function langParam(value: string): Lang | null {
  return (LANGS as readonly string[]).includes(value) ? (value as Lang) : null;
}

/**
 * Merges a partial save into the profile. Only the fields present in the body change (schema
 * defaults never leak in); expertises outside the predefined list are dropped, as the editor
 * does; fullName and location follow names and place unless sent.
 */
function applyUpdate(current: Profile, raw: Record<string, unknown>, parsed: Record<string, unknown>): Profile {
  const next: Record<string, unknown> = { ...current };
  for (const key of Object.keys(raw)) {
    if (SERVER_FIELDS.has(key) || !(key in parsed)) continue;
    next[key] = parsed[key];
  }
  const profile = next as unknown as Profile;
  if ('expertises' in raw) profile.expertises = [...new Set(profile.expertises.filter((e) => PREDEFINED.has(e)))];
  if (('firstName' in raw || 'secondName' in raw) && !('fullName' in raw)) {
    profile.fullName = `${profile.firstName} ${profile.secondName}`.trim();
  }
  if (('city' in raw || 'state' in raw || 'country' in raw) && !('location' in raw)) {
    profile.location = locationLabel(profile.city, profile.state, profile.country);
  }
  return profile;
}

async function saveMyProfile(request: Request): Promise<Response> {
  const account = owner(request);
  if (account instanceof Response) return account;
  const raw = await jsonBody(request);
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return fail(400, 'invalid_request', 'Envie os campos do perfil em um objeto JSON.');
  }
  const body = raw as Record<string, unknown>;
  for (const { key, max, message } of LIST_LIMITS) {
    const value = body[key];
    if (Array.isArray(value) && value.length > max) return fail(400, 'invalid_request', message);
  }
  for (const key of ['firstName', 'secondName']) {
    const value = body[key];
    if (value !== undefined && (typeof value !== 'string' || !value.trim())) {
      return fail(400, 'invalid_request', 'O nome e sobrenome não devem estar vazios');
    }
  }
  const parsed = validate(SaveMyProfileBody, body);
  if (parsed instanceof Response) return parsed;
  const current = db.profileOf(account, true);
  if (!current) return notFound('Perfil não encontrado.');
  const saved = db.putProfile(applyUpdate(current, body, parsed));
  return HttpResponse.json(saved);
}

function searchQuery(url: URL): SearchQuery | Response {
  const query = validate(
    SearchProfilesQueryParams,
    queryObject(url, {
      arrays: ['expertise', 'category'],
      ints: ['page', 'qtd'],
      bools: ['enableSiteExperimentalSession'],
    }),
  );
  return query instanceof Response ? query : query;
}

/** Search shared with API v2's public search: same filters, order and paging. */
export function searchResponse(request: Request): Response {
  const query = searchQuery(new URL(request.url));
  if (query instanceof Response) return query;
  return HttpResponse.json(searchProfiles(db.allProfiles(), query));
}

/** A visitor's message to a coach, as both contact endpoints (v1's site form, v2's) take it. */
interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  city?: string | undefined;
}

/** Puts a contact message in the outbox, as the e-mail the coach would receive (204). */
export function deliverContact(
  channel: ContactRecord['channel'],
  coach: Profile,
  { name, email, subject, message, city }: ContactMessage,
  tel: string | undefined,
): Response {
  db.addContact({
    channel,
    coachId: coach.id,
    coachName: coach.fullName,
    coachEmail: coach.email,
    name,
    email,
    subject,
    message,
    ...(tel ? { tel } : {}),
    ...(city ? { city } : {}),
  });
  return new HttpResponse(null, { status: 204 });
}

/** Contact answers go to the outbox page, as the e-mail the coach would receive. */
async function sendProfileContact(request: Request, username: string): Promise<Response> {
  const body = validate(SendProfileContactBody, await jsonBody(request));
  if (body instanceof Response) return body;
  const coach = db.profileByUsername(username);
  if (!coach?.published) return notFound('Coach não encontrado.');
  return deliverContact('site', coach, body, body.tel ?? body.phone);
}

/** Publishes or unpublishes the owner's profile; `missing` says there is none yet. */
function setPublished(request: Request, published: boolean, missing: string): Response {
  const account = owner(request);
  if (account instanceof Response) return account;
  const profile = db.profileOf(account);
  if (!profile) return notFound(missing);
  db.putProfile({ ...profile, published });
  return HttpResponse.json({ published });
}

const isJpeg = (bytes: Uint8Array) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

async function uploadImage(request: Request): Promise<Response> {
  const account = owner(request);
  if (account instanceof Response) return account;
  const filename = request.headers.get('X-Filename')?.trim() ?? '';
  if (!filename) return fail(400, 'invalid_request', 'Informe o nome do arquivo no cabeçalho X-Filename.');
  if (filename.length > 255)
    return fail(400, 'invalid_request', 'O nome do arquivo deve ter no máximo 255 caracteres.');
  const type = (request.headers.get('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'image/jpeg') return fail(400, 'invalid_request', 'Envie a imagem no formato JPEG.');
  const bytes = await request.arrayBuffer();
  if (bytes.byteLength === 0) return fail(400, 'invalid_request', 'A imagem está vazia.');
  // Read the bytes, not the label: a JPEG starts with its SOI marker and a segment marker.
  if (!isJpeg(new Uint8Array(bytes))) return fail(400, 'invalid_request', 'Envie a imagem no formato JPEG.');
  if (bytes.byteLength > MAX_UPLOAD_BYTES) return fail(400, 'invalid_request', 'A imagem deve ter no máximo 5 MB.');
  const record = await db.saveUpload(account, filename, bytes);
  return HttpResponse.json({ uri: record.uri });
}

export const apiV1Handlers: HttpHandler[] = [
  // ---- owner -----------------------------------------------------------------------------
  operation('getMyProfile', 'get', `${V1}/profiles/me`, ({ request }) => {
    const account = owner(request);
    if (account instanceof Response) return account;
    const profile = db.profileOf(account);
    return profile ? HttpResponse.json(profile) : notFound('Perfil não encontrado.');
  }),
  operation('saveMyProfile', 'post', `${V1}/profiles/me`, ({ request }) => saveMyProfile(request)),
  operation('getMyUsername', 'get', `${V1}/profiles/me/username`, ({ request }) => {
    const account = owner(request);
    if (account instanceof Response) return account;
    return HttpResponse.json({ username: account.username });
  }),
  /**
   * The spec's 409 "token already used" is read as: the username is the token of the site's
   * address, so asking for one that another coach (or a product route) already uses is a
   * conflict. Setting the name the coach already has is fine (200).
   */
  operation('setMyUsername', 'post', `${V1}/profiles/me/username`, async ({ request }) => {
    const account = owner(request);
    if (account instanceof Response) return account;
    const body = validate(SetMyUsernameBody, await jsonBody(request));
    if (body instanceof Response) return body;
    if (!db.isUsernameFree(body.username, account)) {
      return fail(409, 'token_already_used', 'Este endereço já está em uso por outro coach.');
    }
    db.setUsername(account, body.username);
    return HttpResponse.json({ username: body.username });
  }),
  operation('publishMyProfile', 'post', `${V1}/profiles/me/publish`, ({ request }) =>
    setPublished(request, true, 'Crie o seu perfil antes de publicar.'),
  ),
  operation('unpublishMyProfile', 'post', `${V1}/profiles/me/unpublish`, ({ request }) =>
    setPublished(request, false, 'Perfil não encontrado.'),
  ),
  operation('getFirstLogin', 'get', `${V1}/profiles/me/first-login`, ({ request }) => {
    const account = owner(request);
    if (account instanceof Response) return account;
    return HttpResponse.json({ profile: { alreadySiteAccess: account.alreadySiteAccess } });
  }),
  operation('markFirstLogin', 'post', `${V1}/profiles/me/first-login`, ({ request }) => {
    const account = owner(request);
    if (account instanceof Response) return account;
    db.setAlreadySiteAccess(account, true);
    return HttpResponse.json({ profile: { alreadySiteAccess: true } });
  }),
  operation('regenerateEditToken', 'post', `${V1}/profiles/regenerate_token`, ({ request }) => {
    const account = owner(request);
    if (account instanceof Response) return account;
    return HttpResponse.json({ refresh_token: db.issueRefreshToken(account.id).token });
  }),

  // ---- profiles --------------------------------------------------------------------------
  operation('searchProfiles', 'get', `${V1}/profiles`, ({ request }) => {
    const account = owner(request);
    if (account instanceof Response) return account;
    return searchResponse(request);
  }),
  operation('checkUsernameAvailability', 'get', `${V1}/profiles/:name/avaliability`, ({ request, params }) => {
    const name = validate(CheckUsernameAvailabilityParams, { name: param(params, 'name') });
    if (name instanceof Response) return name;
    return HttpResponse.json({ available: db.isUsernameFree(name.name, optionalOwner(request)) });
  }),
  operation('sendProfileContact', 'put', `${V1}/profiles/:username/contact`, ({ request, params }) =>
    sendProfileContact(request, param(params, 'username')),
  ),
  operation('getPublicProfile', 'get', `${V1}/profiles/:name`, ({ params }) => {
    const profile = db.profileByUsername(param(params, 'name'));
    return profile?.published ? HttpResponse.json(publicProfile(profile)) : notFound('Coach não encontrado.');
  }),

  // ---- uploads ---------------------------------------------------------------------------
  operation('uploadImage', 'put', `${V1}/upload`, ({ request }) => uploadImage(request)),

  // ---- options ---------------------------------------------------------------------------
  operation('listBackgroundImages', 'get', `${V1}/types/background-images`, () =>
    HttpResponse.json(backgroundImageCategories),
  ),
  operation('listExpertises', 'get', `${V1}/expertises/types/:lang`, ({ params }) => {
    const lang = langParam(param(params, 'lang'));
    return lang ? HttpResponse.json(expertisesByLang[lang]) : notFound('Idioma não encontrado.');
  }),
  operation('listCountries', 'get', `${V1}/countries/types/:lang`, ({ request, params }) => {
    const lang = langParam(param(params, 'lang'));
    return lang ? withEtag(request, countriesByLang[lang]) : notFound('Idioma não encontrado.');
  }),
  operation('getCountryLocations', 'get', `${V1}/countries/:countryId/locations/types/:lang`, ({ request, params }) => {
    const lang = langParam(param(params, 'lang'));
    const locations = locationsByCountry[param(params, 'countryId').toUpperCase()];
    return lang && locations ? withEtag(request, locations) : notFound('País não encontrado.');
  }),
];
