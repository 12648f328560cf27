/**
 * /login: with a `code` the sign-in is finished, otherwise the coach leaves for the login
 * provider ('Redirecionando'). `?method=password` shows the username and password form.
 * The code and state are read once and removed from the address bar straight away.
 */
import { useEffect, useState } from 'react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { LoginView, type LoginCallback } from '@/features/auth/login-view';
import { takeAuthorizationFor } from '@/features/auth/pkce';

const text = z.catch(
  z.optional(
    z.pipe(
      z.union([z.string(), z.number()]),
      z.transform((v) => String(v).slice(0, 2000)),
    ),
  ),
  undefined,
);

const loginSearch = z.object({
  code: text,
  state: text,
  error: text,
  error_description: text,
  method: z.catch(z.optional(z.literal('password')), undefined),
});

function LoginPage() {
  const search = Route.useSearch();
  const navigate = useNavigate();
  const [callback] = useState<LoginCallback>(() => ({
    code: search.code,
    state: search.state,
    error: search.error,
    errorDescription: search.error_description,
    passwordForm: search.method === 'password',
    pending: search.code ? takeAuthorizationFor(search.code, search.state) : null,
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
  validateSearch: loginSearch,
  component: LoginPage,
});
