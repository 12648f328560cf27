// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { DESCRIPTION_MAX_LENGTH } from './lib/wizard-validation';
import {
  biographyMachine,
  MAX_BIOGRAPHY_VERSIONS,
  nextVariant,
  type BiographyInput,
  type GenerateInput,
} from './biography.machine';

function start(
  input: BiographyInput = {},
  impl: { generate?: (input: GenerateInput) => Promise<string>; proofread?: (text: string) => Promise<string> } = {},
) {
  const spies = {
    generate: vi.fn(impl.generate ?? ((request: GenerateInput) => Promise.resolve(`texto ${request.variant}`))),
    proofread: vi.fn(impl.proofread ?? ((text: string) => Promise.resolve(`${text} revisado`))),
    notifyError: vi.fn(),
  };
  const machine = biographyMachine.provide({
    actors: {
      generateBiography: fromPromise(({ input: request }) => spies.generate(request)),
      proofreadBiography: fromPromise(({ input: request }) => spies.proofread(request.text)),
    },
    actions: {
      notifyError: (_, params) => {
        spies.notifyError(params);
      },
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, spies };
}

async function settle(actor: ReturnType<typeof start>['actor']) {
  await vi.waitFor(() =>
    expect(actor.getSnapshot().matches('ready') || actor.getSnapshot().matches('idle')).toBe(true),
  );
}

describe('biographyMachine', () => {
  it('maps the number of versions to the variant to generate', () => {
    expect([0, 1, 2, 3].map(nextVariant)).toEqual(['first', 'second', 'third', null]);
  });

  it('generates the first version from the form data and shows it', async () => {
    const { actor, spies } = start();
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'biography.rewrite' })).toBe(false);
    actor.send({ type: 'biography.generate' });
    expect(actor.getSnapshot().matches('generating')).toBe(true);
    await settle(actor);
    expect(spies.generate).toHaveBeenCalledWith({ variant: 'first', previous: null });
    expect(actor.getSnapshot().context).toMatchObject({ versions: ['texto first'], index: 0 });
  });

  it('regenerates twice, following the newest version, then disables rewrite', async () => {
    const { actor, spies } = start();
    actor.send({ type: 'biography.generate' });
    await settle(actor);

    actor.send({ type: 'biography.rewrite' });
    await settle(actor);
    expect(spies.generate).toHaveBeenLastCalledWith({ variant: 'second', previous: 'texto first' });
    expect(actor.getSnapshot().context.index).toBe(1);

    actor.send({ type: 'version.previous' });
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: 'biography.rewrite' });
    await settle(actor);
    expect(spies.generate).toHaveBeenLastCalledWith({ variant: 'third', previous: 'texto second' });
    expect(actor.getSnapshot().context).toMatchObject({
      versions: ['texto first', 'texto second', 'texto third'],
      index: 2,
    });

    expect(actor.getSnapshot().can({ type: 'biography.rewrite' })).toBe(false);
    actor.send({ type: 'biography.rewrite' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(spies.generate).toHaveBeenCalledTimes(MAX_BIOGRAPHY_VERSIONS);
  });

  it('disables the arrows at the ends', () => {
    const { actor } = start({ versions: ['a', 'b', 'c'] });
    expect(actor.getSnapshot().context.index).toBe(2);
    expect(actor.getSnapshot().can({ type: 'version.next' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'version.previous' })).toBe(true);
    actor.send({ type: 'version.previous' });
    actor.send({ type: 'version.previous' });
    expect(actor.getSnapshot().context.index).toBe(0);
    expect(actor.getSnapshot().can({ type: 'version.previous' })).toBe(false);
    actor.send({ type: 'version.previous' });
    expect(actor.getSnapshot().context.index).toBe(0);
    expect(actor.getSnapshot().can({ type: 'version.next' })).toBe(true);
  });

  it('keeps the coach edits to the chosen version', () => {
    const { actor } = start({ versions: ['a', 'b'], index: 0 });
    actor.send({ type: 'version.edit', text: 'a editado' });
    actor.send({ type: 'version.next' });
    actor.send({ type: 'version.previous' });
    expect(actor.getSnapshot().context.versions).toEqual(['a editado', 'b']);
  });

  it('proofreads the chosen version in place without adding a version', async () => {
    const { actor, spies } = start({ versions: ['a', 'b'], index: 0 });
    actor.send({ type: 'biography.proofread' });
    expect(actor.getSnapshot().matches('proofreading')).toBe(true);
    await settle(actor);
    expect(spies.proofread).toHaveBeenCalledWith('a');
    expect(actor.getSnapshot().context).toMatchObject({ versions: ['a revisado', 'b'], index: 0 });
  });

  it('does not proofread a description over its limit, so the view can say why', () => {
    const { actor, spies } = start({ versions: ['a'.repeat(DESCRIPTION_MAX_LENGTH + 1)], index: 0 });
    expect(actor.getSnapshot().can({ type: 'biography.proofread' })).toBe(false);
    actor.send({ type: 'biography.proofread' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(spies.proofread).not.toHaveBeenCalled();
  });

  it('reports a failed first generation and lets the coach try again', async () => {
    const failure = Object.assign(new Error('HTTP 500'), { status: 500 });
    let calls = 0;
    const { actor, spies } = start(
      {},
      { generate: () => (++calls === 1 ? Promise.reject(failure) : Promise.resolve('ok')) },
    );
    actor.send({ type: 'biography.generate' });
    await settle(actor);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(spies.notifyError).toHaveBeenCalledWith({ error: failure });
    actor.send({ type: 'biography.generate' });
    await settle(actor);
    expect(actor.getSnapshot().context.versions).toEqual(['ok']);
  });

  it('keeps the existing versions when a regeneration fails', async () => {
    const { actor, spies } = start({ versions: ['a'] }, { generate: () => Promise.reject(new Error('down')) });
    actor.send({ type: 'biography.rewrite' });
    await settle(actor);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ versions: ['a'], index: 0 });
    expect(spies.notifyError).toHaveBeenCalledTimes(1);
  });

  it('does not change versions while generating', () => {
    const { actor } = start({ versions: ['a'] }, { generate: () => new Promise<string>(() => {}) });
    actor.send({ type: 'biography.rewrite' });
    actor.send({ type: 'version.edit', text: 'x' });
    actor.send({ type: 'biography.rewrite' });
    expect(actor.getSnapshot().context.versions).toEqual(['a']);
  });

  it('restores saved versions with at most three kept', () => {
    const { actor } = start({ versions: ['a', 'b', 'c', 'd'], index: 1 });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ versions: ['a', 'b', 'c'], index: 1 });
  });
});
