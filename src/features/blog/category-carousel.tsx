/**
 * The blog's category bar: 'Todos' first, then every category, up to 6 visible at once with
 * previous/next arrows. Each chip is a link to its category's address, without the search: a
 * category lists all its posts.
 */
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEmbla } from '@/components/ui/use-embla';
import { categoryKey, categoryName, CATEGORY_CAROUSEL_VISIBLE, type BlogCategory } from '@machines/lib/blog';
import { useLocale } from '@/lib/use-locale';
import styles from './category-carousel.module.css';

export interface CategoryCarouselProps {
  categories: BlogCategory[];
  /** Active category key; null is 'Todos'. */
  active: string | null;
  loading: boolean;
}

const CHIP_OPTIONS = {
  align: 'start',
  containScroll: 'trimSnaps',
  dragFree: true,
  slidesToScroll: 'auto',
} as const;

/** Chips are active only on their own page, whatever the search. */
const EXACT = { exact: true, includeSearch: false } as const;

export function CategoryCarousel({ categories, active, loading }: CategoryCarouselProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  // Embla measures the chips again when their number changes (once the categories have loaded).
  const api = useEmbla(viewport, { options: CHIP_OPTIONS, layout: categories.length });
  // Where embla stands, read again on each of its moves.
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!api) return () => undefined;
      api.on('init', onChange).on('select', onChange).on('reInit', onChange).on('scroll', onChange);
      return () => {
        api.off('init', onChange).off('select', onChange).off('reInit', onChange).off('scroll', onChange);
      };
    },
    [api],
  );
  const canPrev = useSyncExternalStore(
    subscribe,
    () => api?.canScrollPrev() ?? false,
    () => false,
  );
  const canNext = useSyncExternalStore(
    subscribe,
    () => api?.canScrollNext() ?? false,
    () => false,
  );

  // Keep the active chip in view (e.g. arriving on /blog/{category} from a link).
  const activeIndex = active === null ? 0 : categories.findIndex((category) => categoryKey(category) === active) + 1;
  useEffect(() => {
    if (!api || activeIndex <= 0) return;
    if (!api.slidesInView().includes(activeIndex)) api.scrollTo(Math.max(0, activeIndex - 1));
  }, [api, activeIndex]);

  const chip = (key: string | null, label: string) => {
    const current = key === active;
    return key === null ? (
      <Link to="/blog" activeOptions={EXACT} className={styles.chip} aria-current={current ? 'page' : undefined}>
        {label}
      </Link>
    ) : (
      <Link
        to="/blog/$category"
        params={{ category: key }}
        activeOptions={EXACT}
        className={styles.chip}
        aria-current={current ? 'page' : undefined}
        title={label}
      >
        {label}
      </Link>
    );
  };

  // The previous or the next arrow; both hide while every chip fits.
  const arrow = (next: boolean) => (
    <button
      type="button"
      className={styles.arrow}
      onClick={() => (next ? api?.scrollNext() : api?.scrollPrev())}
      disabled={next ? !canNext : !canPrev}
      hidden={!canPrev && !canNext}
      aria-label={next ? t`Próximas categorias` : t`Categorias anteriores`}
    >
      {next ? <ChevronRight aria-hidden="true" size={20} /> : <ChevronLeft aria-hidden="true" size={20} />}
    </button>
  );

  return (
    <nav className={styles.bar} aria-label={t`Categorias do blog`}>
      {arrow(false)}
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
                  {chip(categoryKey(category), categoryName(category, locale))}
                </li>
              ))}
        </ul>
      </div>
      {arrow(true)}
    </nav>
  );
}
