import { and, assign, not, setup } from 'xstate';
import { isTextLanguage, type TextLanguage } from './lib/coach-translations';
import { sanitizeUsername } from './lib/username';
import { viewProvided } from './lib/view-provided';
import {
  emptyFormation,
  emptyWizardData,
  isStepComplete,
  MAX_ACTING_AREAS,
  MAX_FORMATIONS,
  MIN_FORMATIONS,
  TEXT_MAX_LENGTH,
  WIZARD_STEPS,
  type DescriptionTranslations,
  type Formation,
  type WizardData,
  type WizardField,
} from './lib/wizard-validation';

/** What the signed-in account already says about the coach. */
export interface WizardAccount {
  /** The site address the coach has now; the wizard offers it until the coach picks another. */
  username: string;
  /** The name and e-mail the sign-in provider knows, offered in the fields a draft left empty. */
  name?: string;
  email?: string;
}

export interface WizardInput {
  /** Current calendar year; formation years must fall in the 100 years up to it. */
  currentYear: number;
  account?: WizardAccount;
  /** Answers restored from a saved draft. */
  data?: Partial<WizardData>;
  /** Step restored from a saved draft (0-3); it never lands beyond the first incomplete step. */
  step?: number;
}

/**
 * What the view's availability check says of the chosen address: usable (the coach's own or
 * available), still being checked, or not usable (empty, taken, or the check failed).
 */
export type AddressCheck = 'ok' | 'pending' | 'invalid';

export interface WizardContext {
  step: number;
  data: WizardData;
  currentYear: number;
  /** Steps where the coach tried to move on: their validation messages are shown. */
  attempted: number[];
  /** Last submit failure, for the view's toast. */
  submitError: unknown;
  /** The address the coach has now (the account's username). */
  currentUsername: string;
  /** The check of `data.username`, as the view last reported it. */
  addressCheck: AddressCheck;
  /** An address the server refused when the wizard finished, until the coach picks another. */
  refusedAddress: string | null;
}

export type WizardEvent =
  | { type: 'field.change'; field: WizardField; value: string }
  | { type: 'area.toggle'; area: string }
  | { type: 'formation.add' }
  | { type: 'formation.remove'; index: number }
  | { type: 'formation.change'; index: number; field: 'course' | 'school'; value: string }
  | { type: 'formation.year'; index: number; year: number | null }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'step.goto'; step: number }
  /** The coach typed in the site address field (the value already stripped). */
  | { type: 'address.change'; value: string }
  /** The view's availability check of an address came to a new state. */
  | { type: 'address.check'; username: string; check: AddressCheck }
  /** The coach accepted a version of the description in another language (translated from `source`). */
  | { type: 'translation.set'; language: TextLanguage; text: string; source: string }
  /** The coach edited an accepted version. */
  | { type: 'translation.edit'; language: TextLanguage; text: string }
  | { type: 'translation.remove'; language: TextLanguage };

/** What the submit actor receives: the finished answers. */
export type WizardSubmitInput = WizardData;
/** What it returns: where the coach's edit page lives, or that the server refused the address. */
export type WizardSubmitOutput = { outcome: 'saved'; username: string } | { outcome: 'addressRefused' };

function lastStep(): number {
  return WIZARD_STEPS - 1;
}

function firstIncompleteStep(data: WizardData, currentYear: number, upTo: number): number {
  for (let step = 0; step < upTo; step += 1) {
    if (!isStepComplete(step, data, currentYear)) return step;
  }
  return upTo;
}

/** A saved answer when there is one, else what the account says. */
function savedOr(saved: string | undefined, fromAccount: string | undefined): string {
  return typeof saved === 'string' && saved.trim() !== '' ? saved : (fromAccount ?? '').trim();
}

/** The own address needs no check; any other is pending until the view's check reports. */
function initialCheck(username: string, current: string): AddressCheck {
  return username !== '' && username === current ? 'ok' : 'pending';
}

function restore(input: WizardInput): { data: WizardData; step: number } {
  const base = emptyWizardData();
  const saved = input.data ?? {};
  const account = input.account;
  const formations =
    Array.isArray(saved.formations) && saved.formations.length > 0 ? saved.formations : base.formations;
  const data: WizardData = {
    ...base,
    ...saved,
    // The account's name and e-mail fill only what the coach has not written yet.
    name: savedOr(saved.name, account?.name).slice(0, TEXT_MAX_LENGTH),
    email: savedOr(saved.email, account?.email),
    username: sanitizeUsername(savedOr(saved.username, account?.username)),
    actingAreas: Array.isArray(saved.actingAreas) ? saved.actingAreas.slice(0, MAX_ACTING_AREAS) : [],
    formations: formations.slice(0, MAX_FORMATIONS).map((f) => ({ ...emptyFormation(), ...f })),
    descriptionTranslations: restoreTranslations(saved.descriptionTranslations),
  };
  const wanted = Math.min(Math.max(Math.trunc(input.step ?? 0), 0), lastStep());
  return { data, step: firstIncompleteStep(data, input.currentYear, wanted) };
}

/** The versions of a saved draft that are well formed. */
function restoreTranslations(saved: unknown): DescriptionTranslations {
  const out: DescriptionTranslations = {};
  if (typeof saved !== 'object' || saved === null) return out;
  for (const [language, version] of Object.entries(saved as Record<string, unknown>)) {
    const { text, source } = (version ?? {}) as Partial<Record<'text' | 'source', unknown>>;
    if (isTextLanguage(language) && typeof text === 'string' && typeof source === 'string') {
      out[language] = { text, source };
    }
  }
  return out;
}

function updateFormation(formations: Formation[], index: number, patch: Partial<Formation>): Formation[] {
  return formations.map((formation, i) => (i === index ? { ...formation, ...patch } : formation));
}

/**
 * The customize wizard (steps 0-3): personal data, acting areas and formations, three answers,
 * and the generated description (with the versions in other languages the coach accepts) and the
 * site address. Moving back is always allowed, moving
 * forward only across complete steps; Back on the first step leaves the wizard, Next on the last
 * one submits once the address is usable (waiting for a check still under way).
 */
export const wizardMachine = setup({
  types: {
    context: {} as WizardContext,
    events: {} as WizardEvent,
    input: {} as WizardInput,
  },
  actors: {
    submitProfile: viewProvided<WizardSubmitOutput, WizardSubmitInput>('submitProfile'),
  },
  actions: {
    exitWizard: () => {},
    openEditPage: (_, _params: { username: string }) => {},
    notifySubmitError: (_, _params: { error: unknown }) => {},
    /** Asks the view's availability check to look at the chosen address again. */
    recheckAddress: (_, _params: { username: string }) => {},
    markAttempted: assign({
      attempted: ({ context }) =>
        context.attempted.includes(context.step) ? context.attempted : [...context.attempted, context.step],
    }),
    changeField: assign(({ context }, params: { field: WizardField; value: string }) => ({
      data: { ...context.data, [params.field]: params.value },
    })),
    toggleArea: assign(({ context }, params: { area: string }) => {
      const areas = context.data.actingAreas;
      return {
        data: {
          ...context.data,
          actingAreas: areas.includes(params.area)
            ? areas.filter((area) => area !== params.area)
            : [...areas, params.area],
        },
      };
    }),
    addFormation: assign(({ context }) => ({
      data: { ...context.data, formations: [...context.data.formations, emptyFormation()] },
    })),
    removeFormation: assign(({ context }, params: { index: number }) => ({
      data: { ...context.data, formations: context.data.formations.filter((_, i) => i !== params.index) },
    })),
    changeFormation: assign(({ context }, params: { index: number; patch: Partial<Formation> }) => ({
      data: { ...context.data, formations: updateFormation(context.data.formations, params.index, params.patch) },
    })),
    clearSubmitError: assign({ submitError: null }),
    nextStep: assign({ step: ({ context }) => context.step + 1 }),
    previousStep: assign({ step: ({ context }) => context.step - 1 }),
    goToStep: assign((_, params: { step: number }) => ({ step: params.step })),
    storeSubmitError: assign((_, params: { error: unknown }) => ({ submitError: params.error })),
    changeAddress: assign(({ context }, params: { value: string }) => {
      const username = sanitizeUsername(params.value);
      return {
        data: { ...context.data, username },
        addressCheck: initialCheck(username, context.currentUsername),
        refusedAddress: context.refusedAddress === username ? context.refusedAddress : null,
      };
    }),
    storeAddressCheck: assign((_, params: { check: AddressCheck }) => ({ addressCheck: params.check })),
    setTranslation: assign(({ context }, params: { language: TextLanguage; text: string; source: string }) => ({
      data: {
        ...context.data,
        descriptionTranslations: {
          ...context.data.descriptionTranslations,
          [params.language]: { text: params.text, source: params.source },
        },
      },
    })),
    editTranslation: assign(({ context }, params: { language: TextLanguage; text: string }) => {
      const version = context.data.descriptionTranslations[params.language];
      if (!version) return {};
      return {
        data: {
          ...context.data,
          descriptionTranslations: {
            ...context.data.descriptionTranslations,
            [params.language]: { ...version, text: params.text },
          },
        },
      };
    }),
    removeTranslation: assign(({ context }, params: { language: TextLanguage }) => {
      const { [params.language]: _removed, ...rest } = context.data.descriptionTranslations;
      return { data: { ...context.data, descriptionTranslations: rest } };
    }),
    storeRefusedAddress: assign(({ context }) => ({
      refusedAddress: context.data.username,
      addressCheck: 'pending' as const,
    })),
  },
  guards: {
    isFirstStep: ({ context }) => context.step === 0,
    isLastStep: ({ context }) => context.step === lastStep(),
    isStepValid: ({ context }) => isStepComplete(context.step, context.data, context.currentYear),
    isAddressUsable: ({ context }) => context.addressCheck === 'ok',
    isAddressPending: ({ context }) => context.addressCheck === 'pending',
    /** A check's report counts only for the address the wizard holds now. */
    isAboutChosenAddress: ({ context }, params: { username: string }) => params.username === context.data.username,
    isAboutOtherAddress: ({ context }, params: { username: string }) => params.username !== context.data.username,
    isStillChecking: (_, params: { check: AddressCheck }) => params.check === 'pending',
    canFinishWith: ({ context }, params: { check: AddressCheck }) =>
      params.check === 'ok' && isStepComplete(context.step, context.data, context.currentYear),
    isAddressRefused: (_, params: { output: WizardSubmitOutput }) => params.output.outcome === 'addressRefused',
    hasTranslation: ({ context }, params: { language: TextLanguage }) =>
      context.data.descriptionTranslations[params.language] !== undefined,
    canGoToStep: ({ context }, params: { step: number }) => {
      const target = params.step;
      if (!Number.isInteger(target) || target < 0 || target > lastStep() || target === context.step) return false;
      if (target < context.step) return true;
      return firstIncompleteStep(context.data, context.currentYear, target) >= target;
    },
    canToggleArea: ({ context }, params: { area: string }) =>
      context.data.actingAreas.includes(params.area) || context.data.actingAreas.length < MAX_ACTING_AREAS,
    canAddFormation: ({ context }) => context.data.formations.length < MAX_FORMATIONS,
    canRemoveFormation: ({ context }, params: { index: number }) =>
      context.data.formations.length > MIN_FORMATIONS &&
      params.index >= 0 &&
      params.index < context.data.formations.length,
  },
}).createMachine({
  id: 'wizard',
  context: ({ input }) => {
    const { data, step } = restore(input);
    const currentUsername = input.account?.username ?? '';
    return {
      step,
      data,
      currentYear: input.currentYear,
      attempted: [],
      submitError: null,
      currentUsername,
      addressCheck: initialCheck(data.username, currentUsername),
      refusedAddress: null,
    };
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': {
          actions: { type: 'changeField', params: ({ event }) => ({ field: event.field, value: event.value }) },
        },
        'area.toggle': {
          guard: { type: 'canToggleArea', params: ({ event }) => ({ area: event.area }) },
          actions: { type: 'toggleArea', params: ({ event }) => ({ area: event.area }) },
        },
        'formation.add': { guard: 'canAddFormation', actions: 'addFormation' },
        'formation.remove': {
          guard: { type: 'canRemoveFormation', params: ({ event }) => ({ index: event.index }) },
          actions: { type: 'removeFormation', params: ({ event }) => ({ index: event.index }) },
        },
        'formation.change': {
          actions: {
            type: 'changeFormation',
            params: ({ event }) => ({ index: event.index, patch: { [event.field]: event.value } }),
          },
        },
        'formation.year': {
          actions: {
            type: 'changeFormation',
            params: ({ event }) => ({ index: event.index, patch: { year: event.year } }),
          },
        },
        'address.change': {
          actions: { type: 'changeAddress', params: ({ event }) => ({ value: event.value }) },
        },
        'address.check': {
          guard: { type: 'isAboutChosenAddress', params: ({ event }) => ({ username: event.username }) },
          actions: { type: 'storeAddressCheck', params: ({ event }) => ({ check: event.check }) },
        },
        'translation.set': {
          actions: { type: 'setTranslation', params: ({ event }) => event },
        },
        'translation.edit': {
          guard: { type: 'hasTranslation', params: ({ event }) => event },
          actions: { type: 'editTranslation', params: ({ event }) => event },
        },
        'translation.remove': {
          guard: { type: 'hasTranslation', params: ({ event }) => event },
          actions: { type: 'removeTranslation', params: ({ event }) => event },
        },
        'step.next': [
          {
            guard: and(['isLastStep', 'isStepValid', 'isAddressUsable']),
            target: 'submitting',
            actions: 'clearSubmitError',
          },
          {
            guard: and(['isLastStep', 'isStepValid', 'isAddressPending']),
            target: 'awaitingAddress',
            actions: 'clearSubmitError',
          },
          { guard: and([not('isLastStep'), 'isStepValid']), actions: 'nextStep' },
          { actions: 'markAttempted' },
        ],
        'step.back': [{ guard: 'isFirstStep', target: 'exited', actions: 'exitWizard' }, { actions: 'previousStep' }],
        'step.goto': {
          guard: { type: 'canGoToStep', params: ({ event }) => ({ step: event.step }) },
          actions: { type: 'goToStep', params: ({ event }) => ({ step: event.step }) },
        },
      },
    },
    // "Concluir" while the chosen address is still being checked: finish once it proves usable.
    awaitingAddress: {
      on: {
        'field.change': {
          actions: { type: 'changeField', params: ({ event }) => ({ field: event.field, value: event.value }) },
        },
        // Typing in the address again calls the finish off.
        'address.change': {
          target: 'editing',
          actions: { type: 'changeAddress', params: ({ event }) => ({ value: event.value }) },
        },
        'address.check': [
          { guard: { type: 'isAboutOtherAddress', params: ({ event }) => ({ username: event.username }) } },
          {
            guard: { type: 'canFinishWith', params: ({ event }) => ({ check: event.check }) },
            target: 'submitting',
            actions: { type: 'storeAddressCheck', params: ({ event }) => ({ check: event.check }) },
          },
          {
            guard: { type: 'isStillChecking', params: ({ event }) => ({ check: event.check }) },
            actions: { type: 'storeAddressCheck', params: ({ event }) => ({ check: event.check }) },
          },
          {
            target: 'editing',
            actions: [{ type: 'storeAddressCheck', params: ({ event }) => ({ check: event.check }) }, 'markAttempted'],
          },
        ],
      },
    },
    submitting: {
      invoke: {
        src: 'submitProfile',
        input: ({ context }) => context.data,
        onDone: [
          {
            // Nothing typed is lost: back to the last step, the address marked as refused.
            guard: { type: 'isAddressRefused', params: ({ event }) => ({ output: event.output }) },
            target: 'editing',
            actions: [
              'storeRefusedAddress',
              'markAttempted',
              { type: 'recheckAddress', params: ({ context }) => ({ username: context.data.username }) },
            ],
          },
          {
            target: 'submitted',
            actions: {
              type: 'openEditPage',
              params: ({ event }) => ({ username: event.output.outcome === 'saved' ? event.output.username : '' }),
            },
          },
        ],
        onError: {
          target: 'editing',
          actions: [
            { type: 'storeSubmitError', params: ({ event }) => ({ error: event.error }) },
            { type: 'notifySubmitError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    submitted: { type: 'final' },
    exited: { type: 'final' },
  },
});
