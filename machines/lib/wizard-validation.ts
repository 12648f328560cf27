/**
 * The customize wizard's data and its validation rules, shared by the wizard machine (which
 * gates the steps) and the form view (which shows the messages). The answers become the
 * profile's fields (POST /profiles/me), so those fields follow the contract (./contract); the
 * spec adds that they are filled, a full name, and the wizard's own answers and formations.
 */
import type { TextLanguage } from './coach-translations';
import { CONTRACT_LIMITS, PROFILE_SCHEMA, fieldIssue, filledText, specRule } from './contract';
import { isValidEmail } from './email';
import { isOptionalPhoneNumber } from './phone-number';

export { isValidEmail };

/** Acting areas a new coach may pick from, saved as the profile's expertise names. */
export const ACTING_AREAS = ['Life', 'Família', 'Carreira', 'Saúde', 'Finanças', 'Business', 'Esportes'] as const;
export type ActingArea = (typeof ACTING_AREAS)[number];

/** The acting areas become the profile's expertises. */
export const MAX_ACTING_AREAS = CONTRACT_LIMITS.profileLists.expertises;
export const MIN_FORMATIONS = 1;
export const MAX_FORMATIONS = 10;
/** The year picker offers this many years, the current one first. */
export const FORMATION_YEARS = 100;
/** The description becomes the profile's aboutMe, the phone its tel. */
export const DESCRIPTION_MAX_LENGTH = CONTRACT_LIMITS.profile.aboutMe;
export const PHONE_MAX_LENGTH = CONTRACT_LIMITS.profile.tel;
/**
 * The spec's limit for inputs it names no other limit for: the full name (the contract limits
 * only its parts), a formation's course and school.
 */
export const TEXT_MAX_LENGTH = 100;
/** The answers only feed the biography prompt; the spec sets no limit, this keeps prompts short. */
export const ANSWER_MAX_LENGTH = 1000;

export interface Formation {
  course: string;
  school: string;
  year: number | null;
}

/** A version of the description in another language, as the coach accepted it, and the description it translates. */
export interface DescriptionTranslation {
  text: string;
  /** The description as it was when this version was accepted: a different one now means it may be out of date. */
  source: string;
}

/** The description's versions the coach chose to add, by language; saved as translations.<lang>.aboutMe. */
export type DescriptionTranslations = Partial<Record<TextLanguage, DescriptionTranslation>>;

/** A version of the description has the description's limit. */
export const DESCRIPTION_TRANSLATION_MAX_LENGTH = CONTRACT_LIMITS.translation.aboutMe;

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
  /** The site address the coach chose (the username), already stripped to its allowed characters. */
  username: string;
  descriptionTranslations: DescriptionTranslations;
}

export type WizardField = 'name' | 'email' | 'phone' | 'answer1' | 'answer2' | 'answer3' | 'description';

export type WizardError =
  | 'required'
  | 'fullName'
  | 'email'
  | 'phone'
  | 'phoneNumber'
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
    username: '',
    descriptionTranslations: {},
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

const profile = PROFILE_SCHEMA.shape;

/**
 * The personal step and the description, as the profile fields they become. The phone stays
 * optional, and is a number of its country when given, as in the edit mode.
 */
const PROFILE_RULES = {
  email: filledText(specRule(profile.email, isValidEmail, 'email'), 'required'),
  phone: specRule(profile.tel, isOptionalPhoneNumber, 'phoneNumber'),
  description: filledText(profile.aboutMe, 'required'),
};

/** The first problem of a field that becomes a profile field, as the wizard names it. */
function profileFieldError(field: keyof typeof PROFILE_RULES, value: string): WizardError | null {
  const issue = fieldIssue<string>(PROFILE_RULES[field], value.trim());
  if (issue === null) return null;
  if (issue === 'required' || issue === 'tooLong' || issue === 'phoneNumber') return issue;
  return field === 'email' ? 'email' : 'phone';
}

function profileField(errors: WizardErrors, field: keyof typeof PROFILE_RULES, value: string): void {
  const error = profileFieldError(field, value);
  if (error) errors[field] = error;
}

type StepCheck = (errors: WizardErrors, data: WizardData, currentYear: number) => void;

/** Each step's checks, in order: personal data, acting areas and formations, answers, description. */
const STEP_CHECKS: readonly StepCheck[] = [
  (errors, data) => {
    requiredText(errors, 'name', data.name, TEXT_MAX_LENGTH);
    // The profile needs a first and a second name, so one word is not enough.
    if (!errors.name && !splitName(data.name).secondName) errors.name = 'fullName';
    profileField(errors, 'email', data.email);
    profileField(errors, 'phone', data.phone);
  },
  (errors, data, currentYear) => {
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
  },
  (errors, data) => {
    for (const field of ['answer1', 'answer2', 'answer3'] as const) {
      requiredText(errors, field, data[field], ANSWER_MAX_LENGTH);
    }
  },
  (errors, data) => {
    profileField(errors, 'description', data.description);
    for (const [language, version] of Object.entries(data.descriptionTranslations)) {
      if (version.text.trim().length > DESCRIPTION_TRANSLATION_MAX_LENGTH) {
        errors[`descriptionTranslations.${language}`] = 'tooLong';
      }
    }
  },
];

/** Number of wizard steps; the last one submits. */
export const WIZARD_STEPS = STEP_CHECKS.length;

/** Problems of one step (0 to WIZARD_STEPS - 1); an empty object means the step may be left forward. */
export function validateStep(step: number, data: WizardData, currentYear: number): WizardErrors {
  const errors: WizardErrors = {};
  STEP_CHECKS[step]?.(errors, data, currentYear);
  return errors;
}

export function isStepComplete(step: number, data: WizardData, currentYear: number): boolean {
  return Object.keys(validateStep(step, data, currentYear)).length === 0;
}

/** Splits a full name into the profile's first and second name, each cut to the contract's limit. */
export function splitName(fullName: string): { firstName: string; secondName: string } {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  const firstName = (parts[0] ?? '').slice(0, CONTRACT_LIMITS.profile.firstName);
  const secondName = parts.slice(1).join(' ').slice(0, CONTRACT_LIMITS.profile.secondName).trim();
  return { firstName, secondName };
}
