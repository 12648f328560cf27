/**
 * The token refresh of src/api/http.ts, in a module of its own: only a signed-in coach's call
 * that meets a 401 loads it. The HTTP layer hands it the way to send (its deadline, offline
 * check and typed failures), so this module imports nothing from there.
 */
import { ApiError } from './errors';
import { CLIENT_ID, serviceBase } from '@/lib/env';
import { leaveForSession } from '@/lib/session-navigation';
import { clearTokens, getTokens, setTokens } from '@/lib/tokens';

/** An answer and its parsed body. */
export interface Sent {
  response: Response;
  data: unknown;
}

// eslint-disable-next-line no-restricted-syntax -- browser only: a signed-in coach's token refresh, which the server never does
let refreshing: Promise<void> | null = null;

/**
 * Exchanges the stored refresh token for new tokens. Concurrent callers share one request.
 * A 404 sends the user to /not_found and a 401 to /login, as the error catalogue says.
 */
export function refreshTokens(send: (url: string, init: RequestInit) => Promise<Sent>): Promise<void> {
  refreshing ??= (async () => {
    const tokens = getTokens();
    if (!tokens) {
      leaveForSession('/login');
      throw new ApiError(401, { error: 'no_session' });
    }
    const body = new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
      client_id: CLIENT_ID,
      machine: navigator.userAgent,
    });
    const { response, data } = await send(`${serviceBase('auth')}/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
    });
    if (!response.ok) {
      if (response.status === 404) leaveForSession('/not_found');
      if (response.status === 401) {
        clearTokens();
        leaveForSession('/login');
      }
      throw new ApiError(response.status, data);
    }
    const next = data as { access_token: string; refresh_token?: string };
    setTokens({ access_token: next.access_token, refresh_token: next.refresh_token ?? tokens.refresh_token });
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}
