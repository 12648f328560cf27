/**
 * A below-the-fold block whose code loads after the page's. Drawn by the server, it is in the
 * page's HTML, and the browser takes it over once its code has come (React leaves the server's
 * HTML in place until then). Drawn in the browser, it renders only when it comes near the
 * viewport, with a placeholder of the same size until then; the observer's own code
 * (./near-observer.tsx) loads after the page's too, and until it has, the placeholder stands.
 */
import { Suspense, useMemo, useState, type ReactNode } from 'react';
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

export function WhenNear({ children, placeholder, margin }: WhenNearProps) {
  // False on the server and while the app takes the server's page over: decided once.
  const inBrowser = useInBrowser();
  const [serverDrawn] = useState(!inBrowser);
  // The same element while the props stay: when the app has taken the page over, this component
  // renders again (useInBrowser), and the block the server drew, still waiting for its code, must
  // not be asked to hydrate there and then, in one task, instead of in its own time.
  return useMemo(
    () =>
      serverDrawn ? (
        <div>
          <Suspense fallback={placeholder}>{children}</Suspense>
        </div>
      ) : (
        // The same element the observer starts from, so that its arrival changes nothing on screen.
        <Suspense fallback={<div>{placeholder}</div>}>
          <NearObserver placeholder={placeholder} margin={margin}>
            {children}
          </NearObserver>
        </Suspense>
      ),
    [serverDrawn, children, placeholder, margin],
  );
}
