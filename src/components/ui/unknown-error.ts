/**
 * The spec's generic error message, said by the error page and by error toasts without a server
 * description. Apart from the toasts so that the error page, in the shell, does not bring them.
 */
import { msg } from '@lingui/core/macro';

export const UNKNOWN_ERROR = msg`Ocorreu um erro, tente novamente ou entre em contato com o suporte!`;
