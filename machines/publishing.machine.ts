/**
 * Publishing the owner's site. Publishing sets `published` locally first and then calls
 * publish; unpublishing does the reverse. A failed call rolls the flag back and records which
 * action failed so the view can say so. Only one call runs at a time.
 */
import { assign, setup } from 'xstate';
import type { PublishState } from '@/api/gen/api-v1/model';
import { viewProvided } from './lib/view-provided';

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

/** What syncPublished receives from a finished call: the flag as the server now holds it. */
const publishedParams = ({ event }: { event: { output: PublishState } }) => ({ published: event.output.published });

/**
 * The state that runs one call: it goes back to idle with the server's flag, or with the flag
 * rolled back and `failed` recorded when the call fails.
 */
const callingState = (src: 'publishProfile' | 'unpublishProfile', failed: 'publish' | 'unpublish') =>
  ({
    tags: ['busy'],
    invoke: {
      src,
      onDone: { target: 'idle', actions: { type: 'syncPublished', params: publishedParams } },
      onError: {
        target: 'idle',
        actions: {
          type: 'rollBack',
          params: ({ event }: { event: { error: unknown } }) => ({ failed, error: event.error }),
        },
      },
    },
  }) as const;

export const publishingMachine = setup({
  types: {
    context: {} as PublishingContext,
    events: {} as PublishingEvent,
    input: {} as PublishingInput,
  },
  actors: {
    publishProfile: viewProvided<PublishState>('publishProfile'),
    unpublishProfile: viewProvided<PublishState>('unpublishProfile'),
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
    publishing: callingState('publishProfile', 'publish'),
    unpublishing: callingState('unpublishProfile', 'unpublish'),
  },
});
