/**
 * The product's modal: Radix Dialog with a title, an optional icon and a close control.
 * Focus is trapped inside and returned to what opened it when it closes (see `returnChain`).
 * While it holds unsaved changes (its `unsaved` prop, or `useUnsavedChanges` in a part of its
 * content), Escape and a click outside ask before closing it; its close control and its own
 * Cancel close it at once.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useLingui } from '@lingui/react/macro';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { Button } from './button';
import { DialogHeader } from './dialog-header';
import styles from './modal.module.css';

/** Counts the parts of the open modal's content that hold unsaved changes. */
const UnsavedParts = createContext<((change: 1 | -1) => void) | null>(null);

/** Tells the modal around this part that it holds changes that closing would lose. */
export function useUnsavedChanges(unsaved: boolean): void {
  const count = useContext(UnsavedParts);
  useEffect(() => {
    if (!count || !unsaved) return undefined;
    count(1);
    return () => count(-1);
  }, [count, unsaved]);
}

// Radix only returns focus to a <Dialog.Trigger>; most modals here open from state instead.
// Each open modal keeps the places focus can go back to, best first.
const returnChains = new WeakMap<Element, Element[]>();

/**
 * Where focus goes when a modal that opens now closes: the element that has the focus, then the dialog around that element while it is still open (a confirmation over a list
 * whose item it deleted), then that dialog's own chain (an editor opened from a list that closed
 * for it).
 */
export function returnChain(): Element[] {
  if (typeof document === 'undefined') return [];
  const opener = document.activeElement;
  if (!opener || opener === document.body) return [];
  const around = opener.closest('[role="dialog"]');
  return around ? [opener, around, ...(returnChains.get(around) ?? [])] : [opener];
}

/** Gives the focus back to the first place of a chain that is still on the page. */
export function focusFirstConnected(chain: Element[]): void {
  const target = chain.find((element) => element.isConnected);
  if (target instanceof HTMLElement || target instanceof SVGElement) target.focus();
}

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  icon?: ReactNode;
  /** Short text read by screen readers after the title. */
  description?: ReactNode;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Element to open the modal from, rendered as the Radix trigger. */
  trigger?: ReactNode;
  /** What takes the focus as it opens, instead of the first control (the close button). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** The modal holds changes that closing would lose: Escape and a click outside ask first. */
  unsaved?: boolean;
}

export function Modal({
  open,
  onOpenChange,
  title,
  icon,
  description,
  children,
  size = 'md',
  trigger,
  initialFocus,
  unsaved = false,
}: ModalProps) {
  const { t } = useLingui();
  const contentRef = useRef<HTMLDivElement>(null);
  const [unsavedParts, setUnsavedParts] = useState(0);
  const countUnsaved = useCallback((change: 1 | -1) => setUnsavedParts((n) => n + change), []);
  const [asking, setAsking] = useState(false);
  const stay = useRef<HTMLButtonElement>(null);
  const askFirst = (event: Event) => {
    if (!unsaved && unsavedParts === 0) return;
    event.preventDefault();
    setAsking(true);
  };
  // Read while rendering the opening: once committed, an autofocused field inside already has
  // the focus, and the list item that opened an editor may be gone.
  const [wasOpen, setWasOpen] = useState(open);
  const [chain, setChain] = useState<Element[]>(() => (open ? returnChain() : []));
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setChain(returnChain());
  }
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          ref={contentRef}
          className={`${styles.content} ${styles[size]}`}
          onEscapeKeyDown={askFirst}
          onInteractOutside={askFirst}
          onOpenAutoFocus={(event) => {
            if (contentRef.current) returnChains.set(contentRef.current, chain);
            if (initialFocus?.current) {
              event.preventDefault();
              initialFocus.current.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            // A modal that opened in this one's place already holds the focus.
            const other = document.querySelector('[role="dialog"][data-state="open"]');
            if (other?.contains(document.activeElement)) return;
            focusFirstConnected(chain);
          }}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <DialogHeader className={styles.header} icon={icon} title={title} closeLabel={t`Fechar`} />
          {description ? <Dialog.Description className={styles.description}>{description}</Dialog.Description> : null}
          <div className={styles.body}>
            <UnsavedParts.Provider value={countUnsaved}>{children}</UnsavedParts.Provider>
          </div>
          <Modal
            open={asking}
            onOpenChange={setAsking}
            title={t`Fechar sem salvar?`}
            size="sm"
            description={t`Tem certeza de que deseja fechar? Os dados que não foram salvos serão perdidos.`}
            initialFocus={stay}
          >
            <div className={styles.actions}>
              <Button ref={stay} variant="ghost" onClick={() => setAsking(false)}>
                {t`Continuar editando`}
              </Button>
              <Button
                variant="danger"
                onClick={() => {
                  setAsking(false);
                  onOpenChange(false);
                }}
              >
                {t`Descartar`}
              </Button>
            </div>
          </Modal>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
