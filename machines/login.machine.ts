import { and, assign, setup } from 'xstate';
import type { Tokens } from '@/api/gen/auth/model';
import {
  errorStatus,
  isExtensionScriptError,
  isNotFoundOrUnauthorized,
  isRefusedGrant,
  oauthErrorDescription,
} from './lib/login-errors';
import { viewProvided } from './lib/view-provided';

/** Retries allowed when the known browser-extension script error interrupts the sign-in. */
export const LOGIN_MAX_RETRIES = 20;
/** Wait between two of those retries. */
export const LOGIN_RETRY_DELAY_MS = 1000;

/** The provider's tokens, the refresh token always present (empty when the provider sent none). */
export type LoginTokens = Required<Pick<Tokens, 'access_token' | 'refresh_token'>>;

/** Who signed in and whether they already went through the customize step. */
export interface LoginAccount {
  username: string;
  alreadySiteAccess: boolean;
}

export type LoginCredentials =
  | { kind: 'code'; code: string; codeVerifier: string | null }
  | { kind: 'password'; username: string; password: string };

export type LoginFailure =
  /** The `state` returned by the provider is not the one this browser sent. */
  | 'state_mismatch'
  /** The provider refused the code (already used, forged, or PKCE verifier mismatch). */
  | 'grant_refused'
  /** Username or password rejected by the provider. */
  | 'invalid_credentials'
  /** The authorization request could not be prepared (no Web Crypto, storage blocked). */
  | 'authorization_unavailable'
  /** The provider sent the coach back with an OAuth error (for example access_denied). */
  | 'provider_error'
  /** The code could not be exchanged for tokens (server error, network, malformed request). */
  | 'exchange_failed';

export interface LoginInput {
  /** `code` query parameter of /login, when the provider sent the coach back. */
  code?: string | null;
  /** `state` query parameter returned with the code. */
  returnedState?: string | null;
  /** `state` this browser stored before leaving for the provider. */
  expectedState?: string | null;
  /** PKCE verifier stored before leaving for the provider. */
  codeVerifier?: string | null;
  /** Show the username and password form instead of leaving for the provider. */
  passwordForm?: boolean;
  /** `error` / `error_description` query parameters the provider sent back instead of a code. */
  providerError?: string | null;
  providerErrorDescription?: string | null;
}

export interface LoginContext {
  code: string | null;
  returnedState: string | null;
  expectedState: string | null;
  codeVerifier: string | null;
  passwordForm: boolean;
  providerError: string | null;
  credentials: LoginCredentials | null;
  retries: number;
  failure: LoginFailure | null;
  errorDescription: string | null;
}

export type LoginEvent =
  { type: 'login.submit'; username: string; password: string } | { type: 'login.retry' } | { type: 'login.password' };

/** On the known browser-extension script error, waits in `waiting` and then makes the call again. */
function retryOnExtensionError<T extends string>(waiting: T) {
  return {
    guard: { type: 'canRetry', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
    target: waiting,
    actions: 'countRetry',
  } as const;
}

/**
 * Signs a coach in: leaves for the provider's authorization page (PKCE + state) when no code
 * is present, otherwise checks the returned state, exchanges the code (or a username and
 * password) for tokens, reads the account and sends the coach to their edit page or to the
 * customize step. A callback (code or provider error) whose state is not the one this browser
 * sent is refused without touching the stored tokens, and the provider's text is not shown.
 * The known browser-extension script error is retried 20 times, 1 s apart.
 * A code exchange that still fails clears the tokens and stays on /login with an explanation
 * and a way to try again: leaving through the logout address would bring the coach straight
 * back to the provider without ever saying what went wrong. Any other failure (reading the
 * account) clears the tokens and leaves through the logout address.
 */
export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    // The assertion types the generic; every input field is optional, which the rule misreads.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    input: {} as LoginInput,
  },
  actors: {
    prepareAuthorization: viewProvided<{ url: string }>('prepareAuthorization'),
    exchangeTokens: viewProvided<LoginTokens, LoginCredentials>('exchangeTokens'),
    loadAccount: viewProvided<LoginAccount>('loadAccount'),
  },
  actions: {
    redirectToProvider: (_, _params: { url: string }) => {},
    storeTokens: (_, _params: LoginTokens) => {},
    clearTokens: () => {},
    goToDestination: (_, _params: LoginAccount) => {},
    goToNotFound: () => {},
    goToLogout: () => {},
    countRetry: assign({ retries: ({ context }) => context.retries + 1 }),
    recordFailure: assign((_, params: { failure: LoginFailure; description?: string | null }) => ({
      failure: params.failure,
      errorDescription: params.description ?? null,
    })),
    /** A code or password exchange that failed for good, with the server's reason. */
    recordExchangeFailure: assign((_, params: { error: unknown }) => ({
      failure: 'exchange_failed' as const,
      errorDescription: oauthErrorDescription(params.error) ?? null,
    })),
    takeCode: assign(({ context }) => {
      const credentials: LoginCredentials = {
        kind: 'code',
        code: context.code ?? '',
        codeVerifier: context.codeVerifier,
      };
      return { credentials };
    }),
    takePassword: assign((_, params: { username: string; password: string }) => {
      const credentials: LoginCredentials = {
        kind: 'password',
        username: params.username.trim(),
        password: params.password,
      };
      return { credentials, failure: null, errorDescription: null, retries: 0 };
    }),
    startOver: assign({ failure: null, errorDescription: null, code: null, providerError: null, retries: 0 }),
  },
  guards: {
    hasProviderError: ({ context }) => context.providerError !== null,
    hasCode: ({ context }) => context.code !== null,
    wantsPasswordForm: ({ context }) => context.passwordForm,
    isStateValid: ({ context }) => context.expectedState !== null && context.returnedState === context.expectedState,
    canRetry: ({ context }, params: { error: unknown }) =>
      context.retries < LOGIN_MAX_RETRIES && isExtensionScriptError(params.error),
    isCredentialRejection: ({ context }, params: { error: unknown }) => {
      const status = errorStatus(params.error);
      return context.credentials?.kind === 'password' && (status === 400 || status === 401);
    },
    isPasswordAttempt: ({ context }) => context.credentials?.kind === 'password',
    isNotFoundOrUnauthorized: (_, params: { error: unknown }) => isNotFoundOrUnauthorized(params.error),
    isRefusedGrant: (_, params: { error: unknown }) => isRefusedGrant(params.error),
  },
  delays: {
    retryDelay: LOGIN_RETRY_DELAY_MS,
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    code: input.code || null,
    returnedState: input.returnedState ?? null,
    expectedState: input.expectedState ?? null,
    codeVerifier: input.codeVerifier ?? null,
    passwordForm: input.passwordForm ?? false,
    providerError: input.providerError || null,
    credentials: null,
    retries: 0,
    failure: input.providerError ? 'provider_error' : null,
    errorDescription: input.providerError ? (input.providerErrorDescription ?? null) : null,
  }),
  initial: 'start',
  states: {
    start: {
      always: [
        // The provider's error and its text count only for a sign-in this browser started.
        { guard: and(['hasProviderError', 'isStateValid']), target: 'refused', actions: 'clearTokens' },
        {
          guard: 'hasProviderError',
          target: 'refused',
          actions: { type: 'recordFailure', params: { failure: 'state_mismatch' } },
        },
        { guard: 'hasCode', target: 'checkingState' },
        { guard: 'wantsPasswordForm', target: 'form' },
        { target: 'preparing' },
      ],
    },
    preparing: {
      invoke: {
        src: 'prepareAuthorization',
        onDone: {
          target: 'redirecting',
          actions: { type: 'redirectToProvider', params: ({ event }) => event.output },
        },
        onError: {
          target: 'refused',
          actions: { type: 'recordFailure', params: { failure: 'authorization_unavailable' } },
        },
      },
    },
    redirecting: {},
    checkingState: {
      always: [
        { guard: 'isStateValid', target: 'exchanging', actions: 'takeCode' },
        // A callback this browser did not start changes nothing: a signed-in coach stays signed in.
        { target: 'refused', actions: { type: 'recordFailure', params: { failure: 'state_mismatch' } } },
      ],
    },
    form: {
      on: {
        'login.submit': {
          target: 'exchanging',
          actions: {
            type: 'takePassword',
            params: ({ event }) => ({ username: event.username, password: event.password }),
          },
        },
      },
    },
    exchanging: {
      invoke: {
        src: 'exchangeTokens',
        input: ({ context }) => context.credentials as LoginCredentials,
        onDone: {
          target: 'loadingAccount',
          actions: { type: 'storeTokens', params: ({ event }) => event.output },
        },
        onError: [
          retryOnExtensionError('waitingToExchange'),
          {
            guard: { type: 'isCredentialRejection', params: ({ event }) => ({ error: event.error }) },
            target: 'form',
            actions: {
              type: 'recordFailure',
              params: ({ event }) => ({
                failure: 'invalid_credentials' as const,
                description: oauthErrorDescription(event.error),
              }),
            },
          },
          {
            guard: { type: 'isNotFoundOrUnauthorized', params: ({ event }) => ({ error: event.error }) },
            target: 'notFound',
            actions: ['clearTokens', 'goToNotFound'],
          },
          {
            guard: { type: 'isRefusedGrant', params: ({ event }) => ({ error: event.error }) },
            target: 'refused',
            actions: [
              {
                type: 'recordFailure',
                params: ({ event }) => ({
                  failure: 'grant_refused' as const,
                  description: oauthErrorDescription(event.error),
                }),
              },
              'clearTokens',
            ],
          },
          // A password attempt stays on its form; a code exchange shows the refusal.
          {
            guard: 'isPasswordAttempt',
            target: 'form',
            actions: [
              { type: 'recordExchangeFailure', params: ({ event }) => ({ error: event.error }) },
              'clearTokens',
            ],
          },
          {
            target: 'refused',
            actions: [
              { type: 'recordExchangeFailure', params: ({ event }) => ({ error: event.error }) },
              'clearTokens',
            ],
          },
        ],
      },
    },
    waitingToExchange: {
      after: { retryDelay: 'exchanging' },
    },
    loadingAccount: {
      invoke: {
        src: 'loadAccount',
        onDone: {
          target: 'done',
          actions: { type: 'goToDestination', params: ({ event }) => event.output },
        },
        onError: [
          retryOnExtensionError('waitingToLoadAccount'),
          { target: 'failed', actions: ['clearTokens', 'goToLogout'] },
        ],
      },
    },
    waitingToLoadAccount: {
      after: { retryDelay: 'loadingAccount' },
    },
    refused: {
      on: {
        'login.retry': { target: 'preparing', actions: 'startOver' },
        'login.password': { target: 'form', actions: 'startOver' },
      },
    },
    done: { type: 'final' },
    notFound: { type: 'final' },
    failed: { type: 'final' },
  },
});
