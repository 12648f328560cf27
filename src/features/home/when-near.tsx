/**
 * Renders a below-the-fold block only when it comes near the viewport, showing a placeholder of
 * the same size until then. Lets the landing page load its carousels' code after the first paint
 * instead of up front.
 */
import { Suspense, type ReactNode } from 'react';
import { useInView } from 'react-intersection-observer';

export interface WhenNearProps {
  children: ReactNode;
  /** Stands in for the block (same height) until it loads. */
  placeholder: ReactNode;
  /** How far below the viewport loading starts. */
  margin?: number;
}

export function WhenNear({ children, placeholder, margin = 300 }: WhenNearProps) {
  // Far until the browser says otherwise, so a prerendered page shows the placeholder and the app
  // starts from the same; a browser without IntersectionObserver loads the block at once.
  const { ref, inView } = useInView({
    rootMargin: `${margin}px 0px ${margin}px 0px`,
    triggerOnce: true,
    fallbackInView: true,
  });
  if (!inView) return <div ref={ref}>{placeholder}</div>;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
