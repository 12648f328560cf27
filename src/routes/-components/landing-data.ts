/**
 * The data of the landing page's sections below the fold (featured coaches with the platform's
 * figures, the expertises their cards name, the latest posts) and the search form's lists,
 * fetched by the server with the page, so its HTML carries them and the browser reads them from
 * the page. A call that fails leaves its section to the browser, as when the page is drawn there.
 */
import type { QueryClient } from '@tanstack/react-query';
import { getGetDashboardStatisticQueryOptions } from '@/api/gen/api-v2/platform/platform';
import type { StatisticType } from '@/api/gen/api-v2/model';
import { latestPostsOptions } from '@/features/home/api';
import { coachSearchOptions, prefetchSearchOptions } from '@/features/search/api';
import type { Locale } from '@/lib/languages';

const FIGURES: StatisticType[] = ['horas', 'sessoes', 'coachees'];

export async function prefetchLandingSections(queryClient: QueryClient, locale: Locale): Promise<void> {
  await Promise.all([
    queryClient.prefetchInfiniteQuery(coachSearchOptions({})),
    ...FIGURES.map((type) => queryClient.prefetchQuery(getGetDashboardStatisticQueryOptions({ type }))),
    prefetchSearchOptions(queryClient, locale, undefined),
    queryClient.prefetchQuery(latestPostsOptions),
  ]);
}
