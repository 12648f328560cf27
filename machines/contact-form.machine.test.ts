// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { CONTACT_FLAG_MS, contactFormMachine, type ContactPayload } from './contact-form.machine';
import type { ContactField, ContactVariant } from './lib/contact-rules';

function start(
  variant: ContactVariant,
  send: (input: { variant: ContactVariant; payload: ContactPayload }) => Promise<void>,
) {
  const spy = vi.fn(send);
  const machine = contactFormMachine.provide({ actors: { sendMessage: fromPromise(({ input }) => spy(input)) } });
  const actor = createActor(machine, { input: { variant } }).start();
  const type = (field: ContactField, value: string) => actor.send({ type: 'field.change', field, value });
  return { actor, spy, type };
}

function fillPublic(type: (field: ContactField, value: string) => void) {
  type('name', 'Ana Souza');
  type('email', 'ana@example.com');
  type('subject', 'Quero conversar');
  type('message', 'Olá, gostaria de saber mais.');
}

describe('contact form machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts idle with an empty public form and refuses to send it', () => {
    const { actor, spy } = start('public', () => Promise.resolve());
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.variant).toBe('public');
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(false);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(spy).not.toHaveBeenCalled();
  });

  it('public form: sends without city and phone, with a phone prefix only counting as blank', () => {
    const { actor, spy, type } = start('public', () => Promise.resolve());
    fillPublic(type);
    type('phone', '+55 ');
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(true);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().matches('pending')).toBe(true);
    expect(spy).toHaveBeenCalledWith({
      variant: 'public',
      payload: {
        name: 'Ana Souza',
        email: 'ana@example.com',
        subject: 'Quero conversar',
        message: 'Olá, gostaria de saber mais.',
      },
    });
  });

  it('disables sending while pending', () => {
    const { actor, type } = start('public', () => new Promise(() => {}));
    fillPublic(type);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().matches('pending')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'field.change', field: 'name', value: 'x' })).toBe(false);
  });

  it('strips ( ) _ - from the phone and sends the city when given', () => {
    const { actor, spy, type } = start('public', () => Promise.resolve());
    fillPublic(type);
    type('city', ' Recife ');
    type('phone', '+55 (81) 98888-7777');
    actor.send({ type: 'form.submit' });
    expect(spy.mock.calls[0]![0].payload).toMatchObject({ city: 'Recife', phone: '+55 81 988887777' });
  });

  it('needs a valid e-mail; blur marks the field touched so the view can show the message', () => {
    const { actor, type } = start('public', () => Promise.resolve());
    fillPublic(type);
    type('email', 'ana@');
    expect(actor.getSnapshot().context.touched.email).toBeUndefined();
    actor.send({ type: 'field.blur', field: 'email' });
    expect(actor.getSnapshot().context.touched.email).toBe(true);
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(false);
    type('email', 'ana@example.com');
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(true);
  });

  it('success clears the form, shows the flag for 5 seconds, then locks the button again', async () => {
    const { actor, type } = start('public', () => Promise.resolve());
    fillPublic(type);
    actor.send({ type: 'form.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('success')).toBe(true);
    expect(actor.getSnapshot().context.values).toEqual({
      name: '',
      email: '',
      city: '',
      phone: '',
      subject: '',
      message: '',
    });
    await vi.advanceTimersByTimeAsync(CONTACT_FLAG_MS - 1);
    expect(actor.getSnapshot().matches('success')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(false);
  });

  it('an error keeps what the visitor typed, shows the flag for 5 seconds and allows a retry', async () => {
    let fail = true;
    const { actor, spy, type } = start('public', () => (fail ? Promise.reject(new Error('500')) : Promise.resolve()));
    fillPublic(type);
    actor.send({ type: 'form.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('error')).toBe(true);
    expect(actor.getSnapshot().context.values.name).toBe('Ana Souza');
    expect(actor.getSnapshot().context.error).toBeInstanceOf(Error);
    await vi.advanceTimersByTimeAsync(CONTACT_FLAG_MS);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.values.message).toBe('Olá, gostaria de saber mais.');
    fail = false;
    actor.send({ type: 'form.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(spy).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().matches('success')).toBe(true);
  });

  it('lets the visitor edit and resend during the error flag', async () => {
    const { actor, type } = start('public', () => Promise.reject(new Error('500')));
    fillPublic(type);
    actor.send({ type: 'form.submit' });
    await vi.advanceTimersByTimeAsync(0);
    type('subject', 'Outro assunto');
    expect(actor.getSnapshot().matches('error')).toBe(true);
    expect(actor.getSnapshot().context.values.subject).toBe('Outro assunto');
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(true);
  });

  it('cuts public inputs at 100 characters and the message at 1000', () => {
    const { actor, type } = start('public', () => Promise.resolve());
    type('name', 'a'.repeat(150));
    type('message', 'b'.repeat(1200));
    expect(actor.getSnapshot().context.values.name).toHaveLength(100);
    expect(actor.getSnapshot().context.values.message).toHaveLength(1000);
  });

  it('legacy form: all six fields are required and the legacy limits apply', () => {
    const { actor, spy, type } = start('legacy', () => Promise.resolve());
    fillPublic(type);
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(false);
    type('city', 'Recife');
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(false);
    type('phone', '(81) 98888-7777');
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(true);
    type('name', 'n'.repeat(80));
    type('city', 'c'.repeat(40));
    type('phone', '9'.repeat(40));
    type('subject', 's'.repeat(80));
    const { values } = actor.getSnapshot().context;
    expect([values.name.length, values.city.length, values.phone.length, values.subject.length]).toEqual([
      50, 25, 30, 50,
    ]);
    actor.send({ type: 'form.submit' });
    expect(spy.mock.calls[0]![0].variant).toBe('legacy');
  });

  it('refuses phone characters other than digits, parentheses, hyphens, plus and spaces', () => {
    const { actor, type } = start('public', () => Promise.resolve());
    fillPublic(type);
    type('phone', '81 9888a');
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(false);
  });

  it('uses the prefix of the chosen country to tell a blank phone', () => {
    const { actor } = start('public', () => Promise.resolve());
    actor.send({ type: 'field.change', field: 'phone', value: '+1 ', prefix: '+1' });
    expect(actor.getSnapshot().context.phonePrefix).toBe('+1');
  });

  it('form.reset empties the form and drops any flag', async () => {
    const { actor, type } = start('public', () => Promise.reject(new Error('x')));
    fillPublic(type);
    actor.send({ type: 'form.submit' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'form.reset' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.values.name).toBe('');
  });
});
