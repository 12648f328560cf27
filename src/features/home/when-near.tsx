/**
 * Renders a below-the-fold block only when it comes near the viewport, showing a placeholder of
 * the same size until then. Lets the landing page load its carousels' code after the first paint
 * instead of up front. The observer's own code (./near-observer.tsx) loads after the page's too:
 * until it has, the placeholder stands as it is.
 */
import { Suspense, type ReactNode } from 'react';
import { useInBrowser } from '@/lib/use-in-browser';
import { lazyRetry } from '@/lib/retry-import';

export interface WhenNearProps {
  children: ReactNode;
  /** Stands in for the block (same height) until it loads. */
  placeholder: ReactNode;
  /** How far below the viewport loading starts. */
  margin?: number;
}

const NearObserver = lazyRetry(() => import('./near-observer'));

export function WhenNear(props: WhenNearProps) {
  // The same element the observer starts from, so that its arrival changes nothing on screen.
  const waiting = <div>{props.placeholder}</div>;
  // A prerendered page, and the app while it takes one over, show the placeholder as it is.
  if (!useInBrowser()) return waiting;
  return (
    <Suspense fallback={waiting}>
      <NearObserver {...props} />
    </Suspense>
  );
}
