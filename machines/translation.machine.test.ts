// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { translationMachine, type TranslateInput, type TranslationJob } from './translation.machine';

const job = (key: string, text: string, limit = 475, to = 'en'): TranslationJob => ({
  key,
  from: 'pt',
  to,
  text,
  limit,
});

/** A deferred answer per call, so each test decides when and how each translation ends. */
function start(translate?: (input: TranslateInput) => Promise<string>) {
  const spies = {
    translate: vi.fn(translate ?? ((input: TranslateInput) => Promise.resolve(`[${input.to}] ${input.text}`))),
    apply: vi.fn(),
    notifyError: vi.fn(),
  };
  const machine = translationMachine.provide({
    actors: { translateText: fromPromise(({ input }) => spies.translate(input)) },
    actions: {
      applyProposals: (_, params) => {
        spies.apply(params.proposals);
      },
      notifyError: (_, params) => {
        spies.notifyError(params.error);
      },
    },
  });
  const actor = createActor(machine).start();
  return { actor, spies };
}

type Actor = ReturnType<typeof start>['actor'];

async function settled(actor: Actor) {
  await vi.waitFor(() => expect(actor.getSnapshot().matches('translating')).toBe(false));
}

describe('translationMachine', () => {
  it('translates one text into a proposal that waits for review and is not applied', async () => {
    const { actor, spies } = start();
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    actor.send({ type: 'translate.request', jobs: [job('aboutMe', 'Sou coach.')] });
    expect(actor.getSnapshot().matches('translating')).toBe(true);
    await settled(actor);
    expect(spies.translate).toHaveBeenCalledWith({ from: 'pt', to: 'en', text: 'Sou coach.', limit: 475 });
    expect(actor.getSnapshot().matches('reviewing')).toBe(true);
    expect(actor.getSnapshot().context.proposals).toEqual([
      { key: 'aboutMe', to: 'en', text: '[en] Sou coach.', limit: 475 },
    ]);
    expect(spies.apply).not.toHaveBeenCalled();
  });

  it('cuts an answer longer than the text’s limit to the limit, at a word', async () => {
    const { actor } = start(() => Promise.resolve('  Success is the sum of small efforts repeated  '));
    actor.send({ type: 'translate.request', jobs: [job('mainPhrase', 'O sucesso é a soma', 20)] });
    await settled(actor);
    const [proposal] = actor.getSnapshot().context.proposals;
    expect(proposal?.text).toBe('Success is the sum');
    expect(proposal!.text.length).toBeLessThanOrEqual(20);
  });

  it('applies a proposal only when the coach accepts it, as the coach edited it', async () => {
    const { actor, spies } = start();
    actor.send({ type: 'translate.request', jobs: [job('aboutMe', 'Sou coach.', 12)] });
    await settled(actor);
    actor.send({ type: 'proposal.edit', key: 'aboutMe', to: 'en', text: 'I am a coach, and more than twelve' });
    expect(actor.getSnapshot().context.proposals[0]?.text).toBe('I am a coach');
    actor.send({ type: 'proposal.accept', key: 'aboutMe', to: 'en' });
    expect(spies.apply).toHaveBeenCalledExactlyOnceWith([
      { key: 'aboutMe', to: 'en', text: 'I am a coach', limit: 12 },
    ]);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.proposals).toEqual([]);
  });

  it('drops a discarded proposal without applying it', async () => {
    const { actor, spies } = start();
    actor.send({ type: 'translate.request', jobs: [job('aboutMe', 'Sou coach.')] });
    await settled(actor);
    actor.send({ type: 'proposal.discard', key: 'aboutMe', to: 'en' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(spies.apply).not.toHaveBeenCalled();
  });

  it('translates every missing text one at a time, then accepts all of a language at once', async () => {
    const order: string[] = [];
    const { actor, spies } = start((input) => {
      order.push(input.text);
      return Promise.resolve(input.text.toUpperCase());
    });
    actor.send({
      type: 'translate.request',
      jobs: [job('aboutMe', 'sobre'), job('mainPhrase', 'frase'), job('gallery:/a.jpg', 'legenda', 100)],
    });
    await settled(actor);
    expect(order).toEqual(['sobre', 'frase', 'legenda']);
    expect(spies.translate).toHaveBeenCalledTimes(3);
    expect(actor.getSnapshot().context.proposals.map((p) => [p.key, p.text])).toEqual([
      ['aboutMe', 'SOBRE'],
      ['mainPhrase', 'FRASE'],
      ['gallery:/a.jpg', 'LEGENDA'],
    ]);
    actor.send({ type: 'proposals.accept', to: 'en' });
    expect(spies.apply).toHaveBeenCalledExactlyOnceWith(
      expect.arrayContaining([expect.objectContaining({ key: 'gallery:/a.jpg', text: 'LEGENDA' })]),
    );
    expect(spies.apply.mock.calls[0]?.[0]).toHaveLength(3);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });

  it('keeps proposals per language: accepting English leaves the Spanish ones for review', async () => {
    const { actor, spies } = start();
    actor.send({
      type: 'translate.request',
      jobs: [job('aboutMe', 'sobre', 475, 'en'), job('aboutMe', 'sobre', 475, 'es')],
    });
    await settled(actor);
    actor.send({ type: 'proposals.accept', to: 'en' });
    expect(spies.apply.mock.calls[0]?.[0]).toEqual([expect.objectContaining({ to: 'en' })]);
    expect(actor.getSnapshot().matches('reviewing')).toBe(true);
    expect(actor.getSnapshot().context.proposals).toEqual([expect.objectContaining({ to: 'es' })]);
    actor.send({ type: 'proposals.discard', to: 'es' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(spies.apply).toHaveBeenCalledTimes(1);
  });

  it('stops at a failed call, says so once, keeps what was translated, and retries the failed text', async () => {
    const error = new Error('502');
    let fail = true;
    const { actor, spies } = start((input) =>
      input.text === 'frase' && fail ? Promise.reject(error) : Promise.resolve(`ok ${input.text}`),
    );
    actor.send({ type: 'translate.request', jobs: [job('aboutMe', 'sobre'), job('mainPhrase', 'frase')] });
    await settled(actor);
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('failed')).toBe(true);
    expect(snapshot.context.error).toBe(error);
    expect(spies.notifyError).toHaveBeenCalledExactlyOnceWith(error);
    expect(snapshot.context.proposals.map((p) => p.key)).toEqual(['aboutMe']);
    expect(snapshot.context.queue.map((j) => j.key)).toEqual(['mainPhrase']);
    expect(spies.apply).not.toHaveBeenCalled();

    fail = false;
    actor.send({ type: 'translate.retry' });
    await settled(actor);
    expect(actor.getSnapshot().matches('reviewing')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(actor.getSnapshot().context.proposals.map((p) => p.text)).toEqual(['ok sobre', 'ok frase']);
  });

  it('gives up the texts left after a failure, and goes back to idle when none was translated', async () => {
    const { actor, spies } = start(() => Promise.reject(new Error('429')));
    actor.send({ type: 'translate.request', jobs: [job('aboutMe', 'sobre'), job('mainPhrase', 'frase')] });
    await settled(actor);
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(spies.translate).toHaveBeenCalledTimes(1);
    actor.send({ type: 'translate.dismiss' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ queue: [], proposals: [], error: null });
  });

  it('queues a text asked for while translating, once, and stops when cancelled', async () => {
    const answers: Array<(text: string) => void> = [];
    const { actor, spies } = start(() => new Promise<string>((resolve) => answers.push(resolve)));
    actor.send({ type: 'translate.request', jobs: [job('aboutMe', 'sobre')] });
    actor.send({ type: 'translate.request', jobs: [job('mainPhrase', 'frase'), job('aboutMe', 'sobre')] });
    expect(actor.getSnapshot().context.queue.map((j) => j.key)).toEqual(['aboutMe', 'mainPhrase']);
    answers[0]?.('about');
    await vi.waitFor(() => expect(spies.translate).toHaveBeenCalledTimes(2));
    actor.send({ type: 'translate.cancel' });
    expect(actor.getSnapshot().matches('reviewing')).toBe(true);
    expect(actor.getSnapshot().context.queue).toEqual([]);
    answers[1]?.('phrase');
    await Promise.resolve();
    expect(actor.getSnapshot().context.proposals.map((p) => p.key)).toEqual(['aboutMe']);
  });

  it('refuses what cannot be translated: an empty text, or into its own language', () => {
    const { actor, spies } = start();
    const nothing = [job('aboutMe', '   '), { ...job('mainPhrase', 'frase'), to: 'pt' }];
    expect(actor.getSnapshot().can({ type: 'translate.request', jobs: nothing })).toBe(false);
    actor.send({ type: 'translate.request', jobs: nothing });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(spies.translate).not.toHaveBeenCalled();
  });

  it('retries and dismisses only after a failure, and accepts only a proposal it holds', async () => {
    const { actor, spies } = start();
    expect(actor.getSnapshot().can({ type: 'translate.retry' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'translate.dismiss' })).toBe(false);
    actor.send({ type: 'translate.request', jobs: [job('aboutMe', 'sobre')] });
    await settled(actor);
    expect(actor.getSnapshot().can({ type: 'proposal.accept', key: 'resumeFeed', to: 'en' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'proposal.accept', key: 'aboutMe', to: 'es' })).toBe(false);
    actor.send({ type: 'proposal.accept', key: 'resumeFeed', to: 'en' });
    expect(spies.apply).not.toHaveBeenCalled();
    expect(actor.getSnapshot().matches('reviewing')).toBe(true);
  });
});
