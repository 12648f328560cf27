/**
 * The contact message a coach site's visitor sends, loaded with the forms that send it rather
 * than with the site: which of the two contract operations it goes to depends on the form.
 */
import { sendProfileContact } from '@/api/gen/api-v1/profiles/profiles';
import { sendCoachContact } from '@/api/gen/api-v2/contact/contact';
import type { ContactPayload } from '@machines/contact-form.machine';
import type { ContactVariant } from '@machines/lib/contact-rules';

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
