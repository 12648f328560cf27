import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import './effects-timing';

describe('effect timing', () => {
  it('runs a render’s effects right after its commit, before any later event', async () => {
    const ran: string[] = [];
    function Probe() {
      useEffect(() => {
        ran.push('effect');
      }, []);
      return <p>probe</p>;
    }
    const container = document.createElement('div');
    document.body.append(container);
    createRoot(container).render(<Probe />);
    await new Promise<void>((resolve) => queueMicrotask(resolve));
    expect(ran).toEqual(['effect']);
  });
});
