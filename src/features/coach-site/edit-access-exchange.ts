/**
 * The exchange of an edit-access refresh token that arrived in the address (see
 * edit-access.ts), and the lookup of who is signed in before it, kept apart so that only a
 * visit carrying a token downloads them.
 */
import { exchangeToken } from '@/api/gen/auth/oauth/oauth';
import { getMyUsername } from '@/api/gen/api-v1/owner/owner';
import { CLIENT_ID } from '@/lib/env';
import { isLoggedIn, setTokens } from '@/lib/tokens';

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

/**
 * The username of the coach signed in in this browser: null when nobody is, '' when someone is
 * but the lookup failed (the session is there, the name is not known).
 */
export async function signedInUsername(): Promise<string | null> {
  if (!isLoggedIn()) return null;
  try {
    return (await getMyUsername()).username;
  } catch {
    return isLoggedIn() ? '' : null;
  }
}
