import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { server } from './msw-server';

// A file's first render loads the app's lazy parts and catalogs: on a loaded two-core machine
// that can take longer than the library's default second, so waits give up after five.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  // The toast library keeps live toasts in a module store and replays them to the next test's
  // toaster: forget them so that each test sees only its own.
  toast.dismiss();
  server.resetHandlers();
  // Absent where a test file runs in Node (the server's rendering).
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});
afterAll(() => server.close());
