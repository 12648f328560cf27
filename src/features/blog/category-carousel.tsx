/**
 * The blog's category bar: 'Todos' first, then every category, up to 6 visible at once with
 * previous/next arrows. Each chip is a real link (it can be opened in a new tab); a plain click
 * is handed to the list machine, which clears the search and navigates.
 */
import { useCallback, useEffect, useState, type MouseEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEmbla } from '@/components/ui/use-embla';
import { categoryKey, CATEGORY_CAROUSEL_VISIBLE, type BlogCategory } from '@machines/lib/blog';
import styles from './category-carousel.module.css';

export interface CategoryCarouselProps {
  categories: BlogCategory[];
  /** Active category key; null is 'Todos'. */
  active: string | null;
  loading: boolean;
  onSelect: (key: string | null) => void;
}

const CHIP_OPTIONS = {
  align: 'start',
  containScroll: 'trimSnaps',
  dragFree: true,
  slidesToScroll: 'auto',
} as const;

/** Chips are active only on their own page, whatever the search. */
const EXACT = { exact: true, includeSearch: false } as const;

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export function CategoryCarousel({ categories, active, loading, onSelect }: CategoryCarouselProps) {
  const { t } = useLingui();
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  // Embla measures the chips again when their number changes (once the categories have loaded).
  const api = useEmbla(viewport, { options: CHIP_OPTIONS, layout: categories.length });
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);

  const sync = useCallback(() => {
    if (!api) return;
    setCanPrev(api.canScrollPrev());
    setCanNext(api.canScrollNext());
  }, [api]);

  useEffect(() => {
    if (!api) return;
    // Embla says 'init' in the task after it starts, once this listens.
    api.on('init', sync).on('select', sync).on('reInit', sync).on('scroll', sync);
    return () => {
      api.off('init', sync).off('select', sync).off('reInit', sync).off('scroll', sync);
    };
  }, [api, sync]);

  // Keep the active chip in view (e.g. arriving on /blog/{category} from a link).
  const activeIndex = active === null ? 0 : categories.findIndex((category) => categoryKey(category) === active) + 1;
  useEffect(() => {
    if (!api || activeIndex <= 0) return;
    if (!api.slidesInView().includes(activeIndex)) api.scrollTo(Math.max(0, activeIndex - 1));
  }, [api, activeIndex]);

  const chip = (key: string | null, label: string) => {
    const current = key === active;
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      onSelect(key);
    };
    return key === null ? (
      <Link
        to="/blog"
        activeOptions={EXACT}
        className={styles.chip}
        aria-current={current ? 'page' : undefined}
        onClick={onClick}
      >
        {label}
      </Link>
    ) : (
      <Link
        to="/blog/$category"
        params={{ category: key }}
        activeOptions={EXACT}
        className={styles.chip}
        aria-current={current ? 'page' : undefined}
        onClick={onClick}
        title={label}
      >
        {label}
      </Link>
    );
  };

  return (
    <nav className={styles.bar} aria-label={t`Categorias do blog`}>
      <button
        type="button"
        className={styles.arrow}
        onClick={() => api?.scrollPrev()}
        disabled={!canPrev}
        hidden={!canPrev && !canNext}
        aria-label={t`Categorias anteriores`}
      >
        <ChevronLeft aria-hidden="true" size={20} />
      </button>
      <div className={styles.viewport} ref={setViewport}>
        <ul className={styles.track}>
          <li className={styles.slide}>{chip(null, t`Todos`)}</li>
          {loading && categories.length === 0
            ? Array.from({ length: CATEGORY_CAROUSEL_VISIBLE - 1 }, (_, index) => (
                <li key={index} className={styles.slide} aria-hidden="true">
                  <span className={`${styles.chip} ${styles.placeholder}`} />
                </li>
              ))
            : categories.map((category) => (
                <li key={category.id} className={styles.slide}>
                  {chip(categoryKey(category), category.name)}
                </li>
              ))}
        </ul>
      </div>
      <button
        type="button"
        className={styles.arrow}
        onClick={() => api?.scrollNext()}
        disabled={!canNext}
        hidden={!canPrev && !canNext}
        aria-label={t`Próximas categorias`}
      >
        <ChevronRight aria-hidden="true" size={20} />
      </button>
    </nav>
  );
}
