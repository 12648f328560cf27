/**
 * Inter, the app's face, joins the page once its file has loaded: the page paints and lays out in
 * `Inter Fallback` (a local sans-serif fitted to Inter's metrics, src/styles/global.css) and lays
 * its text out again once, as Inter arrives. Declared in a stylesheet, the faces would cost two
 * such passes on a phone's main thread, each over 100 ms at a 4x slower CPU: one as the rules
 * arrive (the page's fonts change, though none has loaded), one as the file does.
 *
 * The files and their characters are Fontsource's: the subsets the three languages use. The
 * latin one loads at once; the latin-ext one joins with it unloaded, and loads only if a page has
 * a character of its range. The requests come from the page's script, so their Referer is the
 * page's origin (its referrer policy), never its address.
 */
import latin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import latinExt from '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2?url';

const FAMILY = 'Inter Variable';
const DESCRIPTORS = { style: 'normal', weight: '100 900', display: 'swap' } as const;

/**
 * The characters of each subset, as Fontsource gives them (its unicode.json, which would bring
 * every subset's to every page; src/lib/web-font.test.ts holds these equal to it).
 */
export const SUBSET_RANGES = {
  latin:
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  'latin-ext':
    'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
};

const face = (url: string, unicodeRange: string) =>
  new FontFace(FAMILY, `url(${url}) format('woff2')`, { ...DESCRIPTORS, unicodeRange });

/** Loads Inter and adds it to the page once it has come (nothing where the browser lacks FontFace). */
export function loadWebFont(): void {
  if (typeof FontFace === 'undefined' || !('fonts' in document)) return;
  const main = face(latin, SUBSET_RANGES.latin);
  main.load().then(
    () => {
      document.fonts.add(main);
      document.fonts.add(face(latinExt, SUBSET_RANGES['latin-ext']));
    },
    // Offline, say: the page keeps the fallback face.
    () => undefined,
  );
}
