/**
 * Access and refresh tokens, kept in local storage as the spec says.
 * "Logged in" means an access token exists. Listeners let the UI follow sign-in and sign-out.
 */
export interface StoredTokens {
  access_token: string;
  refresh_token: string;
}

const KEY = 'coachly.tokens';
const listeners = new Set<() => void>();

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
  listeners.forEach((l) => l());
}

export function clearTokens(): void {
  localStorage.removeItem(KEY);
  listeners.forEach((l) => l());
}

export function isLoggedIn(): boolean {
  return getTokens() !== null;
}

export function onTokensChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
