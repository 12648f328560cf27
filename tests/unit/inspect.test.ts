import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createInspector, type StatelyInspectionEvent } from '@statelyai/inspect';
import { actorOptions, inspectionRequested, installInspector } from '@/lib/inspect';
import { locationMachine } from '@machines/location.machine';

afterEach(() => installInspector(undefined));

describe('the Stately inspector wiring', () => {
  it('emits actor, event and snapshot inspection events for an actor started with actorOptions()', async () => {
    const received: StatelyInspectionEvent[] = [];
    const inspector = createInspector({ send: (event) => received.push(event) });
    installInspector(inspector.inspect);

    const actor = createActor(locationMachine, { ...actorOptions(), input: { lang: 'pt' } }).start();
    actor.send({ type: 'location.country', value: 'PT', model: 'cities' });

    await expect
      .poll(() => received.map((e) => e.type))
      .toEqual(expect.arrayContaining(['@xstate.actor', '@xstate.event', '@xstate.snapshot']));
    const events = received
      .filter((e) => e.type === '@xstate.event')
      .map((e) => (e as { event: { type: string } }).event.type);
    expect(events).toContain('location.country');
    actor.stop();
  });

  it('attaches nothing unless inspection is requested', () => {
    expect(actorOptions()).toEqual({});
    expect(inspectionRequested('')).toBe(false);
  });
});
