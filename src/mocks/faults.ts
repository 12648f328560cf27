/**
 * The demo backend's fault switch: injects latency, an HTTP status or a network failure into
 * chosen operations, so every branch of the error catalogue can be shown and tested end to end.
 *
 * Syntax (query parameter `demo_fault`, the demo bar, or `setFaults()`): entries separated by
 * commas, each `<operationId>:<effect>[+<effect>...]`, operationId `*` meaning every operation.
 * Effects:
 * - `500` (any 4xx/5xx status): answers that status with `{error: 'demo_fault', error_description}`;
 *   add `+bare` to leave `error_description` out, so the app shows its own message;
 * - `network`: the request fails as if the network were down;
 * - `delay=2000`: waits that many milliseconds first (alone, the call then succeeds);
 * - `timeout`: never answers in time: the server holds the request until the client gives up
 *   (its time limit, see src/api/http.ts) and does NOT perform the operation, so a retry after
 *   it writes exactly once. A client that never gives up gets a 504 after five minutes.
 * Example: `?demo_fault=saveMyProfile:500,uploadImage:network,sendCoachContact:timeout`.
 * `?demo_fault=off` clears the switch. The setting lives in sessionStorage (one tab, until closed).
 *
 * This module holds no seed data, so the demo bar can import it without pulling the backend in.
 */

export const FAULTS_STORAGE_KEY = 'coachly.demo.faults';
export const FAULT_QUERY_PARAM = 'demo_fault';

/** The operations a fault can target, by contract file (a test keeps this list equal to openapi/). */
export const FAULT_OPERATIONS: Readonly<Record<string, readonly string[]>> = {
  'API v1': [
    'getMyProfile',
    'saveMyProfile',
    'getMyUsername',
    'setMyUsername',
    'publishMyProfile',
    'unpublishMyProfile',
    'getFirstLogin',
    'markFirstLogin',
    'regenerateEditToken',
    'searchProfiles',
    'checkUsernameAvailability',
    'getPublicProfile',
    'sendProfileContact',
    'uploadImage',
    'listBackgroundImages',
    'listExpertises',
    'listCountries',
    'getCountryLocations',
  ],
  'API v2': [
    'searchPublicProfiles',
    'requestExperimentalSession',
    'confirmExperimentalSession',
    'sendCoachContact',
    'getExperimentalSessionData',
    'getCoachMeta',
    'getDashboardStatistic',
    'saveCookieConsent',
  ],
  Blog: ['listBlogPages', 'listBlogCategories'],
  Login: ['authorize', 'exchangeToken', 'logout'],
  IA: ['createChatCompletion'],
  Vídeos: ['getYoutubeVideoInfo', 'getVimeoVideoInfo'],
};

export interface Fault {
  /** An operationId of openapi/*.yaml, or `*` for every operation. */
  operation: string;
  status?: number;
  /** Leave error_description out of the status answer. */
  bare?: boolean;
  network?: boolean;
  delayMs?: number;
  /** Hold the request until the client gives up, without performing the operation. */
  timeout?: boolean;
}

export interface ParsedFaults {
  faults: Fault[];
  /** Entries that could not be read, as written. */
  invalid: string[];
}

const MAX_DELAY_MS = 60_000;

function parseEntry(entry: string): Fault | null {
  const colon = entry.indexOf(':');
  if (colon <= 0) return null;
  const operation = entry.slice(0, colon).trim();
  if (!/^(\*|[A-Za-z][A-Za-z0-9]*)$/.test(operation)) return null;
  const fault: Fault = { operation };
  const effects = entry
    .slice(colon + 1)
    .split('+')
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
  if (effects.length === 0) return null;
  for (const effect of effects) {
    if (/^[45]\d\d$/.test(effect)) fault.status = Number(effect);
    else if (effect === 'network') fault.network = true;
    else if (effect === 'timeout') fault.timeout = true;
    else if (effect === 'bare') fault.bare = true;
    else if (/^delay(=\d+)?$/.test(effect))
      fault.delayMs = Math.min(Number(effect.split('=')[1] ?? 2000), MAX_DELAY_MS);
    else return null;
  }
  if (fault.status === undefined && !fault.network && !fault.timeout && fault.delayMs === undefined) return null;
  return fault;
}

/** Reads the fault syntax; unreadable entries are returned apart instead of throwing. */
export function parseFaults(text: string | null | undefined): ParsedFaults {
  const result: ParsedFaults = { faults: [], invalid: [] };
  for (const raw of (text ?? '').split(',')) {
    const entry = raw.trim();
    if (!entry) continue;
    const fault = parseEntry(entry);
    if (fault) result.faults.push(fault);
    else result.invalid.push(entry);
  }
  return result;
}

/** Writes faults back in the query-parameter syntax. */
export function formatFaults(faults: readonly Fault[]): string {
  return faults
    .map((f) => {
      const effects: string[] = [];
      if (f.delayMs !== undefined) effects.push(`delay=${f.delayMs}`);
      if (f.timeout) effects.push('timeout');
      if (f.network) effects.push('network');
      if (f.status !== undefined) effects.push(String(f.status));
      if (f.bare) effects.push('bare');
      return `${f.operation}:${effects.join('+')}`;
    })
    .join(',');
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();

/** The faults in effect in this tab. */
export function getFaults(): Fault[] {
  return parseFaults(storage()?.getItem(FAULTS_STORAGE_KEY)).faults;
}

/** Replaces the faults in effect; an empty list switches the fault switch off. */
export function setFaults(faults: readonly Fault[]): void {
  const store = storage();
  if (store) {
    if (faults.length === 0) store.removeItem(FAULTS_STORAGE_KEY);
    else store.setItem(FAULTS_STORAGE_KEY, formatFaults(faults));
  }
  listeners.forEach((l) => l());
}

/** Lets the demo bar follow changes made elsewhere (query parameter, tests). */
export function onFaultsChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The fault for one operation: its own entry wins over a `*` entry. */
export function faultFor(operationId: string): Fault | undefined {
  const faults = getFaults();
  return faults.find((f) => f.operation === operationId) ?? faults.find((f) => f.operation === '*');
}

/**
 * Applies `?demo_fault=` from the address (then removes it, so links stay clean).
 * `off`, `none` or an empty value clears the switch. Returns what could not be read.
 */
export function applyFaultsFromUrl(location: Location, history: History): string[] {
  const url = new URL(location.href);
  if (!url.searchParams.has(FAULT_QUERY_PARAM)) return [];
  const value = url.searchParams.get(FAULT_QUERY_PARAM) ?? '';
  url.searchParams.delete(FAULT_QUERY_PARAM);
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  if (['', 'off', 'none'].includes(value.trim().toLowerCase())) {
    setFaults([]);
    return [];
  }
  const parsed = parseFaults(value);
  setFaults(parsed.faults);
  return parsed.invalid;
}
