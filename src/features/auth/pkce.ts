/**
 * PKCE (RFC 7636, S256) and the `state` check of the authorization-code sign-in. The verifier
 * and state live in sessionStorage only between leaving for the provider and coming back, and
 * are read once: a second use of the same callback finds nothing and is refused. The page the
 * coach wanted before signing in travels with them (never through the provider).
 */
const STORAGE_KEY = 'coachly.oauth-request';
/** A pending request older than this is ignored. */
const MAX_AGE_MS = 10 * 60 * 1000;

export interface PendingAuthorization {
  state: string;
  codeVerifier: string;
  /** Where to go after signing in, as asked for on /login (checked again before use). */
  returnTo: string | null;
}

interface StoredAuthorization extends PendingAuthorization {
  createdAt: number;
}

function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function randomToken(byteLength: number): string {
  const bytes = new Uint8Array(byteLength);
  crypto.getRandomValues(bytes);
  return base64Url(bytes);
}

/** A fresh code verifier: 32 random bytes, base64url (43 characters). */
export function createCodeVerifier(): string {
  return randomToken(32);
}

/** A fresh opaque state: 16 random bytes, base64url. */
export function createState(): string {
  return randomToken(16);
}

/** The S256 code challenge of a verifier: base64url(SHA-256(verifier)). */
export async function codeChallengeFor(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}

function readStored(now: number): StoredAuthorization | null {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredAuthorization>;
    if (
      typeof parsed.state !== 'string' ||
      typeof parsed.codeVerifier !== 'string' ||
      typeof parsed.createdAt !== 'number'
    ) {
      return null;
    }
    if (now - parsed.createdAt > MAX_AGE_MS || parsed.createdAt > now + MAX_AGE_MS) return null;
    return {
      state: parsed.state,
      codeVerifier: parsed.codeVerifier,
      returnTo: typeof parsed.returnTo === 'string' ? parsed.returnTo : null,
      createdAt: parsed.createdAt,
    };
  } catch {
    return null;
  }
}

/**
 * The state and verifier of the authorization request about to be sent, with the page to return
 * to. A request already waiting in this tab is reused (with the latest return page), so two
 * starts in a row (a remounted view) agree on one state.
 */
export function rememberAuthorization(returnTo: string | null = null, now: number = Date.now()): PendingAuthorization {
  const stored: StoredAuthorization = {
    ...(readStored(now) ?? { state: createState(), codeVerifier: createCodeVerifier(), createdAt: now }),
    returnTo,
  };
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(stored));
  return withoutTime(stored);
}

function withoutTime({ state, codeVerifier, returnTo }: StoredAuthorization): PendingAuthorization {
  return { state, codeVerifier, returnTo };
}

/** Reads and forgets the pending request; null when there is none or it expired. */
export function consumeAuthorization(now: number = Date.now()): PendingAuthorization | null {
  const pending = readStored(now);
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    return null;
  }
  return pending ? withoutTime(pending) : null;
}

const taken = new Map<string, PendingAuthorization | null>();

/**
 * The pending request that belongs to a callback carrying `code` and `state`. The first call
 * consumes it; later calls for the same callback in this page (a remounted view) get the same
 * answer, while any other callback finds whatever is pending now.
 */
export function takeAuthorizationFor(code: string, state: string | undefined): PendingAuthorization | null {
  const key = `${code}\n${state ?? ''}`;
  if (!taken.has(key)) taken.set(key, consumeAuthorization());
  return taken.get(key) ?? null;
}
