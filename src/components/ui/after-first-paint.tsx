/**
 * Holds back what lies below the fold until the page has first painted, on a page the browser
 * opens cold: on a slow phone, rendering and laying out every section before the first paint held
 * the hero and its picture back by most of a second. What is held back renders right after, in a
 * transition the browser can interrupt. A page reached from another one (its scroll position may
 * be restored into what would be missing), a page opened at an anchor, and environments that do
 * not report paints render everything at once.
 */
import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from '@/lib/after-next-paint';

/** Whether the document has not painted anything yet (the first render of a cold load). */
function beforeFirstPaint(): boolean {
  if (typeof window === 'undefined' || typeof requestAnimationFrame !== 'function') return false;
  if (window.location.hash) return false;
  // A page the server (or the build) drew holds everything already: it is taken over as drawn.
  if (document.getElementById('root')?.firstElementChild) return false;
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint'))
    return false;
  return performance.getEntriesByType('paint').length === 0;
}

/** False on the first render of a cold load, true once the page has painted (or at once). */
export function useAfterFirstPaint(enabled = true): boolean {
  const [shown, setShown] = useState(() => !enabled || !beforeFirstPaint());
  useEffect(() => {
    if (shown) return;
    return afterNextPaint(() => startTransition(() => setShown(true)));
  }, [shown]);
  return shown;
}
