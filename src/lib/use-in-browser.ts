/**
 * Whether this render happens in the browser after the app took over. False on the server and
 * while React takes the server's page over, so that parts that only make sense in the browser
 * (loading data, lazy code) start right after, from the same page the server drew; true at once
 * when the app renders on its own.
 *
 * The switch after a take-over is a transition: React draws what it brings (the toasts, the
 * search form's lists, the blocks below the fold) in slices, between which the browser paints
 * and takes input. The store alone would switch at once, in one task: React renders a store's
 * change synchronously.
 */
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

export function useInBrowser(): boolean {
  // False only while this component is hydrated; then true, in a render of this component alone
  // whose result the state below keeps as it was.
  const rendersInBrowser = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  const [inBrowser, setInBrowser] = useState(rendersInBrowser);
  useEffect(() => {
    if (rendersInBrowser && !inBrowser) startTransition(() => setInBrowser(true));
  }, [rendersInBrowser, inBrowser]);
  return inBrowser;
}
