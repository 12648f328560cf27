/**
 * The sign-in calls the login machine invokes: building the provider's authorization address
 * (PKCE S256 + state), exchanging a code or a username and password for tokens, and reading
 * who signed in. Addresses are always on our own origin (/login, /logout).
 */
import { exchangeToken, getLogoutUrl } from '@/api/gen/auth/oauth/oauth';
import { getFirstLogin, getMyUsername } from '@/api/gen/api-v1/owner/owner';
import { authorizeUrl } from '@/lib/auth-url';
import { CLIENT_ID, isDemo, serviceBase } from '@/lib/env';
import type { LoginAccount, LoginCredentials, LoginTokens } from '@machines/login.machine';
import { codeChallengeFor, rememberAuthorization } from './pkce';

export const SCOPE = 'coach';

/** Where the provider sends the coach back after signing in. */
export function loginRedirectUri(): string {
  return `${window.location.origin}/login`;
}

/**
 * The provider's logout address, which comes back to our /logout. The demo provider's logout
 * only redirects, and a page navigation cannot be answered by its service worker, so demo
 * builds go to /logout directly.
 */
export function providerLogoutUrl(): string {
  const back = `${window.location.origin}/logout`;
  return isDemo ? back : `${serviceBase('auth')}${getLogoutUrl({ redirect_uri: back })}`;
}

/**
 * Creates a fresh state and PKCE pair (kept with the page to come back to) and returns the
 * authorization address to leave for.
 */
export async function prepareAuthorization(returnTo: string | null): Promise<{ url: string }> {
  const pending = rememberAuthorization(returnTo);
  const codeChallenge = await codeChallengeFor(pending.codeVerifier);
  const url = authorizeUrl({
    response_type: 'code',
    client_id: CLIENT_ID,
    redirect_uri: loginRedirectUri(),
    scope: SCOPE,
    state: pending.state,
    code_challenge: codeChallenge,
    code_challenge_method: 'S256',
  });
  return { url };
}

const exchanges = new Map<string, Promise<LoginTokens>>();

/**
 * Exchanges a code (with its PKCE verifier) or a username and password for tokens. A code is
 * single-use, so a remounted view exchanging the same code and verifier reuses the first answer.
 */
export function exchangeCredentials(credentials: LoginCredentials): Promise<LoginTokens> {
  if (credentials.kind === 'password') {
    return exchangeToken({
      grant_type: 'password',
      client_id: CLIENT_ID,
      machine: navigator.userAgent,
      scope: SCOPE,
      username: credentials.username,
      password: credentials.password,
    }).then(toLoginTokens);
  }
  const key = `${credentials.code}\n${credentials.codeVerifier ?? ''}`;
  const known = exchanges.get(key);
  if (known) return known;
  const pending = exchangeToken({
    grant_type: 'authorization_code',
    client_id: CLIENT_ID,
    machine: navigator.userAgent,
    scope: SCOPE,
    code: credentials.code,
    redirect_uri: loginRedirectUri(),
    ...(credentials.codeVerifier ? { code_verifier: credentials.codeVerifier } : {}),
  }).then(toLoginTokens);
  exchanges.set(key, pending);
  pending.catch(() => exchanges.delete(key));
  return pending;
}

function toLoginTokens(tokens: { access_token: string; refresh_token?: string }): LoginTokens {
  return { access_token: tokens.access_token, refresh_token: tokens.refresh_token ?? '' };
}

/** Username and first-login state of the coach who just signed in. */
export async function loadAccount(): Promise<LoginAccount> {
  const [username, firstLogin] = await Promise.all([getMyUsername(), getFirstLogin()]);
  return { username: username.username, alreadySiteAccess: firstLogin.profile.alreadySiteAccess };
}
