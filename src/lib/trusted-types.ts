/**
 * The app's Trusted Types policy, `coachly` (decision 0003), for the few values of its own code
 * that go to a sink the policy guards: the phone preview's empty document and the locale-data
 * worker's address. Both are constants of the build, never text from a visitor or the API. The
 * policy is made once; where the browser has no Trusted Types, or refuses the
 * policy, the plain string goes through (reported, not blocked, as the header asks).
 */
interface Policy {
  createHTML(input: string): unknown;
  createScriptURL(input: string): unknown;
}

interface TrustedTypesLike {
  createPolicy(
    name: string,
    rules: { createHTML: (input: string) => string; createScriptURL: (input: string) => string },
  ): Policy;
}

/** Made as this module loads: none on the server, or where the browser has no Trusted Types. */
const policy = ((): Policy | null => {
  const factory = (globalThis as { trustedTypes?: TrustedTypesLike }).trustedTypes;
  try {
    return (
      factory?.createPolicy('coachly', { createHTML: (input) => input, createScriptURL: (input) => input }) ?? null
    );
  } catch {
    return null;
  }
})();

/** A document of the app's own as a frame's `srcdoc` takes it. */
export function ownHtml(constant: string): string {
  return (policy?.createHTML(constant) ?? constant) as string;
}

/** The address of one of the build's own scripts (a worker's) as `new Worker()` takes it. */
export function ownScriptUrl(constant: string): string {
  return (policy?.createScriptURL(constant) ?? constant) as string;
}
