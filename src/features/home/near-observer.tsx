/**
 * What WhenNear (./when-near.tsx) does once the observer's code has loaded: watches the
 * placeholder and renders the block when it comes near the viewport.
 */
import { Suspense } from 'react';
import { useInView } from 'react-intersection-observer';
import type { WhenNearProps } from './when-near';

export default function NearObserver({ children, placeholder, margin = 300 }: WhenNearProps) {
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
