/**
 * A phone input with a country picker: Brazil (+55) by default, Brazil, the United States,
 * Portugal, Angola and Japan listed first, the national number masked as the chosen country
 * writes it, e.g. (99) 99999-9999 for Brazil. The value handed out is "+55 (11) 98765-4321".
 */
import { useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState } from 'react';
import { defaultCountries, parseCountry } from 'react-international-phone';
import { DEFAULT_PHONE_COUNTRY, PREFERRED_PHONE_COUNTRIES, maskBrazilianPhone, phoneDigits } from '@machines/lib/phone';
import { intlTag } from '@/lib/i18n';
import styles from './phone-field.module.css';

interface CountryOption {
  iso2: string;
  dialCode: string;
  format: string | undefined;
  name: string;
}

/** Applies a country's digit pattern ('.' per digit); digits beyond it follow unformatted. */
export function maskNational(iso2: string, format: string | undefined, value: string): string {
  if (iso2 === 'br') return maskBrazilianPhone(value);
  const digits = phoneDigits(value).slice(0, 14);
  if (!format) return digits;
  let out = '';
  let i = 0;
  for (const char of format) {
    if (i >= digits.length) break;
    if (char === '.') out += digits[i++];
    else out += char;
  }
  return out + digits.slice(i);
}

function useCountries(): CountryOption[] {
  return useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([intlTag()], { type: 'region' });
    } catch {
      names = null;
    }
    const all = defaultCountries.map((entry) => {
      const c = parseCountry(entry);
      const format = typeof c.format === 'string' ? c.format : undefined;
      return { iso2: c.iso2, dialCode: c.dialCode, format, name: names?.of(c.iso2.toUpperCase()) ?? c.name };
    });
    const preferred = PREFERRED_PHONE_COUNTRIES.flatMap((iso) => all.filter((c) => c.iso2 === iso));
    const rest = all
      .filter((c) => !(PREFERRED_PHONE_COUNTRIES as readonly string[]).includes(c.iso2))
      .sort((a, b) => a.name.localeCompare(b.name));
    return [...preferred, ...rest];
  }, []);
}

export interface PhoneFieldProps {
  label: string;
  value: string;
  onChange: (value: string, prefix: string) => void;
  onBlur?: () => void;
  required?: boolean;
  maxLength?: number;
  disabled?: boolean;
  error?: string | null;
  name?: string;
}

export function PhoneField({
  label,
  value,
  onChange,
  onBlur,
  required,
  maxLength,
  disabled,
  error,
  name,
}: PhoneFieldProps) {
  const { t } = useLingui();
  const id = useId();
  const countries = useCountries();
  const [iso2, setIso2] = useState(DEFAULT_PHONE_COUNTRY);
  const country = countries.find((c) => c.iso2 === iso2) ?? countries[0]!;
  const prefix = `+${country.dialCode}`;
  const national = value.startsWith(prefix) ? value.slice(prefix.length).trim() : value.replace(/^\+\d+\s*/, '');
  const emit = (nextNational: string, next: CountryOption) => {
    const masked = maskNational(next.iso2, next.format, nextNational);
    const nextPrefix = `+${next.dialCode}`;
    onChange(masked ? `${nextPrefix} ${masked}` : '', nextPrefix);
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <div className={`${styles.control} ${error ? styles.invalid : ''}`}>
        <span className={styles.country}>
          <span aria-hidden="true" className={styles.countryFace}>
            {country.iso2.toUpperCase()} {prefix}
          </span>
          <select
            aria-label={t`País do telefone`}
            value={iso2}
            disabled={disabled}
            onChange={(e) => {
              const next = countries.find((c) => c.iso2 === e.currentTarget.value);
              if (!next) return;
              setIso2(next.iso2);
              emit(national, next);
            }}
          >
            {countries.map((c) => (
              <option key={c.iso2} value={c.iso2}>
                {c.name} (+{c.dialCode})
              </option>
            ))}
          </select>
        </span>
        <input
          id={id}
          name={name}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={national}
          placeholder={iso2 === 'br' ? '(99) 99999-9999' : undefined}
          maxLength={maxLength ? Math.max(4, maxLength - prefix.length - 1) : 16}
          required={required}
          aria-required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          disabled={disabled}
          onChange={(e) => emit(e.currentTarget.value, country)}
          onBlur={onBlur}
        />
      </div>
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
