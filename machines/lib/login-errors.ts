/**
 * Reads failures of the sign-in calls without depending on the app's error classes:
 * the login machine only needs a status, an OAuth error code and a message.
 */

/** Messages thrown into page scripts by browser extensions that inject into every tab. */
const EXTENSION_SCRIPT_ERRORS = [
  'extension context invalidated',
  'message channel closed before a response was received',
  'could not establish connection. receiving end does not exist',
  'chrome-extension://',
  'moz-extension://',
  'safari-web-extension://',
];

function field(error: unknown, name: string): unknown {
  return typeof error === 'object' && error !== null ? (error as Record<string, unknown>)[name] : undefined;
}

/** HTTP status carried by a failure, when it has one. */
export function errorStatus(error: unknown): number | undefined {
  const status = field(error, 'status');
  return typeof status === 'number' ? status : undefined;
}

/** OAuth `error` code carried by a failure (for example `invalid_grant`). */
export function oauthErrorCode(error: unknown): string | undefined {
  const code = field(error, 'error');
  return typeof code === 'string' ? code : undefined;
}

/** The server's `error_description`, when it sent one. */
export function oauthErrorDescription(error: unknown): string | undefined {
  const description = field(error, 'error_description');
  return typeof description === 'string' && description.trim() ? description : undefined;
}

/**
 * True for the known script error a browser extension raises while the sign-in is running.
 * The call did not reach a verdict, so the machine retries it instead of signing the coach out.
 */
export function isExtensionScriptError(error: unknown): boolean {
  if (errorStatus(error) !== undefined) return false;
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : field(error, 'message');
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  const text = `${typeof message === 'string' ? message : ''}\n${stack}`.toLowerCase();
  return EXTENSION_SCRIPT_ERRORS.some((needle) => text.includes(needle));
}

/** Token exchange answered 404 or 401: the error catalogue sends the coach to /not_found. */
export function isNotFoundOrUnauthorized(error: unknown): boolean {
  const status = errorStatus(error);
  return status === 404 || status === 401;
}

/** The provider refused the grant itself (reused or forged code, PKCE verifier mismatch). */
export function isRefusedGrant(error: unknown): boolean {
  return errorStatus(error) === 400 && oauthErrorCode(error) === 'invalid_grant';
}
