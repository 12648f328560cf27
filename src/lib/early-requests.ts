/**
 * API answers a page shows first, asked for by the route preloader (src/preload/route-preload.ts)
 * while the app's code is still downloading, and taken by the HTTP layer (src/api/http.ts) in
 * place of its own request. Deployment builds only: the demo backend answers from a service
 * worker that is not yet in control of a cold load.
 * Which calls a page makes this way is declared with the pages (`early` in src/routes/-pages.ts).
 */

/** The global the preloader leaves the answers in, by absolute URL. */
export const EARLY_GLOBAL = '__coachlyEarly';
/** An answer older than this when the app asks is not used: the app asks again. */
export const EARLY_MAX_AGE_MS = 30_000;

/** An answer the preloader left: when it asked (`performance.now()`), and the response. */
export interface EarlyAnswer {
  at: number;
  response: Promise<Response>;
}

/**
 * The preloader's answer to a GET of this absolute URL, taken once; undefined when there is
 * none or it is too old.
 */
export function takeEarlyResponse(url: string): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const answers = (window as unknown as Record<string, Record<string, EarlyAnswer> | undefined>)[EARLY_GLOBAL];
  const answer = answers?.[url];
  if (!answer || !Object.hasOwn(answers, url)) return undefined;
  delete answers[url];
  return performance.now() - answer.at <= EARLY_MAX_AGE_MS ? answer.response : undefined;
}
