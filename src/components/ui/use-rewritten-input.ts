/**
 * For a controlled field whose owner may rewrite what was typed (a site address keeps only
 * letters, digits, _ and -): when the rewrite leaves the value as it was, nothing re-renders, and
 * Preact, unlike React, leaves the typed text in the field. The returned change handler reports
 * the typed text, then, once any re-render it caused has run (a microtask later, after the
 * renderer's own), puts the field back to its value if it still differs.
 */
import { useLayoutEffect, useRef, type ChangeEvent } from 'react';

export function useRewrittenInput<Element extends HTMLInputElement | HTMLTextAreaElement>(
  value: string,
  onChange: (typed: string) => void,
): (event: ChangeEvent<Element>) => void {
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  });
  return (event) => {
    const field = event.currentTarget;
    onChange(field.value);
    queueMicrotask(() => {
      if (field.value !== latest.current) field.value = latest.current;
    });
  };
}
