/**
 * Edits of one profile made in two places at once (two tabs, two devices). The API has no
 * version or ETag on the profile, so before each write the editor reads the profile again and
 * compares the fields it is about to send with the base its edit started from: a field the
 * server changed meanwhile is a conflict, unless the server already holds what would be sent.
 * Pure, so the profile editor machine and the tests share it.
 */
import type { Profile, ProfileUpdate } from '@/api/gen/api-v1/model';
import { DRAFT_FIELDS, changedFields, draftFromProfile, type DraftField, type ProfileDraft } from './profile-rules';
import type { ProfileOperation } from './profile-rules';

/** Fields the server derives from others: they follow their sources and never conflict alone. */
const DERIVED_FIELDS = new Set(['fullName', 'location']);

const isDraftField = (field: string): field is DraftField => (DRAFT_FIELDS as readonly string[]).includes(field);

/** A field's value as the editor compares it (draft fields as the draft holds them). */
function valueOf(profile: ProfileUpdate | null, field: string): string {
  if (isDraftField(field)) return JSON.stringify(draftFromProfile(profile)[field]);
  return JSON.stringify((profile as Record<string, unknown> | null)?.[field] ?? null);
}

/**
 * The fields of `update` the server changed since `base` was read, and to something else than
 * what `update` would write: writing them now would silently undo someone else's save.
 */
export function conflictingFields(
  update: ProfileUpdate,
  base: ProfileUpdate | null,
  server: ProfileUpdate | null,
): string[] {
  return Object.keys(update).filter((field) => {
    if (DERIVED_FIELDS.has(field)) return false;
    const now = valueOf(server, field);
    return now !== valueOf(base, field) && now !== valueOf(update, field);
  });
}

/** True for list operations, whose change can be applied again on top of the server's list. */
export function isMergeableOperation(op: ProfileOperation): boolean {
  return /^(gallery|videos|testimonies)\./.test(op.type);
}

/**
 * How the draft fields the owner edited move onto a newer server profile:
 * - `follow`: they stay, and so does their old base, so the next save of them still asks;
 * - `mine`: they stay on the new base, so the next save writes them;
 * - `saved`: the `fields` given take the server's value; the other edits stay, as with `mine`.
 */
export type RebaseMode = 'follow' | 'mine' | 'saved';

/**
 * The editor's base and draft moved onto `server`: every field the owner has not edited takes
 * the server's value; the edited ones are kept as `mode` says.
 */
export function rebaseDraft(
  base: Profile | null,
  draft: ProfileDraft,
  server: Profile,
  mode: RebaseMode,
  fields: readonly string[] = [],
): { profile: Profile; draft: ProfileDraft } {
  const edited = changedFields(draft, draftFromProfile(base));
  const fromServer = draftFromProfile(server);
  const oldBase = draftFromProfile(base);
  const profile: Profile = { ...server };
  const next: ProfileDraft = { ...fromServer };
  for (const field of edited) {
    if (mode === 'saved' && fields.includes(field)) continue;
    Object.assign(next, { [field]: draft[field] });
    if (mode === 'follow') Object.assign(profile, { [field]: oldBase[field] });
  }
  return { profile, draft: next };
}
