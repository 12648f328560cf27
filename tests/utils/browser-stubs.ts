/**
 * What jsdom lacks and the app uses: ResizeObserver (carousels), matchMedia (breakpoints,
 * reduced motion) and, on request, a silent IntersectionObserver (lazy sections that should stay
 * unloaded). Undone by `vi.unstubAllGlobals()`.
 */
import { vi } from 'vitest';

class ObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}

export function stubBrowser({ intersection = false }: { intersection?: boolean } = {}): void {
  vi.stubGlobal('ResizeObserver', ObserverStub);
  if (intersection) vi.stubGlobal('IntersectionObserver', ObserverStub);
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
}
