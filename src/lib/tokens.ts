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

/**
 * Calls `listener` when another tab of this browser signs in or out (stores or removes the
 * tokens, or clears the whole storage). Returns how to stop listening.
 */
export function onTokensChangedElsewhere(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
