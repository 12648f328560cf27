/**
 * /login: with a `code` the sign-in is finished, otherwise the coach leaves for the login
 * provider ('Redirecionando'). `?method=password` shows the username and password form.
 * `?redirect=` is the page to come back to afterwards (same-origin paths only, else /home).
 * The code and state are read once and removed from the address bar straight away. A code or a
 * provider error whose state is not the one this browser sent is refused and changes nothing
 * (docs/decisions/0018-sign-in-callbacks.md).
 */
import { useEffect, useState } from 'react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { routeHead } from '@/lib/page-head';
import { queryLiteral, queryRecord, queryText } from '@/lib/search-params';
import { LoginView, type LoginCallback } from '@/features/auth/login-view';
import { takeAuthorizationFor } from '@/features/auth/pkce';
import { safeReturnPath } from '@/lib/return-path';

interface LoginSearch {
  code?: string;
  state?: string;
  error?: string;
  error_description?: string;
  method?: 'password';
  redirect?: string;
}

function loginSearch(raw: unknown): LoginSearch {
  const record = queryRecord(raw);
  const search: LoginSearch = {};
  for (const key of ['code', 'state', 'error', 'error_description', 'redirect'] as const) {
    const value = queryText(record[key]);
    if (value !== undefined) search[key] = value;
  }
  const method = queryLiteral(record.method, ['password'] as const);
  if (method) search.method = method;
  return search;
}

function LoginPage() {
  const search = Route.useSearch();
  const navigate = useNavigate();
  const [callback] = useState<LoginCallback>(() => ({
    code: search.code,
    state: search.state,
    error: search.error,
    errorDescription: search.error_description,
    passwordForm: search.method === 'password',
    // A code or an error counts only with the state of a sign-in this browser started.
    pending:
      search.code !== undefined || search.error !== undefined
        ? takeAuthorizationFor(search.code ?? `error:${search.error ?? ''}`, search.state)
        : null,
    returnTo: search.redirect === undefined ? null : safeReturnPath(search.redirect),
  }));
  const hasSecrets = search.code !== undefined || search.state !== undefined || search.error !== undefined;

  useEffect(() => {
    if (hasSecrets) {
      void navigate({ to: '/login', search: search.method ? { method: search.method } : {}, replace: true });
    }
  }, [hasSecrets, navigate, search.method]);

  return <LoginView callback={callback} />;
}

export const Route = createFileRoute('/login')({
  // The signed-in coach's page: its tokens are in the browser, which draws it.
  ssr: false,
  validateSearch: loginSearch,
  head: ({ match }) => routeHead(match.context.i18n, { title: msg`Entrar`, noindex: true }),
  component: LoginPage,
});
