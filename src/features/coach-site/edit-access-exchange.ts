/**
 * The exchange of an edit-access refresh token that arrived in the address (see
 * edit-access.ts), kept apart so that only a visit carrying a token downloads it.
 */
import { exchangeToken } from '@/api/gen/auth/oauth/oauth';
import { CLIENT_ID } from '@/lib/env';
import { setTokens } from '@/lib/tokens';

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
