/**
 * Renders a below-the-fold block only when it comes near the viewport, showing a placeholder of
 * the same size until then. Lets the landing page load its carousels' code after the first paint
 * instead of up front.
 */
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useInBrowser } from '@/lib/use-in-browser';

export interface WhenNearProps {
  children: ReactNode;
  /** Stands in for the block (same height) until it loads. */
  placeholder: ReactNode;
  /** How far below the viewport loading starts. */
  margin?: number;
}

export function WhenNear({ children, placeholder, margin = 300 }: WhenNearProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(false);
  // Far until the browser says otherwise: a prerendered page (src/prerender.tsx) shows the
  // placeholder too, and the app starts from the same. A browser without IntersectionObserver
  // loads the block at once.
  const inBrowser = useInBrowser();
  const near = seen || (inBrowser && typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (near || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && setSeen(true),
      {
        rootMargin: `${margin}px 0px ${margin}px 0px`,
      },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);

  if (!near) return <div ref={ref}>{placeholder}</div>;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
