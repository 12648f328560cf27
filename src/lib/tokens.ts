/**
 * Access and refresh tokens, kept in local storage as the spec says.
 * "Logged in" means an access token exists.
 */
export interface StoredTokens {
  access_token: string;
  refresh_token: string;
}

const KEY = 'coachly.tokens';

export function getTokens(): StoredTokens | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredTokens>;
    return typeof parsed.access_token === 'string' && typeof parsed.refresh_token === 'string'
      ? { access_token: parsed.access_token, refresh_token: parsed.refresh_token }
      : null;
  } catch {
    return null;
  }
}

export function setTokens(tokens: StoredTokens): void {
  localStorage.setItem(KEY, JSON.stringify({ access_token: tokens.access_token, refresh_token: tokens.refresh_token }));
}

export function clearTokens(): void {
  localStorage.removeItem(KEY);
}

export function isLoggedIn(): boolean {
  return getTokens() !== null;
}
