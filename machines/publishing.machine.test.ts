// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import type { PublishState } from '@/api/gen/api-v1/model';
import { publishingMachine } from './publishing.machine';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function start(published: boolean) {
  const publish = deferred<PublishState>();
  const unpublish = deferred<PublishState>();
  const publishSpy = vi.fn(() => publish.promise);
  const unpublishSpy = vi.fn(() => unpublish.promise);
  const machine = publishingMachine.provide({
    actors: { publishProfile: fromPromise(publishSpy), unpublishProfile: fromPromise(unpublishSpy) },
  });
  const actor = createActor(machine, { input: { published } }).start();
  return { actor, publish, unpublish, publishSpy, unpublishSpy };
}

/** Waits until the call under way has answered and the machine is back at rest. */
const settled = (actor: ActorRefFrom<typeof publishingMachine>) => waitFor(actor, (s) => s.matches('idle'));

describe('publishing machine', () => {
  it('publishing marks the site published before the call answers, then calls publish', async () => {
    const { actor, publish, publishSpy } = start(false);
    actor.send({ type: 'publish' });
    expect(actor.getSnapshot().context.published).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(publishSpy).toHaveBeenCalledTimes(1);
    publish.resolve({ published: true });
    await settled(actor);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ published: true, failed: null });
  });

  it('unpublishing marks the site unpublished first, then calls unpublish', async () => {
    const { actor, unpublish, unpublishSpy } = start(true);
    actor.send({ type: 'unpublish' });
    expect(actor.getSnapshot().context.published).toBe(false);
    expect(unpublishSpy).toHaveBeenCalledTimes(1);
    unpublish.resolve({ published: false });
    await settled(actor);
    expect(actor.getSnapshot().context).toMatchObject({ published: false, failed: null });
  });

  it('a failed publish rolls back to unpublished and says which action failed', async () => {
    const { actor, publish } = start(false);
    actor.send({ type: 'publish' });
    publish.reject(new Error('boom'));
    await settled(actor);
    expect(actor.getSnapshot().context).toMatchObject({ published: false, failed: 'publish' });
  });

  it('a failed unpublish rolls back to published', async () => {
    const { actor, unpublish } = start(true);
    actor.send({ type: 'unpublish' });
    unpublish.reject(new Error('boom'));
    await settled(actor);
    expect(actor.getSnapshot().context).toMatchObject({ published: true, failed: 'unpublish' });
  });

  it('refuses to publish a published site or unpublish an unpublished one', () => {
    const published = start(true);
    expect(published.actor.getSnapshot().can({ type: 'publish' })).toBe(false);
    published.actor.send({ type: 'publish' });
    expect(published.publishSpy).not.toHaveBeenCalled();
    const draft = start(false);
    expect(draft.actor.getSnapshot().can({ type: 'unpublish' })).toBe(false);
    draft.actor.send({ type: 'unpublish' });
    expect(draft.unpublishSpy).not.toHaveBeenCalled();
  });

  it('ignores a second click while a call is running', async () => {
    const { actor, publish, publishSpy, unpublishSpy } = start(false);
    actor.send({ type: 'publish' });
    expect(actor.getSnapshot().can({ type: 'unpublish' })).toBe(false);
    actor.send({ type: 'unpublish' });
    actor.send({ type: 'publish' });
    expect(publishSpy).toHaveBeenCalledTimes(1);
    expect(unpublishSpy).not.toHaveBeenCalled();
    publish.resolve({ published: true });
    await settled(actor);
    expect(actor.getSnapshot().can({ type: 'unpublish' })).toBe(true);
  });

  it('a new attempt clears the previous failure', async () => {
    const { actor, publish } = start(false);
    actor.send({ type: 'publish' });
    publish.reject(new Error('boom'));
    await settled(actor);
    actor.send({ type: 'publish' });
    expect(actor.getSnapshot().context.failed).toBeNull();
  });

  it('follows the server when the loaded profile says otherwise', () => {
    const { actor } = start(false);
    actor.send({ type: 'published.sync', published: true });
    expect(actor.getSnapshot().context.published).toBe(true);
  });
});
