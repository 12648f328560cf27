/**
 * The demo login provider: /authorize sends the browser to the demo sign-in page
 * (/demo/authorize, a route of the app) for the one registered redirect_uri, the app's /login;
 * /token exchanges a code once (PKCE S256, same redirect_uri and client), refreshes, and accepts
 * the demo accounts' username and password; /logout returns to the given address.
 *
 * Token errors, as the client's error catalogue expects them:
 * - code unknown, already used or expired: 401 invalid_grant (the client goes to /not_found);
 * - code presented with another redirect_uri, client or verifier: 400 invalid_grant (the code
 *   is burnt all the same);
 * - refresh token unknown or expired: 401 invalid_grant (the client goes to /login);
 * - refresh token of an account that no longer exists: 404 (the client goes to /not_found);
 * - wrong username or password: 401.
 */
import { HttpResponse, type HttpHandler } from 'msw';
import { AuthorizeQueryParams, ExchangeTokenBody, LogoutQueryParams } from '@/api/gen/auth/zod/index.zod';
import { db, type Account } from '../db.ts';
import { BASE, fail, operation, queryObject, validate } from '../http.ts';

/** The app route that plays the provider's sign-in page in demo builds. */
export const DEMO_AUTHORIZE_PATH = '/demo/authorize';

/** Only addresses on the app's own origin may receive codes or be returned to. */
export function isOwnOrigin(address: string, request: Request): boolean {
  try {
    return new URL(address, request.url).origin === new URL(request.url).origin && /^https?:/i.test(address);
  } catch {
    return false;
  }
}

/** The one address registered for the app's client: its /login page, which takes the code. */
function registeredRedirectUri(request: Request): string {
  return new URL('/login', request.url).toString();
}

function oauthError(status: number, error: string, description: string): Response {
  return HttpResponse.json(
    { error, error_description: description },
    { status, headers: { 'Cache-Control': 'no-store' } },
  );
}

function tokensFor(account: Account, refreshToken?: string): Response {
  const access = db.issueAccessToken(account.id);
  return HttpResponse.json(
    {
      access_token: access.token,
      refresh_token: refreshToken ?? db.issueRefreshToken(account.id).token,
      token_type: 'Bearer',
      expires_in: Math.max(0, Math.round((access.expiresAt - access.issuedAt) / 1000)),
    },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}

async function formFields(request: Request): Promise<Record<string, string>> {
  const fields = new URLSearchParams(await request.text());
  return Object.fromEntries(fields.entries());
}

async function exchange(request: Request): Promise<Response> {
  const parsed = ExchangeTokenBody.safeParse(await formFields(request));
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path.join('.') ?? 'grant_type';
    const error =
      field === 'client_id' ? 'invalid_client' : field === 'grant_type' ? 'unsupported_grant_type' : 'invalid_request';
    return oauthError(error === 'invalid_client' ? 401 : 400, error, `Parâmetro inválido: ${field}.`);
  }
  const body = parsed.data;

  if (body.grant_type === 'authorization_code') {
    if (!body.code) return oauthError(400, 'invalid_request', 'Informe o código de autorização.');
    const check = await db.consumeCode(body.code, body.redirect_uri, body.client_id, body.code_verifier);
    if (!check.ok) {
      if (check.reason === 'unknown' || check.reason === 'used' || check.reason === 'expired') {
        return oauthError(401, 'invalid_grant', 'Código de autorização inválido, expirado ou já utilizado.');
      }
      const what =
        check.reason === 'redirect_mismatch'
          ? 'redirect_uri'
          : check.reason === 'client_mismatch'
            ? 'client_id'
            : 'code_verifier';
      return oauthError(400, 'invalid_grant', `O ${what} não corresponde ao pedido de autorização.`);
    }
    const account = db.accountById(check.record.accountId);
    return account ? tokensFor(account) : oauthError(404, 'invalid_grant', 'Conta não encontrada.');
  }

  if (body.grant_type === 'refresh_token') {
    if (!body.refresh_token) return oauthError(400, 'invalid_request', 'Informe o refresh_token.');
    const record = db.refreshRecord(body.refresh_token);
    if (!record) return oauthError(401, 'invalid_grant', 'Sessão expirada. Entre novamente.');
    const account = db.accountById(record.accountId);
    return account ? tokensFor(account, record.token) : oauthError(404, 'invalid_grant', 'Conta não encontrada.');
  }

  if (!body.username || !body.password) return oauthError(400, 'invalid_request', 'Informe usuário e senha.');
  const account = db.accountByLogin(body.username);
  if (!account || account.password !== body.password)
    return oauthError(401, 'invalid_grant', 'Usuário ou senha inválidos.');
  return tokensFor(account);
}

/** Checks an authorization request (query of /authorize or the demo page's form). */
export function checkAuthorizeRequest(input: Record<string, unknown>, request: Request) {
  const parsed = AuthorizeQueryParams.safeParse(input);
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path.join('.') ?? 'request';
    return { ok: false as const, response: oauthError(400, 'invalid_request', `Parâmetro inválido: ${field}.`) };
  }
  if (parsed.data.redirect_uri !== registeredRedirectUri(request)) {
    return { ok: false as const, response: oauthError(400, 'invalid_request', 'redirect_uri não autorizado.') };
  }
  return { ok: true as const, params: parsed.data };
}

export const authHandlers: HttpHandler[] = [
  operation('authorize', 'get', `${BASE.auth}/authorize`, ({ request }) => {
    const url = new URL(request.url);
    const check = checkAuthorizeRequest(queryObject(url), request);
    if (!check.ok) return check.response;
    const page = new URL(DEMO_AUTHORIZE_PATH, request.url);
    page.search = url.search;
    return new HttpResponse(null, { status: 302, headers: { Location: page.toString() } });
  }),
  operation('exchangeToken', 'post', `${BASE.auth}/token`, ({ request }) => exchange(request)),
  operation('logout', 'get', `${BASE.auth}/logout`, ({ request }) => {
    const query = validate(LogoutQueryParams, queryObject(new URL(request.url)));
    if (query instanceof Response) return query;
    const target = query.redirect_uri ?? new URL('/', request.url).toString();
    if (!isOwnOrigin(target, request)) return fail(400, 'invalid_request', 'redirect_uri não autorizado.');
    return new HttpResponse(null, { status: 302, headers: { Location: new URL(target, request.url).toString() } });
  }),
];
