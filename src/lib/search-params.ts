/**
 * Readers for URL query values in routes' `validateSearch`. The router hands over parsed JSON
 * (`?q=12` arrives as a number, `?q=a&q=b` may be a list), so each reader accepts what a link
 * can carry and drops the rest. Hand-written rather than schemas so that no validation library
 * ships to visitors for a handful of query keys.
 */

/** A text value (strings and finite numbers), cut to `max` characters; undefined otherwise. */
export function queryText(value: unknown, max = 2000): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value).slice(0, max);
  return typeof value === 'string' ? value.slice(0, max) : undefined;
}

/** One of the allowed literals; undefined for anything else. */
export function queryLiteral<T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** The raw query as a record (the router always passes an object; anything else reads as empty). */
export function queryRecord(raw: unknown): Record<string, unknown> {
  return typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
}
