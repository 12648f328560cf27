/**
 * Helpers of the fault tests: break one operation the way a user meets it (a server error, no
 * answer in time, going offline) through the demo backend's fault switch, put it right again,
 * say which text each view shows, and count the writes the demo backend really performed.
 */
import { onTestFinished, vi } from 'vitest';
import { setRequestTimeouts } from '@/api/http';
import { setFaults } from '@/mocks/fault-switch';
import { server } from '../msw-server';

export type FaultKind = '500' | 'timeout' | 'offline';

export const FAULT_KINDS: Array<{ kind: FaultKind; label: string }> = [
  { kind: '500', label: 'a server error' },
  { kind: 'timeout', label: 'no answer in time' },
  { kind: 'offline', label: 'going offline' },
];

export const TIMEOUT_TEXT = 'O servidor demorou demais para responder. Tente novamente.';
export const OFFLINE_TEXT = 'Você está sem conexão com a internet. Reconecte-se e tente novamente.';
/** The error_description the demo's switch sends with a 500. */
export const SERVER_TEXT = 'Falha simulada pela demonstração (HTTP 500).';
export const UNKNOWN_ERROR = 'Ocorreu um erro, tente novamente ou entre em contato com o suporte!';

/** The reason a view adds to its own message when the server never answered. */
export function reason(kind: FaultKind): string | null {
  if (kind === 'timeout') return TIMEOUT_TEXT;
  if (kind === 'offline') return OFFLINE_TEXT;
  return null;
}

/** A view's own failure text, followed by the reason for a timeout or going offline. */
export function ownMessage(kind: FaultKind, text: string): string {
  const why = reason(kind);
  return why ? `${text} ${why}` : text;
}

/** A generic error toast: the server's description, or UNKNOWN_ERROR followed by the reason. */
export function genericMessage(kind: FaultKind): string {
  return kind === '500' ? SERVER_TEXT : ownMessage(kind, UNKNOWN_ERROR);
}

let offline: { mockRestore: () => void } | null = null;

/**
 * Breaks one operation through the demo's switch: a 500 with a description; a request the
 * server holds until the client gives up (its limit shortened to 300 ms); or the browser
 * offline, where the request also fails if it is sent.
 */
export function breakOperation(operation: string, kind: FaultKind): void {
  if (kind === '500') setFaults([{ operation, status: 500 }]);
  if (kind === 'timeout') {
    setRequestTimeouts({ json: 300, long: 300 });
    setFaults([{ operation, timeout: true }]);
  }
  if (kind === 'offline') {
    offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    setFaults([{ operation, network: true }]);
  }
}

/** Switches the faults off, restores the time limits and brings the browser back online. */
export function repair(): void {
  setFaults([]);
  setRequestTimeouts();
  offline?.mockRestore();
  offline = null;
}

/** Counts the successful answers to one write, i.e. the writes the demo backend performed. */
export function countWrites(method: string, path: RegExp): () => number {
  let count = 0;
  const listener = ({ request, response }: { request: Request; response: Response }) => {
    if (request.method === method && path.test(new URL(request.url).pathname) && response.ok) count += 1;
  };
  server.events.on('response:mocked', listener);
  onTestFinished(() => {
    server.events.removeListener('response:mocked', listener);
  });
  return () => count;
}

export { stubBrowser } from './browser-stubs';
