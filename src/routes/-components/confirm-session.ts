/**
 * The confirmation behind an e-mailed session link (src/routes/confirm-session.$id.tsx), loaded
 * by the route's guard when the link is opened rather than with every page's first download.
 * Confirmed -> /permission; unknown request (404) -> /not_found; link used before (409) ->
 * /already_exist; any other failure is the route's error.
 */
import { redirect } from '@tanstack/react-router';
import { isApiError } from '@/api/errors';
import { confirmExperimentalSession } from '@/api/gen/api-v2/sessions/sessions';

export async function confirmSessionLink(id: string): Promise<never> {
  try {
    await confirmExperimentalSession(id);
  } catch (error) {
    if (isApiError(error, 404)) throw redirect({ to: '/not_found', replace: true });
    if (isApiError(error, 409)) throw redirect({ to: '/already_exist', replace: true });
    throw error;
  }
  throw redirect({ to: '/permission', replace: true });
}
