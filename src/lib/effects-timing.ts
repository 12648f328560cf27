/**
 * When the app's effects run. Preact runs a render's effects after the next frame; React runs
 * those of a render caused by a click or a key press before it handles the next event. Radix
 * sets up a dialog's Escape key and focus trap in effects: on a busy phone, an Escape pressed
 * as the dialog appears would reach the page before the dialog listens for it. Here every
 * render's effects run right after it is committed, before any later event.
 */
import { options } from 'preact';

options.requestAnimationFrame = (flush) => queueMicrotask(flush);
