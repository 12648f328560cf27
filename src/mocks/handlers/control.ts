/**
 * Demo-only endpoints under /__demo/control, outside the contracts: what the demo sign-in page,
 * the outbox page and the demo bar ask the in-browser backend for.
 *
 * - GET  /accounts   the accounts the sign-in page lists;
 * - POST /authorize  {account | newCoach, ...authorization request}: mints a single-use code bound
 *                    to the PKCE challenge and answers {location} (redirect_uri?code&state);
 *                    {deny: true} answers the access_denied redirect instead;
 * - GET  /outbox     contact messages and experimental-session requests, newest first;
 * - GET  /faults     the fault switch, in its query syntax: {faults};
 * - PUT  /faults     {faults}: replaces the fault switch; an unreadable entry is refused (400);
 * - POST /reset      restores the seed.
 * Each answers for the visitor's own sandbox (src/mocks/sandbox.ts).
 */
import { HttpResponse, type HttpHandler } from 'msw';
import { db } from '../db.ts';
import { getFaults, setFaults } from '../fault-switch.ts';
import { faultsFromParam, formatFaults } from '../faults.ts';
import { control, fail, jsonBody, rateLimited } from '../http.ts';
import { checkAuthorizeRequest } from './auth.ts';

export interface DemoAccountView {
  id: string;
  username: string;
  displayName: string;
  email: string;
  login: string;
  firstLogin: boolean;
}

export interface AuthorizeDecision {
  account?: string;
  newCoach?: boolean;
  deny?: boolean;
  response_type?: string;
  client_id?: string;
  redirect_uri?: string;
  scope?: string;
  state?: string;
  code_challenge?: string;
  code_challenge_method?: string;
}

function redirectTo(redirectUri: string, params: Record<string, string>): string {
  const url = new URL(redirectUri);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

export const controlHandlers: HttpHandler[] = [
  control('get', '/accounts', () =>
    HttpResponse.json({
      accounts: db.accounts().map<DemoAccountView>((a) => ({
        id: a.id,
        username: a.username,
        displayName: a.displayName,
        email: a.email,
        login: a.login,
        firstLogin: !a.alreadySiteAccess,
      })),
    }),
  ),
  control('post', '/authorize', async ({ request }) => {
    const raw = await jsonBody(request);
    const decision = (typeof raw === 'object' && raw !== null ? raw : {}) as AuthorizeDecision;
    const { account: accountId, newCoach, deny, ...authorization } = decision;
    const check = checkAuthorizeRequest(authorization, request);
    if (!check.ok) return check.response;
    const { redirect_uri, state, code_challenge, client_id, scope } = check.params;
    if (deny) return HttpResponse.json({ location: redirectTo(redirect_uri, { error: 'access_denied', state }) });
    const refused = newCoach ? rateLimited('createCoachAccount') : null;
    if (refused) return refused;
    const account = newCoach ? db.createNewCoach() : accountId ? db.accountById(accountId) : undefined;
    if (!account) return fail(400, 'invalid_request', 'Escolha uma conta de demonstração.');
    const code = db.mintCode({
      accountId: account.id,
      clientId: client_id,
      redirectUri: redirect_uri,
      codeChallenge: code_challenge,
      scope,
    });
    return HttpResponse.json({ location: redirectTo(redirect_uri, { code: code.code, state }) });
  }),
  control('get', '/outbox', () =>
    HttpResponse.json({ contacts: db.contacts(), sessionRequests: db.sessionRequests() }),
  ),
  control('get', '/faults', () => HttpResponse.json({ faults: formatFaults(getFaults()) })),
  control('put', '/faults', async ({ request }) => {
    const body = await jsonBody(request);
    const text = typeof body === 'object' && body !== null ? (body as { faults?: unknown }).faults : undefined;
    if (typeof text !== 'string' || text.length > 2000) return fail(400, 'invalid_request', 'Informe as falhas.');
    const { faults, invalid } = faultsFromParam(text);
    if (invalid.length > 0) return fail(400, 'invalid_request', `Falha ilegível: ${invalid.join(', ')}`);
    setFaults(faults);
    return HttpResponse.json({ faults: formatFaults(faults) });
  }),
  control('post', '/reset', async () => {
    setFaults([]);
    await db.reset();
    return new HttpResponse(null, { status: 204 });
  }),
];
