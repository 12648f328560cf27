/**
 * Stately inspector wiring. With VITE_XSTATE_INSPECT=1 (or `?inspect` in dev) every actor the
 * views start is attached to the inspector: views start actors with `useAppActor` or
 * `useAppMachine`, never with @xstate/react's hooks directly, so none is left out.
 */
import { useActorRef, useMachine } from '@xstate/react';
import type {
  Actor,
  ActorOptions,
  AnyActorLogic,
  AnyStateMachine,
  InspectionEvent,
  IsNotNever,
  Observer,
  RequiredActorOptionsKeys,
  StateFrom,
} from 'xstate';

type InspectObserver = Observer<InspectionEvent> | ((event: InspectionEvent) => void);
// eslint-disable-next-line no-restricted-syntax -- browser only: the inspector attaches to the tab
let observer: InspectObserver | undefined;

export function inspectionRequested(
  search: string = typeof window !== 'undefined' ? window.location.search : '',
): boolean {
  return (
    import.meta.env.VITE_XSTATE_INSPECT === '1' || (import.meta.env.DEV && new URLSearchParams(search).has('inspect'))
  );
}

/** Attaches an inspection observer to every actor started afterwards. */
export function installInspector(next: InspectObserver | undefined): void {
  observer = next;
}

/** Opens the Stately inspector window and attaches it. Loaded only when requested. */
export async function startBrowserInspector(): Promise<void> {
  const { createBrowserInspector } = await import('@statelyai/inspect');
  installInspector(createBrowserInspector().inspect);
}

/** The inspector's option for an actor started now (nothing when none is installed). */
export function actorOptions(): { inspect?: InspectObserver } {
  return observer ? { inspect: observer } : {};
}

/** The options an actor of `TLogic` takes: required when its input is. */
type AppActorOptions<TLogic extends AnyActorLogic> =
  IsNotNever<RequiredActorOptionsKeys<TLogic>> extends true
    ? [options: ActorOptions<TLogic> & { [K in RequiredActorOptionsKeys<TLogic>]: unknown }]
    : [options?: ActorOptions<TLogic>];

/** `useActorRef` with the inspector attached when one is installed. */
export function useAppActor<TLogic extends AnyActorLogic>(
  logic: TLogic,
  ...[options]: AppActorOptions<TLogic>
): Actor<TLogic> {
  // @xstate/react's conditional signature cannot be met by a generic caller; the options are the same.
  const start = useActorRef as (logic: TLogic, options: ActorOptions<TLogic>) => Actor<TLogic>;
  return start(logic, { ...options, ...actorOptions() });
}

/** `useMachine` with the inspector attached when one is installed. */
export function useAppMachine<TMachine extends AnyStateMachine>(
  machine: TMachine,
  ...[options]: AppActorOptions<TMachine>
): [StateFrom<TMachine>, Actor<TMachine>['send'], Actor<TMachine>] {
  const start = useMachine as (
    machine: TMachine,
    options: ActorOptions<TMachine>,
  ) => [StateFrom<TMachine>, Actor<TMachine>['send'], Actor<TMachine>];
  return start(machine, { ...options, ...actorOptions() });
}
