/**
 * The infinitely looping carousel used across the product (embla). It has labelled previous and
 * next controls, arrow-key navigation, optional autoplay that holds while the pointer or the
 * keyboard focus is in the carousel, a pause/play button, and no automatic start when the user
 * prefers reduced motion (the play button still starts it).
 *
 * Until embla takes over, the slides stand where the stylesheet puts them, which is where embla
 * starts them. Embla's code loads on demand (see use-embla.ts), and on a cold load embla takes
 * over only after the first paint: it measures the viewport and every slide as it starts, a
 * forced layout that held the blog's first picture back by about 0.15 s on a slow phone.
 */
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { DEFAULT_SLIDES } from '@/lib/breakpoints';
import { useMediaQuery } from '@/lib/use-media-query';
import { useEmbla } from './use-embla';
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
  /**
   * The carousel region, for a dialog that gives it the focus as it opens (the zoom gallery), so
   * the arrow keys move it at once. With it, the region can take the focus.
   */
  regionRef?: Ref<HTMLElement>;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

export function Carousel({
  label,
  slides,
  breakpoints = DEFAULT_SLIDES,
  autoplay = false,
  delay = 5000,
  className,
  startIndex = 0,
  tone = 'dark',
  regionRef,
}: CarouselProps) {
  const { t } = useLingui();
  const perView = useSlidesPerView(breakpoints);
  const reduced = useMediaQuery(REDUCED_MOTION);
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const api = useEmbla(viewport, {
    options: { loop: true, align: 'start', slidesToScroll: 1, startIndex, duration: reduced ? 10 : 25 },
    autoplayDelay: autoplay ? delay : null,
    layout: `${perView}:${slides.length}`,
  });
  const [selected, setSelected] = useState(startIndex);
  // The visitor's own choice; until they make one, autoplay runs unless they prefer reduced motion.
  const [choice, setChoice] = useState<'playing' | 'paused' | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const total = slides.length;
  const controls = total > perView;
  const playing = autoplay && (choice === null ? !reduced : choice === 'playing');
  // Held still while the pointer is over it or the keyboard focus is in it (WCAG 2.2.2).
  const running = playing && controls && !hovered && !focused;

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    // A new layout (a resize across a breakpoint) starts embla again, on another slide, without a
    // 'select': the position follows it too, so the text always names the slide shown.
    api.on('select', onSelect);
    api.on('reInit', onSelect);
    return () => {
      api.off('select', onSelect);
      api.off('reInit', onSelect);
    };
  }, [api]);

  useEffect(() => {
    const plugin = api?.plugins().autoplay;
    if (!api || !plugin) return;
    const apply = () => {
      if (running && api.scrollSnapList().length > 1) plugin.play();
      else plugin.stop();
    };
    apply();
    // A drag stops the timer; letting go restarts it when nothing else holds the carousel.
    api.on('pointerUp', apply);
    return () => {
      api.off('pointerUp', apply);
    };
  }, [api, running, perView, slides.length]);

  // A press before embla has started (its code still downloading) moves the carousel once it has.
  const pending = useRef(0);
  useEffect(() => {
    if (!api || pending.current === 0) return;
    const count = api.scrollSnapList().length;
    api.scrollTo((((api.selectedScrollSnap() + pending.current) % count) + count) % count);
    pending.current = 0;
  }, [api]);
  const move = useCallback(
    (step: 1 | -1) => {
      if (!api) pending.current += step;
      else if (step === 1) api.scrollNext();
      else api.scrollPrev();
    },
    [api],
  );
  const prev = useCallback(() => move(-1), [move]);
  const next = useCallback(() => move(1), [move]);
  const togglePlay = () => setChoice(playing ? 'paused' : 'playing');

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      prev();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      next();
    }
  };

  const style = { '--slides': Math.min(perView, Math.max(total, 1)) } as CSSProperties;

  return (
    // The region handles arrow keys for the focusable controls and slides inside it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      ref={regionRef}
      tabIndex={regionRef ? -1 : undefined}
      className={[styles.carousel, tone === 'light' ? styles.light : '', className].filter(Boolean).join(' ')}
      aria-roledescription={t`carrossel`}
      aria-label={label}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      style={style}
    >
      <div className={styles.viewport} ref={setViewport}>
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
          {autoplay ? (
            <button
              type="button"
              className={styles.control}
              onClick={togglePlay}
              aria-label={playing ? t`Pausar carrossel` : t`Reproduzir carrossel`}
            >
              {playing ? <Pause aria-hidden="true" size={18} /> : <Play aria-hidden="true" size={18} />}
            </button>
          ) : null}
          {/* Announced when the visitor moves it, not at every automatic move. */}
          <span className={styles.position} aria-live={running ? 'off' : 'polite'}>
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
