/**
 * Where to send the browser after sign-in when the address came from outside (a `redirect`
 * query parameter, or what was stored before leaving for the login provider). Only paths on
 * our own origin pass; anything else — another host (`//evil.example`, `/\evil.example`), a
 * scheme (`javascript:`, `data:`, `https:`), the same in percent-encoded or double-encoded
 * form, or with tabs and newlines the browser would strip — becomes `/home`. Pure, never
 * throws, and idempotent.
 */
export const FALLBACK_RETURN_PATH = '/home';

const MAX_LENGTH = 2000;
/** How many layers of percent-encoding are looked through. */
const MAX_DECODE_DEPTH = 5;
const BASE = 'https://return-path.invalid';
// Control characters (browsers drop tabs and newlines from addresses, which turns
// `/\t/evil.example` into `//evil.example`) and backslashes (read as '/' in web addresses).
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTER = /[\u0000-\u001f\u007f-\u009f\\]/u;

/** A single layer is acceptable: starts with one '/', not '//', no backslash or control character. */
function isPlainPath(value: string): boolean {
  return value.startsWith('/') && value[1] !== '/' && !UNSAFE_CHARACTER.test(value);
}

/** Every decoded layer of the value must be a plain path too. */
function allLayersPlain(value: string): boolean {
  let current = value;
  for (let depth = 0; depth < MAX_DECODE_DEPTH; depth += 1) {
    if (!isPlainPath(current)) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      // A stray '%' is not an encoding: nothing more to look through.
      return true;
    }
    if (decoded === current) return true;
    current = decoded;
  }
  // Still changing after this many layers: refuse rather than guess.
  return false;
}

function attempt(value: string): string | null {
  if (value.length === 0 || value.length > MAX_LENGTH || !allLayersPlain(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments can fold `/.//evil.example` into `//evil.example`: check the result again.
  return allLayersPlain(path) ? path : null;
}

/** The same-origin path to go to, or `/home` when the value is not one. */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string') return FALLBACK_RETURN_PATH;
  const once = attempt(value);
  // A result that would not survive a second pass is refused, which makes the function idempotent.
  if (once === null || attempt(once) !== once) return FALLBACK_RETURN_PATH;
  return once;
}
