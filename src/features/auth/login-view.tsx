/**
 * The /login page: leaves for the login provider, or finishes a sign-in that came back with a
 * code, or shows the username and password form. The login machine decides; this view wires
 * it to the provider calls, the token store and the router.
 */
import { useEffect, useRef, useState, type ComponentProps, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { LogIn, ShieldAlert } from 'lucide-react';
import { fromPromise } from 'xstate';
import { loginMachine, type LoginFailure, type LoginInput } from '@machines/login.machine';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { useAppMachine } from '@/lib/inspect';
import { clearTokens, setTokens } from '@/lib/tokens';
import { exchangeCredentials, loadAccount, prepareAuthorization, providerLogoutUrl } from './auth-client';
import { signInDestination } from './destination';
import { leaveTo } from './leave';
import styles from './login-view.module.css';

export interface LoginCallback {
  code?: string;
  state?: string;
  error?: string;
  errorDescription?: string;
  /** The coach asked for the username and password form. */
  passwordForm?: boolean;
  /** The PKCE verifier and state this browser stored before leaving, when a code came back. */
  pending?: { state: string; codeVerifier: string; returnTo: string | null } | null;
  /** The page asked for before signing in (`redirect` on /login). */
  returnTo?: string | null;
}

function machineInput(callback: LoginCallback): LoginInput {
  return {
    code: callback.code ?? null,
    returnedState: callback.state ?? null,
    expectedState: callback.pending?.state ?? null,
    codeVerifier: callback.pending?.codeVerifier ?? null,
    passwordForm: callback.passwordForm ?? false,
    providerError: callback.error ?? null,
    providerErrorDescription: callback.errorDescription ?? null,
  };
}

export function LoginView({ callback }: { callback: LoginCallback }) {
  const navigate = useNavigate();
  const [input] = useState(() => machineInput(callback));
  const [returnTo] = useState(() => callback.returnTo ?? callback.pending?.returnTo ?? null);
  const [snapshot, send] = useAppMachine(
    loginMachine.provide({
      actors: {
        prepareAuthorization: fromPromise(() => prepareAuthorization(returnTo)),
        exchangeTokens: fromPromise(({ input: credentials }) => exchangeCredentials(credentials)),
        loadAccount: fromPromise(() => loadAccount()),
      },
      actions: {
        redirectToProvider: (_, { url }) => leaveTo(url),
        storeTokens: (_, tokens) => setTokens(tokens),
        clearTokens: () => clearTokens(),
        goToDestination: (_, account) => void navigate({ href: signInDestination(account, returnTo), replace: true }),
        goToNotFound: () => void navigate({ to: '/not_found', replace: true }),
        goToLogout: () => leaveTo(providerLogoutUrl()),
      },
    }),
    { input },
  );

  const signingInWithPassword = snapshot.context.credentials?.kind === 'password' && !snapshot.matches('form');

  if (snapshot.matches('form') || signingInWithPassword) {
    return (
      <PasswordForm
        busy={signingInWithPassword}
        failure={snapshot.context.failure}
        description={snapshot.context.errorDescription}
        onSubmit={(username, password) => send({ type: 'login.submit', username, password })}
      />
    );
  }

  if (snapshot.matches('refused')) {
    return (
      <Refused
        failure={snapshot.context.failure}
        description={snapshot.context.errorDescription}
        onRetry={() => send({ type: 'login.retry' })}
        onPassword={() => send({ type: 'login.password' })}
      />
    );
  }

  return <Redirecting />;
}

function Redirecting() {
  const { t } = useLingui();
  return (
    <section className={styles.page} aria-labelledby="login-title">
      <div className={styles.card}>
        <h1 id="login-title" className={styles.title}>
          {t`Entrar`}
        </h1>
        <Loading text={t`Redirecionando`} />
      </div>
    </section>
  );
}

function useFailureText(failure: LoginFailure | null): string {
  const { t } = useLingui();
  switch (failure) {
    case 'state_mismatch':
      return t`A resposta do login não corresponde a este navegador e foi recusada por segurança.`;
    case 'grant_refused':
      return t`O provedor de login recusou este código de acesso: ele já foi usado ou não pertence a esta tentativa de login.`;
    case 'provider_error':
      return t`O login foi cancelado ou negado pelo provedor.`;
    case 'authorization_unavailable':
      return t`Não foi possível preparar o login neste navegador.`;
    case 'invalid_credentials':
      return t`Usuário ou senha inválidos.`;
    case 'exchange_failed':
      return t`Não foi possível concluir o login: o servidor de login não confirmou seu acesso. Tente novamente em instantes.`;
    default:
      return t`Não foi possível entrar.`;
  }
}

function Refused({
  failure,
  description,
  onRetry,
  onPassword,
}: {
  failure: LoginFailure | null;
  description: string | null;
  onRetry: () => void;
  onPassword: () => void;
}) {
  const { t } = useLingui();
  const text = useFailureText(failure);
  return (
    <section className={styles.page} aria-labelledby="login-refused-title">
      <div className={styles.card} role="alert">
        <span className={styles.icon} aria-hidden="true">
          <ShieldAlert size={32} />
        </span>
        <h1 id="login-refused-title" className={styles.title}>
          {/* A failed exchange is not a refusal: the coach did nothing wrong and may simply retry. */}
          {failure === 'exchange_failed' ? t`Login não concluído` : t`Login recusado`}
        </h1>
        <p className={styles.lead}>{text}</p>
        {description ? (
          <p className={styles.detail}>
            {t`Motivo informado:`} {description}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button onClick={onRetry}>{t`Entrar novamente`}</Button>
          <Button variant="ghost" onClick={onPassword}>
            {t`Entrar com usuário e senha`}
          </Button>
        </div>
      </div>
    </section>
  );
}

/** A field of the password form: a refused sign-in marks it invalid and ties it to the error. */
function LoginField({
  name,
  label,
  refused,
  onValue,
  ...input
}: Omit<ComponentProps<'input'>, 'id' | 'onChange'> & {
  name: string;
  label: string;
  refused: boolean;
  onValue: (value: string) => void;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={`login-${name}`}>{label}</label>
      <input
        {...input}
        id={`login-${name}`}
        name={name}
        onChange={(e) => onValue(e.target.value)}
        required
        aria-required="true"
        aria-invalid={refused || undefined}
        aria-describedby={refused ? 'login-error' : undefined}
      />
    </div>
  );
}

function PasswordForm({
  busy,
  failure,
  description,
  onSubmit,
}: {
  busy: boolean;
  failure: LoginFailure | null;
  description: string | null;
  onSubmit: (username: string, password: string) => void;
}) {
  const { t } = useLingui();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const failureText = useFailureText(failure);
  const passwordRef = useRef<HTMLInputElement>(null);
  const refused = failure === 'invalid_credentials';
  // The fields are disabled while checking, which drops the focus: a refusal gives it back.
  useEffect(() => {
    if (!busy && failure) passwordRef.current?.focus();
  }, [busy, failure]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !username.trim() || !password) return;
    onSubmit(username, password);
  };
  return (
    <section className={styles.page} aria-labelledby="login-form-title">
      <form className={styles.card} onSubmit={submit} noValidate>
        <span className={styles.icon} aria-hidden="true">
          <LogIn size={30} />
        </span>
        <h1 id="login-form-title" className={styles.title}>
          {t`Entrar na sua conta`}
        </h1>
        <p className={styles.lead}>{t`Acesse com o usuário e a senha da sua conta de coach.`}</p>
        {failure ? (
          <p id="login-error" className={styles.error} role="alert">
            {refused ? failureText : (description ?? failureText)}
          </p>
        ) : null}
        <LoginField
          name="username"
          label={t`Usuário ou e-mail`}
          autoComplete="username"
          value={username}
          onValue={setUsername}
          refused={refused}
          disabled={busy}
        />
        <LoginField
          ref={passwordRef}
          name="password"
          label={t`Senha`}
          type="password"
          autoComplete="current-password"
          value={password}
          onValue={setPassword}
          refused={refused}
          disabled={busy}
        />
        <Button type="submit" className={styles.submit} disabled={busy || !username.trim() || !password}>
          {busy ? t`Entrando…` : t`Entrar`}
        </Button>
        {busy ? <Loading inline text={t`Verificando seus dados`} /> : null}
      </form>
    </section>
  );
}
