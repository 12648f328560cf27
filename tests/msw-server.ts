/**
 * The MSW server the Vitest suites share, serving the demo backend's handlers. Every test starts
 * from the seed: the demo database is reset before each one (state lives in memory in Node).
 */
import { setupServer } from 'msw/node';
import { beforeEach } from 'vitest';
import { handlers } from '@/mocks/handlers';
import { db, DEFAULT_CONFIG, resetDemoData } from '@/mocks/db';

export const server = setupServer(...handlers);

beforeEach(async () => {
  Object.assign(db.config, DEFAULT_CONFIG);
  db.setClock(() => Date.now());
  await resetDemoData();
});
