/**
 * The home page's featured coaches: the platform statistics (hours, sessions, coachees) and a
 * looping carousel of the first coaches by coaching hours (the search machine's initial load).
 * It runs its own search machine, so the machine's code loads with this below-the-fold section.
 */
import { useLingui } from '@lingui/react/macro';
import { Clock, HeartHandshake, MessagesSquare } from 'lucide-react';
import { useEffect, type CSSProperties, type ReactNode } from 'react';
import { shallowEqual, useSelector } from '@xstate/react';
import { Carousel } from '@/components/ui/carousel';
import { useSlidesPerView } from '@/components/ui/use-slides-per-view';
import { FEATURED_SLIDES } from '@/lib/breakpoints';
import { formatNumber } from '@/lib/format';
import { EMPTY_FILTERS } from '@machines/lib/search-filters';
import { useActiveLocale, useExpertiseLabels } from './api';
import { CoachCard, CoachCardSkeleton } from './coach-card';
import { useSearchActor } from './use-search';
import styles from './featured-coaches.module.css';

export function FeaturedCoaches() {
  const { t } = useLingui();
  const actor = useSearchActor(EMPTY_FILTERS);
  const locale = useActiveLocale();
  const labelsFor = useExpertiseLabels();
  const perView = useSlidesPerView(FEATURED_SLIDES);
  const featured = useSelector(actor, (snapshot) => snapshot.context.featured, shallowEqual);
  const statistics = useSelector(actor, (snapshot) => snapshot.context.statistics, shallowEqual);
  const status = useSelector(actor, (snapshot) =>
    snapshot.matches({ featured: 'loaded' })
      ? 'loaded'
      : snapshot.matches({ featured: 'failed' })
        ? 'failed'
        : 'loading',
  );

  useEffect(() => {
    actor.send({ type: 'coaches.load' });
    actor.send({ type: 'statistics.load' });
  }, [actor]);

  const stat = (value: number | null) => (value === null ? '—' : formatNumber(Math.trunc(value), locale));
  const stats: Array<{ key: string; icon: ReactNode; value: string; label: string }> = [
    { key: 'hours', icon: <Clock size={24} />, value: stat(statistics.hours), label: t`Horas de coaching` },
    {
      key: 'sessions',
      icon: <MessagesSquare size={24} />,
      value: stat(statistics.sessions),
      label: t`Sessões realizadas`,
    },
    {
      key: 'coachees',
      icon: <HeartHandshake size={24} />,
      value: stat(statistics.coachees),
      label: t`Vidas transformadas`,
    },
  ];

  return (
    <div className={styles.featured}>
      <dl className={styles.stats}>
        {stats.map((item) => (
          <div key={item.key} className={styles.stat}>
            <span className={styles.statIcon} aria-hidden="true">
              {item.icon}
            </span>
            <dt className={styles.statLabel}>{item.label}</dt>
            <dd className={styles.statValue}>{item.value}</dd>
          </div>
        ))}
      </dl>
      {status === 'loaded' && featured.length > 0 ? (
        <Carousel
          label={t`Coaches com mais horas de coaching`}
          breakpoints={FEATURED_SLIDES}
          autoplay
          delay={6000}
          slides={featured.map((coach) => (
            <CoachCard key={coach.id} coach={coach} expertises={labelsFor(coach.expertises).slice(0, 3)} />
          ))}
        />
      ) : status === 'loading' ? (
        <div className={styles.skeletons} style={{ '--slides': perView } as CSSProperties} aria-hidden="true">
          {Array.from({ length: perView }, (_, index) => (
            <CoachCardSkeleton key={index} />
          ))}
        </div>
      ) : (
        <p className={styles.empty}>{t`Os coaches em destaque não puderam ser carregados agora.`}</p>
      )}
    </div>
  );
}
