/**
 * Where a coach lands after signing in. The spec's rule comes first: a coach who never went
 * through the first-time setup goes to /customize, anyone else to their edit page. A page asked
 * for before signing in (a guarded route sent them to /login with `redirect`) wins for a coach
 * who has a site, and for a first-time coach only when it is the setup itself. The asked-for
 * page always goes through safeReturnPath, so a foreign or script address lands on /home.
 */
import { safeReturnPath } from '@/lib/return-path';
import type { LoginAccount } from '@machines/login.machine';

/** Pages that would start the sign-in or sign-out again instead of showing something. */
const SIGN_IN_PAGES = /^\/(login|logout|demo\/authorize)(\/|$)/i;
const SETUP = /^\/customize(\/|$)/i;

export function signInDestination(account: LoginAccount, returnTo: string | null | undefined): string {
  const home = account.alreadySiteAccess ? `/${encodeURIComponent(account.username)}/edit` : '/customize';
  if (returnTo === null || returnTo === undefined) return home;
  const path = safeReturnPath(returnTo);
  const pathname = path.replace(/[?#].*$/s, '');
  if (SIGN_IN_PAGES.test(pathname)) return home;
  if (!account.alreadySiteAccess && !SETUP.test(pathname)) return home;
  return path;
}
