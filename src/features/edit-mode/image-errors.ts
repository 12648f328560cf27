/** Messages for an image the owner picked but cannot use, or could not upload. */
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { withConnectionProblem } from '@/api/error-messages';
import { isImageRejected } from './image/image-file';

export function imageErrorMessage(error: unknown): MessageDescriptor {
  if (!isImageRejected(error)) return msg`Não foi possível enviar a imagem. Tente novamente.`;
  switch (error.reason) {
    case 'type':
      return msg`Use uma foto em JPEG, PNG ou WebP.`;
    case 'size':
      return msg`A imagem é grande demais. Escolha um arquivo de até 15 MB.`;
    case 'dimensions':
      return msg`A imagem tem dimensões grandes demais (máximo de 12.000 pixels por lado).`;
    case 'tooSmall':
      return msg`A imagem é pequena demais.`;
    case 'decode':
      return msg`Não conseguimos ler esta imagem. Tente outro arquivo.`;
  }
}

/** What went wrong with a picture being prepared or uploaded, and why when the server never answered. */
export function imageErrorText(i18n: I18n, error: unknown): string {
  return withConnectionProblem(i18n, i18n._(imageErrorMessage(error)), error);
}
