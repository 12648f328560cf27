/**
 * The calls a coach site's visitor makes on purpose, wrapping the generated clients: the
 * experimental-session data and request, both contact forms, and the confirmation of a session
 * request. They load with the dialogs and forms that use them, not with the site.
 */
import { sendProfileContact } from '@/api/gen/api-v1/profiles/profiles';
import { sendCoachContact } from '@/api/gen/api-v2/contact/contact';
import {
  confirmExperimentalSession,
  getExperimentalSessionData,
  requestExperimentalSession,
} from '@/api/gen/api-v2/sessions/sessions';
import type { ExperimentalSessionData, ExperimentalSessionRequest } from '@/api/gen/api-v2/model';
import type { ContactPayload } from '@machines/contact-form.machine';
import type { ContactVariant } from '@machines/lib/contact-rules';

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
