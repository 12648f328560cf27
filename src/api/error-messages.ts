/**
 * What to tell the user when a call failed before the server could answer: the browser is
 * offline, the server took longer than the client waits, or it could not be reached. Views
 * add it to their own failure message (the spec's texts say that something failed, not why).
 */
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { NetworkError, OfflineError, RequestTimeoutError } from './errors';

export const OFFLINE_MESSAGE = msg`Você está sem conexão com a internet. Reconecte-se e tente novamente.`;
export const TIMEOUT_MESSAGE = msg`O servidor demorou demais para responder. Tente novamente.`;
export const UNREACHABLE_MESSAGE = msg`Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.`;

/** Why a call failed without an answer from the server, or null when the server answered. */
export function connectionProblem(error: unknown): MessageDescriptor | null {
  if (error instanceof OfflineError) return OFFLINE_MESSAGE;
  if (error instanceof RequestTimeoutError) return TIMEOUT_MESSAGE;
  if (error instanceof NetworkError) return UNREACHABLE_MESSAGE;
  return null;
}

/** A view's own failure message, followed by the connection problem when there was one. */
export function withConnectionProblem(i18n: I18n, message: string, error: unknown): string {
  const problem = connectionProblem(error);
  return problem ? `${message} ${i18n._(problem)}` : message;
}
