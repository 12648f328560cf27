/**
 * Toasts at the top right with auto-close (sonner). `showErrorToast` implements the spec's rule
 * for generic errors: the server's error_description, or the translated UNKNOWN_ERROR message.
 */
import { Toaster as Sonner, toast } from 'sonner';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { errorDescription } from '@/api/errors';

export const UNKNOWN_ERROR = msg`Ocorreu um erro, tente novamente ou entre em contato com o suporte!`;

export function Toaster() {
  return <Sonner position="top-right" duration={5000} closeButton richColors />;
}

export function showErrorToast(error: unknown): void {
  toast.error(errorDescription(error) ?? i18n._(UNKNOWN_ERROR));
}

export function showSuccessToast(message: string): void {
  toast.success(message);
}
