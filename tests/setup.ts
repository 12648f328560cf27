import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { server } from './msw-server';

// A file's first render loads the app's lazy parts and catalogs, and three test threads share two
// cores: what takes a moment alone can take seconds in the full run. One limit for every file.
configure({ asyncUtilTimeout: 15_000 });

// Test files run side by side in worker threads of one process, and a BroadcastChannel reaches
// every thread of it: one file's edit session would follow the saves of another file's editor of
// the same coach. Each file's channels carry names of their own; its tabs still hear each other.
const fileScope = crypto.randomUUID();
globalThis.BroadcastChannel = class FileChannel extends BroadcastChannel {
  constructor(name: string) {
    super(`${fileScope}:${name}`);
  }
};

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
