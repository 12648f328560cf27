import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyRetry, retryImport } from './retry-import';

function goOffline(offline: boolean): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
}

afterEach(() => vi.useRealTimers());

describe('retryImport', () => {
  it('downloads again, a fresh import, once the browser is back online', async () => {
    goOffline(true);
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue('module');
    const loaded = retryImport(load);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    goOffline(false);
    window.dispatchEvent(new Event('online'));
    await expect(loaded).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('online but failed (the server), tries again after a pause', async () => {
    vi.useFakeTimers();
    goOffline(false);
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('500')).mockResolvedValue('module');
    const loaded = retryImport(load);
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(loaded).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('lazyRetry', () => {
  it('keeps the fallback, not an error, while offline and renders the component once online', async () => {
    goOffline(true);
    let online = false;
    const Section = lazyRetry(() =>
      online
        ? Promise.resolve({ default: () => <p>section</p> })
        : Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    render(
      <Suspense fallback={<p>loading</p>}>
        <Section />
      </Suspense>,
    );
    expect(await screen.findByText('loading')).toBeTruthy();
    online = true;
    goOffline(false);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await Promise.resolve();
    });
    expect(await screen.findByText('section')).toBeTruthy();
  });
});
