import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PhoneField } from '@/components/ui/phone-field';
import { renderWithProviders } from '../utils/render';

/** A form that keeps the field's value, as the coach site's machines and the wizard do. */
function Form({
  initial = '',
  inline = false,
  error,
  onValue,
}: {
  initial?: string;
  inline?: boolean;
  error?: string;
  onValue?: (value: string, prefix: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <PhoneField
        label="Telefone"
        name="phone"
        value={value}
        inlineDialCode={inline}
        error={error}
        onChange={(next, prefix) => {
          setValue(next);
          onValue?.(next, prefix);
        }}
      />
      <output data-testid="stored">{value}</output>
      <button type="button" onClick={() => setValue('+55 (21) 99876-5432')}>
        Restaurar
      </button>
    </>
  );
}

const phone = () => screen.getByRole<HTMLInputElement>('textbox', { name: /^Telefone/ });
const country = () => screen.getByRole('combobox', { name: 'País do telefone' });
const stored = () => screen.getByTestId('stored').textContent;

describe('PhoneField', () => {
  it('masks a Brazilian number as it is typed and hands it out with +55', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    await renderWithProviders(<Form onValue={onValue} />);
    expect(country()).toHaveValue('br');
    expect(phone()).toHaveAttribute('placeholder', '(99) 99999-9999');
    await user.type(phone(), '11987654321');
    expect(phone()).toHaveValue('(11) 98765-4321');
    expect(stored()).toBe('+55 (11) 98765-4321');
    expect(onValue).toHaveBeenLastCalledWith('+55 (11) 98765-4321', '+55');
  });

  it('with the dial code in the input, masks the number after it', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Form inline />);
    expect(phone()).toHaveValue('+55 ');
    // Only the dial code is no number yet.
    expect(stored()).toBe('');
    await user.type(phone(), '11987654321');
    expect(phone()).toHaveValue('+55 (11) 98765-4321');
    expect(stored()).toBe('+55 (11) 98765-4321');
    // Deleting stops at the dial code, which the field keeps.
    await user.type(phone(), '{Backspace>20/}');
    expect(phone()).toHaveValue('+55');
    expect(stored()).toBe('');
  });

  it('lists br, us, pt, ao and jp first, then the rest by name', async () => {
    await renderWithProviders(<Form />);
    const [preferred, rest] = within(country()).getAllByRole('group');
    const codes = within(preferred!)
      .getAllByRole('option')
      .map((o) => (o as HTMLOptionElement).value);
    expect(codes).toEqual(['br', 'us', 'pt', 'ao', 'jp']);
    const names = within(rest!)
      .getAllByRole('option')
      .map((o) => o.textContent ?? '');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    expect(names).toContain('Alemanha (+49)');
  });

  it('choosing another country changes the prefix and keeps the digits typed', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    await renderWithProviders(<Form onValue={onValue} />);
    await user.type(phone(), '2015550123');
    await user.selectOptions(country(), 'us');
    expect(country()).toHaveValue('us');
    expect(phone()).toHaveValue('(201) 555-0123');
    expect(stored()).toBe('+1 (201) 555-0123');
    expect(onValue).toHaveBeenLastCalledWith('+1 (201) 555-0123', '+1');
  });

  it('choosing another country writes its dial code in the input', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Form inline />);
    await user.selectOptions(country(), 'pt');
    expect(phone()).toHaveValue('+351 ');
    expect(stored()).toBe('');
    await user.type(phone(), '912345678');
    expect(stored()).toBe('+351 912345678');
  });

  it('shows a value given to it, at first and later', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    await renderWithProviders(<Form inline initial="+55 (11) 98765-4321" onValue={onValue} />);
    expect(phone()).toHaveValue('+55 (11) 98765-4321');
    await user.click(screen.getByRole('button', { name: 'Restaurar' }));
    expect(phone()).toHaveValue('+55 (21) 99876-5432');
    // Taking a value is no change to report.
    expect(onValue).not.toHaveBeenCalled();
    await user.type(phone(), '{Backspace}');
    expect(stored()).toBe('+55 (21) 99876-543');
  });

  it('shows a restored number of another country without its dial code', async () => {
    await renderWithProviders(<Form initial="+1 (201) 555-0123" />);
    expect(country()).toHaveValue('us');
    expect(phone()).toHaveValue('(201) 555-0123');
  });

  it('ties its error to the input', async () => {
    await renderWithProviders(<Form error="Campo obrigatório" />);
    expect(phone()).toHaveAttribute('aria-invalid', 'true');
    expect(phone()).toHaveAccessibleDescription('Campo obrigatório');
  });

  it('names its picker and sorts the countries in the active language', async () => {
    await renderWithProviders(<Form />, { locale: 'en' });
    const picker = screen.getByRole('combobox', { name: 'Phone country' });
    const names = within(within(picker).getAllByRole('group')[1]!)
      .getAllByRole('option')
      .map((o) => o.textContent ?? '');
    expect(names).toContain('Germany (+49)');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-US')));
  });
});

/** What a script or some autofill does: set the value, then tell the page, which React skips. */
function setByScript(value: string, event: 'input' | 'change') {
  act(() => {
    phone().value = value;
    phone().dispatchEvent(new Event(event, { bubbles: true }));
  });
}

describe('PhoneField keeps what was pasted or filled in', () => {
  it('a visitor pastes a national number over the dial code and it stays Brazilian', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Form inline />);
    await user.click(phone());
    phone().select();
    await user.paste('(31) 98765-1234');
    expect(country()).toHaveValue('br');
    expect(phone()).toHaveValue('+55 (31) 98765-1234');
    expect(stored()).toBe('+55 (31) 98765-1234');
  });

  it('a visitor pastes a national number beside the picker and it stays Brazilian', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Form />);
    await user.click(phone());
    await user.paste('(31) 98765-1234');
    expect(country()).toHaveValue('br');
    expect(phone()).toHaveValue('(31) 98765-1234');
    expect(stored()).toBe('+55 (31) 98765-1234');
  });

  it('a visitor pastes an international number and the country follows it', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Form inline />);
    // Browsers offer a whole number (with its country code) for the field.
    expect(phone()).toHaveAttribute('autocomplete', 'tel');
    await user.click(phone());
    phone().select();
    await user.paste('+351 912 345 678');
    expect(country()).toHaveValue('pt');
    expect(stored()).toBe('+351 912345678');
  });

  it('a number autofilled in one input event is saved like a typed one', async () => {
    const onValue = vi.fn();
    await renderWithProviders(<Form inline onValue={onValue} />);
    fireEvent.input(phone(), { target: { value: '(31) 98765-1234' } });
    expect(country()).toHaveValue('br');
    expect(phone()).toHaveValue('+55 (31) 98765-1234');
    expect(stored()).toBe('+55 (31) 98765-1234');
    expect(onValue).toHaveBeenLastCalledWith('+55 (31) 98765-1234', '+55');
  });

  it('a number autofilled in one change event is saved, and the visitor can go on typing', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Form inline />);
    fireEvent.change(phone(), { target: { value: '(31) 98765-123' } });
    expect(phone()).toHaveValue('+55 (31) 98765-123');
    await user.type(phone(), '4');
    expect(phone()).toHaveValue('+55 (31) 98765-1234');
    expect(stored()).toBe('+55 (31) 98765-1234');
  });

  it('a number set by a script before its input event is saved, not only shown', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Form />);
    setByScript('31987651234', 'input');
    expect(phone()).toHaveValue('(31) 98765-1234');
    expect(stored()).toBe('+55 (31) 98765-1234');
    await user.type(phone(), '{Backspace}');
    expect(stored()).toBe('+55 (31) 98765-123');
  });

  it('an international number set by a script before its change event switches the country', async () => {
    await renderWithProviders(<Form inline />);
    setByScript('+351 912 345 678', 'change');
    expect(country()).toHaveValue('pt');
    expect(stored()).toBe('+351 912345678');
  });

  it('typing a letter or over the dial code changes nothing, as before', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Form inline />);
    await user.type(phone(), '11a98765');
    expect(phone()).toHaveValue('+55 (11) 98765-');
    phone().setSelectionRange(0, 0);
    await user.keyboard('7');
    expect(phone()).toHaveValue('+55 (11) 98765-');
    expect(stored()).toBe('+55 (11) 98765-');
  });
});
