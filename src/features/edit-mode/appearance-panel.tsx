/**
 * The config panel: the site's template and theme colour, previewed live on the page while
 * the panel is open. Each template's card shows it drawn small with the coach's draft. Save
 * stores them; Cancel (or Escape) puts the page back.
 */
import { useContext, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Check } from 'lucide-react';
import {
  EDITOR_DEFAULT_THEME,
  EDITOR_DEFAULT_THEME_COLOR,
  THEMES,
  isThemeColor,
  isThemeName,
  type ThemeName,
} from '@machines/lib/profile-rules';
import { TemplatePreviewContext } from '@/lib/template-preview';
import { useEditSession, useEditorState, useSiteProfile } from './edit-session';
import { PreviewPanel } from './preview-panel';
import styles from './appearance-panel.module.css';

/** Colours offered as one-click choices (any other can be typed or picked). */
export const THEME_SWATCHES = [
  '#ecc22e',
  '#3588db',
  '#1b3a5c',
  '#2e7d5b',
  '#c0392b',
  '#8e44ad',
  '#f4a6a6',
  '#e67e22',
] as const;

export function AppearancePanel({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const { editor, setPreview } = useEditSession();
  const profile = useEditorState((s) => s.context.profile);
  // Each card draws its template with the coach's own draft, in the colour being chosen.
  const renderPreview = useContext(TemplatePreviewContext);
  const siteProfile = useSiteProfile();
  const savedTheme: ThemeName = isThemeName(profile?.theme) ? profile.theme : EDITOR_DEFAULT_THEME;
  const savedColor = isThemeColor(profile?.themeColor) ? profile.themeColor.toLowerCase() : EDITOR_DEFAULT_THEME_COLOR;
  const [theme, setTheme] = useState<ThemeName>(savedTheme);
  const [color, setColor] = useState(savedColor);
  const colorValid = isThemeColor(color);

  const preview = (next: { theme?: ThemeName; color?: string }) => {
    const nextTheme = next.theme ?? theme;
    const nextColor = next.color ?? color;
    setPreview({ theme: nextTheme, ...(isThemeColor(nextColor) ? { themeColor: nextColor } : {}) });
  };
  const save = () => {
    const patch: { theme?: ThemeName; themeColor?: string } = {};
    if (theme !== profile?.theme) patch.theme = theme;
    if (colorValid && color.toLowerCase() !== (profile?.themeColor ?? '').toLowerCase())
      patch.themeColor = color.toLowerCase();
    if (Object.keys(patch).length > 0) editor.send({ type: 'operation', op: { type: 'patch', patch } });
    else setPreview({});
    onClose();
  };

  return (
    <PreviewPanel
      title={t`Aparência`}
      description={t`As mudanças aparecem no site enquanto você escolhe.`}
      canSave={colorValid}
      onSave={save}
      onClose={onClose}
    >
      <fieldset className={styles.group}>
        <legend>{t`Modelo`}</legend>
        <div className={styles.templates}>
          {THEMES.map((name, i) => {
            const n = i + 1;
            return (
              <label key={name} className={`${styles.template} ${theme === name ? styles.selected : ''}`}>
                <input
                  type="radio"
                  name="appearance-template"
                  value={name}
                  checked={theme === name}
                  onChange={() => {
                    setTheme(name);
                    preview({ theme: name });
                  }}
                />
                {renderPreview && siteProfile ? renderPreview({ template: name, profile: siteProfile }) : null}
                <span className={styles.templateName}>{t`Modelo ${n}`}</span>
                <span className={styles.templateNote}>{n >= 5 ? t`Com barra de navegação` : t`Seções empilhadas`}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend>{t`Cor do tema`}</legend>
        <div className={styles.swatches}>
          {THEME_SWATCHES.map((swatch) => (
            <label key={swatch} className={styles.swatch} style={{ background: swatch }}>
              <input
                type="radio"
                name="appearance-color"
                value={swatch}
                checked={color.toLowerCase() === swatch}
                onChange={() => {
                  setColor(swatch);
                  preview({ color: swatch });
                }}
              />
              <span className="visually-hidden">{t`Cor ${swatch}`}</span>
              {color.toLowerCase() === swatch ? <Check size={18} aria-hidden="true" className={styles.tick} /> : null}
            </label>
          ))}
        </div>
        <label className={styles.custom}>
          <span>{t`Outra cor`}</span>
          <input
            type="color"
            value={colorValid ? color : EDITOR_DEFAULT_THEME_COLOR}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setColor(value);
              preview({ color: value });
            }}
          />
          <code>{color}</code>
        </label>
      </fieldset>
    </PreviewPanel>
  );
}
