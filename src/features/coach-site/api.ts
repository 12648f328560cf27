/**
 * The coach site's calls, wrapping the generated clients: the public profile, the sharing
 * metadata, the experimental-session data and request, both contact forms, the confirmation
 * of a session request and the exchange of an edit-access refresh token.
 */
import { queryOptions } from '@tanstack/react-query';
import { getPublicProfile, sendProfileContact } from '@/api/gen/api-v1/profiles/profiles';
import { getCoachMeta } from '@/api/gen/api-v2/coaches/coaches';
import { sendCoachContact } from '@/api/gen/api-v2/contact/contact';
import {
  confirmExperimentalSession,
  getExperimentalSessionData,
  requestExperimentalSession,
} from '@/api/gen/api-v2/sessions/sessions';
import { exchangeToken } from '@/api/gen/auth/oauth/oauth';
import type { Profile } from '@/api/gen/api-v1/model';
import type { ExperimentalSessionData, ExperimentalSessionRequest } from '@/api/gen/api-v2/model';
import { CLIENT_ID } from '@/lib/env';
import { setTokens } from '@/lib/tokens';
import type { ContactPayload } from '@machines/contact-form.machine';
import type { ContactVariant } from '@machines/lib/contact-rules';

export type { Profile };

/** The published profile behind /{username}; 404 when unknown or unpublished. */
export const publicProfileOptions = (username: string) =>
  queryOptions({
    queryKey: ['coach-site', 'profile', username] as const,
    queryFn: ({ signal }) => getPublicProfile(username, { signal }),
  });

/** Title, description and address used for the sharing and search-engine tags. */
export const coachMetaOptions = (username: string) =>
  queryOptions({
    queryKey: ['coach-site', 'meta', username] as const,
    queryFn: ({ signal }) => getCoachMeta(username, { signal }),
    retry: false,
  });

/** Days, turns and session type a visitor may pick for an experimental session. */
export function loadSessionData(coachId: string): Promise<ExperimentalSessionData> {
  return getExperimentalSessionData(coachId);
}

export function sendSessionRequest(body: ExperimentalSessionRequest): Promise<{ id?: string }> {
  return requestExperimentalSession(body);
}

/**
 * Sends a contact message. The public form goes to the send-by-id endpoint (limits 100/1000);
 * the legacy form of templates 1-4 goes to the coach-site endpoint with its older `phone` field.
 */
export function sendContact(
  variant: ContactVariant,
  coach: { id: string; username: string },
  payload: ContactPayload,
): Promise<void> {
  if (variant === 'legacy') return sendProfileContact(coach.username, payload);
  return sendCoachContact(coach.id, { id: coach.id, ...payload });
}

/** Confirms the session request behind an e-mailed link. */
export function confirmSession(id: string) {
  return confirmExperimentalSession(id);
}

/** Exchanges an edit-access refresh token that arrived in the address and stores the tokens. */
export async function exchangeEditAccessToken(refreshToken: string): Promise<void> {
  const tokens = await exchangeToken({
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    client_id: CLIENT_ID,
    machine: typeof navigator !== 'undefined' ? navigator.userAgent : 'unknown',
  });
  setTokens({ access_token: tokens.access_token, refresh_token: tokens.refresh_token ?? refreshToken });
}
