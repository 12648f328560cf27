import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('embla-carousel');
  vi.resetModules();
});

describe('preloadEmbla', () => {
  it('downloads embla and its autoplay plugin once for every carousel', async () => {
    vi.resetModules();
    const { preloadEmbla } = await import('./use-embla');
    const first = preloadEmbla();
    expect(preloadEmbla()).toBe(first);
    const [embla, autoplay] = await first;
    expect(typeof embla.default).toBe('function');
    expect(typeof autoplay.default).toBe('function');
  });

  it('does not keep a failed download (offline): the next carousel asks again', async () => {
    vi.resetModules();
    let online = false;
    vi.doMock('embla-carousel', async (importOriginal) => {
      if (!online) throw new TypeError('Failed to fetch dynamically imported module');
      return importOriginal();
    });
    const { preloadEmbla } = await import('./use-embla');
    const failed = preloadEmbla();
    await expect(failed).rejects.toThrow();
    online = true;
    const retried = preloadEmbla();
    expect(retried).not.toBe(failed);
    await expect(retried).resolves.toHaveLength(2);
  });
});
