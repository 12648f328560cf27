/**
 * Coach search as the servers answer it: filters, order by coaching hours (most first) and
 * pages of `qtd` cards. Pure functions over profiles, so tests can check them against the seed.
 */
import { toCoachCard } from './seed/coaches.ts';
import type { Profile, SearchCategory, SearchResponse } from './seed/types.ts';

export interface SearchQuery {
  name?: string;
  country?: string;
  state?: string;
  city?: string;
  /** Any of these expertises (pt names). */
  expertise?: string[];
  /** Any of these categories; every coach is in `coach`. */
  category?: SearchCategory[];
  /** When true, only coaches offering an experimental session. */
  enableSiteExperimentalSession?: boolean;
  page?: number;
  qtd?: number;
}

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 50;

/** Lower case without accents: "Conceição" and "conceicao" compare equal. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

function inCategory(profile: Profile, category: SearchCategory): boolean {
  if (category === 'select') return profile.select;
  if (category === 'trainer') return profile.trainer;
  return true;
}

/** Whether a profile passes every filter of the query (paging aside). */
export function matches(profile: Profile, query: SearchQuery): boolean {
  if (query.name) {
    const wanted = fold(query.name);
    const names = [profile.fullName, `${profile.firstName} ${profile.secondName}`, profile.username].map(fold);
    if (!names.some((n) => n.includes(wanted))) return false;
  }
  if (query.country && profile.country.toUpperCase() !== query.country.toUpperCase()) return false;
  if (query.state && fold(profile.state) !== fold(query.state)) return false;
  if (query.city && fold(profile.city) !== fold(query.city)) return false;
  if (query.expertise?.length) {
    const wanted = new Set(query.expertise.map(fold));
    if (!profile.expertises.some((e) => wanted.has(fold(e)))) return false;
  }
  if (query.category?.length && !query.category.some((c) => inCategory(profile, c))) return false;
  if (query.enableSiteExperimentalSession === true && !profile.enableSiteExperimentalSession) return false;
  return true;
}

/** Most coaching hours first; ties in id order so pages never overlap. */
export function byCoachingHours(a: Profile, b: Profile): number {
  return b.coachingHours - a.coachingHours || a.id.localeCompare(b.id);
}

/** One page of the published profiles that match. nextPage is the index after the one returned. */
export function searchProfiles(profiles: readonly Profile[], query: SearchQuery): SearchResponse {
  const page = query.page ?? 0;
  const qtd = Math.min(query.qtd ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  const found = profiles.filter((p) => p.published && matches(p, query)).sort(byCoachingHours);
  return {
    profiles: found.slice(page * qtd, page * qtd + qtd).map(toCoachCard),
    totalProfiles: found.length,
    nextPage: page + 1,
  };
}
