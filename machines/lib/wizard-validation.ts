/**
 * The customize wizard's data and its validation rules, shared by the wizard machine (which
 * gates the steps) and the form view (which shows the messages).
 */
import { isValidEmail } from './email';
import { isValidPhoneChars } from './phone';

export { isValidEmail };

/** Acting areas a new coach may pick from, saved as the profile's expertise names. */
export const ACTING_AREAS = ['Life', 'Família', 'Carreira', 'Saúde', 'Finanças', 'Business', 'Esportes'] as const;
export type ActingArea = (typeof ACTING_AREAS)[number];

export const MAX_ACTING_AREAS = 3;
export const MIN_FORMATIONS = 1;
export const MAX_FORMATIONS = 10;
/** The year picker offers this many years, the current one first. */
export const FORMATION_YEARS = 100;
/** The description becomes the profile's aboutMe, which holds at most this many characters. */
export const DESCRIPTION_MAX_LENGTH = 475;
export const NAME_MAX_LENGTH = 100;
export const TEXT_MAX_LENGTH = 100;
export const ANSWER_MAX_LENGTH = 1000;
/** Profile.tel holds at most 20 characters of digits, spaces, +, parentheses and hyphens. */
export const PHONE_MAX_LENGTH = 20;

/** Number of wizard steps (0 to 3); the last one submits. */
export const WIZARD_STEPS = 4;

export interface Formation {
  course: string;
  school: string;
  year: number | null;
}

export interface WizardData {
  name: string;
  email: string;
  phone: string;
  actingAreas: string[];
  formations: Formation[];
  answer1: string;
  answer2: string;
  answer3: string;
  description: string;
}

export type WizardField = 'name' | 'email' | 'phone' | 'answer1' | 'answer2' | 'answer3' | 'description';

export type WizardError =
  | 'required'
  | 'fullName'
  | 'email'
  | 'phone'
  | 'tooLong'
  | 'areasRequired'
  | 'areasTooMany'
  | 'formationsCount'
  | 'year';

/** Errors keyed by field; formation errors use `formations.<index>.<field>`. */
export type WizardErrors = Partial<Record<string, WizardError>>;

export function emptyFormation(): Formation {
  return { course: '', school: '', year: null };
}

export function emptyWizardData(): WizardData {
  return {
    name: '',
    email: '',
    phone: '',
    actingAreas: [],
    formations: [emptyFormation()],
    answer1: '',
    answer2: '',
    answer3: '',
    description: '',
  };
}

/** Years offered for a formation: the current one and the 99 before it, newest first. */
export function formationYears(currentYear: number): number[] {
  return Array.from({ length: FORMATION_YEARS }, (_, i) => currentYear - i);
}

export function isFormationYear(year: number | null, currentYear: number): boolean {
  return year !== null && Number.isInteger(year) && year <= currentYear && year > currentYear - FORMATION_YEARS;
}

function requiredText(errors: WizardErrors, key: string, value: string, max: number): void {
  if (!value.trim()) errors[key] = 'required';
  else if (value.length > max) errors[key] = 'tooLong';
}

/** Problems of one step (0-3); an empty object means the step may be left forward. */
export function validateStep(step: number, data: WizardData, currentYear: number): WizardErrors {
  const errors: WizardErrors = {};
  switch (step) {
    case 0: {
      requiredText(errors, 'name', data.name, NAME_MAX_LENGTH);
      // The profile needs a first and a second name, so one word is not enough.
      if (!errors.name && !splitName(data.name).secondName) errors.name = 'fullName';
      if (!data.email.trim()) errors.email = 'required';
      else if (!isValidEmail(data.email.trim())) errors.email = 'email';
      const phone = data.phone.trim();
      if (phone.length > PHONE_MAX_LENGTH) errors.phone = 'tooLong';
      else if (!isValidPhoneChars(phone)) errors.phone = 'phone';
      break;
    }
    case 1: {
      if (data.actingAreas.length === 0) errors.actingAreas = 'areasRequired';
      else if (data.actingAreas.length > MAX_ACTING_AREAS) errors.actingAreas = 'areasTooMany';
      if (data.formations.length < MIN_FORMATIONS || data.formations.length > MAX_FORMATIONS) {
        errors.formations = 'formationsCount';
      }
      data.formations.forEach((formation, index) => {
        requiredText(errors, `formations.${index}.course`, formation.course, TEXT_MAX_LENGTH);
        requiredText(errors, `formations.${index}.school`, formation.school, TEXT_MAX_LENGTH);
        if (formation.year === null) errors[`formations.${index}.year`] = 'required';
        else if (!isFormationYear(formation.year, currentYear)) errors[`formations.${index}.year`] = 'year';
      });
      break;
    }
    case 2: {
      requiredText(errors, 'answer1', data.answer1, ANSWER_MAX_LENGTH);
      requiredText(errors, 'answer2', data.answer2, ANSWER_MAX_LENGTH);
      requiredText(errors, 'answer3', data.answer3, ANSWER_MAX_LENGTH);
      break;
    }
    case 3: {
      requiredText(errors, 'description', data.description, DESCRIPTION_MAX_LENGTH);
      break;
    }
    default:
      break;
  }
  return errors;
}

export function isStepComplete(step: number, data: WizardData, currentYear: number): boolean {
  return Object.keys(validateStep(step, data, currentYear)).length === 0;
}

/** Splits a full name into the profile's first and second name (each at most 25 characters). */
export function splitName(fullName: string): { firstName: string; secondName: string } {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  const firstName = (parts[0] ?? '').slice(0, 25);
  const secondName = parts.slice(1).join(' ').slice(0, 25).trim();
  return { firstName, secondName };
}
