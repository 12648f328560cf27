/**
 * The frame every coach-site section shares: anchor id, labelled heading, content width, the
 * band background some templates alternate, and, in edit mode, the section's toolbar and a
 * dimmed look when visitors would not see it.
 */
import { useContext, type ReactNode } from 'react';
import { useSite } from '../site-context';
import type { SiteBlock, SectionEditState } from '@/lib/site-edit-slots';
import { SectionBands } from './section-bands';
import heading from './site-heading.module.css';
import styles from './section-shell.module.css';

export interface SectionShellProps {
  id: SiteBlock;
  /** The section's name (SECTION_LABELS), which also names it in its edit toolbar. */
  title: string;
  /** Small line above the title. */
  eyebrow?: ReactNode;
  state: SectionEditState;
  children: ReactNode;
  className?: string;
  /** Keep the heading for screen readers only. */
  hideTitle?: boolean;
}

export function SectionShell({ id, title, eyebrow, state, children, className, hideTitle }: SectionShellProps) {
  const { canEdit, slots } = useSite();
  // The alternate band colour behind the section, where the template's layout asks for it.
  const band = useContext(SectionBands).includes(id);
  const hidden = canEdit && !state.visible;
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={[styles.section, band ? styles.band : '', hidden ? styles.hidden : '', className]
        .filter(Boolean)
        .join(' ')}
      data-section={id}
    >
      <div className={styles.inner}>
        <header className={hideTitle ? 'visually-hidden' : styles.header}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h2 id={`${id}-title`} className={`${heading.heading} ${styles.title}`}>
            {title}
          </h2>
        </header>
        {canEdit && slots.sectionToolbar ? (
          <div className={styles.toolbar}>{slots.sectionToolbar(id, state, title)}</div>
        ) : null}
        {children}
      </div>
    </section>
  );
}
