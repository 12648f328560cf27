/**
 * API v2 of the demo backend: public search, experimental sessions (request, confirm once),
 * contact e-mails (both land in the demo outbox), coach meta tags, statistics, cookie consent.
 */
import { HttpResponse, type HttpHandler } from 'msw';
import {
  GetDashboardStatisticQueryParams,
  RequestExperimentalSessionBody,
  SaveCookieConsentBody,
  SendCoachContactBody,
} from '@/api/gen/api-v2/zod/index.zod';
import { statistics } from '../seed/statistics.ts';
import type { Profile } from '../seed/types.ts';
import { db } from '../db.ts';
import { BASE, fail, jsonBody, notFound, operation, param, queryObject, validate } from '../http.ts';
import { deliverContact, searchResponse } from './api-v1.ts';

const V2 = BASE.v2;
const PUBLIC_PROFILES = `${V2}/coaches/public/profiles`;

function publishedById(id: string): Profile | undefined {
  const profile = db.profileById(id);
  return profile?.published ? profile : undefined;
}

/** Text for a coach page's meta description: the start of "about me", cut at a word. */
function metaDescription(profile: Profile): string {
  const about = profile.aboutMe.replace(/\s+/g, ' ').trim();
  if (!about) {
    const areas = profile.expertises.join(', ');
    return `${profile.fullName}${areas ? `, coach de ${areas}` : ', coach'}${profile.location ? ` em ${profile.location}` : ''}.`;
  }
  if (about.length <= 160) return about;
  return `${about.slice(0, 157).replace(/\s+\S*$/, '')}...`;
}

async function requestSession(request: Request): Promise<Response> {
  const body = validate(RequestExperimentalSessionBody, await jsonBody(request));
  if (body instanceof Response) return body;
  const coach = publishedById(body.coachId);
  if (!coach) return notFound('Coach não encontrado.');
  if (!coach.enableSiteExperimentalSession)
    return fail(400, 'invalid_request', 'Este coach não oferece sessão experimental.');
  const schedules = coach.coachDetails.schedules_hours;
  if (!schedules.some((s) => s.weekday === body.day))
    return fail(400, 'invalid_request', 'O coach não atende neste dia.');
  if (!schedules.some((s) => s.weekday === body.day && s.turn === body.turn)) {
    return fail(400, 'invalid_request', 'O coach não atende neste período.');
  }
  const offered = coach.coachDetails.sessionType;
  if (offered !== 'BOTH' && offered !== body.sessionType) {
    return fail(400, 'invalid_request', 'Este coach não atende nesta modalidade.');
  }
  const record = db.addSessionRequest({
    coachId: coach.id,
    coachName: coach.fullName,
    coachEmail: coach.email,
    name: body.name,
    email: body.email,
    day: body.day,
    turn: body.turn,
    sessionType: body.sessionType,
    ...(body.phone ? { phone: body.phone } : {}),
  });
  return HttpResponse.json({ id: record.id }, { status: 201 });
}

async function sendContact(request: Request, coachId: string): Promise<Response> {
  const body = validate(SendCoachContactBody, await jsonBody(request));
  if (body instanceof Response) return body;
  const coach = publishedById(coachId);
  if (!coach) return notFound('Coach não encontrado.');
  return deliverContact('public', coach, body, body.phone);
}

export const apiV2Handlers: HttpHandler[] = [
  operation('searchPublicProfiles', 'get', `${PUBLIC_PROFILES}/v2`, ({ request }) => searchResponse(request)),
  operation('requestExperimentalSession', 'post', `${PUBLIC_PROFILES}/request-experimental-session`, ({ request }) =>
    requestSession(request),
  ),
  /** 200 the first time, 409 once confirmed (link used before), 404 for an id never issued. */
  operation('confirmExperimentalSession', 'get', `${PUBLIC_PROFILES}/confirm-exp-session/:id`, ({ params }) => {
    const outcome = db.confirmSession(param(params, 'id'));
    if (outcome === 'unknown') return notFound('Pedido de sessão não encontrado.');
    if (outcome === 'already') return fail(409, 'already_confirmed', 'This confirmation link has been used before');
    return HttpResponse.json({ confirmed: true });
  }),
  operation('sendCoachContact', 'post', `${PUBLIC_PROFILES}/contact/:id`, ({ request, params }) =>
    sendContact(request, param(params, 'id')),
  ),
  operation('getExperimentalSessionData', 'get', `${PUBLIC_PROFILES}/:id`, ({ params }) => {
    const coach = publishedById(param(params, 'id'));
    if (!coach) return notFound('Coach não encontrado.');
    return HttpResponse.json({
      id: coach.id,
      firstName: coach.firstName,
      enableSiteExperimentalSession: coach.enableSiteExperimentalSession,
      coachDetails: coach.coachDetails,
    });
  }),
  operation('getCoachMeta', 'get', `${V2}/coaches/public/coach/:name`, ({ request, params }) => {
    const coach = db.profileByUsername(param(params, 'name'));
    if (!coach?.published) return notFound('Coach não encontrado.');
    return HttpResponse.json({
      url: new URL(`/${coach.username}`, request.url).toString(),
      name: coach.fullName,
      description: metaDescription(coach),
    });
  }),
  operation('getDashboardStatistic', 'get', `${V2}/admin/public/dashboard`, ({ request }) => {
    const query = validate(GetDashboardStatisticQueryParams, queryObject(new URL(request.url)));
    if (query instanceof Response) return query;
    const confirmed = db.sessionRequests().filter((r) => r.confirmedAt !== undefined).length;
    const value = statistics[query.type] + (query.type === 'sessoes' ? confirmed : 0);
    return HttpResponse.json({ value });
  }),
  operation('saveCookieConsent', 'post', `${V2}/public/cookie-consent`, async ({ request }) => {
    const body = validate(SaveCookieConsentBody, await jsonBody(request));
    if (body instanceof Response) return body;
    db.addConsent(body.consent);
    return new HttpResponse(null, { status: 204 });
  }),
];
