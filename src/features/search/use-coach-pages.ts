/**
 * The coaches list's results: the search's infinite query (TanStack Query owns the pages and
 * keeps them in its cache), the window of those pages the list shows, and the visitor's turns
 * (machines/lib/search-paging.ts). The window is also kept in the list's history entry, where the
 * router keeps the entry's scroll position: coming back to the list (Back from a coach's page)
 * renders the pages it showed from the cache at once, and the router scrolls to where the
 * visitor was.
 */
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CoachCard } from '@/api/gen/api-v2/model';
import { showErrorToast } from '@/components/ui/toast';
import { afterNextPaint } from '@/lib/after-next-paint';
import {
  FIRST_PAGE,
  canTurn,
  isShownFrom,
  needsPrefetch,
  totalPagesFor,
  turnTarget,
  turnWindow,
  type PageTurn,
  type PageWindow,
} from '@machines/lib/search-paging';
import { coachSearchOptions, useErrorToast } from './api';
import type { CoachSearch } from './search-params';

declare module '@tanstack/history' {
  interface HistoryState {
    /** The window of pages the coaches list shows (use-coach-pages.ts). */
    coachPages?: PageWindow;
  }
}

/** The page a location shows: its path and query (a hash is a place on the page). */
function pageOf({ pathname, searchStr }: { pathname: string; searchStr: string }): string {
  return pathname + searchStr;
}

/**
 * Keeps a window in the list's history entry, replacing it (a turn is not a new page). Only
 * while that entry is the current one: once the visitor has left, the list may still be on
 * screen while the next page loads, and the current entry is that page's.
 */
function useKeepWindow(): (window: PageWindow | undefined) => void {
  const router = useRouter();
  const navigate = useNavigate();
  const [own] = useState(() => pageOf(router.state.location));
  return useCallback(
    (window) => {
      if (pageOf(router.state.location) !== own) return;
      void navigate({
        to: '.',
        search: true,
        hash: true,
        state: (state) => ({ ...state, coachPages: window }),
        replace: true,
        resetScroll: false,
      });
    },
    [router, navigate, own],
  );
}

interface CoachPages {
  status: 'loading' | 'failed' | 'ready';
  /** The coaches of the pages shown, in order. */
  coaches: CoachCard[];
  totalProfiles: number;
  totalPages: number;
  /** The number (1-based) of the last page shown. */
  page: number;
  /** Whether the page a turn asks for exists. */
  can: (turn: PageTurn) => boolean;
  /** Shows the page a turn asks for, once it has loaded. */
  turn: (turn: PageTurn) => void;
  /** A turn waits for its page. */
  waiting: boolean;
  retry: () => void;
}

/** The results of a search, paged as the spec pages them. */
export function useCoachPages(search: CoachSearch): CoachPages {
  const query = useInfiniteQuery(coachSearchOptions(search));
  const { data, error, fetchNextPage, hasNextPage, isFetchingNextPage, isFetchNextPageError, refetch } = query;
  const loaded = data?.pages.length ?? 0;
  const totalProfiles = data?.pages.at(-1)?.totalProfiles ?? 0;
  const totalPages = totalPagesFor(totalProfiles);

  // The list starts from the window its entry keeps when the cache still has those pages (not
  // after a reload, nor once the search has run again); a window it cannot show leaves the entry.
  const router = useRouter();
  const [start] = useState(() => {
    const kept = router.state.location.state.coachPages;
    return { kept, window: isShownFrom(kept, loaded) ? kept : FIRST_PAGE };
  });
  const [shown, setShown] = useState(start.window);
  const keepWindow = useKeepWindow();
  useEffect(() => {
    if (start.kept !== undefined && start.window !== start.kept) keepWindow(undefined);
  }, [start, keepWindow]);

  const show = (window: PageWindow) => {
    setShown(window);
    // The address keeps the window once the new cards are on screen: recording it runs the
    // router's matching again, which the visitor need not wait on to see them.
    afterNextPaint(() => keepWindow(window));
  };

  const [waiting, setWaiting] = useState(false);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // The page after the window is fetched before the visitor asks for it, once the cards shown
  // are on screen (as the page hydrates, the request would lengthen its longest task). One that
  // failed is not asked for again until the visitor asks for it.
  useEffect(() => {
    if (data && needsPrefetch(shown, loaded, totalPages) && hasNextPage && !isFetchingNextPage && !isFetchNextPageError)
      return afterNextPaint(() => void fetchNextPage({ cancelRefetch: false }));
  }, [data, shown, loaded, totalPages, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  const failed = query.isError && !data;
  useErrorToast(failed ? error : null);

  const turn = (kind: PageTurn) => {
    if (waiting || !canTurn(shown, kind, totalPages)) return;
    const target = turnTarget(shown, kind);
    if (target < loaded) {
      show(turnWindow(shown, kind));
      return;
    }
    // The page after the loaded ones: the one being fetched ahead, if it is, or a new request.
    setWaiting(true);
    void fetchNextPage({ cancelRefetch: false }).then((result) => {
      if (!mounted.current) return;
      setWaiting(false);
      if ((result.data?.pages.length ?? 0) > target) show(turnWindow(shown, kind));
      else if (result.error) showErrorToast(result.error);
    });
  };

  return {
    status: data ? 'ready' : failed ? 'failed' : 'loading',
    coaches: data?.pages.slice(shown.first, shown.last + 1).flatMap((page) => page.profiles) ?? [],
    totalProfiles,
    totalPages,
    page: shown.last + 1,
    can: (kind) => canTurn(shown, kind, totalPages),
    turn,
    waiting,
    retry: () => void refetch(),
  };
}

/** Runs a search again from its first page: its cached pages go (the list then starts afresh). */
export function useRestartSearch(): (search: CoachSearch) => Promise<void> {
  const queryClient = useQueryClient();
  return (search) => queryClient.resetQueries({ queryKey: coachSearchOptions(search).queryKey, exact: true });
}
