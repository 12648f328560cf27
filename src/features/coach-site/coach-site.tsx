/**
 * A coach's public site: picks the template (lazy-loaded, unknown -> template-5), applies the
 * theme colour and provides the profile to the sections. Edit mode renders the same component
 * with `canEdit` and its slots.
 */
import { Suspense, useEffect, useMemo, useRef, type ComponentType, type LazyExoticComponent } from 'react';
import { SiteContext, type SiteContextValue } from './site-context';
import { resolveTemplate, sitePalette, type SitePalette, type TemplateName } from './theme';
import type { CoachSiteProps } from './types';
import styles from './coach-site.module.css';
import { lazyRetry } from '@/lib/retry-import';
import { coachTextLanguage, profileInLanguage } from '@/lib/coach-text';
import { useLocale } from '@/lib/use-locale';

const TEMPLATE_LOADERS: Record<TemplateName, () => Promise<{ default: ComponentType }>> = {
  'template-1': () => import('./templates/template-1'),
  'template-2': () => import('./templates/template-2'),
  'template-3': () => import('./templates/template-3'),
  'template-4': () => import('./templates/template-4'),
  'template-5': () => import('./templates/template-5'),
  'template-6': () => import('./templates/template-6'),
  'template-7': () => import('./templates/template-7'),
};

/** The source module of a theme's template, as the build's manifest names it (the server links its files). */
export function templateModule(theme: unknown): string {
  return `src/features/coach-site/templates/${resolveTemplate(theme)}.tsx`;
}

/** Each template as a lazy component (also drawn small by ./template-preview.tsx). */
export const TEMPLATES = {} as Record<TemplateName, LazyExoticComponent<ComponentType>>;
for (const name of Object.keys(TEMPLATE_LOADERS) as TemplateName[]) TEMPLATES[name] = lazyRetry(TEMPLATE_LOADERS[name]);

/**
 * Templates whose code has loaded: rendered as they are, so a site whose template came before
 * its first render draws it in that render instead of a placeholder first.
 */
const LOADED: Partial<Record<TemplateName, ComponentType>> = {};

/**
 * Loads a template's code (e.g. while the profile is fetched); resolves once it can render
 * without suspending, or rejects as the download does (the lazy template then reports it).
 */
export function preloadTemplate(theme: unknown): Promise<void> {
  const name = resolveTemplate(theme);
  return TEMPLATE_LOADERS[name]().then((module) => {
    LOADED[name] = module.default;
  });
}

/** The palette as the CSS custom properties templates, sections and modals read. */
export function paletteVars(palette: SitePalette): Record<string, string> {
  return {
    '--theme-color': palette.accent,
    '--theme-fill': palette.fill,
    '--theme-on-fill': palette.onFill,
    '--theme-on-light': palette.accentOnLight,
    '--theme-on-dark': palette.accentOnDark,
    '--theme-soft': palette.accentSoft,
    '--theme-deep': palette.accentDeep,
  };
}

export function CoachSite({ profile: stored, canEdit = false, editSlots, textLanguage }: CoachSiteProps) {
  const locale = useLocale();
  // Visitors read each text in the page's language when the coach has it; the owner edits the
  // originals, or the texts in the language chosen for them.
  const shown = useMemo(() => {
    if (!canEdit) return profileInLanguage(stored, locale);
    const original = coachTextLanguage(stored);
    if (textLanguage && textLanguage !== original) return profileInLanguage(stored, textLanguage);
    return { profile: stored, langOf: () => original };
  }, [stored, locale, canEdit, textLanguage]);
  const { profile, langOf } = shown;
  const template = resolveTemplate(profile.theme);
  const palette = useMemo(() => sitePalette(profile.themeColor), [profile.themeColor]);
  const vars = useMemo(() => paletteVars(palette), [palette]);
  const value = useMemo<SiteContextValue>(
    () => ({ profile, langOf, template, canEdit, slots: editSlots ?? {} }),
    [profile, langOf, template, canEdit, editSlots],
  );
  // Chosen once per template: switching from the lazy wrapper to the loaded component later
  // would remount the whole site (and lose the focus of whatever is open in it).
  const Template = useMemo(() => LOADED[template] ?? TEMPLATES[template], [template]);

  // Modals render in a portal outside the site: the theme goes on <body> while the site shows,
  // the body of the site's own document (edit mode's phone preview draws a second site in a frame).
  const site = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const body = (site.current?.ownerDocument ?? document).body.style;
    for (const [name, v] of Object.entries(vars)) body.setProperty(name, v);
    return () => {
      for (const name of Object.keys(vars)) body.removeProperty(name);
    };
  }, [vars]);

  return (
    <SiteContext.Provider value={value}>
      <div
        ref={site}
        className={styles.site}
        data-template={template}
        data-can-edit={canEdit || undefined}
        style={vars}
      >
        <Suspense fallback={<div className={styles.loading} aria-busy="true" />}>
          <Template />
        </Suspense>
        {canEdit ? editSlots?.overlay : null}
      </div>
    </SiteContext.Provider>
  );
}
