/**
 * A coach site below its hero: the sections in <main>, then the footer. On a cold load they
 * render right after the hero has painted (see useAfterFirstPaint); in edit mode at once. A
 * template preview (../template-preview.tsx) draws the first screen only, without them.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { useAfterFirstPaint } from '@/components/ui/after-first-paint';
import { useSite } from '../site-context';

/** True inside a template preview: the site's body is left out. */
export const FirstScreenOnly = createContext(false);

export function SiteBody({ children, footer }: { children: ReactNode; footer: ReactNode }) {
  const { canEdit } = useSite();
  const firstScreenOnly = useContext(FirstScreenOnly);
  const shown = useAfterFirstPaint(!canEdit);
  if (firstScreenOnly) return null;
  return (
    <>
      <main>{shown ? children : null}</main>
      {shown ? footer : null}
    </>
  );
}
