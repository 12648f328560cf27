/**
 * The coach's site address (the username) as a field edits it: stripped to letters, digits, _
 * and - and checked for availability as the coach types and on blur, by the username check
 * machine and the contract's availability call. The settings dialog and the customize wizard
 * both choose the address through it, so the rules and the checks are the same in both.
 */
import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { checkUsernameAvailability } from '@/api/gen/api-v1/profiles/profiles';
import { useAppActor } from '@/lib/inspect';
import { usernameCheckMachine } from '@machines/username-check.machine';

export type AddressState = 'empty' | 'searching' | 'taken' | 'failed' | 'available' | 'unchanged';

/** The address being edited, its check's state, and whether Save may keep it. */
export function useSiteAddress(current: string) {
  const check = useAppActor(
    useMemo(
      () =>
        usernameCheckMachine.provide({
          actors: { checkAvailability: fromPromise(({ input }) => checkUsernameAvailability(input.username)) },
        }),
      [],
    ),
    { input: { current } },
  );
  const value = useSelector(check, (s) => s.context.value);
  const saved = useSelector(check, (s) => s.context.current);
  const state = useSelector(check, (s): AddressState =>
    s.matches('empty')
      ? 'empty'
      : s.hasTag('searching')
        ? 'searching'
        : s.matches('taken')
          ? 'taken'
          : s.matches('failed')
            ? 'failed'
            : s.matches('available')
              ? 'available'
              : 'unchanged',
  );
  const saveable = useSelector(check, (s) => s.hasTag('saveable'));
  return { check, value, saved, state, saveable };
}

export type SiteAddress = ReturnType<typeof useSiteAddress>;
