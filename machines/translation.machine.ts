import { assign, not, setup } from 'xstate';
import { cutToLimit } from './lib/coach-translations';
import { viewProvided } from './lib/view-provided';

/** One text to translate: which one (`key`, the view's name for it), from and into which language. */
export interface TranslationJob {
  key: string;
  from: string;
  to: string;
  /** The text to translate, as the coach wrote it. */
  text: string;
  /** The most characters the translation may have (the limit of the text it translates). */
  limit: number;
}

/** What the translate actor receives: one text, its languages and its limit. */
export type TranslateInput = Omit<TranslationJob, 'key'>;

/** A translation waiting for the coach: kept here, never saved, until accepted or discarded. */
export interface TranslationProposal {
  key: string;
  to: string;
  text: string;
  limit: number;
}

/** Which proposal an event is about: a text in a language. */
export interface ProposalRef {
  key: string;
  to: string;
}

export interface TranslationContext {
  /** The texts still to translate; the first is the one being translated (or that failed). */
  queue: TranslationJob[];
  proposals: TranslationProposal[];
  error: unknown;
}

export type TranslationEvent =
  /** Translate these texts (one, or every text a language lacks). */
  | { type: 'translate.request'; jobs: TranslationJob[] }
  | { type: 'translate.retry' }
  /** After a failure: leave the texts not yet translated. */
  | { type: 'translate.dismiss' }
  /** While translating: stop; what was already translated stays for review. */
  | { type: 'translate.cancel' }
  | ({ type: 'proposal.edit'; text: string } & ProposalRef)
  | ({ type: 'proposal.accept' } & ProposalRef)
  | ({ type: 'proposal.discard' } & ProposalRef)
  /** Accepts or discards every proposal in a language. */
  | { type: 'proposals.accept'; to: string }
  | { type: 'proposals.discard'; to: string };

const same = (a: ProposalRef, b: ProposalRef) => a.key === b.key && a.to === b.to;

/** The jobs worth sending: a text to translate into another language, each text once. */
function usableJobs(jobs: readonly TranslationJob[], queued: readonly TranslationJob[]): TranslationJob[] {
  const out: TranslationJob[] = [];
  for (const job of jobs) {
    if (!job.text.trim() || job.from === job.to || job.limit <= 0) continue;
    if ([...queued, ...out].some((q) => same(q, job))) continue;
    out.push(job);
  }
  return out;
}

/** The proposal of a text in a language, if there is one. */
export function proposalFor(context: Pick<TranslationContext, 'proposals'>, ref: ProposalRef) {
  return context.proposals.find((p) => same(p, ref));
}

/** True while the text is waiting to be translated or being translated. */
export function isQueued(context: Pick<TranslationContext, 'queue'>, ref: ProposalRef): boolean {
  return context.queue.some((job) => same(job, ref));
}

/** What the error actions receive: the error the call failed with. */
const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/**
 * Translations of the coach's texts by the AI chat service, reviewed before they count. Each
 * request queues texts (one, or all a language lacks); they are translated one at a time, each
 * answer cut to its text's limit and kept as a proposal. Nothing reaches the profile until the
 * coach accepts a proposal (as it is, or edited): `applyProposals` then hands it to the view,
 * which puts it in the draft the coach saves. A failed call stops the queue in `failed` until the
 * coach retries or gives up; the proposals made before it stay.
 */
export const translationMachine = setup({
  types: {
    context: {} as TranslationContext,
    events: {} as TranslationEvent,
  },
  actors: {
    translateText: viewProvided<string, TranslateInput>('translateText'),
  },
  actions: {
    /** The coach accepted these translations: the view puts them in the draft. */
    applyProposals: (_, _params: { proposals: TranslationProposal[] }) => {},
    notifyError: (_, _params: { error: unknown }) => {},
    queueJobs: assign(({ context }, params: { jobs: TranslationJob[] }) => ({
      queue: [...context.queue, ...usableJobs(params.jobs, context.queue)],
    })),
    replaceQueue: assign((_, params: { jobs: TranslationJob[] }) => ({
      queue: usableJobs(params.jobs, []),
      error: null,
    })),
    storeProposal: assign(({ context }, params: { text: string }) => {
      const [job, ...rest] = context.queue;
      if (!job) return {};
      const proposal: TranslationProposal = {
        key: job.key,
        to: job.to,
        text: cutToLimit(params.text.trim(), job.limit),
        limit: job.limit,
      };
      return { queue: rest, proposals: [...context.proposals.filter((p) => !same(p, job)), proposal], error: null };
    }),
    storeError: assign((_, params: { error: unknown }) => ({ error: params.error })),
    clearQueue: assign({ queue: [], error: null }),
    clearError: assign({ error: null }),
    editProposal: assign(({ context }, params: ProposalRef & { text: string }) => ({
      proposals: context.proposals.map((p) => (same(p, params) ? { ...p, text: params.text.slice(0, p.limit) } : p)),
    })),
    removeProposal: assign(({ context }, params: ProposalRef) => ({
      proposals: context.proposals.filter((p) => !same(p, params)),
    })),
    removeLanguage: assign(({ context }, params: { to: string }) => ({
      proposals: context.proposals.filter((p) => p.to !== params.to),
    })),
  },
  guards: {
    hasJobs: ({ context }, params: { jobs: TranslationJob[] }) => usableJobs(params.jobs, context.queue).length > 0,
    hasQueue: ({ context }) => context.queue.length > 0,
    hasProposals: ({ context }) => context.proposals.length > 0,
    hasProposal: ({ context }, params: ProposalRef) => proposalFor(context, params) !== undefined,
  },
}).createMachine({
  id: 'translation',
  context: { queue: [], proposals: [], error: null },
  initial: 'idle',
  // Proposals can be reviewed whatever else goes on (e.g. one accepted while the next translates).
  on: {
    'proposal.edit': {
      guard: { type: 'hasProposal', params: ({ event }) => event },
      actions: { type: 'editProposal', params: ({ event }) => event },
    },
    'proposal.accept': {
      guard: { type: 'hasProposal', params: ({ event }) => event },
      actions: [
        { type: 'applyProposals', params: ({ context, event }) => ({ proposals: [proposalFor(context, event)!] }) },
        { type: 'removeProposal', params: ({ event }) => event },
      ],
    },
    'proposal.discard': {
      guard: { type: 'hasProposal', params: ({ event }) => event },
      actions: { type: 'removeProposal', params: ({ event }) => event },
    },
    'proposals.accept': {
      actions: [
        {
          type: 'applyProposals',
          params: ({ context, event }) => ({ proposals: context.proposals.filter((p) => p.to === event.to) }),
        },
        { type: 'removeLanguage', params: ({ event }) => ({ to: event.to }) },
      ],
    },
    'proposals.discard': {
      actions: { type: 'removeLanguage', params: ({ event }) => ({ to: event.to }) },
    },
  },
  states: {
    idle: {
      on: {
        'translate.request': {
          guard: { type: 'hasJobs', params: ({ event }) => ({ jobs: event.jobs }) },
          target: 'translating',
          actions: { type: 'replaceQueue', params: ({ event }) => ({ jobs: event.jobs }) },
        },
      },
    },
    translating: {
      invoke: {
        src: 'translateText',
        input: ({ context }) => {
          const { key: _key, ...job } = context.queue[0]!;
          return job;
        },
        onDone: {
          target: 'next',
          actions: { type: 'storeProposal', params: ({ event }) => ({ text: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: [
            { type: 'storeError', params: errorParams },
            { type: 'notifyError', params: errorParams },
          ],
        },
      },
      on: {
        'translate.request': { actions: { type: 'queueJobs', params: ({ event }) => ({ jobs: event.jobs }) } },
        'translate.cancel': { target: 'next', actions: 'clearQueue' },
      },
    },
    // After each text: the next one, or the review of what was translated.
    next: {
      always: [
        { guard: 'hasQueue', target: 'translating' },
        { guard: 'hasProposals', target: 'reviewing' },
        { target: 'idle' },
      ],
    },
    reviewing: {
      always: { guard: not('hasProposals'), target: 'idle' },
      on: {
        'translate.request': {
          guard: { type: 'hasJobs', params: ({ event }) => ({ jobs: event.jobs }) },
          target: 'translating',
          actions: { type: 'replaceQueue', params: ({ event }) => ({ jobs: event.jobs }) },
        },
      },
    },
    failed: {
      on: {
        'translate.retry': { target: 'translating', actions: 'clearError' },
        'translate.dismiss': { target: 'next', actions: 'clearQueue' },
        'translate.request': {
          guard: { type: 'hasJobs', params: ({ event }) => ({ jobs: event.jobs }) },
          target: 'translating',
          actions: { type: 'replaceQueue', params: ({ event }) => ({ jobs: event.jobs }) },
        },
      },
    },
  },
});
