/**
 * Starts the demo backend in the browser: the seeded, stateful handlers in MSW's service
 * worker, with the state persisted in localStorage and uploads in IndexedDB, and the fault
 * switch read from `?demo_fault=` (and `?demo_token_ttl=` seconds for short-lived tokens).
 */
import { setupWorker } from 'msw/browser';
import '@/lib/zod';
import { db } from './db';
import { applyFaultsFromUrl } from './faults';
import { handlers } from './handlers';
import { indexedDbBlobStore, localStateStore } from './storage';

const TTL_PARAM = 'demo_token_ttl';
const TTL_KEY = 'coachly.demo.tokenTtl';

/** `?demo_token_ttl=30` makes access tokens last 30 seconds in this tab, to watch a refresh. */
function applyTokenTtl(): void {
  const url = new URL(window.location.href);
  const value = url.searchParams.get(TTL_PARAM);
  if (value !== null) {
    url.searchParams.delete(TTL_PARAM);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    if (/^\d+$/.test(value) && Number(value) > 0) sessionStorage.setItem(TTL_KEY, value);
    else sessionStorage.removeItem(TTL_KEY);
  }
  const seconds = Number(sessionStorage.getItem(TTL_KEY));
  if (seconds > 0) db.config.accessTtlMs = seconds * 1000;
}

/**
 * Starts the worker. Answers whether this browser's copy of the coaches' profiles differs from
 * the seed, which is all a demo server knows (a page it rendered then shows another copy).
 */
export async function startDemoBackend(): Promise<{ profilesChanged: boolean }> {
  db.useStorage(localStateStore(), indexedDbBlobStore());
  applyFaultsFromUrl(window.location, window.history);
  applyTokenTtl();
  const worker = setupWorker(...handlers);
  await worker.start({ quiet: true, serviceWorker: { url: '/mockServiceWorker.js' }, onUnhandledFrame: 'bypass' });
  return { profilesChanged: db.hasProfileChanges() };
}
