/**
 * Unsaved edits kept in local storage, so an accidental reload or a closed tab does not lose
 * them: written on every change to the draft, cleared once it is saved or discarded, and
 * offered back on the next visit to the same profile (for two weeks at most).
 */
import type { StoredDraft } from '@machines/profile-editor.machine';
import type { ProfileDraft } from '@machines/lib/profile-rules';

const KEY = 'coachly.edit-draft';
const MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;

export function writeStoredDraft(profileId: string, draft: ProfileDraft, now: number = Date.now()): void {
  try {
    const stored: StoredDraft = { profileId, savedAt: now, draft };
    localStorage.setItem(KEY, JSON.stringify(stored));
  } catch {
    // Storage full or blocked: the draft still lives in memory and the leave guard protects it.
  }
}

export function readStoredDraft(profileId: string, now: number = Date.now()): StoredDraft | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredDraft>;
    if (
      parsed.profileId !== profileId ||
      typeof parsed.savedAt !== 'number' ||
      !parsed.draft ||
      typeof parsed.draft !== 'object'
    ) {
      return null;
    }
    if (now - parsed.savedAt > MAX_AGE_MS) return null;
    return parsed as StoredDraft;
  } catch {
    return null;
  }
}

export function clearStoredDraft(profileId: string): void {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return;
    const parsed = JSON.parse(raw) as Partial<StoredDraft>;
    if (parsed.profileId === profileId) localStorage.removeItem(KEY);
  } catch {
    localStorage.removeItem(KEY);
  }
}

/** Forgets the stored draft whoever it belongs to (sign-out on a shared computer). */
export function forgetStoredDraft(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Storage blocked: nothing was saved either.
  }
}
