// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { USERNAME_CHECK_DELAY_MS, usernameCheckMachine } from './username-check.machine';

function start(current: string, answer: (name: string) => Promise<{ available: boolean }>) {
  const spy = vi.fn(({ input }: { input: { username: string } }) => answer(input.username));
  const machine = usernameCheckMachine.provide({ actors: { checkAvailability: fromPromise(spy) } });
  const actor = createActor(machine, { input: { current } }).start();
  const saveable = () => actor.getSnapshot().hasTag('saveable');
  const searching = () => actor.getSnapshot().hasTag('searching');
  return { actor, spy, saveable, searching };
}

const TAKEN = new Set(['joao-pereira', 'ines-costa']);
const server = (name: string) => Promise.resolve({ available: !TAKEN.has(name) });

describe('username check machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts unchanged and saveable with the current username', () => {
    const { actor, saveable, spy } = start('ana-souza', server);
    expect(actor.getSnapshot().matches('unchanged')).toBe(true);
    expect(saveable()).toBe(true);
    expect(spy).not.toHaveBeenCalled();
  });

  it('strips everything but letters, digits, underscore and hyphen as the owner types', () => {
    const { actor } = start('ana-souza', server);
    actor.send({ type: 'username.input', value: 'Ana Souza!@#_coach-1 ção' });
    expect(actor.getSnapshot().context.value).toBe('AnaSouza_coach-1o');
  });

  it('sets the searching flag and checks availability after a pause in typing', async () => {
    const { actor, spy, searching, saveable } = start('ana-souza', server);
    actor.send({ type: 'username.input', value: 'ana' });
    actor.send({ type: 'username.input', value: 'ana-s' });
    expect(searching()).toBe(true);
    expect(saveable()).toBe(false);
    expect(spy).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(USERNAME_CHECK_DELAY_MS);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy.mock.calls[0]![0].input).toEqual({ username: 'ana-s' });
    expect(actor.getSnapshot().matches('available')).toBe(true);
    expect(searching()).toBe(false);
    expect(saveable()).toBe(true);
  });

  it('checks at once on blur', async () => {
    const { actor, spy } = start('ana-souza', server);
    actor.send({ type: 'username.input', value: 'joao-pereira' });
    actor.send({ type: 'username.blur' });
    expect(spy).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('taken')).toBe(true);
  });

  it('disables saving while the name is taken', async () => {
    const { actor, saveable } = start('ana-souza', server);
    actor.send({ type: 'username.input', value: 'ines-costa' });
    await vi.advanceTimersByTimeAsync(USERNAME_CHECK_DELAY_MS);
    expect(actor.getSnapshot().matches('taken')).toBe(true);
    expect(saveable()).toBe(false);
  });

  it('disables saving while the name is being checked', () => {
    const { actor, saveable, searching } = start('ana-souza', () => new Promise(() => {}));
    actor.send({ type: 'username.input', value: 'outro-nome' });
    actor.send({ type: 'username.blur' });
    expect(actor.getSnapshot().matches('checking')).toBe(true);
    expect(searching()).toBe(true);
    expect(saveable()).toBe(false);
  });

  it('disables saving when the name is empty, even after stripping', () => {
    const { actor, saveable, spy } = start('ana-souza', server);
    actor.send({ type: 'username.input', value: '   !!! ' });
    expect(actor.getSnapshot().matches('empty')).toBe(true);
    expect(saveable()).toBe(false);
    actor.send({ type: 'username.blur' });
    expect(spy).not.toHaveBeenCalled();
  });

  it('going back to the current username needs no check and is saveable', async () => {
    const { actor, spy, saveable } = start('ana-souza', server);
    actor.send({ type: 'username.input', value: 'ana-souz' });
    actor.send({ type: 'username.input', value: 'ana-souza' });
    await vi.advanceTimersByTimeAsync(USERNAME_CHECK_DELAY_MS * 2);
    expect(spy).not.toHaveBeenCalled();
    expect(saveable()).toBe(true);
  });

  it('drops a stale answer when the owner keeps typing', async () => {
    let release!: (value: { available: boolean }) => void;
    const { actor, spy } = start('ana-souza', (name) =>
      name === 'slow' ? new Promise((r) => (release = r)) : Promise.resolve({ available: false }),
    );
    actor.send({ type: 'username.input', value: 'slow' });
    actor.send({ type: 'username.blur' });
    actor.send({ type: 'username.input', value: 'fast' });
    actor.send({ type: 'username.blur' });
    release({ available: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(spy).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().matches('taken')).toBe(true);
    expect(actor.getSnapshot().context.value).toBe('fast');
  });

  it('a failed check is not saveable and is retried on blur', async () => {
    let fail = true;
    const { actor, spy, saveable } = start('ana-souza', () =>
      fail ? Promise.reject(new Error('offline')) : Promise.resolve({ available: true }),
    );
    actor.send({ type: 'username.input', value: 'novo' });
    actor.send({ type: 'username.blur' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(saveable()).toBe(false);
    fail = false;
    actor.send({ type: 'username.blur' });
    await vi.advanceTimersByTimeAsync(0);
    expect(spy).toHaveBeenCalledTimes(2);
    expect(saveable()).toBe(true);
  });

  it('reset takes a new current username (after a save)', () => {
    const { actor, saveable } = start('ana-souza', server);
    actor.send({ type: 'username.input', value: 'ana-nova' });
    actor.send({ type: 'username.reset', current: 'ana-nova' });
    expect(actor.getSnapshot().matches('unchanged')).toBe(true);
    expect(saveable()).toBe(true);
  });
});
