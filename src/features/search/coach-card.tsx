/**
 * A coach list card: photo, name, rating (one decimal, "5,0"), expertises and a badge when the
 * coach offers a free trial session. The whole card opens the coach's site through its name link.
 */
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Sparkles, Star } from 'lucide-react';
import { clampText, NAME_MAX, plainText } from '@/lib/display-text';
import { formatRating } from '@/lib/format';
import { pictureUrl } from '@/lib/picture-url';
import type { CoachCard as Coach } from '@/api/gen/api-v2/model';
import { useLocale } from '@/lib/use-locale';
import shimmer from '@/components/ui/shimmer.module.css';
import styles from './coach-card.module.css';

interface CoachCardProps {
  coach: Coach;
  /** Expertise names in the active language. */
  expertises: string[];
  headingLevel?: 2 | 3;
  /** Loads the photo eagerly (cards above the fold). */
  priority?: boolean;
  /** 'responsive' turns the card into a row on phones (lists); 'column' always stacks (carousels). */
  layout?: 'column' | 'responsive';
  className?: string;
}

export function CoachCard({
  coach,
  expertises,
  headingLevel = 3,
  priority = false,
  layout = 'column',
  className,
}: CoachCardProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const full = plainText([coach.firstName, coach.secondName].filter(Boolean).join(' '));
  const name = clampText(full, NAME_MAX);
  const photo = pictureUrl(coach.photoUrl);
  const rating = formatRating(coach.rating ?? 0, locale);
  return (
    <article
      className={[styles.card, layout === 'responsive' ? styles.responsive : '', className].filter(Boolean).join(' ')}
    >
      <div className={styles.photo}>
        {photo ? (
          <img src={photo} alt="" width={240} height={240} loading={priority ? 'eager' : 'lazy'} decoding="async" />
        ) : (
          <span className={styles.initials} aria-hidden="true">
            {(plainText(coach.firstName)[0] ?? '') + (plainText(coach.secondName ?? '')[0] ?? '')}
          </span>
        )}
      </div>
      <div className={styles.body}>
        <Heading className={styles.name}>
          <Link
            to="/$username"
            params={{ username: coach.username }}
            className={styles.link}
            title={full === name ? undefined : full}
          >
            {name}
          </Link>
        </Heading>
        <p className={styles.rating}>
          <Star size={16} aria-hidden="true" className={styles.star} />
          <span aria-hidden="true">{rating}</span>
          <span className="visually-hidden">{t`Avaliação ${rating} de 5`}</span>
        </p>
        {expertises.length > 0 ? (
          <ul className={styles.tags} aria-label={t`Especialidades`}>
            {expertises.map((expertise) => (
              <li key={expertise} className={styles.tag}>
                {expertise}
              </li>
            ))}
          </ul>
        ) : null}
        {coach.enableSiteExperimentalSession ? (
          <p className={styles.badge}>
            <Sparkles size={14} aria-hidden="true" />
            {t`Sessão experimental grátis`}
          </p>
        ) : null}
      </div>
    </article>
  );
}

/**
 * The card's shape while results load, so nothing moves when they arrive. A light sweeps over it
 * while its coach is on the way (`loading`); a card that only holds a coming coach's place stays
 * still, so a long list of them costs the page no frames.
 */
export function CoachCardSkeleton({
  layout = 'column',
  loading = true,
}: {
  layout?: 'column' | 'responsive';
  loading?: boolean;
}) {
  return (
    <div
      className={[
        styles.card,
        styles.skeleton,
        layout === 'responsive' ? styles.responsive : '',
        loading ? '' : shimmer.still,
      ].join(' ')}
      aria-hidden="true"
    >
      <div className={styles.photo} />
      <div className={styles.body}>
        <span className={styles.lineTitle} />
        <span className={styles.line} style={{ width: '30%' }} />
        <span className={styles.line} style={{ width: '70%' }} />
      </div>
    </div>
  );
}
