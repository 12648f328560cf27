/**
 * The username field of the settings modal. Input is stripped to letters, digits, `_` and
 * `-`; a value that differs from the current username sets the searching flag and is checked
 * for availability (after a short pause while typing, at once on blur). Saving is allowed
 * only when the name equals the current one or is available: never while it is empty,
 * taken or being checked.
 */
import { assign, setup } from 'xstate';
import type { Availability } from '@/api/gen/api-v1/model';
import { sanitizeUsername } from './lib/username';
import { viewProvided } from './lib/view-provided';

/** Pause after the last keystroke before availability is asked. */
export const USERNAME_CHECK_DELAY_MS = 400;

export interface UsernameCheckContext {
  /** The username the profile has now. */
  current: string;
  /** What the field holds, already stripped. */
  value: string;
  error: unknown;
}

export type UsernameCheckEvent =
  | { type: 'username.input'; value: string }
  | { type: 'username.blur' }
  /** The saved username changed (after a save) or the modal reopened. */
  | { type: 'username.reset'; current: string };

export const usernameCheckMachine = setup({
  types: {
    context: {} as UsernameCheckContext,
    events: {} as UsernameCheckEvent,
    input: {} as { current: string },
  },
  actors: {
    checkAvailability: viewProvided<Availability, { username: string }>('checkAvailability'),
  },
  delays: { typingPause: USERNAME_CHECK_DELAY_MS },
  actions: {
    storeInput: assign((_, params: { value: string }) => ({ value: sanitizeUsername(params.value) })),
    resetTo: assign((_, params: { current: string }) => ({
      current: params.current,
      value: sanitizeUsername(params.current),
      error: null,
    })),
    storeError: assign((_, params: { error: unknown }) => ({ error: params.error })),
  },
  guards: {
    isEmpty: ({ context }) => context.value === '',
    isCurrent: ({ context }) => context.value === context.current,
    isAvailable: (_, params: { availability: Availability }) => params.availability.available,
  },
}).createMachine({
  id: 'usernameCheck',
  context: ({ input }) => ({ current: input.current, value: sanitizeUsername(input.current), error: null }),
  initial: 'routing',
  on: {
    'username.input': {
      target: '.routing',
      reenter: true,
      actions: { type: 'storeInput', params: ({ event }) => ({ value: event.value }) },
    },
    'username.reset': {
      target: '.routing',
      reenter: true,
      actions: { type: 'resetTo', params: ({ event }) => ({ current: event.current }) },
    },
  },
  states: {
    routing: {
      always: [
        { guard: 'isEmpty', target: 'empty' },
        { guard: 'isCurrent', target: 'unchanged' },
        { target: 'typing' },
      ],
    },
    empty: {},
    unchanged: { tags: ['saveable'] },
    typing: {
      tags: ['searching'],
      after: { typingPause: 'checking' },
      on: { 'username.blur': 'checking' },
    },
    checking: {
      tags: ['searching'],
      invoke: {
        src: 'checkAvailability',
        input: ({ context }) => ({ username: context.value }),
        onDone: [
          {
            guard: { type: 'isAvailable', params: ({ event }) => ({ availability: event.output }) },
            target: 'available',
          },
          { target: 'taken' },
        ],
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    available: { tags: ['saveable'] },
    taken: { on: { 'username.blur': 'checking' } },
    failed: { on: { 'username.blur': 'checking' } },
  },
});
