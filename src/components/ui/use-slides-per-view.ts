/** How many slides a carousel shows at the current viewport width, per a breakpoint table. */
import { useSyncExternalStore } from 'react';
import { slidesFor } from '@/lib/breakpoints';

function subscribe(callback: () => void): () => void {
  window.addEventListener('resize', callback);
  return () => window.removeEventListener('resize', callback);
}

export function useSlidesPerView(table: ReadonlyArray<readonly [number, number]>): number {
  return useSyncExternalStore(
    subscribe,
    () => slidesFor(window.innerWidth, table),
    () => table[table.length - 1]?.[1] ?? 1,
  );
}
