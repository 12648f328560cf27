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
 * `?demo_fault=off` clears the switch. The switch is the visitor's, in their sandbox on the server
 * (src/mocks/sandbox.ts): a page address with `?demo_fault=` sets it, and so does the demo bar.
 *
 * This module is the switch's syntax only (src/mocks/fault-switch.ts is the switch): the demo bar
 * imports it without pulling the backend in.
 */

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

/**
 * The faults a `?demo_fault=` value asks for: `off`, `none` or an empty value clear the switch.
 * Returns what could not be read apart.
 */
export function faultsFromParam(value: string): ParsedFaults {
  if (['', 'off', 'none'].includes(value.trim().toLowerCase())) return { faults: [], invalid: [] };
  return parseFaults(value);
}
