/**
 * Texts of the customize wizard that are shared by several steps and by the prompts: acting
 * area labels, the three questions and the step titles, as Lingui descriptors.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ActingArea, WizardError } from '@machines/lib/wizard-validation';

/** Visible names of the acting areas; the saved value stays the pt name. */
export const ACTING_AREA_LABELS: Record<ActingArea, MessageDescriptor> = {
  Life: msg({ message: 'Life', context: 'acting area' }),
  Família: msg({ message: 'Família', context: 'acting area' }),
  Carreira: msg({ message: 'Carreira', context: 'acting area' }),
  Saúde: msg({ message: 'Saúde', context: 'acting area' }),
  Finanças: msg({ message: 'Finanças', context: 'acting area' }),
  Business: msg({ message: 'Business', context: 'acting area' }),
  Esportes: msg({ message: 'Esportes', context: 'acting area' }),
};

/** The three questions of step 3: presentation, goals and experience. */
export const QUESTIONS: [MessageDescriptor, MessageDescriptor, MessageDescriptor] = [
  msg`Por que você escolheu ser coach e o que move o seu trabalho?`,
  msg`Quais resultados você ajuda seus clientes a alcançar?`,
  msg`Qual é a sua experiência e o que diferencia o seu trabalho?`,
];

export const STEP_TITLES: [MessageDescriptor, MessageDescriptor, MessageDescriptor, MessageDescriptor] = [
  msg`Dados pessoais`,
  msg`Formação`,
  msg`Perguntas`,
  msg`Descrição`,
];

export const ERROR_TEXT: Record<WizardError, MessageDescriptor> = {
  required: msg`Campo obrigatório`,
  fullName: msg`O nome e sobrenome não devem estar vazios`,
  email: msg`O campo deve ser preenchido com um e-mail válido`,
  phone: msg`Use apenas números, espaços, parênteses, + e hífen`,
  phoneNumber: msg`Este não é um número de telefone válido para o país escolhido. Confira o DDD e os dígitos.`,
  tooLong: msg`Texto longo demais`,
  areasRequired: msg`Escolha pelo menos uma área de atuação`,
  areasTooMany: msg`Escolha no máximo 3 áreas de atuação`,
  formationsCount: msg`Informe de 1 a 10 formações`,
  year: msg`Escolha um ano entre os últimos 100 anos`,
};
