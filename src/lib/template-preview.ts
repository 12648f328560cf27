/**
 * How edit mode draws a small preview of a template without importing the coach site: the
 * owner's edit route provides the coach site's preview, edit mode's template pickers draw it
 * (or nothing where none is provided).
 */
import { createContext, type ReactNode } from 'react';
import type { Profile } from '@/api/gen/api-v1/model';
import type { Theme } from '@/api/gen/api-v1/model/theme';

export interface TemplatePreviewProps {
  template: Theme;
  /** The site's content to draw: the coach's draft, with the colour being chosen. */
  profile: Profile;
}

/** Draws the preview of a template. */
export type RenderTemplatePreview = (props: TemplatePreviewProps) => ReactNode;

export const TemplatePreviewContext = createContext<RenderTemplatePreview | null>(null);
