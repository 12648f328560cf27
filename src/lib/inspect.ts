/**
 * Stately inspector wiring. With VITE_XSTATE_INSPECT=1 (or `?inspect` in dev) every actor the
 * views start is attached to the inspector; views pass `actorOptions()` to useMachine/createActor.
 */
import type { InspectionEvent, Observer } from 'xstate';

type InspectObserver = Observer<InspectionEvent> | ((event: InspectionEvent) => void);
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

/** Options to spread into useMachine/useActorRef/createActor. */
export function actorOptions(): { inspect?: InspectObserver } {
  return observer ? { inspect: observer } : {};
}
