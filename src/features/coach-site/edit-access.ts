/**
 * Edit access arriving by address (/{name}/{refreshToken} or ?refresh_token=): the token is
 * removed from the address bar and the history entry before anything else happens, no
 * referrer is sent while it is handled, then it is exchanged for tokens and the owner goes
 * to /{name}/edit. A rejected token goes to /not_found. When another coach is signed in in
 * this browser, the token waits (in memory) until the coach says whether to switch accounts.
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

// eslint-disable-next-line no-restricted-syntax -- browser only: edit access is the browser's to follow
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

/** A link for one coach opened while another is signed in: who is and who the link is for. */
export interface AccountSwitch {
  /** The signed-in coach's username; empty when it could not be read. */
  active: string;
  target: string;
}

/**
 * Second step, on the bare address: exchange the kept token and open the edit page. When
 * another coach is signed in, nothing is exchanged yet: the switch to ask about is returned.
 */
export async function finishEditAccess(username: string): Promise<AccountSwitch | undefined> {
  if (!pending || pending.username !== username) return undefined;
  // Loaded here, not with the module: every coach site's guard runs this file, few carry a token.
  const { signedInUsername } = await import('./edit-access-exchange');
  const active = await signedInUsername();
  if (active !== null && active.toLowerCase() !== username.toLowerCase()) return { active, target: username };
  throw redirect({ href: await acceptEditAccess(username), replace: true });
}

/**
 * Exchanges the kept token (switching accounts if needed) and returns where to go: the edit
 * page, or /not_found when the token is refused.
 */
export async function acceptEditAccess(username: string): Promise<string> {
  const kept = pending;
  if (!kept || kept.username !== username) return editPath(username);
  try {
    const { exchangeEditAccessToken } = await import('./edit-access-exchange');
    await exchangeEditAccessToken(kept.token);
  } catch (error) {
    // A server failure keeps the token for another try; a refusal forgets it.
    if (!isApiError(error) || error.status >= 500) throw error;
    declineEditAccess();
    return '/not_found';
  }
  declineEditAccess();
  return editPath(username);
}

/** Forgets the kept token (used, refused, or the coach keeps the account signed in). */
export function declineEditAccess(): void {
  pending?.restoreReferrer();
  pending = null;
}
