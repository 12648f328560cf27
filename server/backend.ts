/**
 * Where the server asks for the sitemap's data: the API hosts a deployment names, or, with none,
 * the demo backend's handlers (src/mocks) on the seed. Paths are the generated clients'
 * (host-less, from openapi/*.yaml).
 */
import { getResponse } from 'msw';
import type { z } from 'zod';
import { handlers } from '@/mocks/handlers';

export type Service = 'v1' | 'v2' | 'blog';

/** Sends one GET of a contract path to a service; `origin` is the page's, for the demo. */
export type Backend = (service: Service, path: string, origin: string) => Promise<Response>;

/** The demo backend's base paths (src/lib/env.ts), under the page's origin. */
const DEMO_BASES: Record<Service, string> = {
  v1: '/__demo/api/v1',
  v2: '/__demo/api/v2',
  blog: '/__demo/blog/api/v2',
};

/** Answers a request with the demo backend's handlers on the seed; 404 for what none of them serves. */
export async function demoResponse(request: Request): Promise<Response> {
  return (await getResponse(handlers, request)) ?? Response.json({ error: 'not_found' }, { status: 404 });
}

/** The demo backend on the seed, run in the server. */
export const demoBackend: Backend = (service, path, origin) =>
  demoResponse(new Request(new URL(`${DEMO_BASES[service]}${path}`, origin)));

/** How long the server waits for an API before it gives up on a page's data. */
const API_TIMEOUT_MS = 5_000;

/** The API hosts as the build's settings name them (`VITE_API_V1_URL`, ...). */
export function remoteBackend(hosts: Partial<Record<Service, string>>, fetcher: typeof fetch = fetch): Backend {
  return async (service, path) => {
    const base = hosts[service];
    if (!base) throw new Error(`No host is configured for the ${service} API.`);
    return fetcher(`${base.replace(/\/$/, '')}${path}`, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
  };
}

/** The settings that name the hosts, as the app reads them (src/lib/env.ts). */
export function hostsFromEnv(env: Readonly<Record<string, string | undefined>>): Partial<Record<Service, string>> {
  return {
    v1: env.VITE_API_V1_URL || undefined,
    v2: env.VITE_API_V2_URL || undefined,
    blog: env.VITE_BLOG_API_URL || undefined,
  };
}

/** One API answer: its data, or why there is none (`missing` for the statuses that name nothing). */
export type Answer<T> = { ok: true; data: T } | { ok: false; missing: boolean };

/**
 * Sends one GET of a contract path and parses the answer with the contract's schema: the data of
 * a valid 200; `missing` for a 404 or 400 (nothing by that name); a failure otherwise.
 */
export async function readApi<S extends z.ZodType>(
  backend: Backend,
  origin: string,
  service: Service,
  path: string,
  schema: S,
): Promise<Answer<z.output<S>>> {
  try {
    const response = await backend(service, path, origin);
    if (response.status === 404 || response.status === 400) return { ok: false, missing: true };
    if (!response.ok) return { ok: false, missing: false };
    const parsed = schema.safeParse(await response.json());
    if (parsed.success) return { ok: true, data: parsed.data };
    console.error(`${service} ${path} does not match the contract`);
    return { ok: false, missing: false };
  } catch {
    return { ok: false, missing: false };
  }
}
