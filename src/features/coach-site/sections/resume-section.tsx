/**
 * #resume: the coach's curriculum, one line per item. Templates 1-4 close it with the
 * counters; templates 5-7 show the counters in their own numbers band.
 */
import { useLingui } from '@lingui/react/macro';
import { visibleCounters } from '@machines/lib/site-sections';
import { SECTION_LABELS } from '../labels';
import { useEditableField, useSectionState, useSite, useWrittenIn } from '../site-context';
import { Counters } from './counters';
import { SectionShell } from './section-shell';
import styles from './resume-section.module.css';

export function ResumeSection({
  withCounters,
  layout = 'timeline',
}: {
  withCounters: boolean;
  layout?: 'timeline' | 'columns';
}) {
  const { i18n, t } = useLingui();
  const { profile } = useSite();
  const state = useSectionState('resume');
  const field = useEditableField();
  const written = useWrittenIn();
  if (!state.render) return null;
  const lines = (profile.resumeFeed ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return (
    <SectionShell id="resume" title={i18n._(SECTION_LABELS.resume)} eyebrow={t`Formação e experiência`} state={state}>
      {lines.length > 0
        ? field(
            'resumeFeed',
            <ul className={`${styles.list} ${styles[layout]}`} {...written('resumeFeed')}>
              {lines.map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ul>,
          )
        : null}
      {withCounters ? <Counters variant="footer" /> : null}
    </SectionShell>
  );
}

/** The counters band of templates 5-7 (no anchor of its own). */
export function NumbersSection({ variant = 'band' }: { variant?: 'band' | 'outline' }) {
  const { profile, canEdit } = useSite();
  const { t } = useLingui();
  const counters = <Counters variant={variant} />;
  if (visibleCounters(profile).length === 0 && !canEdit) return null;
  return (
    <section className={styles.numbers} aria-label={t`Números`} data-section="numbers">
      <div className={styles.numbersInner}>{counters}</div>
    </section>
  );
}
