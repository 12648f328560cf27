/**
 * Where the HTTP layer sends the user when the session cannot be recovered (a failed token
 * refresh). The router registers the real navigation at boot; until then, and outside the app,
 * it is a plain page load. Kept apart from the HTTP layer so that registering it does not bring
 * that layer into the first download.
 */
export type SessionTarget = '/not_found' | '/login';

// eslint-disable-next-line no-restricted-syntax -- browser only: the tab's router registers it at boot
let handler: (to: SessionTarget) => void = (to) => window.location.assign(to);

/** The router registers how to send the user elsewhere. */
export function setSessionNavigation(next: (to: SessionTarget) => void): void {
  handler = next;
}

/** Sends the user to /login or /not_found through whatever navigation is registered. */
export function leaveForSession(to: SessionTarget): void {
  handler(to);
}
