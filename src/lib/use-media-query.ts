/**
 * Whether a media query matches, following its changes; false on the server and where the
 * browser has no `matchMedia`, so the server's page and the first render in the browser agree.
 */
import { useCallback, useSyncExternalStore } from 'react';

const matches = (query: string) => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (callback: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', callback);
      return () => list.removeEventListener('change', callback);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => matches(query),
    () => false,
  );
}
