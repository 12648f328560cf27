/**
 * /{username}: a coach's public site. Unknown or unpublished coaches answer 404. The
 * route is also the parent of the owner's /{username}/edit and of the edit-access address
 * /{username}/{refreshToken}; a `?refresh_token=` here is handled as edit access too. When
 * another coach is signed in, the page asks before switching accounts instead of the site.
 */
import { Suspense } from 'react';
import { msg } from '@lingui/core/macro';
import { createFileRoute, isRedirect, notFound, Outlet, redirect, useChildMatches } from '@tanstack/react-router';
import { isApiError } from '@/api/errors';
import { getGetPublicProfileQueryOptions, useGetPublicProfileSuspense } from '@/api/gen/api-v1/profiles/profiles';
import { getGetCoachMetaQueryOptions } from '@/api/gen/api-v2/coaches/coaches';
import { currentLocale } from '@/lib/i18n';
import { warmOptionNames } from '@/lib/option-names';
import { absolutePicture, routeHead } from '@/lib/page-head';
import { coachText, coachTextLanguages } from '@/lib/coach-text';
import { coachCardVersion, coachShareDescription } from '@/lib/share-card';
import { queryRecord, queryText } from '@/lib/search-params';
import { CoachSite, preloadTemplate, templateModule } from '@/features/coach-site/coach-site';
import { heroPreloads } from '@/features/coach-site/hero-images';
import { socialEntries } from '@/features/coach-site/sections/social-icons';
import { coachName } from '@/lib/display-text';
import { NotFoundPage } from './-components/not-found-page';
import { lazyRetry } from '@/lib/retry-import';
import { useInBrowser } from '@/lib/use-in-browser';

/** How long a page that is ready waits on for its sharing tags' source. */
const META_WAIT_MS = 300;

function siteSearch(raw: unknown): { refresh_token?: string } {
  const token = queryText(queryRecord(raw).refresh_token);
  return token ? { refresh_token: token } : {};
}

/** True when the address is the site itself rather than one of its child pages. */
function isSitePath(pathname: string, username: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  return decodeURIComponent(path) === `/${username}`;
}

// Asked only when an edit-access link meets another signed-in coach: visitors never download it.
const AccountSwitchDialog = lazyRetry(() => import('@/features/coach-site/edit-access-switch'));

// Only on the not-found page of a coach's address, once in the browser: visitors rarely get it.
const UnpublishedNotice = lazyRetry(() => import('@/features/coach-site/unpublished-notice'));

/** An unknown or unpublished coach: the not-found page, and a word for its owner if signed in here. */
function SiteNotFound() {
  const { username } = Route.useParams();
  const inBrowser = useInBrowser();
  return (
    <NotFoundPage>
      {inBrowser ? (
        <Suspense fallback={null}>
          <UnpublishedNotice username={username} />
        </Suspense>
      ) : null}
    </NotFoundPage>
  );
}

function CoachSitePage() {
  const children = useChildMatches();
  const accountSwitch = Route.useRouteContext({ select: (context) => context.accountSwitch });
  if (children.length > 0) return <Outlet />;
  if (accountSwitch) {
    return (
      <Suspense fallback={null}>
        <AccountSwitchDialog {...accountSwitch} />
      </Suspense>
    );
  }
  return <PublicSite />;
}

function PublicSite() {
  const { username } = Route.useParams();
  const { data: profile } = useGetPublicProfileSuspense(username);
  return <CoachSite profile={profile} />;
}

export const Route = createFileRoute('/$username')({
  staticData: { bare: true },
  validateSearch: siteSearch,
  // An edit-access link is the browser's to follow: the server renders only the public site.
  ssr: ({ search }) => search.status === 'success' && !search.value.refresh_token,
  beforeLoad: async ({ params, search }) => {
    if (import.meta.env.SSR) return { accountSwitch: undefined };
    // Loaded here rather than with every page's first download; it comes with the site's code.
    const { finishEditAccess, stashEditAccess } = await import('@/features/coach-site/edit-access');
    if (search.refresh_token) stashEditAccess(params.username, search.refresh_token);
    return { accountSwitch: await finishEditAccess(params.username) };
  },
  loader: async ({ params, location, context }) => {
    // A link for another coach than the one signed in asks first: nothing of the site is needed.
    if (context.accountSwitch || !isSitePath(location.pathname, params.username)) return;
    const { queryClient } = context;
    // The sharing tags' source, asked for beside the profile. A slow one does not hold the page
    // up for long: the profile's name and phrase stand in for its name and description. Nor is it
    // asked for twice: the page does without it.
    const meta = queryClient
      .ensureQueryData(getGetCoachMetaQueryOptions(params.username, { query: { retry: false } }))
      .catch(() => undefined);
    // The lists that name the coach's areas and country in the page's language, asked for beside
    // the profile (none for a pt page: the profile's names are pt).
    const names = warmOptionNames(queryClient, currentLocale(context.i18n));
    try {
      const profile = await queryClient.ensureQueryData(getGetPublicProfileQueryOptions(params.username));
      // One address per coach: the name as the API spells it (`/ANA-SOUZA` leads to `/ana-souza`).
      if (profile.username && profile.username !== params.username)
        throw redirect({ to: '/$username', params: { username: profile.username }, statusCode: 301 });
      if (context.includeModule) {
        // The server draws the template: its styles and code go with the page.
        context.includeModule(templateModule(profile.theme));
      } else {
        // The page renders once its template has loaded, so its first paint is the site, hero included.
        await preloadTemplate(profile.theme).catch(() => undefined);
      }
      await names;
      const late = new Promise<undefined>((resolve) => setTimeout(resolve, META_WAIT_MS));
      // The profiles the page links, as it links them (a phone link is no profile): the head's `sameAs`.
      const sameAs = socialEntries(profile.socialLinks)
        .filter(({ network }) => network !== 'whatsapp')
        .map(({ url }) => url);
      return { profile, name: coachName(profile), sameAs, meta: await Promise.race([meta, late]) };
    } catch (error) {
      if (isRedirect(error)) throw error;
      // An unknown or unpublished coach, or a name the API refuses (400): 404, with the not-found
      // page. The metadata call has settled first, so the page never carries a call under way.
      if (isApiError(error, 404) || isApiError(error, 400) || isApiError(error, 401)) {
        await Promise.all([meta, names]);
        throw notFound();
      }
      throw error;
    }
  },
  head: ({ loaderData, params, match }) => {
    const { i18n } = match.context;
    if (match.status === 'notFound') return routeHead(i18n, { title: msg`Página não encontrada`, noindex: true });
    // Only the site itself: its child pages (edit mode, edit access) have loaded nothing here.
    if (!loaderData) return {};
    const { profile, name, sameAs, meta } = loaderData;
    const title = meta?.name || name;
    const locale = currentLocale(i18n);
    const phrase = coachText(profile, 'mainPhrase', locale);
    const description = coachShareDescription(profile, locale, meta?.description);
    const photo = absolutePicture(profile.photoUrl);
    const head = routeHead(i18n, {
      title,
      description,
      path: `/${encodeURIComponent(params.username)}`,
      card: {
        card: { kind: 'coach', username: params.username },
        // The card shows the name, photo, phrase and colour: a change of any asks unfurlers again.
        version: coachCardVersion(profile, locale),
        alt: phrase.text ? `${name}: ${phrase.text}` : name,
      },
      type: 'profile',
      languages: coachTextLanguages(profile),
      jsonLd: ({ url }) => ({
        '@context': 'https://schema.org',
        '@type': 'ProfilePage',
        url,
        mainEntity: {
          '@type': 'Person',
          name: title,
          ...(description ? { description } : {}),
          ...(photo ? { image: photo } : {}),
          url,
          sameAs,
        },
      }),
    });
    // The hero's picture, the largest element of most sites, is fetched first.
    head.links.push(...heroPreloads(profile));
    return head;
  },
  notFoundComponent: SiteNotFound,
  component: CoachSitePage,
});
