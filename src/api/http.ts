/**
 * The one hand-written HTTP layer: orval's generated clients call the `*Fetch` mutators below.
 * It resolves each service's base URL, adds the bearer token to owner calls, revalidates
 * country lists with If-None-Match, turns failures into typed errors, and on a 401 refreshes
 * the token once for every concurrent failing call before retrying each of them.
 */
import { ApiError, NetworkError } from './errors';
import { serviceBase, CLIENT_ID, type ServiceName } from '@/lib/env';
import { clearTokens, getTokens, setTokens } from '@/lib/tokens';

export type NavigateTarget = '/not_found' | '/login';
let navigateHandler: (to: NavigateTarget) => void = (to) => window.location.assign(to);

/** The router registers how the HTTP layer sends the user elsewhere (refresh failures). */
export function setNavigateHandler(handler: (to: NavigateTarget) => void): void {
  navigateHandler = handler;
}

/** Owner calls carry the bearer token; everything else is public. */
const OWNER_PATH = /^\/(profiles\/me(\/|$|\?)|profiles\/regenerate_token|upload(\?|$)|ai\/|profiles(\?|$))/;
/** Lists revalidated with a stored ETag. */
const ETAG_PATH = /^\/countries\//;
const ETAG_PREFIX = 'coachly.etag:';

interface EtagEntry {
  etag: string;
  body: unknown;
}

function readEtag(key: string): EtagEntry | null {
  try {
    const raw = localStorage.getItem(ETAG_PREFIX + key);
    return raw ? (JSON.parse(raw) as EtagEntry) : null;
  } catch {
    return null;
  }
}

function writeEtag(key: string, entry: EtagEntry): void {
  try {
    localStorage.setItem(ETAG_PREFIX + key, JSON.stringify(entry));
  } catch {
    // Storage full or blocked: the list is simply fetched again next time.
  }
}

async function parseBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 304) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

let refreshing: Promise<void> | null = null;

/**
 * Exchanges the stored refresh token for new tokens. Concurrent callers share one request.
 * A 404 sends the user to /not_found and a 401 to /login, as the error catalogue says.
 */
export function refreshTokens(): Promise<void> {
  refreshing ??= (async () => {
    const tokens = getTokens();
    if (!tokens) {
      navigateHandler('/login');
      throw new ApiError(401, { error: 'no_session' });
    }
    const body = new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
      client_id: CLIENT_ID,
      machine: navigator.userAgent,
    });
    let response: Response;
    try {
      response = await fetch(`${serviceBase('auth')}/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body,
      });
    } catch (cause) {
      throw new NetworkError(cause);
    }
    const data = await parseBody(response);
    if (!response.ok) {
      if (response.status === 404) navigateHandler('/not_found');
      if (response.status === 401) {
        clearTokens();
        navigateHandler('/login');
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

export interface HttpResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

/** Sends one request to a service and returns the parsed body, or throws ApiError / NetworkError. */
export async function request<T>(service: ServiceName, path: string, init: RequestInit = {}): Promise<HttpResponse<T>> {
  const url = `${serviceBase(service)}${path}`;
  const method = (init.method ?? 'GET').toUpperCase();
  const isOwner = (service === 'v1' && OWNER_PATH.test(path)) || path.startsWith('/ai/');
  const useEtag = service === 'v1' && method === 'GET' && ETAG_PATH.test(path);

  const send = async (): Promise<Response> => {
    const headers = new Headers(init.headers);
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    if (isOwner) {
      const tokens = getTokens();
      if (tokens) headers.set('Authorization', `Bearer ${tokens.access_token}`);
    }
    if (useEtag) {
      const cached = readEtag(url);
      if (cached) headers.set('If-None-Match', cached.etag);
    }
    try {
      return await fetch(url, { ...init, method, headers });
    } catch (cause) {
      throw new NetworkError(cause);
    }
  };

  let response = await send();
  if (response.status === 401 && isOwner && getTokens()) {
    await refreshTokens();
    response = await send();
  }

  if (response.status === 304 && useEtag) {
    const cached = readEtag(url);
    if (cached) return { data: cached.body as T, status: 200, headers: response.headers };
  }
  const data = await parseBody(response);
  if (!response.ok) throw new ApiError(response.status, data);
  if (useEtag) {
    const etag = response.headers.get('ETag');
    if (etag) writeEtag(url, { etag, body: data });
  }
  return { data: data as T, status: response.status, headers: response.headers };
}

function mutatorFor(service: ServiceName) {
  return async <T>(url: string, init?: RequestInit): Promise<T> => {
    const response = await request<unknown>(service, url, init);
    return response.data as T;
  };
}

export const v1Fetch = mutatorFor('v1');
export const aiFetch = mutatorFor('v1');
export const v2Fetch = mutatorFor('v2');
export const blogFetch = mutatorFor('blog');
export const authFetch = mutatorFor('auth');
export const youtubeFetch = mutatorFor('youtube');
export const vimeoFetch = mutatorFor('vimeo');
