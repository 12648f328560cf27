/**
 * The app's Trusted Types policy, `coachly` (decision 0003), for the two values of its own that go
 * to a sink the policy guards: an empty document for a frame (the phone preview's) and the address
 * of a script of this origin (the locale-data worker's). Its rules pass those and nothing else, so
 * no text from a visitor or the API becomes HTML or a script through it. It is made once; where
 * the browser has no Trusted Types, or refuses the policy, the plain string goes through (reported,
 * not blocked, as the header asks).
 */

/** An empty document in standards mode (a frame's first about:blank is in quirks mode). */
const EMPTY_DOCUMENT = '<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>';

interface Rules {
  createHTML: (input: string) => string;
  createScriptURL: (input: string) => string;
}

interface Policy {
  createHTML(input: string): unknown;
  createScriptURL(input: string): unknown;
}

const rules: Rules = {
  createHTML: (input) => {
    if (input !== EMPTY_DOCUMENT) throw new TypeError('Not the empty document');
    return input;
  },
  createScriptURL: (input) => {
    if (new URL(input, document.baseURI).origin !== window.location.origin) throw new TypeError('Not this origin');
    return input;
  },
};

/** Made as this module loads: none on the server, or where the browser has no Trusted Types. */
const policy = ((): Policy | null => {
  const factory = (globalThis as { trustedTypes?: { createPolicy(name: string, rules: Rules): Policy } }).trustedTypes;
  try {
    return factory?.createPolicy('coachly', rules) ?? null;
  } catch {
    return null;
  }
})();

/** The empty document, as a frame's `srcdoc` takes it. */
export function emptyDocument(): string {
  return (policy?.createHTML(EMPTY_DOCUMENT) ?? EMPTY_DOCUMENT) as string;
}

/**
 * The address of a script of this origin (a worker's, from the build) as `new Worker()` takes it.
 * Throws for an address of another origin.
 */
export function ownScriptUrl(url: string): string {
  return (policy?.createScriptURL(url) ?? rules.createScriptURL(url)) as string;
}
