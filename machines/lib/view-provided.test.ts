// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { viewProvided } from './view-provided';

describe('viewProvided', () => {
  it('fails with the call’s name when the view has not provided it', async () => {
    const actor = createActor(viewProvided<string, { id: number }>('loadThing'), { input: { id: 1 } });
    actor.subscribe({ error: () => {} });
    actor.start();
    await expect(toPromise(actor)).rejects.toThrow('loadThing not provided');
  });
});
