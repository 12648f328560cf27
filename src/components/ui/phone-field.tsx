/**
 * The phone field of every form: a native country picker (Brazil, +55, by default; br, us, pt,
 * ao and jp first, then the rest by their name in the active language; no flag image is
 * fetched) and the number masked by react-international-phone as the country writes it,
 * (99) 99999-9999 for Brazil. The value handed out is "+55 (11) 98765-4321", or '' while the
 * field holds no more than the dial code. Typed, pasted and autofilled numbers all reach the
 * owner's onChange; a number written without "+" is taken as one of the chosen country.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useEffectEvent, useId, useMemo, useRef, type ChangeEvent } from 'react';
import { defaultCountries, parseCountry, usePhoneInput, type ParsedCountry } from 'react-international-phone';
import {
  DEFAULT_PHONE_COUNTRY,
  DEFAULT_PHONE_PREFIX,
  PREFERRED_PHONE_COUNTRIES,
  isBlankPhone,
  phoneDigits,
} from '@machines/lib/phone';
import { intlTag } from '@/lib/i18n';
import { useInBrowser } from '@/lib/use-in-browser';
import styles from './phone-field.module.css';
import { useLocale } from '@/lib/use-locale';

const PREFERRED: readonly string[] = PREFERRED_PHONE_COUNTRIES;

export interface PhoneFieldProps {
  value: string;
  /** The new value and the dial code of the chosen country ("+55"). */
  onChange: (value: string, prefix: string) => void;
  onBlur?: () => void;
  /** The visible label; leave it out when the caller labels the input through `id`. */
  label?: string;
  id?: string;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  /** Longest value handed out, dial code included. */
  maxLength?: number;
  /** Shown under the field and tied to the input. */
  error?: string | null;
  /** Writes the dial code at the start of the input instead of beside the picker. */
  inlineDialCode?: boolean;
  /** Focuses the number when the field mounts, as a dialog's first field. */
  autoFocus?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * The value as the hook takes it, "+5511987654321", so that the values this field handed out
 * come back to it unchanged. A number stored without "+" is taken as Brazilian.
 */
function toE164(value: string): string {
  const digits = phoneDigits(value);
  if (!digits) return '';
  return value.trim().startsWith('+') ? `+${digits}` : `${DEFAULT_PHONE_PREFIX}${digits}`;
}

/** The national digits of what the field shows. */
function nationalDigits(inputValue: string, country: ParsedCountry, inline: boolean): string {
  const digits = phoneDigits(inputValue);
  return inline ? digits.slice(country.dialCode.length) : digits;
}

/** The placeholder of a country with a mask: its digits as 9s. */
function placeholderOf(country: ParsedCountry): string | undefined {
  const format = typeof country.format === 'object' ? country.format.default : country.format;
  return format ? format.replace(/\./g, '9') : undefined;
}

/** The input type the hook reads as a paste: it then parses the whole value and guesses its country. */
const WHOLE_VALUE = 'insertFromPaste';

/**
 * How the hook should read an edit. Autofill and scripts put the whole number in at once, with
 * no input type (or "insertReplacementText"), and test drivers and dictation insert it as one
 * long "insertText"; the hook would drop those as stray keys, so they go to it as a paste.
 * Keys, deletions and undo keep their own type, so typing behaves as the hook defines it.
 */
function editKind(event: Event): string {
  const type = event instanceof InputEvent ? event.inputType : '';
  const data = event instanceof InputEvent ? (event.data ?? '') : '';
  if (!type || type === 'insertReplacementText' || (type === 'insertText' && data.length > 1)) return WHOLE_VALUE;
  return type;
}

/** Input events React already passed to a field, so the document listener leaves them alone. */
const takenByReact = new WeakSet<Event>();

/**
 * The countries of the picker, named in the page's language. The names come from the runtime's
 * own data, which differs between the server and the browser ("Hong Kong, RAE da China" against
 * "Hong Kong"): a page drawn elsewhere lists only the preferred countries until the browser has
 * taken it over, so that both draw the same.
 */
function useCountryOptions() {
  const tag = intlTag(useLocale());
  const inBrowser = useInBrowser();
  return useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([tag], { type: 'region' });
    } catch {
      names = null;
    }
    const all = defaultCountries.map((entry) => {
      const c = parseCountry(entry);
      return { iso2: c.iso2, dialCode: c.dialCode, name: names?.of(c.iso2.toUpperCase()) ?? c.name };
    });
    const preferred = PREFERRED.flatMap((iso2) => all.filter((c) => c.iso2 === iso2));
    const rest = inBrowser
      ? all.filter((c) => !PREFERRED.includes(c.iso2)).sort((a, b) => a.name.localeCompare(b.name, tag))
      : [];
    return { preferred, rest };
  }, [tag, inBrowser]);
}

export function PhoneField({
  value,
  onChange,
  onBlur,
  label,
  id: givenId,
  name,
  required,
  disabled,
  maxLength,
  error,
  inlineDialCode = false,
  autoFocus,
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedBy,
}: PhoneFieldProps) {
  const { t } = useLingui();
  const ownId = useId();
  const id = givenId ?? ownId;
  const options = useCountryOptions();

  const handOut = (inputValue: string, next: ParsedCountry): string => {
    const prefix = `+${next.dialCode}`;
    const full = inlineDialCode ? inputValue : `${prefix} ${inputValue}`;
    return isBlankPhone(full, prefix) ? '' : full;
  };

  const { inputValue, country, setCountry, handlePhoneValueChange, inputRef } = usePhoneInput({
    defaultCountry: DEFAULT_PHONE_COUNTRY,
    value: toE164(value),
    countries: defaultCountries,
    forceDialCode: inlineDialCode,
    disableDialCodeAndPrefix: !inlineDialCode,
    onChange: (data) => {
      const next = handOut(data.inputValue, data.country);
      // The hook also reports on mount and when it takes a value given here: no news then.
      if (next === value && data.country.iso2 === country.iso2) return;
      onChange(next, `+${data.country.dialCode}`);
    },
  });

  /**
   * Hands one edit of the input to the hook. With the dial code in the input, a number pasted
   * or autofilled over all of it and written without "+" is national: it goes in under the
   * current country's dial code, as the hook does itself when the dial code is kept out of the
   * input, instead of being read as a dial code ("(31) 9..." as the Netherlands).
   */
  const take = (event: Event, input: HTMLInputElement) => {
    const kind = editKind(event);
    let raw = input.value;
    let caret = input.selectionStart ?? raw.length;
    if (inlineDialCode && kind === WHOLE_VALUE && /\d/.test(raw) && !raw.includes('+')) {
      const lead = `+${country.dialCode} `;
      raw = `${lead}${raw}`;
      caret += lead.length;
    }
    // The hook reads only these fields of a change event.
    const edit = {
      nativeEvent: { inputType: kind, data: event instanceof InputEvent ? event.data : null },
      target: { value: raw, selectionStart: caret },
      preventDefault: () => event.preventDefault(),
    } as unknown as ChangeEvent<HTMLInputElement>;
    handlePhoneValueChange(edit);
  };

  // React skips an input or change event when the value was set by a script before it (its value
  // tracker already saw that value), and some autofill works that way: the number would show but
  // never reach the form. A listener on the document runs after React's, and takes those edits.
  const shown = useRef(inputValue);
  useEffect(() => {
    shown.current = inputValue;
  }, [inputValue]);
  const takeMissed = useEffectEvent((event: Event, input: HTMLInputElement) => {
    if (takenByReact.has(event) || input.value === shown.current) return;
    take(event, input);
  });
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const doc = input.ownerDocument;
    const listener = (event: Event) => {
      if (event.target === input) takeMissed(event, input);
    };
    const listening = new AbortController();
    doc.addEventListener('input', listener, { signal: listening.signal });
    doc.addEventListener('change', listener, { signal: listening.signal });
    return () => listening.abort();
  }, [inputRef]);

  const chooseCountry = (iso2: string) => {
    const chosen = defaultCountries.map(parseCountry).find((c) => c.iso2 === iso2);
    if (!chosen) return;
    const digits = nationalDigits(inputValue, country, inlineDialCode);
    setCountry(chosen.iso2);
    // The digits typed so far stay, under the new dial code; the hook masks them again.
    if (digits) onChange(`+${chosen.dialCode} ${digits}`, `+${chosen.dialCode}`);
  };

  const prefix = `+${country.dialCode}`;
  const errorId = `${id}-error`;
  const describedBy = [ariaDescribedBy, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const invalid = Boolean(error) || Boolean(ariaInvalid);
  const inputMax = maxLength && !inlineDialCode ? Math.max(4, maxLength - prefix.length - 1) : maxLength;

  return (
    <div className={styles.field}>
      {label ? (
        <label htmlFor={id} className={styles.label}>
          {label}
          {required ? <span aria-hidden="true"> *</span> : null}
        </label>
      ) : null}
      <div className={`${styles.control} ${invalid ? styles.invalid : ''}`}>
        <span className={styles.country}>
          <span aria-hidden="true" className={styles.countryFace}>
            {country.iso2.toUpperCase()}
            {inlineDialCode ? null : ` ${prefix}`}
          </span>
          <select
            aria-label={t`País do telefone`}
            value={country.iso2}
            disabled={disabled}
            onChange={(e) => chooseCountry(e.currentTarget.value)}
          >
            <optgroup label={t`Mais usados`}>
              {options.preferred.map((c) => (
                <option key={c.iso2} value={c.iso2}>
                  {`${c.name} (+${c.dialCode})`}
                </option>
              ))}
            </optgroup>
            <optgroup label={t`Todos os países`}>
              {options.rest.map((c) => (
                <option key={c.iso2} value={c.iso2}>
                  {`${c.name} (+${c.dialCode})`}
                </option>
              ))}
            </optgroup>
          </select>
        </span>
        <input
          id={id}
          ref={inputRef}
          name={name}
          type="tel"
          inputMode="tel"
          // A full number: an autofilled +CC number picks its country (the HTML checker refuses
          // tel-national here).
          autoComplete="tel"
          value={inputValue}
          placeholder={inlineDialCode ? undefined : placeholderOf(country)}
          maxLength={inputMax}
          required={required}
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          disabled={disabled}
          autoFocus={autoFocus}
          onChange={(e) => {
            takenByReact.add(e.nativeEvent);
            take(e.nativeEvent, e.currentTarget);
          }}
          onFocus={(e) => {
            if (!inlineDialCode) return;
            // Tabbing in selects the whole value; typing would then replace the dial code the
            // hook keeps, and lose the first digit. Start after it instead.
            const input = e.currentTarget;
            const end = input.value.length;
            if (end > 0 && input.selectionStart === 0 && input.selectionEnd === end) input.setSelectionRange(end, end);
          }}
          onBlur={onBlur}
        />
      </div>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
