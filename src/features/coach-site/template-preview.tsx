/**
 * A template's first screen (menu and hero) drawn small with a given profile: the template's
 * own components at a desktop width (a phone's below 768 px, where the templates take their
 * phone layout), scaled down into a fixed-size frame. A picture only: hidden from assistive
 * technology and inert, and without the site's body (no sections, so no anchors twice in a page).
 */
import { Suspense, useMemo } from 'react';
import type { TemplatePreviewProps } from '@/lib/template-preview';
import { paletteVars, TEMPLATES } from './coach-site';
import { FirstScreenOnly } from './sections/site-body';
import { SiteContext, type SiteContextValue } from './site-context';
import { sitePalette } from './theme';
import { coachTextLanguage } from '@/lib/coach-text';
import siteStyles from './coach-site.module.css';
import styles from './template-preview.module.css';

export default function TemplatePreview({ template, profile }: TemplatePreviewProps) {
  const vars = useMemo(() => paletteVars(sitePalette(profile.themeColor)), [profile.themeColor]);
  const value = useMemo<SiteContextValue>(
    () => ({ profile, langOf: () => coachTextLanguage(profile), template, canEdit: false, slots: {} }),
    [profile, template],
  );
  const Template = TEMPLATES[template];
  return (
    <div className={styles.frame} data-template={template} aria-hidden="true" inert>
      <div className={`${siteStyles.site} ${styles.page}`} style={vars}>
        <SiteContext value={value}>
          <FirstScreenOnly value>
            <Suspense fallback={null}>
              <Template />
            </Suspense>
          </FirstScreenOnly>
        </SiteContext>
      </div>
    </div>
  );
}
