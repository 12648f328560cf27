// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ExperimentalSessionData, ExperimentalSessionRequest } from '@/api/gen/api-v2/model';
import { sessionRequestMachine, type SessionRequestInput } from './session-request.machine';

const coach: ExperimentalSessionData = {
  id: 'c-1',
  firstName: 'Ana',
  enableSiteExperimentalSession: true,
  coachDetails: {
    sessionType: 'BOTH',
    schedules_hours: [
      { weekday: 'WEDNESDAY', turn: 'NIGHT' },
      { weekday: 'MONDAY', turn: 'AFTERNOON' },
      { weekday: 'MONDAY', turn: 'MORNING' },
    ],
  },
};

function start(
  input: SessionRequestInput,
  opts: {
    load?: () => Promise<ExperimentalSessionData>;
    request?: (p: ExperimentalSessionRequest) => Promise<{ id: string }>;
  } = {},
) {
  const load = vi.fn(opts.load ?? (() => Promise.resolve(coach)));
  const request = vi.fn(opts.request ?? (() => Promise.resolve({ id: 'req-9' })));
  const machine = sessionRequestMachine.provide({
    actors: {
      loadCoach: fromPromise(() => load()),
      requestSession: fromPromise(({ input: payload }) => request(payload)),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, load, request };
}

function fill(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'field.change', field: 'name', value: 'Bruno' });
  actor.send({ type: 'field.change', field: 'email', value: 'bruno@example.com' });
  actor.send({ type: 'day.select', day: 'MONDAY' });
  actor.send({ type: 'turn.select', turn: 'MORNING' });
  actor.send({ type: 'sessionType.select', sessionType: 'ONLINE' });
}

describe('session request machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads the coach data, then offers the experimental tab by default', async () => {
    const { actor, load } = start({ coachId: 'c-1' });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches({ ready: 'filling' })).toBe(true);
    expect(actor.getSnapshot().context.tab).toBe('experimental');
  });

  it('keeps the tab the visitor chose while the coach data was loading', async () => {
    const { actor } = start({ coachId: 'c-1' });
    actor.send({ type: 'tab.select', tab: 'contact' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ ready: 'filling' })).toBe(true);
    expect(actor.getSnapshot().context.tab).toBe('contact');
  });

  it('moves to the contact tab when the loaded coach turns out not to offer sessions', async () => {
    const { actor } = start(
      { coachId: 'c-1' },
      { load: () => Promise.resolve({ ...coach, enableSiteExperimentalSession: false }) },
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.tab).toBe('contact');
  });

  it('skips loading when the coach data is at hand', () => {
    const { actor, load } = start({ coachId: 'c-1', coach });
    expect(actor.getSnapshot().matches({ ready: 'filling' })).toBe(true);
    expect(load).not.toHaveBeenCalled();
  });

  it('defaults to the contact tab, and refuses the experimental one, when the coach does not offer sessions', () => {
    const { actor } = start({ coachId: 'c-1', coach: { ...coach, enableSiteExperimentalSession: false } });
    expect(actor.getSnapshot().context.tab).toBe('contact');
    actor.send({ type: 'tab.select', tab: 'experimental' });
    expect(actor.getSnapshot().context.tab).toBe('contact');
  });

  it('switches tabs', () => {
    const { actor } = start({ coachId: 'c-1', coach });
    actor.send({ type: 'tab.select', tab: 'contact' });
    expect(actor.getSnapshot().context.tab).toBe('contact');
    actor.send({ type: 'tab.select', tab: 'experimental' });
    expect(actor.getSnapshot().context.tab).toBe('experimental');
  });

  it('goes to loadFailed when the coach data cannot be loaded, and retries', async () => {
    let fail = true;
    const { actor, load } = start(
      { coachId: 'c-1' },
      {
        load: () => (fail ? Promise.reject(new Error('404')) : Promise.resolve(coach)),
      },
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('loadFailed')).toBe(true);
    fail = false;
    actor.send({ type: 'coach.retry' });
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().matches({ ready: 'filling' })).toBe(true);
  });

  it('offers only days with schedules and only turns of the chosen day', () => {
    const { actor } = start({ coachId: 'c-1', coach });
    actor.send({ type: 'day.select', day: 'FRIDAY' });
    expect(actor.getSnapshot().context.values.day).toBe('');
    actor.send({ type: 'turn.select', turn: 'MORNING' });
    expect(actor.getSnapshot().context.values.turn).toBe('');
    actor.send({ type: 'day.select', day: 'WEDNESDAY' });
    actor.send({ type: 'turn.select', turn: 'MORNING' });
    expect(actor.getSnapshot().context.values.turn).toBe('');
    actor.send({ type: 'turn.select', turn: 'NIGHT' });
    expect(actor.getSnapshot().context.values).toMatchObject({ day: 'WEDNESDAY', turn: 'NIGHT' });
  });

  it('choosing another day resets the turn; the same day keeps it', () => {
    const { actor } = start({ coachId: 'c-1', coach });
    actor.send({ type: 'day.select', day: 'MONDAY' });
    actor.send({ type: 'turn.select', turn: 'AFTERNOON' });
    actor.send({ type: 'day.select', day: 'MONDAY' });
    expect(actor.getSnapshot().context.values.turn).toBe('AFTERNOON');
    actor.send({ type: 'day.select', day: 'WEDNESDAY' });
    expect(actor.getSnapshot().context.values.turn).toBe('');
  });

  it('limits the session type to the coach type and preselects it, unless BOTH', () => {
    const online = start({
      coachId: 'c-1',
      coach: { ...coach, coachDetails: { ...coach.coachDetails, sessionType: 'ONLINE' } },
    }).actor;
    expect(online.getSnapshot().context.values.sessionType).toBe('ONLINE');
    online.send({ type: 'sessionType.select', sessionType: 'PRESENTIAL' });
    expect(online.getSnapshot().context.values.sessionType).toBe('ONLINE');

    const both = start({ coachId: 'c-1', coach }).actor;
    expect(both.getSnapshot().context.values.sessionType).toBe('');
    both.send({ type: 'sessionType.select', sessionType: 'PRESENTIAL' });
    expect(both.getSnapshot().context.values.sessionType).toBe('PRESENTIAL');
    both.send({ type: 'sessionType.select', sessionType: 'SOMETHING' });
    expect(both.getSnapshot().context.values.sessionType).toBe('PRESENTIAL');
  });

  it('requires name, a valid e-mail, day, turn and session type', () => {
    const { actor } = start({ coachId: 'c-1', coach });
    const canSend = () => actor.getSnapshot().can({ type: 'form.submit' });
    expect(canSend()).toBe(false);
    fill(actor);
    expect(canSend()).toBe(true);
    actor.send({ type: 'field.change', field: 'email', value: 'bruno@' });
    expect(canSend()).toBe(false);
    actor.send({ type: 'field.change', field: 'email', value: 'bruno@example.com' });
    actor.send({ type: 'field.change', field: 'name', value: '  ' });
    expect(canSend()).toBe(false);
    actor.send({ type: 'field.change', field: 'name', value: 'Bruno' });
    actor.send({ type: 'day.select', day: 'WEDNESDAY' });
    expect(canSend()).toBe(false);
    actor.send({ type: 'turn.select', turn: 'NIGHT' });
    expect(canSend()).toBe(true);
    actor.send({ type: 'field.change', field: 'phone', value: '11 9x' });
    expect(canSend()).toBe(false);
  });

  it('sends with a spinner state, then shows the success overlay', async () => {
    const { actor, request } = start({ coachId: 'c-1', coach });
    fill(actor);
    actor.send({ type: 'field.change', field: 'phone', value: '+55 (11) 98765-4321' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().matches({ ready: 'sending' })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(false);
    expect(request).toHaveBeenCalledWith({
      name: 'Bruno',
      email: 'bruno@example.com',
      phone: '+55 11 987654321',
      day: 'MONDAY',
      turn: 'MORNING',
      sessionType: 'ONLINE',
      coachId: 'c-1',
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ ready: 'success' })).toBe(true);
    expect(actor.getSnapshot().context.requestId).toBe('req-9');
  });

  it('leaves the phone out when only the prefix is there', () => {
    const { actor, request } = start({ coachId: 'c-1', coach });
    fill(actor);
    actor.send({ type: 'field.change', field: 'phone', value: '+55' });
    actor.send({ type: 'form.submit' });
    expect(request.mock.calls[0]![0]).not.toHaveProperty('phone');
  });

  it('shows the error overlay on failure, keeps the form and allows a retry', async () => {
    let fail = true;
    const { actor, request } = start(
      { coachId: 'c-1', coach },
      {
        request: () => (fail ? Promise.reject(new Error('500')) : Promise.resolve({ id: 'r' })),
      },
    );
    fill(actor);
    actor.send({ type: 'form.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ ready: 'failure' })).toBe(true);
    actor.send({ type: 'overlay.dismiss' });
    expect(actor.getSnapshot().matches({ ready: 'filling' })).toBe(true);
    expect(actor.getSnapshot().context.values).toMatchObject({ name: 'Bruno', day: 'MONDAY', turn: 'MORNING' });
    fail = false;
    actor.send({ type: 'form.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(request).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().matches({ ready: 'success' })).toBe(true);
  });

  it('reports each failure, loading the coach or sending the request, with its error for the toast', async () => {
    const notifyError = vi.fn();
    const loadError = new Error('503');
    const sendError = new Error('500');
    let loadFails = true;
    const machine = sessionRequestMachine.provide({
      actors: {
        loadCoach: fromPromise(() => (loadFails ? Promise.reject(loadError) : Promise.resolve(coach))),
        requestSession: fromPromise(() => Promise.reject(sendError)),
      },
      actions: {
        notifyError: (_, params) => {
          notifyError(params);
        },
      },
    });
    const actor = createActor(machine, { input: { coachId: 'c-1' } }).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('loadFailed')).toBe(true);
    expect(notifyError).toHaveBeenCalledTimes(1);
    expect(notifyError).toHaveBeenLastCalledWith({ error: loadError });

    loadFails = false;
    actor.send({ type: 'coach.retry' });
    await vi.advanceTimersByTimeAsync(0);
    fill(actor);
    actor.send({ type: 'form.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ ready: 'failure' })).toBe(true);
    expect(notifyError).toHaveBeenCalledTimes(2);
    expect(notifyError).toHaveBeenLastCalledWith({ error: sendError });
  });

  it('closing resets the form and returns to the experimental tab', () => {
    const { actor } = start({ coachId: 'c-1', coach });
    fill(actor);
    actor.send({ type: 'tab.select', tab: 'contact' });
    actor.send({ type: 'modal.close' });
    const { context } = actor.getSnapshot();
    expect(context.tab).toBe('experimental');
    expect(context.values).toEqual({ name: '', email: '', phone: '', day: '', turn: '', sessionType: '' });
    expect(actor.getSnapshot().matches({ ready: 'filling' })).toBe(true);
  });

  it('closing after success or failure starts afresh', async () => {
    const { actor } = start({ coachId: 'c-1', coach });
    fill(actor);
    actor.send({ type: 'form.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ ready: 'success' })).toBe(true);
    actor.send({ type: 'modal.close' });
    expect(actor.getSnapshot().matches({ ready: 'filling' })).toBe(true);
    expect(actor.getSnapshot().context.values.name).toBe('');
  });

  it('dismissing the success overlay clears the form for a new request', async () => {
    const { actor } = start({ coachId: 'c-1', coach });
    fill(actor);
    actor.send({ type: 'form.submit' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'overlay.dismiss' });
    expect(actor.getSnapshot().matches({ ready: 'filling' })).toBe(true);
    expect(actor.getSnapshot().context.values.email).toBe('');
  });

  it('marks blurred fields as touched', () => {
    const { actor } = start({ coachId: 'c-1', coach });
    actor.send({ type: 'field.blur', field: 'email' });
    expect(actor.getSnapshot().context.touched).toEqual({ email: true });
  });

  it('does not let form events through while loading', () => {
    const { actor } = start({ coachId: 'c-1' }, { load: () => new Promise(() => {}) });
    actor.send({ type: 'field.change', field: 'name', value: 'Bruno' });
    expect(actor.getSnapshot().context.values.name).toBe('');
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(false);
  });
});
