/**
 * The token refresh of src/api/http.ts, in a module of its own: only a signed-in coach's call
 * that meets a 401 loads it.
 */
import { ApiError, OfflineError } from './errors';
import { deadline, fetchFailure, isOffline, parseBody, requestTimeouts } from './http';
import { CLIENT_ID, serviceBase } from '@/lib/env';
import { leaveForSession } from '@/lib/session-navigation';
import { clearTokens, getTokens, setTokens } from '@/lib/tokens';

let refreshing: Promise<void> | null = null;

/**
 * Exchanges the stored refresh token for new tokens. Concurrent callers share one request.
 * A 404 sends the user to /not_found and a 401 to /login, as the error catalogue says.
 */
export function refreshTokens(): Promise<void> {
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
    if (isOffline()) throw new OfflineError();
    const limit = deadline(null, requestTimeouts().json);
    let response: Response;
    let data: unknown;
    try {
      response = await fetch(`${serviceBase('auth')}/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body,
        signal: limit.signal,
      });
      data = await parseBody(response);
    } catch (cause) {
      throw fetchFailure(cause, limit.expired(), requestTimeouts().json);
    } finally {
      limit.clear();
    }
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
