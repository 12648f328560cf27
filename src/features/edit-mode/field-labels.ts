import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

const NUMBERS = msg`Números`;
const APPEARANCE = msg`Aparência`;

/** The name the owner knows each part of the profile by (its section, for a visibility switch). */
const FIELD_LABELS: Record<string, MessageDescriptor> = {
  firstName: msg`Nome`,
  secondName: msg`Sobrenome`,
  fullName: msg`Nome`,
  email: msg`E-mail`,
  tel: msg`Telefone`,
  aboutMe: msg`Sobre mim`,
  enableBiography: msg`Sobre mim`,
  mainPhrase: msg`Frase principal`,
  mainPhraseAuthor: msg`Autor da frase`,
  resumeFeed: msg`Currículo`,
  enableResume: msg`Currículo`,
  enableResumeFooter: msg`Currículo`,
  expertises: msg`Áreas de atuação`,
  coachingHours: NUMBERS,
  coursesCoachly: NUMBERS,
  lecturesHours: NUMBERS,
  enableCoachingHours: NUMBERS,
  enableCoursesCoachly: NUMBERS,
  enableLecturesHours: NUMBERS,
  gallery: msg`Galeria`,
  enableGallery: msg`Galeria`,
  videos: msg`Vídeos`,
  enableVideos: msg`Vídeos`,
  testimonies: msg`Depoimentos`,
  enableTestimonies: msg`Depoimentos`,
  enableSiteExperimentalSession: msg`Sessão experimental`,
  translations: msg`Textos em outros idiomas`,
  photoUrl: msg`Foto`,
  backgroundImg: msg`Fundo`,
  theme: APPEARANCE,
  themeColor: APPEARANCE,
};
const OTHER = msg`Configurações do site`;

/** The name of a profile field, in the page's language. */
export function fieldLabel(i18n: I18n, field: string): string {
  return i18n._(FIELD_LABELS[field] ?? OTHER);
}

/** The names of several fields, each once, in the page's language ("Nome, Sobre mim"). */
export function fieldsLabel(i18n: I18n, fields: readonly string[]): string {
  return [...new Set(fields.map((field) => fieldLabel(i18n, field)))].join(', ');
}

export function useFieldLabel(): (field: string) => string {
  const { i18n } = useLingui();
  return (field) => fieldLabel(i18n, field);
}
