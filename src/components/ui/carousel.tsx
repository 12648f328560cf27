/**
 * The infinitely looping carousel used across the product (embla). It has labelled previous and
 * next controls, arrow-key navigation, optional autoplay that pauses on hover and focus, can be
 * paused by the user and never starts when the user prefers reduced motion.
 */
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import {
  useCallback,
  useEffect,
  useMemo,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { DEFAULT_SLIDES } from '@/lib/breakpoints';
import { useSlidesPerView } from './use-slides-per-view';
import styles from './carousel.module.css';

export interface CarouselProps {
  /** Accessible name of the carousel region. */
  label: string;
  slides: ReactNode[];
  /** Breakpoint table: [min width, slides visible], widest first. */
  breakpoints?: ReadonlyArray<readonly [number, number]>;
  autoplay?: boolean;
  /** Delay between automatic moves, in ms. */
  delay?: number;
  className?: string;
  /** Index to start on (used by the zoom gallery). */
  startIndex?: number;
  /** Tone of the controls: light on dark backgrounds. */
  tone?: 'dark' | 'light';
}

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

export function Carousel({
  label,
  slides,
  breakpoints = DEFAULT_SLIDES,
  autoplay = false,
  delay = 5000,
  className,
  startIndex = 0,
  tone = 'dark',
}: CarouselProps) {
  const { t } = useLingui();
  const perView = useSlidesPerView(breakpoints);
  const reduced = prefersReducedMotion();
  const plugins = useMemo(
    () =>
      autoplay && !reduced
        ? [Autoplay({ delay, stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true })]
        : [],
    [autoplay, reduced, delay],
  );
  const [viewportRef, api] = useEmblaCarousel(
    { loop: true, align: 'start', slidesToScroll: 1, startIndex, duration: reduced ? 10 : 25 },
    plugins,
  );
  const [playing, setPlaying] = useState(plugins.length > 0);
  const [selected, setSelected] = useState(startIndex);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    api.on('select', onSelect);
    api.reInit();
    return () => {
      api.off('select', onSelect);
    };
  }, [api, perView, slides.length]);

  const prev = useCallback(() => api?.scrollPrev(), [api]);
  const next = useCallback(() => api?.scrollNext(), [api]);
  const togglePlay = useCallback(() => {
    const plugin = api?.plugins().autoplay;
    if (!plugin) return;
    if (plugin.isPlaying()) {
      plugin.stop();
      setPlaying(false);
    } else {
      plugin.play();
      setPlaying(true);
    }
  }, [api]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      prev();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      next();
    }
  };

  const total = slides.length;
  const style = { '--slides': Math.min(perView, Math.max(total, 1)) } as CSSProperties;
  const controls = total > perView;

  return (
    // The region handles arrow keys for the focusable controls and slides inside it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      className={[styles.carousel, tone === 'light' ? styles.light : '', className].filter(Boolean).join(' ')}
      aria-roledescription={t`carrossel`}
      aria-label={label}
      onKeyDown={onKeyDown}
      style={style}
    >
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.container}>
          {slides.map((slide, index) => (
            <div
              className={styles.slide}
              key={index}
              role="group"
              aria-roledescription={t`slide`}
              aria-label={t`${index + 1} de ${total}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {controls ? (
        <div className={styles.controls}>
          <button type="button" className={styles.control} onClick={prev} aria-label={t`Anterior`}>
            <ChevronLeft aria-hidden="true" size={20} />
          </button>
          {plugins.length > 0 ? (
            <button
              type="button"
              className={styles.control}
              onClick={togglePlay}
              aria-label={playing ? t`Pausar carrossel` : t`Reproduzir carrossel`}
            >
              {playing ? <Pause aria-hidden="true" size={18} /> : <Play aria-hidden="true" size={18} />}
            </button>
          ) : null}
          <span className={styles.position} aria-live="polite">
            {t`${(selected % Math.max(total, 1)) + 1} de ${total}`}
          </span>
          <button type="button" className={styles.control} onClick={next} aria-label={t`Próximo`}>
            <ChevronRight aria-hidden="true" size={20} />
          </button>
        </div>
      ) : null}
    </section>
  );
}
