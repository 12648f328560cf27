/**
 * Embla on a carousel's viewport, with its code loaded on demand and, on a cold load, started
 * only once the page has painted and the carousel is near the viewport. A carousel renders its
 * slides where the stylesheet puts them (where embla starts them), so a page with a carousel above
 * the fold (the blog's slider and category bar) neither downloads embla nor waits for it to
 * measure every slide, a forced layout, before its first paint; one below the fold (the home
 * page's featured coaches) does both only as the visitor scrolls towards it. Until embla starts,
 * the carousel keeps the moves asked of it (./carousel.tsx).
 */
import { useEffect, useRef, useState } from 'react';
import { observe } from 'react-intersection-observer';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useAfterFirstPaint } from './after-first-paint';

/** How far below (or above) the viewport a carousel starts. */
const NEAR_MARGIN = '300px 0px';

type EmblaModules = [typeof import('embla-carousel'), typeof import('embla-carousel-autoplay')];

// eslint-disable-next-line no-restricted-syntax -- browser only: the carousel library loads in an effect
let modules: Promise<EmblaModules> | undefined;

/** Starts downloading embla and its autoplay plugin, once for the whole app. */
export function preloadEmbla(): Promise<EmblaModules> {
  modules ??= Promise.all([import('embla-carousel'), import('embla-carousel-autoplay')]).catch((error: unknown) => {
    // Offline, say: the next carousel asks again.
    modules = undefined;
    throw error;
  });
  return modules;
}

export interface EmblaSetup {
  /** Embla's options: those it starts with, and it measures again with them when they change. */
  options: EmblaOptionsType;
  /** Time between automatic moves in ms; none for a carousel without autoplay. */
  autoplayDelay?: number | null;
  /**
   * What the slides' layout depends on (their number, the slides per view): embla measures them
   * as it starts, and again only when this changes.
   */
  layout?: string | number;
}

/**
 * The embla instance of `viewport` once it has started, undefined before (and while `viewport`
 * is null). Without embla's code (offline) the slides stay where they are.
 */
export function useEmbla(
  viewport: HTMLElement | null,
  { options, autoplayDelay = null, layout }: EmblaSetup,
): EmblaCarouselType | undefined {
  const painted = useAfterFirstPaint();
  const [api, setApi] = useState<EmblaCarouselType>();
  const key = JSON.stringify([options, layout ?? null]);
  const latest = useRef({ options, key });
  const applied = useRef(key);

  // What embla starts with when it starts (runs before the effect that starts it).
  useEffect(() => {
    latest.current = { options, key };
  });

  const element = painted ? viewport : null;
  useEffect(() => {
    if (!element) return;
    let current = true;
    let created: EmblaCarouselType | undefined;
    const start = () =>
      preloadEmbla().then(
        ([{ default: Embla }, { default: Autoplay }]) => {
          if (!current) return;
          // The carousel decides when autoplay runs; the plugin only keeps the time.
          const plugins =
            autoplayDelay === null
              ? []
              : [
                  Autoplay({
                    delay: autoplayDelay,
                    playOnInit: false,
                    stopOnInteraction: true,
                    stopOnMouseEnter: false,
                    stopOnFocusIn: false,
                  }),
                ];
          applied.current = latest.current.key;
          created = Embla(element, latest.current.options, plugins);
          setApi(created);
        },
        () => undefined,
      );
    // Without IntersectionObserver, at once (the callback then runs before observe returns).
    let started = false;
    const stopWatching = observe(
      element,
      (near) => {
        if (!near || started) return;
        started = true;
        void start();
      },
      { rootMargin: NEAR_MARGIN },
      true,
    );
    return () => {
      current = false;
      stopWatching();
      created?.destroy();
      setApi(undefined);
    };
  }, [element, autoplayDelay]);

  // The options or the slides' layout changed after the start (the visitor's motion setting, the
  // categories' arrival).
  useEffect(() => {
    if (!api || applied.current === key) return;
    applied.current = key;
    api.reInit(latest.current.options);
  }, [api, key]);

  return api;
}
