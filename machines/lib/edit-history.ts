/**
 * The owner's saved changes in this visit, for undo and redo. A step keeps, for the fields one
 * save wrote, what they held before and what the save wrote: undoing writes the first back,
 * redoing writes the second, each as a save of its own (so it goes through the same queue and
 * conflict check as any other change).
 */
import type { Profile, ProfileUpdate } from '@/api/gen/api-v1/model';
import { DRAFT_FIELDS, EDITOR_DEFAULT_THEME, EDITOR_DEFAULT_THEME_COLOR, draftFromProfile } from './profile-rules';

export interface HistoryStep {
  /** What the written fields held before the change: what undoing writes. */
  before: ProfileUpdate;
  /** What the change wrote: what redoing writes. */
  after: ProfileUpdate;
}

export interface EditHistory {
  /** Changes that can be undone, the newest last. */
  past: HistoryStep[];
  /** Changes undone that can be redone, the most recently undone last. */
  future: HistoryStep[];
}

export type HistoryDirection = 'undo' | 'redo';

/** How many changes are kept: older ones can no longer be undone. */
export const HISTORY_LIMIT = 50;

export const EMPTY_HISTORY: EditHistory = { past: [], future: [] };

type Field = keyof ProfileUpdate;
const DRAFT_FIELD_SET = new Set<string>(DRAFT_FIELDS);

/**
 * What a field of the profile holds for the editor, also when the profile leaves it out: the
 * draft's defaults for texts and counters, no entries for lists, flags on, the editor's theme.
 */
function heldValue(profile: ProfileUpdate | null, field: Field, written: unknown): unknown {
  const value = profile?.[field];
  if (value !== undefined && value !== null) return value;
  if (DRAFT_FIELD_SET.has(field)) return draftFromProfile(profile)[field as keyof ReturnType<typeof draftFromProfile>];
  if (field === 'theme') return EDITOR_DEFAULT_THEME;
  if (field === 'themeColor') return EDITOR_DEFAULT_THEME_COLOR;
  if (field === 'fullName') return '';
  if (Array.isArray(written)) return [];
  switch (typeof written) {
    case 'string':
      return '';
    case 'boolean':
      return true;
    case 'number':
      return 0;
    case 'object':
      return {};
    default:
      return undefined;
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The step a save made: the fields it sent, as the profile held them before and as the server
 * saved them. Null when the save changed nothing the owner could undo.
 */
export function historyStep(before: ProfileUpdate | null, sent: ProfileUpdate, saved: Profile): HistoryStep | null {
  const step: HistoryStep = { before: {}, after: {} };
  let changed = false;
  for (const field of Object.keys(sent) as Field[]) {
    const now = heldValue(saved, field, sent[field]);
    const then = heldValue(before, field, now);
    if (then === undefined || now === undefined) continue;
    Object.assign(step.before, { [field]: then });
    Object.assign(step.after, { [field]: now });
    if (!same(then, now)) changed = true;
  }
  return changed ? step : null;
}

/** The history with a new change: it can be undone, and what was undone can no longer be redone. */
export function recordStep(history: EditHistory, step: HistoryStep | null): EditHistory {
  if (!step) return history;
  return { past: [...history.past, step].slice(-HISTORY_LIMIT), future: [] };
}

/** The step an undo or redo takes next, if any. */
export function nextStep(history: EditHistory, direction: HistoryDirection): HistoryStep | null {
  return (direction === 'undo' ? history.past.at(-1) : history.future.at(-1)) ?? null;
}

/** What undoing or redoing a step writes. */
export function stepUpdate(step: HistoryStep, direction: HistoryDirection): ProfileUpdate {
  return { ...(direction === 'undo' ? step.before : step.after) };
}

/** The history once a step was undone or redone: it moves to the other side. */
export function moveStep(history: EditHistory, direction: HistoryDirection): EditHistory {
  const step = nextStep(history, direction);
  if (!step) return history;
  return direction === 'undo'
    ? { past: history.past.slice(0, -1), future: [...history.future, step] }
    : { past: [...history.past, step], future: history.future.slice(0, -1) };
}

/**
 * True when the profile still holds what the step would take away: undoing only makes sense
 * while the fields hold what the change wrote (redoing, what it replaced). A save made in
 * another tab over those fields makes the step stale.
 */
export function isStepCurrent(profile: ProfileUpdate | null, step: HistoryStep, direction: HistoryDirection) {
  const expected = direction === 'undo' ? step.after : step.before;
  return (Object.keys(expected) as Field[]).every((field) =>
    same(heldValue(profile, field, expected[field]), expected[field]),
  );
}

/** The profile fields a step writes (for naming what was undone). */
export function stepFields(step: HistoryStep): Field[] {
  return Object.keys(step.after) as Field[];
}
