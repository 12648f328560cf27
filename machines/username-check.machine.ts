/**
 * The username field of the settings modal. Input is stripped to letters, digits, `_` and
 * `-`; a value that differs from the current username sets the searching flag and is checked
 * for availability (after a short pause while typing, at once on blur). Saving is allowed
 * only when the name equals the current one or is available: never while it is empty,
 * taken or being checked.
 */
import { assign, fromPromise, setup } from 'xstate';
import { sanitizeUsername } from './lib/username';

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
    checkAvailability: fromPromise<{ available: boolean }, { username: string }>(() => {
      throw new Error('checkAvailability not provided');
    }),
  },
  delays: { typingPause: USERNAME_CHECK_DELAY_MS },
  guards: {
    isEmpty: ({ context }) => context.value === '',
    isCurrent: ({ context }) => context.value === context.current,
  },
}).createMachine({
  id: 'usernameCheck',
  context: ({ input }) => ({ current: input.current, value: sanitizeUsername(input.current), error: null }),
  initial: 'routing',
  on: {
    'username.input': {
      target: '.routing',
      reenter: true,
      actions: assign({ value: ({ event }) => sanitizeUsername(event.value) }),
    },
    'username.reset': {
      target: '.routing',
      reenter: true,
      actions: assign({
        current: ({ event }) => event.current,
        value: ({ event }) => sanitizeUsername(event.current),
        error: null,
      }),
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
        onDone: [{ guard: ({ event }) => event.output.available === true, target: 'available' }, { target: 'taken' }],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    available: { tags: ['saveable'] },
    taken: { on: { 'username.blur': 'checking' } },
    failed: { on: { 'username.blur': 'checking' } },
  },
});
