/**
 * Publishing the owner's site. Publishing sets `published` locally first and then calls
 * publish; unpublishing does the reverse. A failed call rolls the flag back and records which
 * action failed so the view can say so. Only one call runs at a time.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { PublishState } from '@/api/gen/api-v1/model';

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
    syncPublished: assign((_, params: { published: boolean }) => ({ published: params.published })),
    rollBack: assign((_, params: { failed: 'publish' | 'unpublish'; error: unknown }) => ({
      published: params.failed === 'unpublish',
      failed: params.failed,
      error: params.error,
    })),
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
        'published.sync': {
          actions: { type: 'syncPublished', params: ({ event }) => ({ published: event.published }) },
        },
      },
    },
    publishing: {
      tags: ['busy'],
      invoke: {
        src: 'publishProfile',
        onDone: {
          target: 'idle',
          actions: { type: 'syncPublished', params: ({ event }) => ({ published: event.output.published }) },
        },
        onError: {
          target: 'idle',
          actions: { type: 'rollBack', params: ({ event }) => ({ failed: 'publish' as const, error: event.error }) },
        },
      },
    },
    unpublishing: {
      tags: ['busy'],
      invoke: {
        src: 'unpublishProfile',
        onDone: {
          target: 'idle',
          actions: { type: 'syncPublished', params: ({ event }) => ({ published: event.output.published }) },
        },
        onError: {
          target: 'idle',
          actions: { type: 'rollBack', params: ({ event }) => ({ failed: 'unpublish' as const, error: event.error }) },
        },
      },
    },
  },
});
