/**
 * Section anchors of the landing page. The browser cannot scroll to a hash on first load because
 * the sections render after the page's code arrives, so this hook does it (and again whenever the
 * hash changes), then keeps the section in place while content above it settles, until the
 * visitor scrolls on their own.
 */
import { useLocation } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

export const HOME_ANCHORS = {
  search: 'search_coach',
  benefits: 'benefits',
  featured: 'featured_coaches',
  areas: 'transformation_areas',
  contact: 'contact_us',
} as const;

/** How long a section is held in place while images, lists and fonts arrive. */
const SETTLE_MS = 2500;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Scrolls a section to the top of the view (below the sticky header). */
export function scrollToAnchor(id: string, behavior: ScrollBehavior = 'smooth'): void {
  const element = document.getElementById(id);
  element?.scrollIntoView?.({ block: 'start', behavior: prefersReducedMotion() ? 'instant' : behavior });
}

/** Scrolls to the location's hash, or to `fallback` when there is none. */
export function useAnchorScroll(fallback: string | null): void {
  const hash = useLocation({ select: (location) => location.hash });
  const firstRun = useRef(true);

  useEffect(() => {
    const target = hash || fallback;
    const initial = firstRun.current;
    firstRun.current = false;
    if (!target || !document.getElementById(target)) return;

    let holding = true;
    const release = () => {
      holding = false;
    };
    const place = () => {
      if (holding) scrollToAnchor(target, 'instant');
    };
    scrollToAnchor(target, initial ? 'instant' : 'smooth');
    // Sections above the target may still grow (a first load, or lazy sections that load as a
    // smooth scroll passes them), so the target is held in place while the page settles.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(place);
    observer?.observe(document.body);
    const timer = window.setTimeout(release, SETTLE_MS);
    const events = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    for (const name of events) window.addEventListener(name, release, { passive: true });
    return () => {
      release();
      observer?.disconnect();
      window.clearTimeout(timer);
      for (const name of events) window.removeEventListener(name, release);
    };
  }, [hash, fallback]);
}
