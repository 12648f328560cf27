/**
 * The expertise filter's 'other options' built from the expertise lists: kept apart from the
 * queries so the search form can build them from the cache with its first render (on the server
 * too) without loading the search's API module.
 */
import type { Expertise } from '@/api/gen/api-v1/model';

/** Ids of the two coach categories kept inside the expertise list (Select, Master Trainer). */
const CATEGORY_IDS = new Set([101, 102]);

export interface ExpertiseOption {
  id: number;
  /** The name the search and the profiles use (pt). */
  value: string;
  /** The name in the active language. */
  label: string;
}

/**
 * The predefined expertises without the Select and Master Trainer categories: values from the
 * pt list, labels from the active language's (`labels`), matched by id.
 */
export function expertiseOptions(
  pt: readonly Expertise[],
  labels: readonly Expertise[] | undefined,
): ExpertiseOption[] {
  return pt
    .filter((expertise) => !CATEGORY_IDS.has(expertise.id))
    .map((expertise) => ({
      id: expertise.id,
      value: expertise.name,
      label: labels?.find((candidate) => candidate.id === expertise.id)?.name ?? expertise.name,
    }));
}
