/**
 * Publishing the owner's site. Publishing sets `published` locally first and then calls
 * publish; unpublishing does the reverse. A failed call rolls the flag back and records which
 * action failed so the view can say so. Only one call runs at a time.
 */
import { assign, fromPromise, setup } from 'xstate';

export interface PublishState {
  published?: boolean;
}

export interface PublishingContext {
  published: boolean;
  /** The action whose call failed last, cleared when the next one starts. */
  failed: 'publish' | 'unpublish' | null;
  error: unknown;
}

export interface PublishingInput {
  /** What the loaded profile says. */
  published: boolean;
}

export type PublishingEvent =
  | { type: 'publish' }
  | { type: 'unpublish' }
  /** The loaded profile says what the server holds. */
  | { type: 'published.sync'; published: boolean };

export const publishingMachine = setup({
  types: {
    context: {} as PublishingContext,
    events: {} as PublishingEvent,
    input: {} as PublishingInput,
  },
  actors: {
    publishProfile: fromPromise<PublishState>(() => {
      throw new Error('publishProfile not provided');
    }),
    unpublishProfile: fromPromise<PublishState>(() => {
      throw new Error('unpublishProfile not provided');
    }),
  },
  actions: {
    markPublished: assign({ published: true, failed: null, error: null }),
    markUnpublished: assign({ published: false, failed: null, error: null }),
  },
  guards: {
    isUnpublished: ({ context }) => !context.published,
    isPublished: ({ context }) => context.published,
  },
}).createMachine({
  id: 'publishing',
  context: ({ input }) => ({ published: input.published === true, failed: null, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        publish: { guard: 'isUnpublished', target: 'publishing', actions: 'markPublished' },
        unpublish: { guard: 'isPublished', target: 'unpublishing', actions: 'markUnpublished' },
        'published.sync': { actions: assign({ published: ({ event }) => event.published }) },
      },
    },
    publishing: {
      tags: ['busy'],
      invoke: {
        src: 'publishProfile',
        onDone: {
          target: 'idle',
          actions: assign({ published: ({ event }) => event.output?.published ?? true }),
        },
        onError: {
          target: 'idle',
          actions: assign({ published: false, failed: 'publish', error: ({ event }) => event.error }),
        },
      },
    },
    unpublishing: {
      tags: ['busy'],
      invoke: {
        src: 'unpublishProfile',
        onDone: {
          target: 'idle',
          actions: assign({ published: ({ event }) => event.output?.published ?? false }),
        },
        onError: {
          target: 'idle',
          actions: assign({ published: true, failed: 'unpublish', error: ({ event }) => event.error }),
        },
      },
    },
  },
});
