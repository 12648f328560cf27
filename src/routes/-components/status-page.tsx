import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { HomeLink } from './home-link';
import styles from '@/components/ui/static-page.module.css';

/**
 * The card of the small status pages (/not_found, /permission, /already_exist, a failed session
 * confirmation): a big mark, what happened, and the way home. The mark is an icon or a code (404).
 */
export function StatusPage({
  titleId,
  mark,
  title,
  lead,
  home,
  children,
}: {
  titleId: string;
  mark: LucideIcon | string;
  title: string;
  lead?: string;
  home: string;
  /** What the page adds for this visitor, below the way home. */
  children?: ReactNode;
}) {
  const Mark = mark;
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <div className={styles.card}>
        {typeof Mark === 'string' ? (
          <span className={styles.code} aria-hidden="true">
            {Mark}
          </span>
        ) : (
          <span className={styles.icon} aria-hidden="true">
            <Mark size={36} />
          </span>
        )}
        <h1 id={titleId}>{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        <div className={styles.actions}>
          <HomeLink>{home}</HomeLink>
        </div>
        {children}
      </div>
    </section>
  );
}
