/**
 * When the app's effects run.
 *
 * Until the visitor's first key press or pointer press, a render's effects wait for the next
 * frame, as Preact's own default has them: on a cold load nothing that an effect does (a
 * carousel measuring its slides, a machine starting) holds back the first paint of the page.
 *
 * From the first input on, a render's effects run right after it is committed, as React runs
 * those of a render caused by a click or a key press. Radix sets up a dialog's Escape key and
 * focus trap in effects: on a busy phone, an Escape pressed as the dialog appears would otherwise
 * reach the page before the dialog listens for it. Effects still waiting when that first input
 * arrives run before the page handles it.
 */
import { options } from 'preact';

type Flush = () => void;

/** Effects flushes waiting for a frame (before the first input). */
const waiting = new Set<Flush>();
let interacted = false;

/** Preact's after-paint timing: the next frame, or 35 ms where frames do not come (a hidden tab). */
function afterNextFrame(flush: Flush): void {
  waiting.add(flush);
  const run = () => {
    clearTimeout(timeout);
    if (typeof cancelAnimationFrame === 'function') cancelAnimationFrame(frame);
    setTimeout(() => {
      if (waiting.delete(flush)) flush();
    });
  };
  const timeout = setTimeout(run, 35);
  const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(run) : 0;
}

const INPUTS = ['keydown', 'pointerdown', 'mousedown', 'touchstart'] as const;

function onFirstInput(): void {
  if (interacted) return;
  interacted = true;
  for (const flush of [...waiting]) {
    waiting.delete(flush);
    flush();
  }
  for (const type of INPUTS) window.removeEventListener(type, onFirstInput, true);
}

if (typeof window !== 'undefined') {
  // Capturing on the window runs before any listener of the page, including one an effect adds.
  for (const type of INPUTS) window.addEventListener(type, onFirstInput, { capture: true, passive: true });
}

options.requestAnimationFrame = (flush) => {
  if (interacted) queueMicrotask(flush);
  else afterNextFrame(flush);
};

/** Whether effects now run right after their commit (tests). */
export function effectsRunAfterCommit(): boolean {
  return interacted;
}
