import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { useAfterFirstPaint } from './after-first-paint';

function Probe({ enabled }: { enabled?: boolean }) {
  return <p>{useAfterFirstPaint(enabled) ? 'below the fold' : 'held back'}</p>;
}

/** A browser that reports paints, with `painted` entries so far. */
function stubPaints(painted: number) {
  vi.stubGlobal('PerformanceObserver', Object.assign(class {}, { supportedEntryTypes: ['paint'] }));
  vi.spyOn(performance, 'getEntriesByType').mockImplementation((type) =>
    type === 'paint' ? (Array.from({ length: painted }, () => ({})) as PerformanceEntryList) : [],
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('useAfterFirstPaint', () => {
  it('holds back on the first render of a cold load, then shows once a frame has passed', async () => {
    stubPaints(0);
    render(<Probe />);
    expect(screen.getByText('held back')).toBeInTheDocument();
    expect(await screen.findByText('below the fold')).toBeInTheDocument();
  });

  it('shows at once once the page has painted (a page reached from another one)', () => {
    stubPaints(1);
    render(<Probe />);
    expect(screen.getByText('below the fold')).toBeInTheDocument();
  });

  it('shows at once when the address points at an anchor, so the browser can scroll to it', () => {
    stubPaints(0);
    window.history.replaceState(null, '', '/ana-souza#gallery');
    render(<Probe />);
    expect(screen.getByText('below the fold')).toBeInTheDocument();
  });

  it('shows at once when disabled, and where paints are not reported', () => {
    stubPaints(0);
    render(<Probe enabled={false} />);
    expect(screen.getByText('below the fold')).toBeInTheDocument();
    vi.unstubAllGlobals();
    vi.stubGlobal('PerformanceObserver', undefined);
    render(<Probe />);
    expect(screen.getAllByText('below the fold')).toHaveLength(2);
  });
});
