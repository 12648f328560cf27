/** Menu and heading names of the coach-site sections, and the counter captions. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CounterKey, SiteSection } from '@machines/lib/site-sections';

export const SECTION_LABELS: Record<SiteSection, MessageDescriptor> = {
  biography: msg`Sobre mim`,
  resume: msg`Currículo`,
  videos: msg`Vídeos`,
  testimonies: msg`Depoimentos`,
  gallery: msg`Galeria`,
  contact: msg`Contato`,
  session_request: msg`Solicite sua sessão experimental`,
};

export const COUNTER_LABELS: Record<CounterKey, MessageDescriptor> = {
  coachingHours: msg`Horas de coaching`,
  coursesCoachly: msg`Cursos na Coachly`,
  lecturesHours: msg`Horas de palestras`,
};

export const WEEKDAY_LABELS: Record<string, MessageDescriptor> = {
  SUNDAY: msg`Domingo`,
  MONDAY: msg`Segunda-feira`,
  TUESDAY: msg`Terça-feira`,
  WEDNESDAY: msg`Quarta-feira`,
  THURSDAY: msg`Quinta-feira`,
  FRIDAY: msg`Sexta-feira`,
  SATURDAY: msg`Sábado`,
};

export const TURN_LABELS: Record<string, MessageDescriptor> = {
  MORNING: msg`Manhã`,
  AFTERNOON: msg`Tarde`,
  NIGHT: msg`Noite`,
};

export const SESSION_TYPE_LABELS: Record<string, MessageDescriptor> = {
  ONLINE: msg`Online`,
  PRESENTIAL: msg`Presencial`,
  BOTH: msg`Online e presencial`,
};
