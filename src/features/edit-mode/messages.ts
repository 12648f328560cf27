/**
 * What edit mode says after each save, refusal or failure, and the texts the spec quotes
 * (leave confirmation, delete confirmation, limits, empty states). Module-level descriptors,
 * translated where they are shown.
 */
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { EditorOutcome } from '@machines/profile-editor.machine';
import type { DraftError } from '@machines/lib/profile-rules';
import { stepFields } from '@machines/lib/edit-history';
import { fieldsLabel } from './field-labels';

/** Leaving edit mode with unsaved texts: they are kept (draft-storage.ts) and offered back. */
export const LEAVE_MESSAGE = msg`Os textos que você ainda não salvou ficam guardados neste navegador e são oferecidos de volta quando você voltar à edição.`;
export const DELETE_IMAGE_MESSAGE = msg`Confirma a exclusão da imagem?`;
export const NAMES_EMPTY = msg`O nome e sobrenome não devem estar vazios`;
export const EMAIL_INVALID = msg`O campo deve ser preenchido com um e-mail válido`;
export const USERNAME_TAKEN = msg`url indisponivel, tente outra por favor`;
export const USERNAME_REFUSED = msg`O endereço do site não foi alterado: o servidor recusou a troca. Tente novamente mais tarde.`;
export const VIDEO_URL_INVALID = msg`Url inválida`;
export const VIDEO_LIMIT = msg`Só comportamos um total de 16 vídeos`;
export const GALLERY_LIMIT = msg`Só comportamos um total de 24 imagens`;
export const TESTIMONY_LIMIT = msg`Só comportamos um total de 6 depoimentos`;
export const VIDEO_HOST_UNKNOWN = msg`Problemas ao carregar o Video!`;
export const EMPTY_GALLERY = msg`Não há imagens adicionadas.`;
export const EMPTY_VIDEOS = msg`Não há vídeos adicionados.`;
export const EMPTY_TESTIMONIES = msg`Não há depoimentos adicionados.`;

export const PUBLISH_MESSAGES = {
  published: msg`Site publicado. Os visitantes já podem vê-lo.`,
  unpublished: msg`Site despublicado. Os visitantes não o veem mais.`,
  publishFailed: msg`Não foi possível publicar o site. Ele continua não publicado.`,
  unpublishFailed: msg`Não foi possível despublicar o site. Ele continua publicado.`,
};

export const DRAFT_ERROR_MESSAGES: Record<DraftError, MessageDescriptor> = {
  namesEmpty: NAMES_EMPTY,
  tooLong: msg`Texto acima do limite de caracteres.`,
  emailInvalid: EMAIL_INVALID,
  phoneInvalid: msg`Use apenas números, espaços, parênteses, + e -.`,
  phoneNumber: msg`Este não é um número de telefone válido para o país escolhido. Confira o DDD e os dígitos.`,
  counterInvalid: msg`Informe um número inteiro igual ou maior que zero.`,
  counterTooBig: msg`Um dos números passa do limite permitido.`,
  tooManyExpertises: msg`Escolha no máximo 3 áreas de atuação.`,
};

const SAVE_FAILED = msg`Não foi possível salvar. Suas alterações continuam aqui; tente novamente.`;
const OPERATION_FAILED = msg`Não foi possível salvar esta alteração. Tente novamente.`;

/** Patched fields the page shows at once: the photo, the background and the appearance. */
const SHOWN_ON_PAGE = new Set(['photoUrl', 'backgroundImg', 'theme', 'themeColor']);

/** The toast for a task that failed or was refused. */
export function failureMessage(outcome: EditorOutcome): MessageDescriptor {
  switch (outcome.refusal) {
    case 'galleryFull':
      return GALLERY_LIMIT;
    case 'videosFull':
      return VIDEO_LIMIT;
    case 'testimoniesFull':
      return TESTIMONY_LIMIT;
    case 'notFound':
      return msg`Este item já não existe. A página foi atualizada.`;
    case 'invalid':
      return msg`Alguns dados estão incompletos. Confira e tente de novo.`;
    case 'usernameRefused':
      return USERNAME_REFUSED;
    default:
      break;
  }
  if (outcome.task.type === 'draft') return SAVE_FAILED;
  if (outcome.task.type === 'username') return msg`Não foi possível alterar o endereço do site. Tente novamente.`;
  return OPERATION_FAILED;
}

/**
 * The toast for a finished save, or null when the page already shows it: the changed text,
 * picture, list item or switch, with the edit panel's save status. An undo or redo names what
 * it changed back.
 */
export function successMessage({ task }: EditorOutcome, i18n: I18n): string | null {
  if (task.type === 'username') return i18n._(msg`Endereço do site atualizado.`);
  if (task.type === 'history') {
    const what = fieldsLabel(i18n, stepFields(task.step));
    return i18n._(task.direction === 'undo' ? msg`Desfeito: ${what}` : msg`Refeito: ${what}`);
  }
  if (task.type === 'draft' || task.op.type !== 'patch') return null;
  return Object.keys(task.op.patch).every((key) => SHOWN_ON_PAGE.has(key)) ? null : i18n._(msg`Configurações salvas.`);
}
