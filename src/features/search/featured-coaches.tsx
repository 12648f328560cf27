/**
 * The home page's featured coaches: the platform statistics (hours, sessions, coachees) and a
 * looping carousel of the first coaches by coaching hours: the first page of the search without
 * filters, the same query as the coaches list's, so the list opens with it already loaded.
 */
import { useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Clock, HeartHandshake, MessagesSquare } from 'lucide-react';
import type { CSSProperties, ReactNode } from 'react';
import type { StatisticType } from '@/api/gen/api-v2/model';
import { Carousel } from '@/components/ui/carousel';
import { useSlidesPerView } from '@/components/ui/use-slides-per-view';
import { FEATURED_SLIDES } from '@/lib/breakpoints';
import { formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/use-locale';
import { coachSearchOptions, useErrorToast, useExpertiseLabels, useStatistic } from './api';
import { CoachCard, CoachCardSkeleton } from './coach-card';
import styles from './featured-coaches.module.css';

const NO_FILTERS = {};

export function FeaturedCoaches() {
  const { t } = useLingui();
  const labelsFor = useExpertiseLabels();
  const perView = useSlidesPerView(FEATURED_SLIDES);
  const { data, error, isPending } = useInfiniteQuery(coachSearchOptions(NO_FILTERS));
  useErrorToast(error);
  const featured = data?.pages[0]?.profiles ?? [];

  const stats: Array<{ type: StatisticType; icon: ReactNode; label: string }> = [
    { type: 'horas', icon: <Clock size={24} />, label: t`Horas de coaching` },
    { type: 'sessoes', icon: <MessagesSquare size={24} />, label: t`Sessões realizadas` },
    { type: 'coachees', icon: <HeartHandshake size={24} />, label: t`Vidas transformadas` },
  ];

  return (
    <div className={styles.featured}>
      <dl className={styles.stats}>
        {stats.map((item) => (
          <div key={item.type} className={styles.stat}>
            {/* A list's group holds only terms and values: the icon is the term's. */}
            <dt className={styles.statLabel}>
              <span className={styles.statIcon} aria-hidden="true">
                {item.icon}
              </span>
              {item.label}
            </dt>
            <dd className={styles.statValue}>
              <Statistic type={item.type} />
            </dd>
          </div>
        ))}
      </dl>
      {featured.length > 0 ? (
        <Carousel
          label={t`Coaches com mais horas de coaching`}
          breakpoints={FEATURED_SLIDES}
          autoplay
          delay={6000}
          slides={featured.map((coach) => (
            <CoachCard key={coach.id} coach={coach} expertises={labelsFor(coach.expertises).slice(0, 3)} />
          ))}
        />
      ) : isPending ? (
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

/** One dashboard figure, whole, in the active language; a dash until it comes (or if it fails). */
function Statistic({ type }: { type: StatisticType }) {
  const locale = useLocale();
  const value = useStatistic(type);
  return value === undefined ? '—' : formatNumber(Math.trunc(value), locale);
}
