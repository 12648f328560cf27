/**
 * A visitor's own copy of the demo backend: its database (the seed plus what this visitor
 * changed), its fault switch and its request counters. The server keeps one per visitor
 * (server/demo.ts) and answers every demo call inside `runInSandbox`, so the handlers' `db` and
 * fault switch are that visitor's; Node's AsyncLocalStorage carries the sandbox through every
 * await. Outside a sandbox (unit and integration tests, the sitemap) the handlers use the
 * default database and fault switch.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { DemoDb } from './db.ts';
import type { Fault } from './faults.ts';

export interface Sandbox {
  readonly id: string;
  readonly db: DemoDb;
  /** The fault switch: what this visitor's calls should suffer (src/mocks/faults.ts). */
  faults: Fault[];
  /** Calls of rate-limited operations in the current window, by operation. */
  readonly counters: Map<string, { count: number; resetAt: number }>;
  /** When this visitor last called (for the idle lifetime). */
  lastUsed: number;
}

const scope = new AsyncLocalStorage<Sandbox>();

/** Runs `work` with `sandbox` as the demo backend every handler it reaches uses. */
export function runInSandbox<T>(sandbox: Sandbox, work: () => T): T {
  return scope.run(sandbox, work);
}

/** The sandbox of the call being answered; undefined outside one. */
export function currentSandbox(): Sandbox | undefined {
  return scope.getStore();
}
