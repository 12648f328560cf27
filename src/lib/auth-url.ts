/**
 * The login provider's authorization address, agreed between the sign-in flow and the demo
 * backend. With a real provider (VITE_AUTH_URL) it is `${VITE_AUTH_URL}/authorize?...`; in demo
 * builds the browser goes to the app's own demo sign-in page, `/demo/authorize?...`, because a
 * service worker cannot answer a page navigation. Both receive the same query and send the
 * browser back to `redirect_uri?code=...&state=...`.
 */
import { getAuthorizeUrl } from '@/api/gen/auth/oauth/oauth';
import type { AuthorizeParams } from '@/api/gen/auth/model';
import { isDemo, serviceBase } from './env';

/** Path of the demo sign-in page (src/routes/demo.authorize.tsx). */
export const DEMO_AUTHORIZE_PATH = '/demo/authorize';

/** Full address to send the browser to for signing in. */
export function authorizeUrl(params: AuthorizeParams): string {
  const path = getAuthorizeUrl(params);
  if (isDemo) {
    const query = path.slice(path.indexOf('?'));
    return new URL(`${DEMO_AUTHORIZE_PATH}${path.includes('?') ? query : ''}`, window.location.origin).toString();
  }
  return `${serviceBase('auth')}${path}`;
}
