/**
 * The public contract of the coach site. Edit mode renders the same site with `canEdit` on and
 * plugs its controls into the slots (src/lib/site-edit-slots.ts); visitors get the site with no
 * slots.
 */
import type { Profile } from '@/api/gen/api-v1/model';
import type { Locale } from '@/lib/languages';
import type { CoachSiteEditSlots } from '@/lib/site-edit-slots';

export interface CoachSiteProps {
  profile: Profile;
  /** Owner's edit mode: hidden sections show with their toolbar, the menu is disabled. */
  canEdit?: boolean;
  editSlots?: CoachSiteEditSlots;
  /**
   * In edit mode, the language of the coach's texts the owner is editing: the page shows them as
   * a visitor in that language reads them. Absent, the originals.
   */
  textLanguage?: Locale;
}
