/**
 * The demo login provider's sign-in page (/demo/authorize). It plays the external provider in
 * demo builds: the coach picks a demo account or "Novo coach" (a fresh account that goes through
 * the first-time customisation), the demo backend mints a single-use code bound to the PKCE
 * challenge, and the browser returns to `redirect_uri?code=...&state=...`. Only the app's /login
 * is a registered redirect_uri: a request for any other address is shown as invalid.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { KeyRound, UserPlus, UserRound } from 'lucide-react';
import { Loading } from '@/components/ui/loading';
import {
  approveAuthorization,
  browserNavigation,
  DemoRequestError,
  demoAccountsOptions,
  DEMO_PASSWORD,
} from './demo-api';
import { AUTHORIZATION_FIELDS, type AuthorizationRequest } from './authorization-request';
import cardPage from '@/components/ui/card-page.module.css';
import styles from './demo-pages.module.css';

/** A complete request for the app's one registered redirect_uri, its /login page; else null. */
function completeRequest(request: Partial<AuthorizationRequest>): AuthorizationRequest | null {
  return AUTHORIZATION_FIELDS.every((field) => typeof request[field] === 'string' && request[field] !== '') &&
    request.redirect_uri === `${window.location.origin}/login`
    ? (request as AuthorizationRequest)
    : null;
}

export default function AuthorizePage({ request }: { request: Partial<AuthorizationRequest> }) {
  const { t } = useLingui();
  const accounts = useQuery(demoAccountsOptions());
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const authorization = completeRequest(request);

  const choose = async (key: string, choice: Parameters<typeof approveAuthorization>[1]) => {
    if (!authorization) return;
    setBusy(key);
    setProblem(null);
    try {
      browserNavigation.assign(await approveAuthorization(authorization, choice));
    } catch (error) {
      setBusy(null);
      setProblem(
        error instanceof DemoRequestError && error.description
          ? error.description
          : t`Não foi possível entrar. Tente novamente.`,
      );
    }
  };

  return (
    <section className={cardPage.page} aria-labelledby="demo-authorize-title">
      <div className={styles.card}>
        <span className={cardPage.icon} aria-hidden="true">
          <KeyRound size={32} />
        </span>
        <h1 id="demo-authorize-title" className={styles.title}>{t`Entrar na Coachly`}</h1>
        <p className={styles.lead}>{t`Provedor de login de demonstração: escolha com qual conta entrar.`}</p>

        {!authorization ? (
          <div className={styles.notice} role="alert">
            <p>{t`Pedido de autorização inválido ou incompleto. Comece a entrada pela página de login.`}</p>
            <Link to="/login" className={styles.textLink}>
              {t`Ir para o login`}
            </Link>
          </div>
        ) : accounts.isPending ? (
          <Loading text={t`Carregando contas…`} />
        ) : accounts.isError ? (
          <p className={styles.notice} role="alert">
            {t`Não foi possível carregar as contas de demonstração.`}
          </p>
        ) : (
          <>
            <ul className={styles.accounts} aria-label={t`Contas de demonstração`}>
              {accounts.data.map((account) => (
                <li key={account.id}>
                  <button
                    type="button"
                    className={styles.account}
                    disabled={busy !== null}
                    onClick={() => void choose(account.id, { account: account.id })}
                  >
                    <UserRound size={24} aria-hidden="true" />
                    <span className={styles.accountText}>
                      <strong>{account.displayName}</strong>
                      <span>
                        @{account.username} · {account.email}
                      </span>
                    </span>
                    {account.firstLogin ? <span className={styles.tag}>{t`Primeiro acesso`}</span> : null}
                  </button>
                </li>
              ))}
            </ul>
            <p className={styles.or}>{t`ou comece do zero`}</p>
            <button
              type="button"
              className={`${styles.account} ${styles.newAccount}`}
              disabled={busy !== null}
              onClick={() => void choose('new', { newCoach: true })}
            >
              <UserPlus size={24} aria-hidden="true" />
              <span className={styles.accountText}>
                <strong>{t`Novo coach`}</strong>
                <span>{t`Cria uma conta sem perfil, que passa pela personalização.`}</span>
              </span>
            </button>
            {busy ? <Loading inline text={t`Entrando…`} /> : null}
            {problem ? (
              <p className={styles.notice} role="alert">
                {problem}
              </p>
            ) : null}
            <p className={styles.hint}>
              {t`No formulário de usuário e senha, use o nome de usuário de uma conta e a senha ${DEMO_PASSWORD}.`}
            </p>
            <button
              type="button"
              className={styles.textButton}
              disabled={busy !== null}
              onClick={() => void choose('deny', { deny: true })}
            >
              {t`Cancelar e voltar`}
            </button>
          </>
        )}
      </div>
    </section>
  );
}
