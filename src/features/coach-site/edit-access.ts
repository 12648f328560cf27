/**
 * Edit access arriving by address (/{name}/{refreshToken} or ?refresh_token=): the token is
 * removed from the address bar and the history entry before anything else happens, no
 * referrer is sent while it is handled, then it is exchanged for tokens and the owner goes
 * to /{name}/edit. A rejected token goes to /not_found.
 */
import { redirect } from '@tanstack/react-router';
import { isApiError } from '@/api/errors';

/** The owner's edit page of a site. */
export function editPath(username: string): string {
  return `/${encodeURIComponent(username)}/edit`;
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

let pending: { username: string; token: string; restoreReferrer: () => void } | null = null;

/**
 * First step, run as soon as a token is seen: keep it in memory only and replace the address
 * with the bare site address, so the token leaves the address bar and the history entry.
 */
export function stashEditAccess(username: string, refreshToken: string): never {
  pending?.restoreReferrer();
  pending = { username, token: refreshToken, restoreReferrer: withholdReferrer() };
  throw redirect({ to: '/$username', params: { username }, search: {}, replace: true });
}

/** Second step, on the bare address: exchange the kept token and open the edit page. */
export async function finishEditAccess(username: string): Promise<void> {
  if (!pending || pending.username !== username) return;
  const { token, restoreReferrer } = pending;
  pending = null;
  try {
    // Loaded here, not with the module: every coach site's guard runs this file, few carry a token.
    const { exchangeEditAccessToken } = await import('./edit-access-exchange');
    await exchangeEditAccessToken(token);
  } catch (error) {
    if (isApiError(error) && error.status < 500) throw redirect({ to: '/not_found', replace: true });
    throw error;
  } finally {
    restoreReferrer();
  }
  throw redirect({ href: editPath(username), replace: true });
}
