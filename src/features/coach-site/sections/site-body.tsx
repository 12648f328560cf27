/**
 * A coach site below its hero: the sections in <main>, then the footer. On a cold load they
 * render right after the hero has painted (see useAfterFirstPaint); in edit mode at once.
 */
import type { ReactNode } from 'react';
import { useAfterFirstPaint } from '@/components/ui/after-first-paint';
import { useSite } from '../site-context';

export function SiteBody({ children, footer }: { children: ReactNode; footer: ReactNode }) {
  const { canEdit } = useSite();
  const shown = useAfterFirstPaint(!canEdit);
  return (
    <>
      <main>{shown ? children : null}</main>
      {shown ? footer : null}
    </>
  );
}
