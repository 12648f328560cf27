/**
 * Toasts at the top right, below the header, with auto-close (sonner). The toast library loads
 * on the first toast, so pages that never show one don't pay for it; while it cannot be
 * downloaded (offline), the toasts show as plain messages in its place, and it is downloaded
 * again once back online. `showErrorToast` implements the spec's rule for generic errors: the
 * server's error_description, or the translated UNKNOWN_ERROR message, which is followed by the
 * reason when the server never answered (offline, timeout, unreachable).
 */
import { Suspense, useEffect, useSyncExternalStore, type CSSProperties } from 'react';

/**
 * Keeps `--toast-top` just below the bars at the top of the page (`data-top-bar`: the header, a
 * coach site's menu, the demo bar) as they scroll, so a toast never covers their controls.
 */
function useToastsBelowTopBars(): void {
  useEffect(() => {
    const place = () => {
      let bottom = 0;
      for (const bar of document.querySelectorAll('[data-top-bar]'))
        bottom = Math.max(bottom, bar.getBoundingClientRect().bottom);
      document.documentElement.style.setProperty('--toast-top', `${Math.max(bottom, 0) + 12}px`);
    };
    place();
    window.addEventListener('scroll', place, { passive: true });
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place);
      window.removeEventListener('resize', place);
      document.documentElement.style.removeProperty('--toast-top');
    };
  }, []);
}
// The browser tab's Lingui instance, which its router uses too (src/main.tsx): toasts are shown in the browser only.
import { i18n } from '@lingui/core';
import { withConnectionProblem } from '@/api/error-messages';
import { errorDescription } from '@/api/errors';
import { lazyRetry } from '@/lib/retry-import';
import { UNKNOWN_ERROR } from './unknown-error';
import styles from './toast.module.css';

const DURATION_MS = 5000;

// Browser only: toasts are shown in the tab, never while the server renders.
/* eslint-disable no-restricted-syntax */
let wanted = false;
let mounted: (() => void) | null = null;
const ready = new Promise<void>((resolve) => (mounted = resolve));
const listeners = new Set<() => void>();

function requestToaster(): Promise<void> {
  if (!wanted) {
    wanted = true;
    listeners.forEach((l) => l());
  }
  return ready;
}

type Kind = 'error' | 'success';
interface Waiting {
  id: number;
  kind: Kind;
  text: string;
}

/**
 * The toasts waiting for the library, and whether its download failed (offline): they are then
 * shown without it until it arrives, so an error is never silent.
 */
let queue: { waiting: readonly Waiting[]; failed: boolean } = { waiting: [], failed: false };
const queueListeners = new Set<() => void>();

function setQueue(next: Partial<typeof queue>): void {
  queue = { ...queue, ...next };
  queueListeners.forEach((l) => l());
}

function dismiss(entry: Waiting): void {
  setQueue({ waiting: queue.waiting.filter((w) => w !== entry) });
}

let lastId = 0;
/* eslint-enable no-restricted-syntax */

function show(kind: Kind, text: string): void {
  const entry: Waiting = { id: ++lastId, kind, text };
  setQueue({ waiting: [...queue.waiting, entry] });
  void requestToaster().then(async () => {
    // Shown without the library already, and gone: not shown a second time.
    if (!queue.waiting.includes(entry)) return;
    dismiss(entry);
    (await import('sonner')).toast[kind](text);
  });
}

function WaitingToast({ entry }: { entry: Waiting }) {
  useEffect(() => {
    const timer = setTimeout(() => dismiss(entry), DURATION_MS);
    return () => clearTimeout(timer);
  }, [entry]);
  return <p role={entry.kind === 'error' ? 'alert' : 'status'}>{entry.text}</p>;
}

/** The toasts while the library's download has failed: plain messages where its toasts go. */
function WaitingToasts() {
  const { waiting, failed } = useSyncExternalStore(
    (l) => {
      queueListeners.add(l);
      return () => queueListeners.delete(l);
    },
    () => queue,
    () => queue,
  );
  useToastsBelowTopBars();
  if (!failed) return null;
  return (
    <div className={styles.waiting}>
      {waiting.map((entry) => (
        <WaitingToast key={entry.id} entry={entry} />
      ))}
    </div>
  );
}

const TOAST_COLORS = {
  '--success-text': 'hsl(140, 100%, 20%)',
  '--error-text': 'hsl(360, 100%, 36%)',
  '--info-text': 'hsl(210, 92%, 32%)',
  '--warning-text': 'hsl(31, 92%, 28%)',
} as CSSProperties;

const LazySonner = lazyRetry(async () => {
  const { Toaster: Sonner } = await import('sonner').catch((error: unknown) => {
    if (!queue.failed) setQueue({ failed: true });
    throw error;
  });
  function Mounted() {
    useEffect(() => mounted?.(), []);
    useToastsBelowTopBars();
    // Darker text than sonner's rich colours, which miss WCAG AA on their pale backgrounds.
    return (
      <Sonner
        position="top-right"
        // Below the header, and left of the editing rail in edit mode (global.css): a toast never
        // covers a control.
        offset={{ top: 'var(--toast-top)', right: 'var(--toast-right)' }}
        mobileOffset={{ top: 'var(--toast-top)' }}
        duration={DURATION_MS}
        closeButton
        richColors
        style={TOAST_COLORS}
      />
    );
  }
  return { default: Mounted };
});

export function Toaster() {
  const show = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => wanted,
    () => false,
  );
  return show ? (
    <Suspense fallback={<WaitingToasts />}>
      <LazySonner />
    </Suspense>
  ) : null;
}

export function showErrorToast(error: unknown): void {
  show('error', errorDescription(error) ?? withConnectionProblem(i18n, i18n._(UNKNOWN_ERROR), error));
}

export function showSuccessToast(message: string): void {
  show('success', message);
}

/**
 * An error toast with a message of the caller's own (e.g. a failed publish in edit mode); given
 * the error, it adds the reason when the server never answered.
 */
export function showErrorMessage(message: string, error?: unknown): void {
  show('error', withConnectionProblem(i18n, message, error));
}
