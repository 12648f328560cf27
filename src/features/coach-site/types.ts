/**
 * The public contract of the coach site. Edit mode renders the same site with `canEdit` on and
 * plugs its controls into the slots below; visitors get the site with no slots.
 */
import type { ReactNode } from 'react';
import type { Profile } from '@/api/gen/api-v1/model';
import type { SiteSection } from '@machines/lib/site-sections';

/** Sections that carry a visibility toggle in edit mode ('numbers' is the counters band of templates 5-7). */
export type SiteBlock = SiteSection | 'numbers';

/** Texts and images edit mode can wrap with its in-place editors. */
export type EditableField =
  | 'avatar'
  | 'background'
  | 'name'
  | 'tel'
  | 'mainPhrase'
  | 'mainPhraseAuthor'
  | 'aboutMe'
  | 'expertises'
  | 'resumeFeed'
  | 'counters';

export interface SectionEditState {
  /** Whether visitors see the section (its flag is on and it has content). */
  visible: boolean;
  /** Whether it has content, whatever the flag says. */
  hasContent: boolean;
}

export interface CoachSiteEditSlots {
  /** Controls shown in each section's header while editing (e.g. the visibility toggle). */
  sectionToolbar?: (section: SiteBlock, state: SectionEditState) => ReactNode;
  /** Wraps an editable text or image; gets what the visitor would see and returns the editor. */
  field?: (field: EditableField, display: ReactNode) => ReactNode;
  /** Actions over one gallery picture (edit caption, delete). */
  galleryItem?: (index: number) => ReactNode;
  /** The add-picture placeholder (edit mode shows it while fewer than 24 pictures exist). */
  galleryAdd?: ReactNode;
  /** Actions over one video (edit caption, delete). */
  videoItem?: (index: number) => ReactNode;
  videoAdd?: ReactNode;
  /** Actions over one testimony. */
  testimonyItem?: (index: number) => ReactNode;
  testimonyAdd?: ReactNode;
  /** Anything edit mode adds to the page itself: edit panel, floating button, config panels. */
  overlay?: ReactNode;
}

export interface CoachSiteProps {
  profile: Profile;
  /** Owner's edit mode: hidden sections show with their toolbar, the menu is disabled. */
  canEdit?: boolean;
  editSlots?: CoachSiteEditSlots;
}
