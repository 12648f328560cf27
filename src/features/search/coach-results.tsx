/**
 * The coaches list: an infinite list of coach cards that loads the next page as the visitor
 * scrolls until every result is loaded, with next/previous paging over the cached pages, a
 * skeleton of 7 cards while loading and a 'no results' message when the search finds nobody.
 */
import { useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight, SearchX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useInView } from 'react-intersection-observer';
import { shallowEqual, useSelector } from '@xstate/react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { formatNumber } from '@/lib/format';
import { hasMorePages, hasPreviousPage, visibleCoaches } from '@machines/search.machine';
import { useActiveLocale, useExpertiseLabels } from './api';
import { CoachCard, CoachCardSkeleton } from './coach-card';
import type { SearchActor } from './use-search';
import styles from './coach-results.module.css';

/** Skeleton cards shown while a search loads. */
export const SKELETON_CARDS = 7;

export function CoachResults({ actor, onRetry }: { actor: SearchActor; onRetry: () => void }) {
  const { t } = useLingui();
  const locale = useActiveLocale();
  const labelsFor = useExpertiseLabels();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const view = useSelector(
    actor,
    (snapshot) => ({
      loading: snapshot.matches({ results: 'loading' }) || snapshot.matches({ results: 'idle' }),
      failed: snapshot.matches({ results: 'failed' }),
      ready: snapshot.matches({ results: 'ready' }),
      turning: snapshot.matches({ results: { ready: 'turning' } }) || snapshot.context.pending !== null,
      total: snapshot.context.totalProfiles,
      totalPages: snapshot.context.totalPages,
      page: snapshot.context.nextPage,
      firstPage: snapshot.context.firstPage,
      more: hasMorePages(snapshot.context),
      previous: hasPreviousPage(snapshot.context),
    }),
    shallowEqual,
  );
  const coaches = useSelector(actor, (snapshot) => visibleCoaches(snapshot.context), shallowEqual);
  const { ref: sentinelRef, inView } = useInView({ rootMargin: '0px 0px 300px 0px', fallbackInView: false });
  // After next/previous the visitor reads one page: more loads only once they scroll down again.
  const [scrollArmed, setScrollArmed] = useState(true);

  useEffect(() => {
    if (scrollArmed) return;
    const from = window.scrollY;
    const onScroll = () => {
      if (window.scrollY > from + 40) setScrollArmed(true);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [scrollArmed]);

  // Keep loading while the end of the list is in view and results remain.
  useEffect(() => {
    if (inView && scrollArmed && view.ready && view.more && !view.turning) actor.send({ type: 'page.more' });
  }, [actor, inView, scrollArmed, view.ready, view.more, view.turning, view.page]);

  const turn = (type: 'page.next' | 'page.previous') => {
    actor.send({ type });
    headingRef.current?.scrollIntoView({ block: 'start', behavior: 'instant' });
    headingRef.current?.focus({ preventScroll: true });
    setScrollArmed(false);
  };

  const count = formatNumber(view.total, locale);
  return (
    <section className={styles.results} aria-labelledby="results-title" aria-busy={view.loading || view.turning}>
      <div className={styles.bar}>
        <h2 id="results-title" ref={headingRef} tabIndex={-1} className={styles.title}>
          {view.loading
            ? t`Buscando coaches…`
            : view.total === 1
              ? t`1 coach encontrado`
              : t`${count} coaches encontrados`}
        </h2>
        {view.ready && view.totalPages > 1 ? (
          <nav className={styles.pager} aria-label={t`Paginação dos resultados`}>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => turn('page.previous')}
              disabled={!view.previous || view.turning}
            >
              <ChevronLeft size={18} aria-hidden="true" />
              {t`Anterior`}
            </Button>
            <span className={styles.position} aria-live="polite">
              {t`Página ${view.page} de ${view.totalPages}`}
            </span>
            <Button variant="ghost" size="sm" onClick={() => turn('page.next')} disabled={!view.more || view.turning}>
              {t`Próxima`}
              <ChevronRight size={18} aria-hidden="true" />
            </Button>
          </nav>
        ) : null}
      </div>

      {view.loading ? (
        <>
          <p role="status" className="visually-hidden">
            {t`Carregando coaches…`}
          </p>
          <ul className={styles.grid} aria-hidden="true">
            {Array.from({ length: SKELETON_CARDS }, (_, index) => (
              <li key={index}>
                <CoachCardSkeleton layout="responsive" />
              </li>
            ))}
          </ul>
        </>
      ) : null}

      {view.failed ? (
        <EmptyState
          icon={<SearchX size={40} />}
          message={t`Não foi possível carregar os coaches.`}
          action={
            <Button variant="secondary" onClick={onRetry}>
              {t`Tentar novamente`}
            </Button>
          }
        />
      ) : null}

      {view.ready && coaches.length === 0 ? (
        <EmptyState icon={<SearchX size={40} />} message={t`Nenhum resultado encontrado`} />
      ) : null}

      {view.ready && coaches.length > 0 ? (
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
            {view.turning
              ? Array.from({ length: 3 }, (_, index) => (
                  <li key={`skeleton-${index}`} aria-hidden="true">
                    <CoachCardSkeleton layout="responsive" />
                  </li>
                ))
              : null}
          </ul>
          <div ref={sentinelRef} className={styles.sentinel} />
          {view.more ? (
            <div className={styles.more}>
              <Button variant="ghost" onClick={() => actor.send({ type: 'page.more' })} disabled={view.turning}>
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
