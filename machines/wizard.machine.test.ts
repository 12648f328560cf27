// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { wizardMachine, type WizardSubmitInput } from './wizard.machine';
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
};

function start(
  options: {
    data?: Partial<WizardData>;
    step?: number;
    submit?: (data: WizardSubmitInput) => Promise<{ username: string }>;
  } = {},
) {
  const spies = {
    submit: vi.fn(options.submit ?? (() => Promise.resolve({ username: 'ana-souza' }))),
    exitWizard: vi.fn(),
    openEditPage: vi.fn(),
    notifySubmitError: vi.fn(),
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
    },
  });
  const input = {
    currentYear: YEAR,
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

  it('restores a saved draft but never past its first incomplete step', () => {
    const { actor } = start({ data: { ...complete, answer2: '' }, step: 3 });
    expect(actor.getSnapshot().context.step).toBe(2);
    expect(actor.getSnapshot().context.data.answer1).toBe(complete.answer1);
  });
});
