/**
 * /{username}: a coach's public site. Unknown or unpublished coaches go to /not_found. The
 * route is also the parent of the owner's /{username}/edit and of the edit-access address
 * /{username}/{refreshToken}; a `?refresh_token=` here is handled as edit access too.
 */
import { createFileRoute, Outlet, redirect, useChildMatches } from '@tanstack/react-router';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { isApiError } from '@/api/errors';
import { useDocumentMeta } from '@/lib/document-meta';
import { queryRecord, queryText } from '@/lib/search-params';
import { CoachSite, preloadTemplate } from '@/features/coach-site/coach-site';
import { coachMetaOptions, publicProfileOptions } from '@/features/coach-site/api';
import { finishEditAccess, stashEditAccess } from '@/features/coach-site/edit-access';
import { preloadHeroImage } from '@/features/coach-site/hero-images';
import { coachName } from '@/features/coach-site/site-context';
import { loadQueryClient } from '@/lib/query-client';

function siteSearch(raw: unknown): { refresh_token?: string } {
  const token = queryText(queryRecord(raw).refresh_token);
  return token ? { refresh_token: token } : {};
}

/** True when the address is the site itself rather than one of its child pages. */
function isSitePath(pathname: string, username: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  return decodeURIComponent(path) === `/${username}`;
}

function CoachSitePage() {
  const children = useChildMatches();
  if (children.length > 0) return <Outlet />;
  return <PublicSite />;
}

function PublicSite() {
  const { username } = Route.useParams();
  const { data: profile } = useSuspenseQuery(publicProfileOptions(username));
  const { data: meta } = useQuery(coachMetaOptions(username));
  useDocumentMeta({
    title: meta?.name || coachName(profile),
    description: meta?.description || profile.mainPhrase || profile.aboutMe || undefined,
    url: meta?.url,
    image: profile.photoUrl || undefined,
    type: 'profile',
  });
  return <CoachSite profile={profile} />;
}

export const Route = createFileRoute('/$username')({
  staticData: { bare: true },
  validateSearch: siteSearch,
  beforeLoad: async ({ params, search }) => {
    if (search.refresh_token) stashEditAccess(params.username, search.refresh_token);
    await finishEditAccess(params.username);
  },
  loader: async ({ params, location }) => {
    if (!isSitePath(location.pathname, params.username)) return;
    const queryClient = await loadQueryClient();
    try {
      const profile = await queryClient.ensureQueryData(publicProfileOptions(params.username));
      preloadHeroImage(profile);
      // The page renders once its template has loaded (it is on its way since the profile came,
      // or before: scripts/route-preload.ts), so its first paint is the site, hero included.
      await preloadTemplate(profile.theme).catch(() => undefined);
    } catch (error) {
      if (isApiError(error, 404) || isApiError(error, 401)) throw redirect({ to: '/not_found', replace: true });
      throw error;
    }
    void queryClient.prefetchQuery(coachMetaOptions(params.username));
  },
  component: CoachSitePage,
});
