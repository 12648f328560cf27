/**
 * The coach site's queries, wrapping the generated clients: the public profile and the sharing
 * metadata. The calls only some visitors make (contact, experimental session, confirmation)
 * are in site-calls.ts, loaded with the parts that make them; the edit-access exchange is in
 * edit-access-exchange.ts.
 */
import { queryOptions } from '@tanstack/react-query';
import { getPublicProfile } from '@/api/gen/api-v1/profiles/profiles';
import { getCoachMeta } from '@/api/gen/api-v2/coaches/coaches';
import type { Profile } from '@/api/gen/api-v1/model';

export type { Profile };

/** The published profile behind /{username}; 404 when unknown or unpublished. */
export const publicProfileOptions = (username: string) =>
  queryOptions({
    queryKey: ['coach-site', 'profile', username] as const,
    queryFn: ({ signal }) => getPublicProfile(username, { signal }),
  });

/** Title, description and address used for the sharing and search-engine tags. */
export const coachMetaOptions = (username: string) =>
  queryOptions({
    queryKey: ['coach-site', 'meta', username] as const,
    queryFn: ({ signal }) => getCoachMeta(username, { signal }),
    retry: false,
  });
