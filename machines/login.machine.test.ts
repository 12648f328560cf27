// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  LOGIN_MAX_RETRIES,
  LOGIN_RETRY_DELAY_MS,
  loginMachine,
  type LoginAccount,
  type LoginCredentials,
  type LoginInput,
  type LoginTokens,
} from './login.machine';

const tokens: LoginTokens = { access_token: 'access-1', refresh_token: 'refresh-1' };
const returning: LoginAccount = { username: 'ana-souza', alreadySiteAccess: true };

function extensionError(): Error {
  return new Error('Extension context invalidated.');
}

function httpError(status: number, error?: string, error_description?: string) {
  return Object.assign(new Error(`HTTP ${status}`), { status, error, error_description });
}

interface Setup {
  exchange?: (credentials: LoginCredentials) => Promise<LoginTokens>;
  account?: () => Promise<LoginAccount>;
  prepare?: () => Promise<{ url: string }>;
}

function start(input: LoginInput, impl: Setup = {}) {
  const spies = {
    exchange: vi.fn(impl.exchange ?? (() => Promise.resolve(tokens))),
    account: vi.fn(impl.account ?? (() => Promise.resolve(returning))),
    prepare: vi.fn(impl.prepare ?? (() => Promise.resolve({ url: 'https://sso.example/authorize?x=1' }))),
    redirectToProvider: vi.fn(),
    storeTokens: vi.fn(),
    clearTokens: vi.fn(),
    goToDestination: vi.fn(),
    goToNotFound: vi.fn(),
    goToLogout: vi.fn(),
  };
  const machine = loginMachine.provide({
    actors: {
      prepareAuthorization: fromPromise(() => spies.prepare()),
      exchangeTokens: fromPromise(({ input: credentials }) => spies.exchange(credentials)),
      loadAccount: fromPromise(() => spies.account()),
    },
    actions: {
      redirectToProvider: (_, params) => {
        spies.redirectToProvider(params);
      },
      storeTokens: (_, params) => {
        spies.storeTokens(params);
      },
      clearTokens: () => {
        spies.clearTokens();
      },
      goToDestination: (_, params) => {
        spies.goToDestination(params);
      },
      goToNotFound: () => {
        spies.goToNotFound();
      },
      goToLogout: () => {
        spies.goToLogout();
      },
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, spies };
}

const withCode: LoginInput = {
  code: 'code-1',
  returnedState: 'state-1',
  expectedState: 'state-1',
  codeVerifier: 'verifier-1',
};

describe('loginMachine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('leaves for the provider when there is no code', async () => {
    const { actor, spies } = start({});
    await vi.waitFor(() => expect(actor.getSnapshot().matches('redirecting')).toBe(true));
    expect(spies.redirectToProvider).toHaveBeenCalledWith({ url: 'https://sso.example/authorize?x=1' });
    expect(spies.exchange).not.toHaveBeenCalled();
  });

  it('exchanges the code with its PKCE verifier, stores the tokens and sends a returning coach to the edit page', async () => {
    const { actor, spies } = start(withCode);
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(spies.exchange).toHaveBeenCalledWith({ kind: 'code', code: 'code-1', codeVerifier: 'verifier-1' });
    expect(spies.storeTokens).toHaveBeenCalledWith(tokens);
    expect(spies.goToDestination).toHaveBeenCalledWith(returning);
    expect(spies.clearTokens).not.toHaveBeenCalled();
  });

  it('hands a first-time coach to the destination action with alreadySiteAccess false', async () => {
    const first: LoginAccount = { username: 'novo', alreadySiteAccess: false };
    const { actor, spies } = start(withCode, { account: () => Promise.resolve(first) });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('done')).toBe(true));
    expect(spies.goToDestination).toHaveBeenCalledWith(first);
  });

  it('refuses a forged state without calling the provider, and a signed-in coach stays signed in', () => {
    const { actor, spies } = start({ ...withCode, returnedState: 'forged' });
    expect(actor.getSnapshot().matches('refused')).toBe(true);
    expect(actor.getSnapshot().context.failure).toBe('state_mismatch');
    expect(spies.exchange).not.toHaveBeenCalled();
    expect(spies.clearTokens).not.toHaveBeenCalled();
  });

  it('refuses a code when this browser never stored a state, and keeps the tokens', () => {
    const { actor, spies } = start({ code: 'code-1', returnedState: 'state-1', expectedState: null });
    expect(actor.getSnapshot().matches('refused')).toBe(true);
    expect(spies.exchange).not.toHaveBeenCalled();
    expect(spies.clearTokens).not.toHaveBeenCalled();
  });

  it('retries 20 times, one second apart, on the browser-extension script error and then explains the failure', async () => {
    const { actor, spies } = start(withCode, { exchange: () => Promise.reject(extensionError()) });
    await vi.advanceTimersByTimeAsync(0);
    expect(spies.exchange).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches('waitingToExchange')).toBe(true);

    for (let retry = 1; retry <= LOGIN_MAX_RETRIES; retry += 1) {
      await vi.advanceTimersByTimeAsync(LOGIN_RETRY_DELAY_MS - 1);
      expect(spies.exchange).toHaveBeenCalledTimes(retry);
      await vi.advanceTimersByTimeAsync(1);
      expect(spies.exchange).toHaveBeenCalledTimes(retry + 1);
    }

    expect(actor.getSnapshot().context.retries).toBe(LOGIN_MAX_RETRIES);
    expect(actor.getSnapshot().matches('refused')).toBe(true);
    expect(actor.getSnapshot().context.failure).toBe('exchange_failed');
    expect(spies.clearTokens).toHaveBeenCalledTimes(1);
    expect(spies.goToLogout).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5 * LOGIN_RETRY_DELAY_MS);
    expect(spies.exchange).toHaveBeenCalledTimes(LOGIN_MAX_RETRIES + 1);
  });

  it('succeeds when the extension error goes away before the retries run out', async () => {
    let calls = 0;
    const { actor, spies } = start(withCode, {
      exchange: () => (++calls < 4 ? Promise.reject(extensionError()) : Promise.resolve(tokens)),
    });
    await vi.advanceTimersByTimeAsync(3 * LOGIN_RETRY_DELAY_MS);
    expect(actor.getSnapshot().matches('done')).toBe(true);
    expect(spies.exchange).toHaveBeenCalledTimes(4);
    expect(spies.goToLogout).not.toHaveBeenCalled();
    expect(spies.storeTokens).toHaveBeenCalledTimes(1);
  });

  it('retries the account lookup without exchanging the code again', async () => {
    let calls = 0;
    const { actor, spies } = start(withCode, {
      account: () => (++calls < 3 ? Promise.reject(extensionError()) : Promise.resolve(returning)),
    });
    await vi.advanceTimersByTimeAsync(2 * LOGIN_RETRY_DELAY_MS);
    expect(actor.getSnapshot().matches('done')).toBe(true);
    expect(spies.exchange).toHaveBeenCalledTimes(1);
    expect(spies.account).toHaveBeenCalledTimes(3);
  });

  it('does not retry a failed code exchange: it clears the tokens and stays to explain, with the server reason', async () => {
    const { actor, spies } = start(withCode, {
      exchange: () => Promise.reject(httpError(500, 'server_error', 'Serviço de login indisponível.')),
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('refused')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({
      failure: 'exchange_failed',
      errorDescription: 'Serviço de login indisponível.',
    });
    expect(spies.clearTokens).toHaveBeenCalled();
    expect(spies.goToLogout).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10 * LOGIN_RETRY_DELAY_MS);
    expect(spies.exchange).toHaveBeenCalledTimes(1);

    actor.send({ type: 'login.retry' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('redirecting')).toBe(true);
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('keeps the password form open with an explanation when the exchange fails for another reason', async () => {
    const { actor, spies } = start(
      { passwordForm: true },
      { exchange: () => Promise.reject(new TypeError('Failed to fetch')) },
    );
    actor.send({ type: 'login.submit', username: 'ana-souza', password: 'demo1234' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('form')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ failure: 'exchange_failed', errorDescription: null });
    expect(spies.goToLogout).not.toHaveBeenCalled();
  });

  it('signs out when reading the account fails for another reason', async () => {
    const { actor, spies } = start(withCode, { account: () => Promise.reject(new TypeError('Failed to fetch')) });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(spies.clearTokens).toHaveBeenCalled();
    expect(spies.goToLogout).toHaveBeenCalled();
    expect(spies.goToDestination).not.toHaveBeenCalled();
  });

  it.each([404, 401])('sends a token exchange %i to /not_found', async (status) => {
    const { actor, spies } = start(withCode, { exchange: () => Promise.reject(httpError(status)) });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('notFound')).toBe(true);
    expect(spies.goToNotFound).toHaveBeenCalled();
    expect(spies.goToLogout).not.toHaveBeenCalled();
  });

  it('refuses a reused code or a PKCE mismatch with the provider explanation', async () => {
    const { actor, spies } = start(withCode, {
      exchange: () => Promise.reject(httpError(400, 'invalid_grant', 'code_verifier does not match')),
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('refused')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({
      failure: 'grant_refused',
      errorDescription: 'code_verifier does not match',
    });
    expect(spies.goToLogout).not.toHaveBeenCalled();

    actor.send({ type: 'login.retry' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('redirecting')).toBe(true);
    expect(spies.redirectToProvider).toHaveBeenCalledTimes(1);
  });

  it('signs in with username and password from the form', async () => {
    const { actor, spies } = start({ passwordForm: true });
    expect(actor.getSnapshot().matches('form')).toBe(true);
    expect(spies.prepare).not.toHaveBeenCalled();
    actor.send({ type: 'login.submit', username: ' ana ', password: 'secret' });
    await vi.advanceTimersByTimeAsync(0);
    expect(spies.exchange).toHaveBeenCalledWith({ kind: 'password', username: 'ana', password: 'secret' });
    expect(actor.getSnapshot().matches('done')).toBe(true);
  });

  it('keeps the form open with an explanation when the password is rejected', async () => {
    const { actor, spies } = start(
      { passwordForm: true },
      { exchange: () => Promise.reject(httpError(401, 'invalid_grant', 'Invalid username or password')) },
    );
    actor.send({ type: 'login.submit', username: 'ana', password: 'wrong' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('form')).toBe(true);
    expect(actor.getSnapshot().context.failure).toBe('invalid_credentials');
    expect(spies.goToNotFound).not.toHaveBeenCalled();
    expect(spies.goToLogout).not.toHaveBeenCalled();
  });

  it('refuses a callback of its own sign-in that carries a provider error, with the provider text', () => {
    const { actor, spies } = start({
      providerError: 'access_denied',
      providerErrorDescription: 'Acesso negado',
      returnedState: 'state-1',
      expectedState: 'state-1',
    });
    expect(actor.getSnapshot().matches('refused')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ failure: 'provider_error', errorDescription: 'Acesso negado' });
    expect(spies.exchange).not.toHaveBeenCalled();
    expect(spies.clearTokens).toHaveBeenCalled();
  });

  it('shows no provider text and keeps the tokens for an error callback this browser did not start', () => {
    for (const expectedState of ['state-1', null]) {
      const { actor, spies } = start({
        providerError: 'access_denied',
        providerErrorDescription: 'Ligue para 0800 000 0000 para reativar sua conta',
        returnedState: 'forged',
        expectedState,
      });
      expect(actor.getSnapshot().matches('refused')).toBe(true);
      expect(actor.getSnapshot().context).toMatchObject({ failure: 'state_mismatch', errorDescription: null });
      expect(spies.clearTokens).not.toHaveBeenCalled();
      expect(spies.exchange).not.toHaveBeenCalled();
    }
  });

  it('explains when the authorization request cannot be prepared', async () => {
    const { actor } = start({}, { prepare: () => Promise.reject(new Error('crypto.subtle is undefined')) });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('refused')).toBe(true);
    expect(actor.getSnapshot().context.failure).toBe('authorization_unavailable');
  });
});
