/** The profile's switches in the settings dialog: the free experimental session and the categories. */
import { useLingui } from '@lingui/react/macro';
import styles from '../settings-dialog.module.css';

export interface ProfileOptionValues {
  experimental: boolean;
  select: boolean;
  trainer: boolean;
}

export function ProfileOptions({
  options,
  onChange,
}: {
  options: ProfileOptionValues;
  onChange: (options: ProfileOptionValues) => void;
}) {
  const { t } = useLingui();
  const labels: Record<keyof ProfileOptionValues, string> = {
    experimental: t`Oferecer sessão experimental gratuita`,
    select: t`Categoria Select`,
    trainer: t`Categoria Master Trainer`,
  };
  return (
    <fieldset className={styles.group}>
      <legend>{t`Opções do perfil`}</legend>
      {(Object.keys(labels) as Array<keyof ProfileOptionValues>).map((option) => (
        <label key={option} className={styles.switchRow}>
          <input
            type="checkbox"
            role="switch"
            checked={options[option]}
            onChange={(e) => onChange({ ...options, [option]: e.currentTarget.checked })}
          />
          <span>{labels[option]}</span>
        </label>
      ))}
    </fieldset>
  );
}
