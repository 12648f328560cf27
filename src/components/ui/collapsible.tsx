/** A section that expands and collapses on click, with the state exposed to assistive technology. */
import { ChevronDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import styles from './collapsible.module.css';

export function Collapsible({
  title,
  children,
  defaultOpen = false,
}: {
  title: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  return (
    <section className={styles.collapsible}>
      <h3 className={styles.heading}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((o) => !o)}
        >
          <span>{title}</span>
          <ChevronDown className={open ? styles.chevronOpen : styles.chevron} size={20} aria-hidden="true" />
        </button>
      </h3>
      <div id={id} hidden={!open} className={styles.panel}>
        {children}
      </div>
    </section>
  );
}
