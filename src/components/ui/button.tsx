/** The product's button and link-button, in three variants. */
import type { AnchorHTMLAttributes, ComponentPropsWithRef, Dispatch, SetStateAction } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string): string {
  return [styles.button, styles[variant], styles[size], extra].filter(Boolean).join(' ');
}

export function Button({
  variant = 'primary',
  size = 'md',
  className,
  type = 'button',
  ...props
}: ComponentPropsWithRef<'button'> & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />;
}

/** An anchor that looks like a button (for external links and downloads). */
export function LinkButton({
  variant = 'primary',
  size = 'md',
  className,
  children,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { variant?: ButtonVariant; size?: ButtonSize }) {
  return (
    <a className={buttonClass(variant, size, className)} {...props}>
      {children}
    </a>
  );
}

/**
 * A button that shows and hides what it controls (a menu's panel, a settings sheet), saying
 * whether that is open. Its users draw it and own the open state.
 */
export function ToggleButton({
  open,
  setOpen,
  controls,
  ...props
}: Omit<ComponentPropsWithRef<'button'>, 'type' | 'onClick'> & {
  open: boolean;
  setOpen: Dispatch<SetStateAction<boolean>>;
  /** The id of what it shows and hides. */
  controls: string;
}) {
  return (
    <button type="button" aria-expanded={open} aria-controls={controls} onClick={() => setOpen((o) => !o)} {...props} />
  );
}
