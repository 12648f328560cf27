/**
 * Where each service lives. With no API host configured the app runs on the
 * in-browser demo backend, which answers under same-origin `/__demo/*` paths.
 */
import { pageOrigin } from './request-scope';

export type ServiceName = 'v1' | 'v2' | 'blog' | 'auth' | 'youtube' | 'vimeo';

const env = import.meta.env;

/** True when no real API host is configured: the demo backend serves every call. */
export const isDemo: boolean = !env.VITE_API_V1_URL;

const DEMO_BASES: Record<ServiceName, string> = {
  v1: '/__demo/api/v1',
  v2: '/__demo/api/v2',
  blog: '/__demo/blog/api/v2',
  auth: '/__demo/auth',
  youtube: '/__demo/youtube',
  vimeo: '/__demo/vimeo',
};

const REAL_BASES: Record<ServiceName, string | undefined> = {
  v1: env.VITE_API_V1_URL,
  v2: env.VITE_API_V2_URL,
  blog: env.VITE_BLOG_API_URL,
  auth: env.VITE_AUTH_URL,
  youtube: env.VITE_YOUTUBE_INFO_URL ?? 'https://www.youtube.com',
  vimeo: env.VITE_VIMEO_INFO_URL ?? 'https://vimeo.com',
};

/** Absolute base URL of a service, without a trailing slash. */
export function serviceBase(service: ServiceName): string {
  const base = isDemo ? DEMO_BASES[service] : (REAL_BASES[service] ?? DEMO_BASES[service]);
  return new URL(base, pageOrigin()).toString().replace(/\/$/, '');
}

/** OAuth client id of this product at the login provider. */
export const CLIENT_ID = 'coach_profile';
