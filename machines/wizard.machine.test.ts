// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { wizardMachine, type WizardAccount, type WizardSubmitInput, type WizardSubmitOutput } from './wizard.machine';
import type { WizardData } from './lib/wizard-validation';

const YEAR = 2025;

const complete: WizardData = {
  name: 'Ana Souza',
  email: 'ana@example.com',
  phone: '+55 (11) 98765-4321',
  actingAreas: ['Carreira', 'Life'],
  formations: [{ course: 'Coaching Executivo', school: 'Instituto Coachly', year: 2019 }],
  answer1: 'Ajudo pessoas a encontrarem clareza.',
  answer2: 'Meu objetivo é gerar autonomia.',
  answer3: 'Dez anos em recursos humanos.',
  description: 'Sou coach de carreira.',
  username: 'ana-souza',
  descriptionTranslations: {},
};

/** The account of the coach in these tests: its username is the address the wizard starts with. */
const ACCOUNT: WizardAccount = { username: 'ana-souza' };

function start(
  options: {
    data?: Partial<WizardData>;
    step?: number;
    account?: WizardAccount;
    submit?: (data: WizardSubmitInput) => Promise<WizardSubmitOutput>;
  } = {},
) {
  const spies = {
    submit: vi.fn(
      options.submit ??
        ((data: WizardSubmitInput) => Promise.resolve({ outcome: 'saved' as const, username: data.username })),
    ),
    exitWizard: vi.fn(),
    openEditPage: vi.fn(),
    notifySubmitError: vi.fn(),
    recheckAddress: vi.fn(),
  };
  const machine = wizardMachine.provide({
    actors: { submitProfile: fromPromise(({ input }) => spies.submit(input)) },
    actions: {
      exitWizard: () => {
        spies.exitWizard();
      },
      openEditPage: (_, params) => {
        spies.openEditPage(params);
      },
      notifySubmitError: (_, params) => {
        spies.notifySubmitError(params);
      },
      recheckAddress: (_, params) => {
        spies.recheckAddress(params);
      },
    },
  });
  const input = {
    currentYear: YEAR,
    account: options.account ?? ACCOUNT,
    ...(options.data ? { data: options.data } : {}),
    ...(options.step !== undefined ? { step: options.step } : {}),
  };
  const actor = createActor(machine, { input }).start();
  return { actor, spies };
}

function fillPersonal(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'field.change', field: 'name', value: 'Ana Souza' });
  actor.send({ type: 'field.change', field: 'email', value: 'ana@example.com' });
}

describe('wizardMachine', () => {
  it('starts on step 0 with one empty formation', () => {
    const { actor } = start();
    expect(actor.getSnapshot().context.step).toBe(0);
    expect(actor.getSnapshot().context.data.formations).toEqual([{ course: '', school: '', year: null }]);
  });

  it('does not move forward from personal data without a name and a valid email', () => {
    const { actor } = start();
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().context.step).toBe(0);
    expect(actor.getSnapshot().context.attempted).toEqual([0]);

    actor.send({ type: 'field.change', field: 'name', value: 'Ana Souza' });
    actor.send({ type: 'field.change', field: 'email', value: 'ana@invalid' });
    expect(actor.getSnapshot().can({ type: 'step.next' })).toBe(true);
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().context.step).toBe(0);

    actor.send({ type: 'field.change', field: 'email', value: 'ana@example.com' });
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().context.step).toBe(1);
  });

  it('leaves the wizard when Back is used on the first step', () => {
    const { actor, spies } = start();
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot().matches('exited')).toBe(true);
    expect(spies.exitWizard).toHaveBeenCalledTimes(1);
  });

  it('goes back one step with Back on later steps', () => {
    const { actor, spies } = start({ data: complete, step: 2 });
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot().context.step).toBe(1);
    expect(spies.exitWizard).not.toHaveBeenCalled();
  });

  it('lets the step circles go back freely but forward only across valid steps', () => {
    const { actor } = start();
    fillPersonal(actor);
    expect(actor.getSnapshot().can({ type: 'step.goto', step: 1 })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'step.goto', step: 2 })).toBe(false);

    actor.send({ type: 'step.goto', step: 3 });
    expect(actor.getSnapshot().context.step).toBe(0);

    actor.send({ type: 'step.goto', step: 1 });
    expect(actor.getSnapshot().context.step).toBe(1);

    actor.send({ type: 'field.change', field: 'email', value: '' });
    actor.send({ type: 'step.goto', step: 0 });
    expect(actor.getSnapshot().context.step).toBe(0);
  });

  it('refuses a fourth acting area unless it deselects one', () => {
    const { actor } = start();
    for (const area of ['Life', 'Família', 'Carreira']) actor.send({ type: 'area.toggle', area });
    expect(actor.getSnapshot().can({ type: 'area.toggle', area: 'Saúde' })).toBe(false);
    actor.send({ type: 'area.toggle', area: 'Saúde' });
    expect(actor.getSnapshot().context.data.actingAreas).toEqual(['Life', 'Família', 'Carreira']);

    actor.send({ type: 'area.toggle', area: 'Família' });
    actor.send({ type: 'area.toggle', area: 'Saúde' });
    expect(actor.getSnapshot().context.data.actingAreas).toEqual(['Life', 'Carreira', 'Saúde']);
  });

  it('needs an acting area and complete formations with a year from the last 100 years on step 2', () => {
    const { actor } = start({ data: { name: 'Ana Souza', email: 'ana@example.com' }, step: 1 });
    expect(actor.getSnapshot().context.step).toBe(1);
    actor.send({ type: 'formation.change', index: 0, field: 'course', value: 'PNL' });
    actor.send({ type: 'formation.change', index: 0, field: 'school', value: 'Escola' });
    actor.send({ type: 'formation.year', index: 0, year: YEAR - 100 });
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().context.step).toBe(1);

    actor.send({ type: 'formation.year', index: 0, year: YEAR - 99 });
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().context.step).toBe(1);

    actor.send({ type: 'area.toggle', area: 'Business' });
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().context.step).toBe(2);
  });

  it('keeps between 1 and 10 formations', () => {
    const { actor } = start();
    expect(actor.getSnapshot().can({ type: 'formation.remove', index: 0 })).toBe(false);
    for (let i = 0; i < 12; i += 1) actor.send({ type: 'formation.add' });
    expect(actor.getSnapshot().context.data.formations).toHaveLength(10);
    expect(actor.getSnapshot().can({ type: 'formation.add' })).toBe(false);
    actor.send({ type: 'formation.remove', index: 3 });
    expect(actor.getSnapshot().context.data.formations).toHaveLength(9);
  });

  it('needs all three answers on step 3', () => {
    const { actor } = start({ data: { ...complete, answer3: ' ' }, step: 2 });
    expect(actor.getSnapshot().context.step).toBe(2);
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().context.step).toBe(2);
    actor.send({ type: 'field.change', field: 'answer3', value: 'Experiência' });
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().context.step).toBe(3);
  });

  it('does not submit an empty description', () => {
    const { actor, spies } = start({ data: { ...complete, description: '' }, step: 3 });
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(spies.submit).not.toHaveBeenCalled();
  });

  it('submits the answers from the last step and opens the edit page', async () => {
    const { actor, spies } = start({ data: complete, step: 3 });
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    await vi.waitFor(() => expect(actor.getSnapshot().matches('submitted')).toBe(true));
    expect(spies.submit).toHaveBeenCalledWith(complete);
    expect(spies.openEditPage).toHaveBeenCalledWith({ username: 'ana-souza' });
  });

  it('stays on the last step and reports a failed submit', async () => {
    const failure = new Error('boom');
    const { actor, spies } = start({ data: complete, step: 3, submit: () => Promise.reject(failure) });
    actor.send({ type: 'step.next' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('editing')).toBe(true));
    expect(actor.getSnapshot().context.step).toBe(3);
    expect(spies.notifySubmitError).toHaveBeenCalledWith({ error: failure });
    expect(spies.openEditPage).not.toHaveBeenCalled();
  });

  it('keeps the versions of the description the coach accepts, edits and removes, and submits them', async () => {
    const { actor, spies } = start({ data: complete, step: 3 });
    actor.send({ type: 'translation.set', language: 'en', text: 'I am a career coach.', source: complete.description });
    actor.send({ type: 'translation.set', language: 'es', text: 'Soy coach.', source: complete.description });
    actor.send({ type: 'translation.edit', language: 'es', text: 'Soy coach de carrera.' });
    actor.send({ type: 'translation.remove', language: 'en' });
    expect(actor.getSnapshot().can({ type: 'translation.edit', language: 'en', text: 'x' })).toBe(false);
    expect(actor.getSnapshot().context.data.descriptionTranslations).toEqual({
      es: { text: 'Soy coach de carrera.', source: complete.description },
    });
    actor.send({ type: 'step.next' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('submitted')).toBe(true));
    expect(spies.submit).toHaveBeenCalledWith({
      ...complete,
      descriptionTranslations: { es: { text: 'Soy coach de carrera.', source: complete.description } },
    });
  });

  it('refuses to finish with a version over the description’s limit, and restores only well-formed versions', () => {
    const { actor, spies } = start({
      data: { ...complete, descriptionTranslations: { en: { text: 'a'.repeat(476), source: '' } } },
      step: 3,
    });
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(spies.submit).not.toHaveBeenCalled();
    const restored = start({
      data: { ...complete, descriptionTranslations: { fr: { text: 'x', source: '' }, es: { text: 1 } } as never },
    });
    expect(restored.actor.getSnapshot().context.data.descriptionTranslations).toEqual({});
  });

  it('restores a saved draft but never past its first incomplete step', () => {
    const { actor } = start({ data: { ...complete, answer2: '' }, step: 3 });
    expect(actor.getSnapshot().context.step).toBe(2);
    expect(actor.getSnapshot().context.data.answer1).toBe(complete.answer1);
  });

  describe("the account's name, e-mail and site address", () => {
    const account: WizardAccount = { username: 'novo-coach', name: 'Marina Alves', email: 'marina@example.com' };

    it('start the personal step, still editable', () => {
      const { actor } = start({ account });
      const { data } = actor.getSnapshot().context;
      expect(data).toMatchObject({ name: 'Marina Alves', email: 'marina@example.com', username: 'novo-coach' });
      actor.send({ type: 'field.change', field: 'name', value: 'Marina Alves Prado' });
      expect(actor.getSnapshot().context.data.name).toBe('Marina Alves Prado');
    });

    it('never replace what a saved draft holds, and fill only what it left empty', () => {
      const { actor } = start({
        account,
        data: { name: 'Marina Prado', email: '', username: 'marina-prado' },
      });
      expect(actor.getSnapshot().context.data).toMatchObject({
        name: 'Marina Prado',
        email: 'marina@example.com',
        username: 'marina-prado',
      });
    });

    it('leave the fields empty when the account says nothing', () => {
      const { actor } = start({ account: { username: 'novo-coach' } });
      expect(actor.getSnapshot().context.data).toMatchObject({ name: '', email: '', username: 'novo-coach' });
    });
  });

  describe('the site address on the last step', () => {
    it('finishes at once with the address the coach already has', async () => {
      const { actor, spies } = start({ data: complete, step: 3 });
      expect(actor.getSnapshot().context.addressCheck).toBe('ok');
      actor.send({ type: 'step.next' });
      await vi.waitFor(() => expect(actor.getSnapshot().matches('submitted')).toBe(true));
      expect(spies.openEditPage).toHaveBeenCalledWith({ username: 'ana-souza' });
    });

    it('does not finish with a taken or empty address, and keeps every answer', () => {
      const { actor, spies } = start({ data: complete, step: 3 });
      actor.send({ type: 'address.change', value: 'joao-pereira' });
      actor.send({ type: 'address.check', username: 'joao-pereira', check: 'invalid' });
      actor.send({ type: 'step.next' });
      expect(actor.getSnapshot().matches('editing')).toBe(true);
      expect(actor.getSnapshot().context.attempted).toContain(3);
      expect(actor.getSnapshot().context.data).toEqual({ ...complete, username: 'joao-pereira' });

      actor.send({ type: 'address.change', value: '' });
      actor.send({ type: 'address.check', username: '', check: 'invalid' });
      actor.send({ type: 'step.next' });
      expect(actor.getSnapshot().matches('editing')).toBe(true);
      expect(spies.submit).not.toHaveBeenCalled();
    });

    it('keeps only the allowed characters of a typed address', () => {
      const { actor } = start({ data: complete, step: 3 });
      actor.send({ type: 'address.change', value: 'marina alves!' });
      expect(actor.getSnapshot().context.data.username).toBe('marinaalves');
    });

    it('ignores a check of an address the coach has already typed over', () => {
      const { actor } = start({ data: complete, step: 3 });
      actor.send({ type: 'address.change', value: 'marina-alves' });
      actor.send({ type: 'address.check', username: 'marina', check: 'ok' });
      expect(actor.getSnapshot().context.addressCheck).toBe('pending');
    });

    it('waits for the check under way, then finishes with the free address', async () => {
      const { actor, spies } = start({ data: complete, step: 3 });
      actor.send({ type: 'address.change', value: 'marina-alves' });
      actor.send({ type: 'step.next' });
      expect(actor.getSnapshot().matches('awaitingAddress')).toBe(true);
      expect(spies.submit).not.toHaveBeenCalled();

      actor.send({ type: 'address.check', username: 'marina-alves', check: 'ok' });
      await vi.waitFor(() => expect(actor.getSnapshot().matches('submitted')).toBe(true));
      expect(spies.submit).toHaveBeenCalledWith({ ...complete, username: 'marina-alves' });
      expect(spies.openEditPage).toHaveBeenCalledWith({ username: 'marina-alves' });
    });

    it('stays on the last step when the check under way finds the address taken', () => {
      const { actor, spies } = start({ data: complete, step: 3 });
      actor.send({ type: 'address.change', value: 'joao-pereira' });
      actor.send({ type: 'step.next' });
      actor.send({ type: 'address.check', username: 'joao-pereira', check: 'invalid' });
      expect(actor.getSnapshot().matches('editing')).toBe(true);
      expect(actor.getSnapshot().context.step).toBe(3);
      expect(actor.getSnapshot().context.attempted).toContain(3);
      expect(spies.submit).not.toHaveBeenCalled();
    });

    it('calls the finish off when the coach types in the address while it is checked', () => {
      const { actor, spies } = start({ data: complete, step: 3 });
      actor.send({ type: 'address.change', value: 'marina' });
      actor.send({ type: 'step.next' });
      actor.send({ type: 'address.change', value: 'marina-alves' });
      expect(actor.getSnapshot().matches('editing')).toBe(true);
      actor.send({ type: 'address.check', username: 'marina-alves', check: 'ok' });
      expect(actor.getSnapshot().matches('editing')).toBe(true);
      expect(spies.submit).not.toHaveBeenCalled();
    });

    it('an address the server refuses when finishing keeps the coach on the last step with every answer', async () => {
      const { actor, spies } = start({
        data: complete,
        step: 3,
        submit: () => Promise.resolve({ outcome: 'addressRefused' }),
      });
      actor.send({ type: 'address.change', value: 'marina-alves' });
      actor.send({ type: 'address.check', username: 'marina-alves', check: 'ok' });
      actor.send({ type: 'step.next' });
      await vi.waitFor(() => expect(actor.getSnapshot().matches('editing')).toBe(true));
      const { context } = actor.getSnapshot();
      expect(context.step).toBe(3);
      expect(context.refusedAddress).toBe('marina-alves');
      expect(context.data).toEqual({ ...complete, username: 'marina-alves' });
      expect(spies.openEditPage).not.toHaveBeenCalled();
      expect(spies.notifySubmitError).not.toHaveBeenCalled();
      expect(spies.recheckAddress).toHaveBeenCalledWith({ username: 'marina-alves' });

      // Another address clears the refusal.
      actor.send({ type: 'address.change', value: 'marina-prado' });
      expect(actor.getSnapshot().context.refusedAddress).toBeNull();
    });
  });
});
