/**
 * What /logout forgets before anything renders (src/routes/logout.tsx): the tokens and the
 * unsaved wizard and edit-mode drafts. Loaded by the route's guard, so visitors' bundles never
 * carry owner code.
 */
import { forgetStoredDraft } from '@/features/edit-mode/draft-storage';
import { clearAllDrafts } from '@/features/wizard/draft';
import { clearTokens } from '@/lib/tokens';

export function forgetSession(): void {
  clearTokens();
  clearAllDrafts();
  forgetStoredDraft();
}
