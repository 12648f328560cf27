import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { effectsRunAfterCommit } from './effects-timing';

const ran: string[] = [];

function Probe({ name }: { name: string }) {
  useEffect(() => {
    ran.push(name);
  }, [name]);
  return <p>{name}</p>;
}

const microtask = () => new Promise<void>((resolve) => queueMicrotask(resolve));
const nextFrame = () => new Promise<void>((resolve) => setTimeout(resolve, 60));

describe('effect timing', () => {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);

  afterEach(() => {
    ran.length = 0;
  });

  it('before any input, lets the page paint before a render’s effects run', async () => {
    expect(effectsRunAfterCommit()).toBe(false);
    root.render(<Probe name="first" />);
    expect(container.textContent).toBe('first');
    await microtask();
    expect(ran).toEqual([]);
    await nextFrame();
    expect(ran).toEqual(['first']);
  });

  it('runs effects still waiting before the page handles the first input', async () => {
    root.render(<Probe name="second" />);
    await microtask();
    expect(ran).toEqual([]);
    let seenByPage: string[] = [];
    const onKey = () => {
      seenByPage = [...ran];
    };
    document.addEventListener('keydown', onKey);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    document.removeEventListener('keydown', onKey);
    expect(seenByPage).toEqual(['second']);
    expect(effectsRunAfterCommit()).toBe(true);
  });

  it('after the first input, runs a render’s effects right after its commit', async () => {
    root.render(<Probe name="third" />);
    await microtask();
    expect(ran).toEqual(['third']);
  });
});
