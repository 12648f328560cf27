/**
 * Whether this render happens in the browser after the app took over. False while prerendering
 * (src/prerender.tsx) and while React takes a prerendered page over, so that parts that only
 * make sense in the browser (loading data, lazy code) start right after, from the same page the
 * prerendering drew; true at once when the app renders on its own.
 */
import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

export function useInBrowser(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
