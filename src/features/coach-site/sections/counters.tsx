/**
 * The coach's counters (coaching hours, courses, lecture hours), each shown when its flag is on.
 * A value stored before the contract set a maximum is shown at that maximum, through the locale's
 * number format, so the page never prints a raw exponent such as "1e+308".
 */
import { useLingui } from '@lingui/react/macro';
import { COUNTER_DISPLAY_MAX, visibleCounters } from '@machines/lib/site-sections';
import { formatNumber } from '@/lib/format';
import { COUNTER_LABELS } from '../labels';
import { useEditableField, useSite } from '../site-context';
import styles from './counters.module.css';
import { useLocale } from '@/lib/use-locale';

export type CountersVariant = 'footer' | 'band' | 'outline';

export function Counters({ variant = 'footer' }: { variant?: CountersVariant }) {
  const { i18n, t } = useLingui();
  const locale = useLocale();
  const { profile } = useSite();
  const field = useEditableField();
  const counters = visibleCounters(profile);
  if (counters.length === 0) return null;
  return field(
    'counters',
    <dl className={`${styles.counters} ${styles[variant]}`} aria-label={t`Números`}>
      {counters.map(({ key, value }) => (
        <div key={key} className={styles.item} data-counter={key}>
          <dt className={styles.label}>{i18n._(COUNTER_LABELS[key])}</dt>
          <dd className={styles.value}>{formatNumber(Math.min(value, COUNTER_DISPLAY_MAX), locale)}</dd>
        </div>
      ))}
    </dl>,
  );
}
