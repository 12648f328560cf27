/**
 * What every section of a coach site reads: the profile, the template and its counts, the
 * palette, and edit mode with its slots. Provided once by CoachSite.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { Profile } from '@/api/gen/api-v1/model';
import type { CoachTextLangOf } from '@/lib/coach-text';
import type { Locale } from '@/lib/languages';
import { useLocale } from '@/lib/use-locale';
import { isSectionVisible, sectionHasContent, type SiteSection } from '@machines/lib/site-sections';
import type { CoachSiteEditSlots, EditableField, SectionEditState } from '@/lib/site-edit-slots';
import type { TemplateName } from './theme';

export interface SiteContextValue {
  /** The profile as the page shows it: each coach text in the page's language when the coach has it. */
  profile: Profile;
  /** The language each coach text shown is written in. */
  langOf: CoachTextLangOf;
  template: TemplateName;
  canEdit: boolean;
  slots: CoachSiteEditSlots;
}

export const SiteContext = createContext<SiteContextValue | null>(null);

/** The coach site around the calling section. */
export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite outside CoachSite');
  return value;
}

/** Whether a section renders: for visitors when visible, for the owner always (with its toolbar). */
export function useSectionState(section: SiteSection): SectionEditState & { render: boolean } {
  const { profile, canEdit } = useSite();
  const visible = isSectionVisible(profile, section);
  const hasContent = sectionHasContent(profile, section);
  return { visible, hasContent, render: visible || canEdit };
}

/** Lets edit mode wrap an editable text or image; visitors get the display as is. */
export function useEditableField() {
  const { canEdit, slots } = useSite();
  return (field: EditableField, display: ReactNode) => (canEdit && slots.field ? slots.field(field, display) : display);
}

/**
 * The `lang` attribute to spread on an element holding one of the coach's texts (a field, or a
 * caption by picture url or video id): set only when it is written in another language than the page's.
 */
export function useWrittenIn(): (...text: Parameters<CoachTextLangOf>) => { lang?: Locale } {
  const { langOf } = useSite();
  const locale = useLocale();
  return (...text) => {
    const written = langOf(...text);
    return written === locale ? {} : { lang: written };
  };
}
