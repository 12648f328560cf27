/**
 * A coach site's look: which template renders (unknown or missing -> template-5), how many
 * videos and pictures each template shows (spec section 9) and the colour palette derived from
 * the coach's theme colour so text stays readable on any colour the coach picks.
 */
import { Theme } from '@/api/gen/api-v1/model/theme';

/** The templates, as the contract's `Theme` enum lists them. */
export const TEMPLATES: readonly Theme[] = Object.values(Theme);
export type TemplateName = Theme;
export const FALLBACK_TEMPLATE: TemplateName = 'template-5';
export const FALLBACK_THEME_COLOR = '#3588db';

/** The template to render for a stored theme value. */
export function resolveTemplate(theme: unknown): TemplateName {
  return (TEMPLATES as readonly unknown[]).includes(theme) ? (theme as TemplateName) : FALLBACK_TEMPLATE;
}

/** How many videos and gallery pictures a template shows (5-7 show every item). */
export const TEMPLATE_ITEM_COUNTS: Record<TemplateName, { videos: number; gallery: number }> = {
  'template-1': { videos: 4, gallery: 8 },
  'template-2': { videos: 1, gallery: 8 },
  'template-3': { videos: 3, gallery: 4 },
  'template-4': { videos: 4, gallery: 6 },
  'template-5': { videos: 16, gallery: 24 },
  'template-6': { videos: 16, gallery: 24 },
  'template-7': { videos: 16, gallery: 24 },
};

/** Menu height: 30px for template-1, 50px otherwise. */
export function menuHeight(template: TemplateName): number {
  return template === 'template-1' ? 30 : 50;
}

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb | null {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return null;
  const n = parseInt(m[1]!, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const toHex = (rgb: Rgb) =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio of two colours. */
export function contrastRatio(a: string, b: string): number {
  const ra = parseHex(a);
  const rb = parseHex(b);
  if (!ra || !rb) return 1;
  const [hi, lo] = [luminance(ra), luminance(rb)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

/** Moves a colour towards `target` until it reaches `ratio` against `background`. */
function readableOn(color: Rgb, background: string, target: Rgb, ratio: number): string {
  for (let t = 0; t <= 1.0001; t += 0.05) {
    const candidate = toHex(mix(color, target, t));
    if (contrastRatio(candidate, background) >= ratio) return candidate;
  }
  return toHex(target);
}

export const INK = '#14181f';
export const PAPER = '#ffffff';
export const NIGHT = '#10141c';
/** The darkest light surface text may sit on (warm bands, tinted bands). */
export const LIGHT_BAND = '#e6e1d8';
/** The lightest dark surface text may sit on (cards of the dark template). */
export const DARK_CARD = '#1c2331';

export interface SitePalette {
  /** The coach's colour, for fills. */
  accent: string;
  /** Text on an accent fill. */
  onAccent: string;
  /** The accent adjusted for text and icons on white and the light bands. */
  accentOnLight: string;
  /** The accent adjusted for text and icons on the dark surfaces. */
  accentOnDark: string;
  /** A fill for buttons and badges that holds AA contrast with `onFill` (the accent when it can). */
  fill: string;
  onFill: string;
  /** A pale tint for bands and chips. */
  accentSoft: string;
  /** A deep shade for dark bands. */
  accentDeep: string;
}

/** The palette a template uses, from the coach's theme colour (fallback #3588db). */
export function sitePalette(themeColor: string | null | undefined): SitePalette {
  const rgb = parseHex(themeColor ?? '') ?? parseHex(FALLBACK_THEME_COLOR)!;
  const accent = toHex(rgb);
  const onAccent = contrastRatio(accent, INK) >= contrastRatio(accent, PAPER) ? INK : PAPER;
  const accentOnLight = readableOn(rgb, LIGHT_BAND, [0, 0, 0], 4.6);
  const fillsWell = contrastRatio(accent, onAccent) >= 4.5;
  return {
    accent,
    onAccent,
    fill: fillsWell ? accent : accentOnLight,
    onFill: fillsWell ? onAccent : PAPER,
    accentOnLight,
    accentOnDark: readableOn(rgb, DARK_CARD, [255, 255, 255], 4.6),
    accentSoft: toHex(mix(rgb, [255, 255, 255], 0.88)),
    accentDeep: readableOn(mix(rgb, [0, 0, 0], 0.55), PAPER, [0, 0, 0], 10),
  };
}
