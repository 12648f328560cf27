/** The search form's category filter: Coach, Select and Trainer as chips, several at once. */
import { useLingui } from '@lingui/react/macro';
import { SearchCategory } from '@/api/gen/api-v2/model';
import styles from './search-form.module.css';

/** The categories' names: product names, the same in every language. */
const CATEGORY_LABELS: Record<SearchCategory, string> = { coach: 'Coach', select: 'Select', trainer: 'Trainer' };

interface CategoryChipsProps {
  selected: SearchCategory[];
  onChange: (value: SearchCategory[]) => void;
}

export function CategoryChips({ selected, onChange }: CategoryChipsProps) {
  const { t } = useLingui();
  return (
    <fieldset className={`${styles.field} ${styles.categories}`}>
      <legend>{t`Categorias`}</legend>
      <div className={styles.chips}>
        {Object.values(SearchCategory).map((category) => {
          const checked = selected.includes(category);
          return (
            <label key={category} className={`${styles.chip} ${checked ? styles.chipOn : ''}`}>
              <input
                type="checkbox"
                name="category"
                value={category}
                checked={checked}
                onChange={() =>
                  onChange(checked ? selected.filter((value) => value !== category) : [...selected, category])
                }
              />
              <span>{CATEGORY_LABELS[category]}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
