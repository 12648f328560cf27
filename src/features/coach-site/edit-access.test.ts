import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isRedirect } from '@tanstack/react-router';
import { ApiError } from '@/api/errors';
import { acceptEditAccess, declineEditAccess, finishEditAccess, stashEditAccess } from './edit-access';

const exchange = vi.hoisted(() => ({
  signedInUsername: vi.fn<() => Promise<string | null>>(),
  exchangeEditAccessToken: vi.fn<(token: string) => Promise<void>>(),
}));
vi.mock('./edit-access-exchange', () => exchange);

/** The address a guard step redirected to (by href), if it did. */
async function redirectOf(step: () => unknown): Promise<string | undefined> {
  try {
    await step();
  } catch (thrown) {
    if (isRedirect(thrown)) return thrown.options.href;
    throw thrown;
  }
  return undefined;
}

describe('edit access by link', () => {
  beforeEach(() => {
    declineEditAccess();
    exchange.signedInUsername.mockReset();
    exchange.exchangeEditAccessToken.mockReset().mockResolvedValue(undefined);
  });

  it('opens the editor at once when nobody is signed in', async () => {
    exchange.signedInUsername.mockResolvedValue(null);
    await redirectOf(() => stashEditAccess('joao-pereira', 'tok-1'));
    expect(await redirectOf(() => finishEditAccess('joao-pereira'))).toBe('/joao-pereira/edit');
    expect(exchange.exchangeEditAccessToken).toHaveBeenCalledWith('tok-1');
  });

  it('opens the editor without asking when the link is for the coach signed in', async () => {
    exchange.signedInUsername.mockResolvedValue('joao-pereira');
    await redirectOf(() => stashEditAccess('joao-pereira', 'tok-1'));
    expect(await redirectOf(() => finishEditAccess('joao-pereira'))).toBe('/joao-pereira/edit');
  });

  it('asks before switching when another coach is signed in, and switches only when told to', async () => {
    exchange.signedInUsername.mockResolvedValue('ana-souza');
    await redirectOf(() => stashEditAccess('joao-pereira', 'tok-1'));
    await expect(finishEditAccess('joao-pereira')).resolves.toEqual({ active: 'ana-souza', target: 'joao-pereira' });
    expect(exchange.exchangeEditAccessToken).not.toHaveBeenCalled();

    await expect(acceptEditAccess('joao-pereira')).resolves.toBe('/joao-pereira/edit');
    expect(exchange.exchangeEditAccessToken).toHaveBeenCalledWith('tok-1');
  });

  it('forgets the token when the coach keeps the account signed in', async () => {
    exchange.signedInUsername.mockResolvedValue('ana-souza');
    await redirectOf(() => stashEditAccess('joao-pereira', 'tok-1'));
    await finishEditAccess('joao-pereira');
    declineEditAccess();
    await expect(finishEditAccess('joao-pereira')).resolves.toBeUndefined();
    expect(exchange.exchangeEditAccessToken).not.toHaveBeenCalled();
  });

  it('sends a refused token to /not_found and keeps one the server failed on for another try', async () => {
    exchange.signedInUsername.mockResolvedValue('');
    await redirectOf(() => stashEditAccess('joao-pereira', 'tok-1'));
    await expect(finishEditAccess('joao-pereira')).resolves.toEqual({ active: '', target: 'joao-pereira' });

    exchange.exchangeEditAccessToken.mockRejectedValueOnce(new ApiError(503, {}));
    await expect(acceptEditAccess('joao-pereira')).rejects.toBeInstanceOf(ApiError);
    exchange.exchangeEditAccessToken.mockRejectedValueOnce(new ApiError(400, { error: 'invalid_grant' }));
    await expect(acceptEditAccess('joao-pereira')).resolves.toBe('/not_found');
    expect(exchange.exchangeEditAccessToken).toHaveBeenCalledTimes(2);
  });
});
