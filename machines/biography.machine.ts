import { assign, setup } from 'xstate';
import { viewProvided } from './lib/view-provided';
import { DESCRIPTION_MAX_LENGTH } from './lib/wizard-validation';

/** At most this many biography versions exist: the first and two regenerations. */
export const MAX_BIOGRAPHY_VERSIONS = 3;

/**
 * Which text the generator is asked for: `first` from the form data, `second` a regeneration
 * in 2 paragraphs of at most 100 words, `third` a regeneration in 3 paragraphs (presentation,
 * goals, experience) of at most 120 words.
 */
export type BiographyVariant = 'first' | 'second' | 'third';

export interface GenerateInput {
  variant: BiographyVariant;
  /** The newest version so far, which a regeneration rewrites. */
  previous: string | null;
}

export interface ProofreadInput {
  text: string;
}

export interface BiographyInput {
  versions?: string[];
  index?: number;
}

export interface BiographyContext {
  versions: string[];
  index: number;
  error: unknown;
}

export type BiographyEvent =
  | { type: 'biography.generate' }
  | { type: 'biography.rewrite' }
  | { type: 'biography.proofread' }
  | { type: 'version.previous' }
  | { type: 'version.next' }
  | { type: 'version.edit'; text: string };

const VARIANTS: BiographyVariant[] = ['first', 'second', 'third'];

/** The variant the next generation produces, given how many versions exist. */
export function nextVariant(count: number): BiographyVariant | null {
  return VARIANTS[count] ?? null;
}

function restore(input: BiographyInput): { versions: string[]; index: number } {
  const versions = (input.versions ?? []).filter((v) => typeof v === 'string').slice(0, MAX_BIOGRAPHY_VERSIONS);
  const last = versions.length - 1;
  const index = Math.min(Math.max(Math.trunc(input.index ?? last), 0), Math.max(last, 0));
  return { versions, index: versions.length ? index : 0 };
}

/** The versions with the current one replaced. */
function withCurrent(context: BiographyContext, text: string): string[] {
  return context.versions.map((version, i) => (i === context.index ? text : version));
}

/** What the error actions receive: the error the call failed with. */
const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/** A failed call: the error is kept for the view and reported. */
const keepAndNotifyError = [
  { type: 'storeError', params: errorParams },
  { type: 'notifyError', params: errorParams },
] as const;

/**
 * The AI biography of the customize wizard: a first version from the form data, up to two
 * regenerations (the current index follows the newest), a proofreading pass over the chosen
 * text, arrows between versions, and the coach's own edits to any of them.
 */
export const biographyMachine = setup({
  types: {
    context: {} as BiographyContext,
    events: {} as BiographyEvent,
    // The assertion types the generic; every input field is optional, which the rule misreads.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    input: {} as BiographyInput,
  },
  actors: {
    generateBiography: viewProvided<string, GenerateInput>('generateBiography'),
    proofreadBiography: viewProvided<string, ProofreadInput>('proofreadBiography'),
  },
  actions: {
    notifyError: (_, _params: { error: unknown }) => {},
    addVersion: assign(({ context }, params: { text: string }) => {
      const versions = [...context.versions, params.text.trim()];
      return { versions, index: versions.length - 1, error: null };
    }),
    storeProofread: assign(({ context }, params: { text: string }) => ({
      versions: withCurrent(context, params.text.trim()),
      error: null,
    })),
    editVersion: assign(({ context }, params: { text: string }) => ({ versions: withCurrent(context, params.text) })),
    storeError: assign((_, params: { error: unknown }) => ({ error: params.error })),
    showPrevious: assign({ index: ({ context }) => context.index - 1 }),
    showNext: assign({ index: ({ context }) => context.index + 1 }),
  },
  guards: {
    hasVersions: ({ context }) => context.versions.length > 0,
    canRewrite: ({ context }) => context.versions.length > 0 && context.versions.length < MAX_BIOGRAPHY_VERSIONS,
    hasPrevious: ({ context }) => context.index > 0,
    hasNext: ({ context }) => context.index < context.versions.length - 1,
    // The proofreader gets a text it may return whole: one within the description's limit.
    canProofread: ({ context }) => {
      const text = (context.versions[context.index] ?? '').trim();
      return text.length > 0 && text.length <= DESCRIPTION_MAX_LENGTH;
    },
  },
}).createMachine({
  id: 'biography',
  context: ({ input }) => ({ ...restore(input), error: null }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'hasVersions', target: 'ready' }, { target: 'idle' }],
    },
    idle: {
      on: {
        'biography.generate': 'generating',
      },
    },
    generating: {
      invoke: {
        src: 'generateBiography',
        input: ({ context }) => ({
          variant: nextVariant(context.versions.length) ?? 'third',
          previous: context.versions[context.versions.length - 1] ?? null,
        }),
        onDone: {
          target: 'ready',
          actions: { type: 'addVersion', params: ({ event }) => ({ text: event.output }) },
        },
        onError: [
          {
            guard: 'hasVersions',
            target: 'ready',
            actions: keepAndNotifyError,
          },
          {
            target: 'idle',
            actions: keepAndNotifyError,
          },
        ],
      },
    },
    proofreading: {
      invoke: {
        src: 'proofreadBiography',
        input: ({ context }) => ({ text: context.versions[context.index] ?? '' }),
        onDone: {
          target: 'ready',
          actions: { type: 'storeProofread', params: ({ event }) => ({ text: event.output }) },
        },
        onError: {
          target: 'ready',
          actions: keepAndNotifyError,
        },
      },
    },
    ready: {
      on: {
        'biography.rewrite': { guard: 'canRewrite', target: 'generating' },
        'biography.proofread': { guard: 'canProofread', target: 'proofreading' },
        'version.previous': { guard: 'hasPrevious', actions: 'showPrevious' },
        'version.next': { guard: 'hasNext', actions: 'showNext' },
        'version.edit': {
          actions: { type: 'editVersion', params: ({ event }) => ({ text: event.text }) },
        },
      },
    },
  },
});
