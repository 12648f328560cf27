/**
 * The look of the settings dialog: the site's template (with a small preview of it) and its
 * theme colour (#RRGGBB).
 */
import { useContext, useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { EDITOR_DEFAULT_THEME_COLOR, THEMES, isThemeColor, type ThemeName } from '@machines/lib/profile-rules';
import { TemplatePreviewContext } from '@/lib/template-preview';
import { useSiteProfile } from '../edit-session';
import styles from '../settings-dialog.module.css';

interface AppearanceFieldsProps {
  theme: ThemeName;
  onThemeChange: (theme: ThemeName) => void;
  color: string;
  onColorChange: (color: string) => void;
}

export function AppearanceFields({ theme, onThemeChange, color, onColorChange }: AppearanceFieldsProps) {
  const { t } = useLingui();
  const colorValid = isThemeColor(color);
  const renderPreview = useContext(TemplatePreviewContext);
  const siteProfile = useSiteProfile();
  const previewProfile = useMemo(
    () => (siteProfile && colorValid ? { ...siteProfile, themeColor: color } : siteProfile),
    [siteProfile, colorValid, color],
  );
  return (
    <fieldset className={styles.group}>
      <legend>{t`Aparência`}</legend>
      <div className={styles.row2}>
        <label className={styles.select}>
          <span>{t`Modelo do site`}</span>
          <select
            className={styles.control}
            value={theme}
            onChange={(e) => onThemeChange(e.currentTarget.value as ThemeName)}
          >
            {THEMES.map((name, i) => (
              <option key={name} value={name}>
                {t`Modelo ${i + 1}`}
              </option>
            ))}
          </select>
        </label>
        <div className={styles.select}>
          <label htmlFor="settings-color">{t`Cor do tema`}</label>
          <div className={styles.colorRow}>
            <input
              type="color"
              aria-label={t`Escolher a cor do tema`}
              value={colorValid ? color : EDITOR_DEFAULT_THEME_COLOR}
              onChange={(e) => onColorChange(e.currentTarget.value)}
            />
            <input
              id="settings-color"
              className={styles.control}
              type="text"
              value={color}
              maxLength={7}
              spellCheck={false}
              aria-invalid={!colorValid || undefined}
              aria-describedby={colorValid ? undefined : 'settings-color-error'}
              onChange={(event) => onColorChange(event.currentTarget.value.trim())}
            />
          </div>
          {colorValid ? null : (
            <p id="settings-color-error" className={styles.error}>
              {t`Use uma cor no formato #RRGGBB.`}
            </p>
          )}
        </div>
      </div>
      {renderPreview && previewProfile ? (
        <div style={{ marginTop: 'var(--space-3)' }}>{renderPreview({ template: theme, profile: previewProfile })}</div>
      ) : null}
    </fieldset>
  );
}
