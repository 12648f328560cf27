/**
 * Edit access arriving by address (/{name}/{refreshToken} or ?refresh_token=): the token is
 * removed from the address bar and the history entry before anything else happens, no
 * referrer is sent while it is handled, then it is exchanged for tokens and the owner goes
 * to /{name}/edit. A rejected token goes to /not_found.
 */
import { redirect } from '@tanstack/react-router';
import { isApiError } from '@/api/errors';
import { exchangeEditAccessToken } from './api';

/** The owner's edit page of a site. */
export function editPath(username: string): string {
  return `/${encodeURIComponent(username)}/edit`;
}

/** Replaces the current history entry's address, keeping the router's entry state. */
export function scrubAddress(path: string): void {
  window.history.replaceState(window.history.state, '', path);
}

/** Switches the page to no-referrer; returns how to put the previous policy back. */
export function withholdReferrer(): () => void {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="referrer"]');
  const created = !meta;
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'referrer';
    document.head.prepend(meta);
  }
  const previous = meta.content;
  meta.content = 'no-referrer';
  const element = meta;
  return () => {
    if (created) element.remove();
    else element.content = previous;
  };
}

/** Handles a refresh token found in the address; always ends in a redirect. */
export async function takeEditAccess(username: string, refreshToken: string): Promise<never> {
  const restoreReferrer = withholdReferrer();
  scrubAddress(`/${encodeURIComponent(username)}`);
  try {
    await exchangeEditAccessToken(refreshToken);
  } catch (error) {
    if (isApiError(error) && error.status < 500) throw redirect({ to: '/not_found', replace: true });
    throw error;
  } finally {
    restoreReferrer();
  }
  throw redirect({ href: editPath(username), replace: true });
}
