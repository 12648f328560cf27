/**
 * The slots through which edit mode plugs its controls into the coach site. Two features meet
 * here (the site renders the slots, edit mode fills them, the owner's edit route joins them),
 * and neither imports the other, so the contract sits below both.
 */
import type { ReactNode } from 'react';
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
  /**
   * Controls shown in each section's header while editing (e.g. the visibility toggle), given
   * the section's heading as the site shows it to name the section.
   */
  sectionToolbar?: (section: SiteBlock, state: SectionEditState, name: string) => ReactNode;
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
