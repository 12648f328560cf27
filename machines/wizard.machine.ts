import { and, assign, setup } from 'xstate';
import { viewProvided } from './lib/view-provided';
import {
  emptyFormation,
  emptyWizardData,
  isStepComplete,
  MAX_ACTING_AREAS,
  MAX_FORMATIONS,
  MIN_FORMATIONS,
  WIZARD_STEPS,
  type Formation,
  type WizardData,
  type WizardField,
} from './lib/wizard-validation';

export interface WizardInput {
  /** Current calendar year; formation years must fall in the 100 years up to it. */
  currentYear: number;
  /** Answers restored from a saved draft. */
  data?: Partial<WizardData>;
  /** Step restored from a saved draft (0-3); it never lands beyond the first incomplete step. */
  step?: number;
}

export interface WizardContext {
  step: number;
  data: WizardData;
  currentYear: number;
  /** Steps where the coach tried to move on: their validation messages are shown. */
  attempted: number[];
  /** Last submit failure, for the view's toast. */
  submitError: unknown;
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
  | { type: 'step.goto'; step: number };

/** What the submit actor receives: the finished answers. */
export type WizardSubmitInput = WizardData;
/** What it returns: where the coach's edit page lives. */
export interface WizardSubmitOutput {
  username: string;
}

function lastStep(): number {
  return WIZARD_STEPS - 1;
}

function firstIncompleteStep(data: WizardData, currentYear: number, upTo: number): number {
  for (let step = 0; step < upTo; step += 1) {
    if (!isStepComplete(step, data, currentYear)) return step;
  }
  return upTo;
}

function restore(input: WizardInput): { data: WizardData; step: number } {
  const base = emptyWizardData();
  const saved = input.data ?? {};
  const formations =
    Array.isArray(saved.formations) && saved.formations.length > 0 ? saved.formations : base.formations;
  const data: WizardData = {
    ...base,
    ...saved,
    actingAreas: Array.isArray(saved.actingAreas) ? saved.actingAreas.slice(0, MAX_ACTING_AREAS) : [],
    formations: formations.slice(0, MAX_FORMATIONS).map((f) => ({ ...emptyFormation(), ...f })),
  };
  const wanted = Math.min(Math.max(Math.trunc(input.step ?? 0), 0), lastStep());
  return { data, step: firstIncompleteStep(data, input.currentYear, wanted) };
}

function updateFormation(formations: Formation[], index: number, patch: Partial<Formation>): Formation[] {
  return formations.map((formation, i) => (i === index ? { ...formation, ...patch } : formation));
}

/**
 * The customize wizard (steps 0-3): personal data, acting areas and formations, three answers,
 * and the generated description. Moving back is always allowed, moving forward only across
 * complete steps; Back on the first step leaves the wizard, Next on the last one submits.
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
    openEditPage: (_, _params: WizardSubmitOutput) => {},
    notifySubmitError: (_, _params: { error: unknown }) => {},
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
  },
  guards: {
    isFirstStep: ({ context }) => context.step === 0,
    isLastStep: ({ context }) => context.step === lastStep(),
    isStepValid: ({ context }) => isStepComplete(context.step, context.data, context.currentYear),
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
    return { step, data, currentYear: input.currentYear, attempted: [], submitError: null };
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
        'step.next': [
          { guard: and(['isLastStep', 'isStepValid']), target: 'submitting', actions: 'clearSubmitError' },
          { guard: 'isStepValid', actions: 'nextStep' },
          { actions: 'markAttempted' },
        ],
        'step.back': [{ guard: 'isFirstStep', target: 'exited', actions: 'exitWizard' }, { actions: 'previousStep' }],
        'step.goto': {
          guard: { type: 'canGoToStep', params: ({ event }) => ({ step: event.step }) },
          actions: { type: 'goToStep', params: ({ event }) => ({ step: event.step }) },
        },
      },
    },
    submitting: {
      invoke: {
        src: 'submitProfile',
        input: ({ context }) => context.data,
        onDone: {
          target: 'submitted',
          actions: { type: 'openEditPage', params: ({ event }) => event.output },
        },
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
