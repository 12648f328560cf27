/**
 * The sections the template paints on the alternate band colour: SitePage provides them from its
 * layout, each section's SectionShell reads whether it is one of them.
 */
import { createContext } from 'react';
import type { SiteBlock } from '@/lib/site-edit-slots';

export const SectionBands = createContext<readonly SiteBlock[]>([]);
