/** Messages for an image the owner picked but cannot use. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
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
