/**
 * The expertise rule of the owner's editor: at most three areas, a fourth tick is refused
 * (unless the click un-ticks one already chosen), and a custom name that is not in the
 * predefined list is dropped when the profile is saved. Kept pure so the checkboxes, the
 * profile editor machine and the tests all read the same rule.
 */
import { CONTRACT_LIMITS } from './contract';

export const MAX_EXPERTISES = CONTRACT_LIMITS.profileLists.expertises;

export interface ExpertiseToggleResult {
  selected: string[];
  /** True when the click was refused because the limit is reached. */
  refused: boolean;
}

const same = (a: string, b: string) => a.trim().toLocaleLowerCase('pt') === b.trim().toLocaleLowerCase('pt');

/** Ticks or un-ticks one expertise, refusing a tick beyond the limit. */
export function toggleExpertise(
  selected: readonly string[],
  name: string,
  max: number = MAX_EXPERTISES,
): ExpertiseToggleResult {
  const current = [...selected];
  if (current.some((item) => same(item, name))) {
    return { selected: current.filter((item) => !same(item, name)), refused: false };
  }
  if (current.length >= max) return { selected: current, refused: true };
  return { selected: [...current, name], refused: false };
}

/**
 * The list as it is saved: only predefined names (spelt as the list spells them), no
 * duplicates, at most `max`, in the coach's order.
 */
export function sanitizeExpertises(
  selected: readonly string[],
  known: readonly string[],
  max: number = MAX_EXPERTISES,
): string[] {
  const out: string[] = [];
  for (const item of selected) {
    const match = known.find((name) => same(name, item));
    if (match && !out.includes(match)) out.push(match);
    if (out.length >= max) break;
  }
  return out;
}

/** The names in the list that are not predefined (shown to the owner as "will be removed"). */
export function customExpertises(selected: readonly string[], known: readonly string[]): string[] {
  return selected.filter((item) => !known.some((name) => same(name, item)));
}
