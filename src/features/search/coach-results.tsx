/**
 * The coaches list: an infinite list of coach cards that shows the next page as the visitor
 * scrolls until every result is shown, with next/previous paging over the loaded pages, a
 * skeleton of 7 cards while loading and a 'no results' message when the search finds nobody.
 */
import { useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight, SearchX, TriangleAlert } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useInView } from 'react-intersection-observer';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailure } from '@/components/ui/load-failure';
import { formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/use-locale';
import { PAGE_SIZE } from '@machines/lib/search-paging';
import { comingItems } from '@/lib/coming-items';
import { useExpertiseLabels } from './api';
import { CoachCard, CoachCardSkeleton } from './coach-card';
import { RESULTS_ID, type CoachSearch } from './search-params';
import { useCoachPages } from './use-coach-pages';
import styles from './coach-results.module.css';

/** Skeleton cards shown while a search loads. */
const SKELETON_CARDS = 7;

interface CoachResultsProps {
  search: CoachSearch;
  /** Brings the results into view and their heading into focus as they first show (after a search). */
  reveal?: boolean;
  /** The list comes back from its history entry (Back), at the scroll position it had. */
  restored?: boolean;
}

/** Brings the results' heading to the top of the window and gives it the focus. */
function showHeading(heading: HTMLHeadingElement | null): void {
  heading?.scrollIntoView({ block: 'start', behavior: 'instant' });
  heading?.focus({ preventScroll: true });
}

/** Keys that scroll the page. */
const SCROLL_KEYS = new Set(['ArrowDown', 'PageDown', 'End', ' ']);

export function CoachResults({ search, reveal = false, restored = false }: CoachResultsProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const labelsFor = useExpertiseLabels();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const results = useCoachPages(search);
  const { status, coaches, waiting: turning, turn } = results;
  // Once as the list first shows (after a search), and after each turn of a page.
  const [revealOnMount] = useState(reveal);
  useEffect(() => {
    if (revealOnMount) showHeading(headingRef.current);
  }, [revealOnMount]);
  // After next/previous, after a search brought the list into view, and back on a list the
  // visitor had left, the visitor reads what is shown: more shows only once they scroll on
  // themselves (the page's own scrolling, the router's included, does not count).
  const [scrollArmed, setScrollArmed] = useState(!reveal && !restored);

  useEffect(() => {
    if (scrollArmed) return;
    const arm = () => setScrollArmed(true);
    const onKey = (event: KeyboardEvent) => {
      if (SCROLL_KEYS.has(event.key)) arm();
    };
    window.addEventListener('wheel', arm, { passive: true });
    window.addEventListener('touchmove', arm, { passive: true });
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('wheel', arm);
      window.removeEventListener('touchmove', arm);
      window.removeEventListener('keydown', onKey);
    };
  }, [scrollArmed]);

  const page = (kind: 'next' | 'previous') => {
    turn(kind);
    showHeading(headingRef.current);
    setScrollArmed(false);
  };

  const loading = status === 'loading';
  const ready = status === 'ready';
  const count = formatNumber(results.totalProfiles, locale);
  const position = t`Página ${results.page} de ${results.totalPages}`;
  // A failed search has no count: "0 coaches found" would tell the visitor that nobody matched.
  const title = loading
    ? t`Buscando coaches…`
    : status === 'failed'
      ? t`Coaches`
      : results.totalProfiles === 1
        ? t`1 coach encontrado`
        : t`${count} coaches encontrados`;
  return (
    <section id={RESULTS_ID} className={styles.results} aria-labelledby="results-title" aria-busy={loading || turning}>
      <div className={styles.bar}>
        <h2 id="results-title" ref={headingRef} tabIndex={-1} className={styles.title}>
          {title}
        </h2>
        {ready && results.totalPages > 1 ? (
          <nav className={styles.pager} aria-label={t`Paginação dos resultados`}>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => page('previous')}
              disabled={!results.can('previous') || turning}
            >
              <ChevronLeft size={18} aria-hidden="true" />
              {t`Anterior`}
            </Button>
            <span className={styles.position} aria-live="polite">
              {position}
            </span>
            <Button variant="ghost" size="sm" onClick={() => page('next')} disabled={!results.can('next') || turning}>
              {t`Próxima`}
              <ChevronRight size={18} aria-hidden="true" />
            </Button>
          </nav>
        ) : null}
      </div>

      {loading ? (
        <>
          <p role="status" className="visually-hidden">
            {t`Carregando coaches…`}
          </p>
          <ul className={styles.grid} aria-hidden="true">
            <SkeletonCards count={SKELETON_CARDS} />
          </ul>
        </>
      ) : null}

      {status === 'failed' ? (
        <LoadFailure
          icon={<TriangleAlert size={40} aria-hidden="true" />}
          message={t`Não foi possível carregar os coaches.`}
          retryLabel={t`Tentar novamente`}
          onRetry={results.retry}
        />
      ) : null}

      {ready && coaches.length === 0 ? (
        <EmptyState icon={<SearchX size={40} />} message={t`Nenhum resultado encontrado`} />
      ) : null}

      {ready && coaches.length > 0 ? (
        <>
          <ul className={styles.grid} aria-label={t`Coaches`}>
            {coaches.map((coach, index) => (
              <li key={coach.id}>
                <CoachCard
                  coach={coach}
                  expertises={labelsFor(coach.expertises)}
                  priority={index < 4}
                  layout="responsive"
                />
              </li>
            ))}
            {/* One set per page shown: each asks afresh, once the page is laid out, whether the end is in reach. */}
            {results.can('more') ? (
              <NextPage
                key={results.page}
                count={comingItems(results.totalProfiles - results.page * PAGE_SIZE)}
                armed={scrollArmed}
                loading={turning}
                onReached={() => turn('more')}
              />
            ) : null}
          </ul>
          {results.can('more') ? (
            <div className={styles.more}>
              <Button variant="ghost" onClick={() => turn('more')} disabled={turning}>
                {t`Carregar mais coaches`}
              </Button>
            </div>
          ) : (
            <p className={styles.end}>{t`Todos os resultados foram carregados.`}</p>
          )}
        </>
      ) : null}
    </section>
  );
}

/** Placeholder cards, hidden from screen readers, for coaches on their way. */
function SkeletonCards({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => (
    <li key={`skeleton-${index}`} aria-hidden="true">
      <CoachCardSkeleton layout="responsive" />
    </li>
  ));
}

/** Above the viewport, far beyond any list: the first placeholder counts as reached once passed. */
const PASSED_MARGIN = 100_000;

/**
 * The coming pages' place at the end of the list: a placeholder for each of their cards
 * (`comingItems`), so that the cards take the placeholders' place as they come and nothing below
 * them moves; the light sweeps over them only while a page is on its way (`loading`). When the
 * first comes within reach of the viewport, or the visitor has scrolled past it (a fast scroll to
 * the footer), and the visitor is scrolling (`armed`), the next page shows, at once or as soon as
 * it comes. Once per arrival: a page that failed to come is asked for again when the visitor
 * scrolls back or presses the button.
 */
function NextPage({
  count,
  armed,
  loading,
  onReached,
}: {
  count: number;
  armed: boolean;
  loading: boolean;
  onReached: () => void;
}) {
  const { ref, inView } = useInView({ rootMargin: `${PASSED_MARGIN}px 0px 300px 0px`, fallbackInView: false });
  const reached = useEffectEvent(onReached);
  useEffect(() => {
    if (inView && armed) reached();
  }, [inView, armed]);
  return Array.from({ length: count }, (_, index) => (
    <li key={`next-${index}`} ref={index === 0 ? ref : undefined} aria-hidden="true">
      <CoachCardSkeleton layout="responsive" loading={loading} />
    </li>
  ));
}
