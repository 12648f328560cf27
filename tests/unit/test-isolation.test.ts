/**
 * Test files run side by side in worker threads of one process, and a BroadcastChannel reaches
 * every thread of its process: without the setup's scoping, a save one file's edit session
 * announces would be followed by another file's editor of the same coach.
 */
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';

const NAME = 'coachly.profile.isolation-check';

function once(channel: BroadcastChannel): Promise<unknown> {
  return new Promise((resolve) => channel.addEventListener('message', (event) => resolve(event.data), { once: true }));
}

describe('channels between tabs, in the tests', () => {
  it("reach this file's other channels of that name, not another thread's", async () => {
    const listener = new BroadcastChannel(NAME);
    const heard: unknown[] = [];
    listener.onmessage = (event) => heard.push(event.data);
    // Another test file's thread announces on the same name, then says it has.
    const other = new Worker(
      `const { parentPort } = require('node:worker_threads');
       const channel = new BroadcastChannel(${JSON.stringify(NAME)});
       channel.postMessage('from another file');
       channel.close();
       parentPort.postMessage('posted');`,
      { eval: true },
    );
    await new Promise((resolve) => other.once('message', resolve));
    await other.terminate();
    // A second tab of this file announces after it: its message is the first the listener hears.
    const sibling = new BroadcastChannel(NAME);
    const next = once(listener);
    sibling.postMessage('from this file');
    await expect(next).resolves.toBe('from this file');
    expect(heard).toEqual(['from this file']);
    sibling.close();
    listener.close();
  });
});
