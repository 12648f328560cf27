/** The asterisk after the label of a required field; screen readers skip it. */
import styles from './required-mark.module.css';

export function RequiredMark() {
  return (
    <span className={styles.mark} aria-hidden="true">
      {' *'}
    </span>
  );
}
