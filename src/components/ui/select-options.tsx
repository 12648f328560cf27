/** The options of a location select: first the one that clears it, then one per choice. */
import { CLEAR_OPTION } from '@machines/lib/location';

export interface SelectOption {
  value: string;
  label: string;
}

export function SelectOptions({ clearLabel, options }: { clearLabel: string; options: SelectOption[] }) {
  return (
    <>
      <option value={CLEAR_OPTION}>{clearLabel}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}
