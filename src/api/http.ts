/**
 * The one hand-written HTTP layer: orval's generated clients call the `*Fetch` mutators below.
 * It resolves each service's base URL, adds the bearer token to the calls whose contract
 * `security` asks for it, revalidates the lists whose contract takes If-None-Match with their
 * stored ETag, gives up on calls that take too long, turns failures into typed errors (ApiError,
 * RequestTimeoutError, OfflineError, NetworkError), and on a 401 refreshes the token once for
 * every concurrent failing call before retrying each of them. On the server, the calls of a
 * render go through its request's transport (src/lib/request-scope.ts).
 */
import { ApiError, NetworkError, OfflineError, RequestTimeoutError } from './errors';
import { contractOperations, type ContractOperation, type OperationId } from './gen/operations';
import type { Sent } from './refresh-tokens';
import { serviceBase, type ServiceName } from '@/lib/env';
import { getTokens } from '@/lib/tokens';
import { requestScope } from '@/lib/request-scope';

const ETAG_PREFIX = 'coachly.etag:';
/** Calls that carry or produce much more than JSON: uploads and AI completions. */
const LONG_OPERATIONS: ReadonlySet<OperationId> = new Set(['uploadImage', 'createChatCompletion']);

interface Route {
  operation: ContractOperation & { operationId: OperationId };
  pattern: RegExp;
  params: number;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Each service's operations with their path templates as patterns, concrete paths first: as
 * OpenAPI has it, GET /profiles/me is getMyProfile, not getPublicProfile of a coach named "me".
 */
const ROUTES = Object.fromEntries(
  Object.entries(contractOperations).map(([service, operations]) => [
    service,
    operations
      .map((operation): Route => {
        const literals = operation.path.split(/\{[^}]+\}/);
        return {
          operation,
          pattern: new RegExp(`^${literals.map(escapeRegExp).join('[^/]+')}$`),
          params: literals.length - 1,
        };
      })
      .sort((a, b) => a.params - b.params),
  ]),
) as Record<ServiceName, Route[]>;

/** The contract operation a request is for; undefined for a path no contract has. */
function contractOperation(service: ServiceName, method: string, path: string): Route['operation'] | undefined {
  const pathname = path.split(/[?#]/, 1)[0] ?? path;
  return ROUTES[service].find((route) => route.operation.method === method && route.pattern.test(pathname))?.operation;
}

export interface RequestTimeouts {
  /** Limit for ordinary JSON calls, in milliseconds. */
  json: number;
  /** Limit for uploads and AI completions, in milliseconds. */
  long: number;
}

const DEFAULT_REQUEST_TIMEOUTS: Readonly<RequestTimeouts> = { json: 20_000, long: 90_000 };
// eslint-disable-next-line no-restricted-syntax -- set only by tests (setRequestTimeouts); every request reads the same limits
let timeouts: RequestTimeouts = { ...DEFAULT_REQUEST_TIMEOUTS };

/**
 * Sets how long a call may take, headers and body included, before the client gives up with a
 * RequestTimeoutError. Without an argument the defaults come back. Tests use short limits.
 */
export function setRequestTimeouts(next: Partial<RequestTimeouts> = {}): void {
  timeouts = { ...DEFAULT_REQUEST_TIMEOUTS, ...next };
}

/** True when the browser knows it has no network; a true `onLine` proves nothing. */
function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** An abort signal that fires after `ms` or when the caller's own signal fires. */
function deadline(outer: AbortSignal | null | undefined, ms: number) {
  const controller = new AbortController();
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    controller.abort(new DOMException(`No answer within ${ms} ms`, 'TimeoutError'));
  }, ms);
  const forward = () => controller.abort(outer?.reason);
  if (outer?.aborted) forward();
  else outer?.addEventListener('abort', forward, { once: true });
  return {
    signal: controller.signal,
    expired: () => expired,
    clear: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', forward);
    },
  };
}

/** The typed error for a fetch that threw: timeout, offline or unreachable. */
function fetchFailure(cause: unknown, timedOut: boolean, ms: number): Error {
  if (timedOut) return new RequestTimeoutError(ms, cause);
  if (isOffline()) return new OfflineError(cause);
  return new NetworkError(cause);
}

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

/** Sends one request and parses its answer, body included within `ms`. */
async function send(url: string, init: RequestInit, ms: number): Promise<Sent> {
  if (isOffline()) throw new OfflineError();
  const limit = deadline(init.signal, ms);
  const transport = requestScope()?.transport ?? fetch;
  try {
    const response = await transport(url, { ...init, signal: limit.signal });
    return { response, data: await parseBody(response) };
  } catch (cause) {
    throw fetchFailure(cause, limit.expired(), ms);
  } finally {
    limit.clear();
  }
}

/**
 * Exchanges the stored refresh token for new tokens (src/api/refresh-tokens.ts, loaded when a
 * signed-in coach's call first meets a 401: visitors never need it). It sends through `send`
 * with the JSON limit, so it needs nothing else from this module.
 */
async function refreshTokens(): Promise<void> {
  const { refreshTokens: refresh } = await import('./refresh-tokens');
  return refresh((url, init) => send(url, init, timeouts.json));
}

export interface HttpResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

/**
 * Sends one request to a service and returns the parsed body. Throws ApiError for an error
 * status, RequestTimeoutError when the answer (body included) takes longer than the limit,
 * OfflineError when the browser is offline (nothing is sent then) and NetworkError otherwise.
 */
export async function request<T>(service: ServiceName, path: string, init: RequestInit = {}): Promise<HttpResponse<T>> {
  const url = `${serviceBase(service)}${path}`;
  const method = (init.method ?? 'GET').toUpperCase();
  const operation = contractOperation(service, method, path);
  const isOwner = operation?.bearer === true;
  const useEtag = operation?.etag === true;
  const limitMs = operation && LONG_OPERATIONS.has(operation.operationId) ? timeouts.long : timeouts.json;

  const attempt = (): Promise<Sent> => {
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
    return send(url, { ...init, method, headers }, limitMs);
  };

  let { response, data } = await attempt();
  if (response.status === 401 && isOwner && getTokens()) {
    await refreshTokens();
    ({ response, data } = await attempt());
  }

  if (response.status === 304 && useEtag) {
    const cached = readEtag(url);
    if (cached) return { data: cached.body as T, status: 200, headers: response.headers };
  }
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
export const v2Fetch = mutatorFor('v2');
export const blogFetch = mutatorFor('blog');
export const authFetch = mutatorFor('auth');
export const youtubeFetch = mutatorFor('youtube');
export const vimeoFetch = mutatorFor('vimeo');
