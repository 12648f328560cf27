/** Starts the demo backend in the browser: MSW's service worker serving the seeded, stateful handlers. */
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

export async function startDemoBackend(): Promise<void> {
  const worker = setupWorker(...handlers);
  await worker.start({ quiet: true, serviceWorker: { url: '/mockServiceWorker.js' }, onUnhandledFrame: 'bypass' });
}
