/**
 * The demo pages talk to the demo backend (run by the server, one sandbox per visitor) over HTTP,
 * like any page talks to a server, through its demo-only endpoints under /__demo/control (see
 * src/mocks/handlers/control.ts).
 * Nothing here imports the backend itself, so these pages never pull the seed into their chunks.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ContactRecord as OutboxContact, SessionRequestRecord as OutboxSessionRequest } from '@/mocks/db';
import type { DemoAccountView } from '@/mocks/handlers/control';
import type { AuthorizationRequest } from './authorization-request';

const CONTROL = '/__demo/control';

/** The password every demo account accepts on the username and password form. */
export const DEMO_PASSWORD = 'demo1234';

// The outbox shows the demo backend's own records; type-only imports put no demo code in a bundle.
export type { ContactRecord as OutboxContact, SessionRequestRecord as OutboxSessionRequest } from '@/mocks/db';
export type { ServiceMode, Turn, Weekday } from '@/mocks/seed/types';

export interface Outbox {
  contacts: OutboxContact[];
  sessionRequests: OutboxSessionRequest[];
}

export class DemoRequestError extends Error {
  constructor(
    readonly status: number,
    readonly description: string | undefined,
  ) {
    super(description ?? `HTTP ${status}`);
    this.name = 'DemoRequestError';
  }
}

async function send<T>(path: string, init: RequestInit = {}): Promise<T> {
  // Same origin: the visitor's sandbox cookie goes along.
  const response = await fetch(`${CONTROL}${path}`, {
    ...init,
    headers: { Accept: 'application/json', ...(init.body ? { 'Content-Type': 'application/json' } : {}) },
  });
  const text = await response.text();
  const data = text ? (JSON.parse(text) as unknown) : undefined;
  if (!response.ok) {
    const description = (data as { error_description?: string } | undefined)?.error_description;
    throw new DemoRequestError(response.status, description);
  }
  return data as T;
}

export const demoAccountsOptions = () =>
  queryOptions({
    queryKey: ['demo', 'accounts'] as const,
    queryFn: async () => (await send<{ accounts: DemoAccountView[] }>('/accounts')).accounts,
    staleTime: 0,
  });

export const outboxOptions = () =>
  queryOptions({
    queryKey: ['demo', 'outbox'] as const,
    queryFn: () => send<Outbox>('/outbox'),
    staleTime: 0,
  });

/** Asks the demo provider for a code for the chosen account; answers where to send the browser. */
export async function approveAuthorization(
  request: AuthorizationRequest,
  choice: { account: string } | { newCoach: true } | { deny: true },
): Promise<string> {
  const { location } = await send<{ location: string }>('/authorize', {
    method: 'POST',
    body: JSON.stringify({ ...request, ...choice }),
  });
  return location;
}

/** Page navigations of the demo pages, in one object so tests can observe them. */
export const browserNavigation = {
  assign: (url: string) => window.location.assign(url),
  reload: () => window.location.reload(),
};

/** The visitor's fault switch, in its query syntax (src/mocks/faults.ts). */
export const faultsOptions = () =>
  queryOptions({
    queryKey: ['demo', 'faults'] as const,
    queryFn: async () => (await send<{ faults: string }>('/faults')).faults,
    staleTime: 0,
  });

/** Replaces the visitor's fault switch; answers the switch as the server keeps it. */
export async function saveFaults(faults: string): Promise<string> {
  return (await send<{ faults: string }>('/faults', { method: 'PUT', body: JSON.stringify({ faults }) })).faults;
}

/** Restores the seed in the demo backend. */
export async function resetDemoBackend(): Promise<void> {
  await send<undefined>('/reset', { method: 'POST' });
}
