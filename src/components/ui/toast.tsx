/**
 * Toasts at the top right, below the header, with auto-close (sonner). The toast library loads on the first toast,
 * so pages that never show one don't pay for it. `showErrorToast` implements the spec's rule for
 * generic errors: the server's error_description, or the translated UNKNOWN_ERROR message, which
 * is followed by the reason when the server never answered (offline, timeout, unreachable).
 */
import { lazy, Suspense, useEffect, useSyncExternalStore, type CSSProperties } from 'react';

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
import { i18n } from '@lingui/core';
import { errorDescription } from '@/api/errors';
import { UNKNOWN_ERROR } from './unknown-error';

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

const TOAST_COLORS = {
  '--success-text': 'hsl(140, 100%, 20%)',
  '--error-text': 'hsl(360, 100%, 36%)',
  '--info-text': 'hsl(210, 92%, 32%)',
  '--warning-text': 'hsl(31, 92%, 28%)',
} as CSSProperties;

const LazySonner = lazy(async () => {
  const { Toaster: Sonner } = await import('sonner');
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
        duration={5000}
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
    <Suspense fallback={null}>
      <LazySonner />
    </Suspense>
  ) : null;
}

async function sonner() {
  await requestToaster();
  return (await import('sonner')).toast;
}

/** The reason texts load with the toast library, outside the first page's JavaScript. */
async function withReason(message: string, error: unknown): Promise<string> {
  const { withConnectionProblem } = await import('@/api/error-messages');
  return withConnectionProblem(i18n, message, error);
}

export function showErrorToast(error: unknown): void {
  const description = errorDescription(error);
  void Promise.all([sonner(), description ?? withReason(i18n._(UNKNOWN_ERROR), error)]).then(([toast, text]) =>
    toast.error(text),
  );
}

export function showSuccessToast(message: string): void {
  void sonner().then((toast) => toast.success(message));
}

/**
 * An error toast with a message of the caller's own (e.g. a failed publish in edit mode); given
 * the error, it adds the reason when the server never answered.
 */
export function showErrorMessage(message: string, error?: unknown): void {
  void Promise.all([sonner(), withReason(message, error)]).then(([toast, text]) => toast.error(text));
}
