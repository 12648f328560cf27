/**
 * Phone input with a country picker: Brazil (+55) by default, br, us, pt, ao and jp listed
 * first, the number masked as the country writes it ((99) 99999-9999 for Brazil). The picker
 * is a native select with country names in the active language, so no flag image is fetched.
 */
import { useMemo, useState } from 'react';
import { defaultCountries, parseCountry, usePhoneInput } from 'react-international-phone';
import { useLingui } from '@lingui/react/macro';
import { intlTag } from '@/lib/i18n';
import { DEFAULT_PHONE_COUNTRY, isBlankPhone, PREFERRED_PHONE_COUNTRIES } from '@machines/lib/phone';
import styles from './wizard.module.css';

const PREFERRED: readonly string[] = PREFERRED_PHONE_COUNTRIES;

export interface PhoneFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** The displayed value, or '' when only the dial code is there. */
function storedValue(inputValue: string, dialCode: string): string {
  return isBlankPhone(inputValue, `+${dialCode}`) ? '' : inputValue;
}

/** How many of its own latest values the field remembers (a few keystrokes' worth). */
const REMEMBERED = 16;

export function PhoneField({ id, value, onChange, onBlur, ...aria }: PhoneFieldProps) {
  const { t, i18n } = useLingui();
  // The hook takes `value` again whenever it changes. The value the form hands back can be one
  // this field reported a keystroke ago, after the field has moved on: given to the hook, it
  // would rewind the field, which would report it, and so on. So only a value the field did not
  // report itself (a restored draft) goes to the hook; its own come back to it unchanged.
  const [reported, setReported] = useState<readonly string[]>([]);
  const [given, setGiven] = useState(value);
  if (value !== given && !reported.includes(value)) setGiven(value);
  const { inputValue, country, setCountry, handlePhoneValueChange, inputRef } = usePhoneInput({
    defaultCountry: DEFAULT_PHONE_COUNTRY,
    value: given,
    countries: defaultCountries,
    forceDialCode: true,
    onChange: (data) => {
      const next = storedValue(data.inputValue, data.country.dialCode);
      setReported((list) => (list.at(-1) === next ? list : [...list.slice(1 - REMEMBERED), next]));
      onChange(next);
    },
  });

  const options = useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([intlTag()], { type: 'region' });
    } catch {
      names = null;
    }
    const parsed = defaultCountries.map((c) => {
      const p = parseCountry(c);
      return { iso2: p.iso2, dialCode: p.dialCode, name: names?.of(p.iso2.toUpperCase()) ?? p.name };
    });
    const preferred = PREFERRED.map((iso2) => parsed.find((p) => p.iso2 === iso2)).filter((p) => p !== undefined);
    const rest = parsed
      .filter((p) => !PREFERRED.includes(p.iso2))
      .sort((a, b) => a.name.localeCompare(b.name, intlTag()));
    return { preferred, rest };
    // The list follows the active language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [i18n.locale]);

  return (
    <div className={styles.phone}>
      <select
        className={styles.phoneCountry}
        aria-label={t`País do telefone`}
        value={country.iso2}
        onChange={(e) => setCountry(e.target.value)}
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
      <input
        id={id}
        ref={inputRef}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        className={styles.input}
        value={inputValue}
        onChange={handlePhoneValueChange}
        onFocus={(e) => {
          // Tabbing in selects the whole value; typing would then replace the dial code and lose
          // the first digit. Start after it instead.
          const input = e.currentTarget;
          const end = input.value.length;
          if (end > 0 && input.selectionStart === 0 && input.selectionEnd === end) input.setSelectionRange(end, end);
        }}
        onBlur={onBlur}
        placeholder="+55 (99) 99999-9999"
        {...aria}
      />
    </div>
  );
}
