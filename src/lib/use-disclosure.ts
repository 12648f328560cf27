/**
 * A disclosure button and what it opens (a menu, a sheet of actions): the open state, the id for
 * `aria-controls` and the button's props. While it is open, Escape closes it (and no other
 * listener sees that Escape) and gives the focus back to the button; with `root`, a click or a
 * focus outside that element closes it too.
 */
import { useEffect, useId, useRef, useState, type RefObject } from 'react';

export function useDisclosure(root?: RefObject<HTMLElement | null>) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    };
    const onOutside = (event: Event) => {
      if (!root?.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey, true);
    if (root) {
      document.addEventListener('pointerdown', onOutside);
      document.addEventListener('focusin', onOutside);
    }
    return () => {
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open, root]);
  const buttonProps = {
    ref: button,
    type: 'button' as const,
    'aria-expanded': open,
    'aria-controls': id,
    onClick: () => setOpen((o) => !o),
  };
  return { open, setOpen, id, buttonProps };
}
