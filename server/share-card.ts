/**
 * The share cards link previews show (src/lib/share-card.ts names their paths): 1200×630 PNGs of
 * a coach, a blog post, a blog category or a platform page, in the language `?lang=` names (pt
 * without one; never the visitor's cookie, as an unfurler has none). Each is drawn on request
 * with satori (a tree of plain element objects to SVG, its text as paths in Inter) and resvg
 * (SVG to PNG), from the same data the pages read (server/backend.ts), and kept in a bounded
 * in-memory cache keyed by what the card shows, so a changed profile is drawn again.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve, sep } from 'node:path';
import type { I18n } from '@lingui/core';
import { Resvg, renderAsync, type ResvgRenderOptions } from '@resvg/resvg-js';
import { Hono } from 'hono';
import type { ReactElement } from 'react';
import satori, { type Font } from 'satori';
import type { Expertise } from '@/api/gen/api-v1/model';
import { getListExpertisesUrl } from '@/api/gen/api-v1/options/options';
import { getGetPublicProfileUrl } from '@/api/gen/api-v1/profiles/profiles';
import { ListExpertisesResponse } from '@/api/gen/api-v1/zod/options/options.zod';
import { GetPublicProfileParams, GetPublicProfileResponse } from '@/api/gen/api-v1/zod/profiles/profiles.zod';
import { getListBlogCategoriesUrl, getListBlogPagesUrl } from '@/api/gen/blog/blog/blog';
import {
  ListBlogCategoriesResponse,
  ListBlogPagesQueryParams,
  ListBlogPagesResponse,
} from '@/api/gen/blog/zod/blog/blog.zod';
import { postOfSlug } from '@/features/blog/api/blog-queries';
import { sitePalette } from '@/features/coach-site/theme';
import { CARD_LABELS, PAGE_CARD_TEXTS } from '@/features/share-card/share-card-texts';
import { coachText } from '@/lib/coach-text';
import { clampText, coachName } from '@/lib/display-text';
import { createAppI18n, isLocale, loadCatalogs } from '@/lib/i18n';
import { DEFAULT_LOCALE, type Locale } from '@/lib/languages';
import { expertiseTranslator } from '@/lib/option-names';
import { SITE_NAME } from '@/lib/page-head';
import { isPictureAllowed, pictureOrigins } from '@/lib/picture-url';
import {
  SHARE_CARD_HEIGHT,
  SHARE_CARD_PAGES,
  SHARE_CARD_TYPE,
  SHARE_CARD_WIDTH,
  type ShareCardPage,
} from '@/lib/share-card';
import { BLOG_POSTS_QUERY, categoryName } from '@machines/lib/blog';
import { readApi, type Backend } from './backend.ts';

/** Reads one of the site's own files by its path (`/demo/avatars/c-001.svg`); undefined when there is none. */
export type SiteFileReader = (path: string) => Promise<Uint8Array | undefined>;

/** Draws a card's PNG from what it shows and its picture (a PNG or JPEG data URI), if any. */
export type ShareCardDrawer = (content: CardContent, picture?: string) => Promise<Uint8Array<ArrayBuffer>>;

/** What the server's options may set about the cards (AppOptions.shareCards). */
export interface ShareCardSettings {
  /** Where pictures named by a site path come from: the build's folder. Without it they are left out. */
  readSiteFile?: SiteFileReader;
  /** Fetches pictures on other hosts (the configured API and picture hosts). */
  fetchPicture?: typeof fetch;
  /** Draws the cards; `drawShareCard` unless a test counts the drawings. */
  draw?: ShareCardDrawer;
  /** How many cards the cache keeps (150 by default). */
  cacheEntries?: number;
}

export interface ShareCardOptions extends ShareCardSettings {
  /** Where the profiles, posts and categories come from. */
  backend: Backend;
  /** The site's public origin; else the request's. */
  origin?: string;
}

/** What one card shows, its words already in the card's language. */
export type CardContent =
  | {
      kind: 'coach';
      name: string;
      /** The main phrase, or without one the expertises, or a line of ours. */
      phrase?: string;
      expertises: string[];
      line?: string;
      themeColor?: string;
      /** The allowed address of the photo (its bytes are loaded apart). */
      picture?: string;
    }
  | { kind: 'post'; title: string; label: string; foot: string; picture?: string }
  | { kind: 'category'; name: string; label: string; line: string }
  | { kind: 'page'; page: ShareCardPage; title: string; line: string };

/** Bumped when the drawing changes, so that ETags made by an older drawing no longer match. */
const CARD_DESIGN = '1';

/** How long unfurlers and caches keep a card: `?v=` changes when what it shows does. */
const CARD_CACHE_CONTROL = 'public, max-age=86400';

/**
 * A card drawn without the picture it names (its host was slow, or the file unusable) is kept
 * five minutes, here and by clients, then drawn again.
 */
const DEGRADED_CARD_MS = 5 * 60_000;
const DEGRADED_CACHE_CONTROL = 'public, max-age=300';

/** How long a client waits before asking again for a card whose data failed. */
const RETRY_AFTER_SECONDS = '60';

const DEFAULT_CACHE_ENTRIES = 150;
/** The cache's limit in bytes whatever its number of entries. */
const CACHE_BYTES = 48 * 1024 * 1024;

/** A picture on another host: how long its host may take, and how large it may be. */
const PICTURE_TIMEOUT_MS = 3_000;
const PICTURE_MAX_BYTES = 5 * 1024 * 1024;
/** Larger pictures would take too much memory once decoded. */
const PICTURE_MAX_SIDE = 4096;

/** How long the expertise lists are kept: they change rarely. */
const EXPERTISES_TTL_MS = 60 * 60_000;

/** The brand's colours (src/styles/tokens.css). */
const GOLD = '#ecc22e';
const NAVY = '#14213d';
const NAVY_SOFT = '#23345c';
const NAVY_TEXT = '#d5dcea';

// ---- reading the data --------------------------------------------------------------------------

/** Reads a site's files from a folder, never outside it nor the server's own code and manifest. */
export function siteFiles(root: string): SiteFileReader {
  const base = resolve(root);
  return async (path) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return undefined;
    }
    const file = resolve(base, `.${decoded}`);
    if (!file.startsWith(base + sep) || /^\/(server|\.vite)\//.test(decoded)) return undefined;
    try {
      const info = await stat(file);
      if (!info.isFile() || info.size > PICTURE_MAX_BYTES) return undefined;
      return new Uint8Array(await readFile(file));
    } catch {
      return undefined;
    }
  };
}

/** The body of a picture on another host, within the time and size limits; undefined otherwise. */
async function fetchBytes(fetcher: typeof fetch, url: string): Promise<Uint8Array | undefined> {
  try {
    const response = await fetcher(url, {
      signal: AbortSignal.timeout(PICTURE_TIMEOUT_MS),
      // A redirect could lead to a host the pictures may not come from.
      redirect: 'error',
      headers: { Accept: 'image/png, image/jpeg, image/svg+xml' },
    });
    if (!response.ok || !response.body) return undefined;
    if (Number(response.headers.get('Content-Length') ?? 0) > PICTURE_MAX_BYTES) return undefined;
    const chunks: Uint8Array[] = [];
    let size = 0;
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > PICTURE_MAX_BYTES) {
        await reader.cancel();
        return undefined;
      }
      chunks.push(value);
    }
    return Buffer.concat(chunks);
  } catch {
    return undefined;
  }
}

// ---- pictures ----------------------------------------------------------------------------------

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) => prefix.every((byte, at) => bytes[at] === byte);
const isPng = (bytes: Uint8Array) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const isJpeg = (bytes: Uint8Array) => startsWith(bytes, [0xff, 0xd8, 0xff]);

/** Width and height a PNG or JPEG declares; undefined when they cannot be read. */
function rasterSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (isPng(bytes) && bytes.length >= 24) return { width: view.getUint32(16), height: view.getUint32(20) };
  // A JPEG's size is in its start-of-frame segment (markers C0-CF but C4, C8 and CC).
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1]!;
    const length = view.getUint16(at + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return { width: view.getUint16(at + 7), height: view.getUint16(at + 5) };
    at += 2 + length;
  }
  return undefined;
}

/** SVG's text, when the bytes are one. */
function svgText(bytes: Uint8Array): string | undefined {
  const text = new TextDecoder().decode(bytes);
  return /<svg[\s>]/i.test(text.slice(0, 4096)) ? text : undefined;
}

/** resvg reads a picture an SVG names by a file path or address from the server's disk: refused. */
const EXTERNAL_REFERENCE = /\bhref\s*=\s*["'](?!#|data:)/i;

/** resvg without the machine's fonts: a card's text is already drawn as paths, and pictures need none. */
const RESVG_BASE: ResvgRenderOptions = { font: { loadSystemFonts: false }, logLevel: 'off' };

/**
 * A picture as satori embeds it: a PNG or JPEG data URI, an SVG drawn to a PNG large enough to
 * cover `box`. Undefined for anything else (a WebP, a huge picture, a broken file).
 */
async function pictureDataUri(bytes: Uint8Array, box: { width: number; height: number }): Promise<string | undefined> {
  if (isPng(bytes) || isJpeg(bytes)) {
    const size = rasterSize(bytes);
    if (!size || size.width < 1 || size.height < 1) return undefined;
    if (size.width > PICTURE_MAX_SIDE || size.height > PICTURE_MAX_SIDE) return undefined;
    return `data:${isPng(bytes) ? 'image/png' : 'image/jpeg'};base64,${Buffer.from(bytes).toString('base64')}`;
  }
  const svg = svgText(bytes);
  if (!svg || EXTERNAL_REFERENCE.test(svg)) return undefined;
  try {
    const { width, height } = new Resvg(svg, RESVG_BASE);
    if (!(width > 0 && height > 0)) return undefined;
    const zoom = Math.max(box.width / width, box.height / height);
    if (width * zoom > PICTURE_MAX_SIDE || height * zoom > PICTURE_MAX_SIDE) return undefined;
    const png = (await renderAsync(svg, { ...RESVG_BASE, fitTo: { mode: 'zoom', value: zoom } })).asPng();
    return `data:image/png;base64,${png.toString('base64')}`;
  } catch {
    return undefined;
  }
}

// ---- drawing -----------------------------------------------------------------------------------

type Style = Record<string, string | number>;
type Child = CardNode | string;
/** An element as satori reads it: React's shape, without React. */
interface CardNode extends ReactElement {
  type: 'div' | 'img';
  props: { style?: Style; children?: Child | Child[]; src?: string; width?: number; height?: number };
  key: null;
}

/** A box (satori lays every box out with flexbox). */
const box = (style: Style, ...children: Child[]): CardNode => ({
  type: 'div',
  props: { style: { display: 'flex', boxSizing: 'border-box', ...style }, children },
  key: null,
});

/** A picture filling `width`×`height`. */
const picture = (src: string, width: number, height: number, style: Style = {}): CardNode => ({
  type: 'img',
  props: { src, width, height, style: { width, height, objectFit: 'cover', ...style } },
  key: null,
});

/** `#rrggbb` with an alpha, as CSS writes it. */
function withAlpha(hex: string, alpha: number): string {
  const n = parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`;
}

/** Inter, as the app's type; the Latin subsets hold Portuguese's and Spanish's letters (á ã ç é ñ ¿). */
const FONT_FILES = (['latin', 'latin-ext'] as const).flatMap((subset) =>
  ([400, 600, 800] as const).map((weight) => ({
    // satori keeps one font per family and weight: the extended subset is a family of its own.
    name: subset === 'latin' ? 'Inter' : 'Inter Extended',
    weight,
    file: `inter-${subset}-${weight}-normal.woff`,
  })),
);

/** Every card's type: Inter, and its extended subset for the letters the first lacks. */
const FONT_FAMILY = 'Inter, "Inter Extended"';

/** What every card's outer box has: the card's size, its type, and long words wrapped. */
const CARD_FRAME = {
  width: SHARE_CARD_WIDTH,
  height: SHARE_CARD_HEIGHT,
  fontFamily: FONT_FAMILY,
  overflowWrap: 'break-word',
  position: 'relative',
} as const;

/** The fonts, read from the package on the first drawing (the server keeps packages outside its bundle). */
let interFonts: Promise<Font[]> | undefined;

function fonts(): Promise<Font[]> {
  const require = createRequire(import.meta.url);
  const files = join(dirname(require.resolve('@fontsource/inter/package.json')), 'files');
  interFonts ??= Promise.all(
    FONT_FILES.map(async ({ name, weight, file }) => ({
      name,
      weight,
      style: 'normal' as const,
      data: await readFile(join(files, file)),
    })),
  );
  return interFonts;
}

/** Initials of a name, for a coach without a usable photo. */
function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words.at(-1)!] : words.slice(0, 1);
  return letters.map((word) => Array.from(word)[0]!.toLocaleUpperCase()).join('');
}

/** The brand: a gold tile with the initial and the platform's name. */
function brand(color: string, tile: string, onTile: string): CardNode {
  return box(
    { alignItems: 'center', gap: 16 },
    box(
      {
        width: 52,
        height: 52,
        borderRadius: 14,
        backgroundColor: tile,
        color: onTile,
        alignItems: 'center',
        justifyContent: 'center',
        fontSize: 32,
        fontWeight: 800,
      },
      SITE_NAME.charAt(0),
    ),
    box({ fontSize: 34, fontWeight: 800, color, letterSpacing: -0.5 }, SITE_NAME),
  );
}

/** Inter's bold letters are about this wide, in ems, on average. */
const BOLD_LETTER_EM = 0.6;
/** Smaller titles would not read in a preview: a longer word breaks instead. */
const MIN_TITLE_SIZE = 40;

/**
 * A title's size: by its length, so a long one still fits its lines, and small enough that its
 * longest word fits on a line of `width` (a word breaks only where nothing else can).
 */
function titleSize(text: string, sizes: readonly [number, number, number], width: number): number {
  const byLength = text.length <= 24 ? sizes[0] : text.length <= 60 ? sizes[1] : sizes[2];
  const longest = Math.max(...text.split(/\s+/).map((word) => Array.from(word).length));
  return Math.max(MIN_TITLE_SIZE, Math.min(byLength, Math.floor(width / (longest * BOLD_LETTER_EM))));
}

/** The coach card's words: the card's width but its 72px sides, the 360px photo and the 60px gap. */
const COACH_TEXT_WIDTH = SHARE_CARD_WIDTH - 2 * 72 - 360 - 60;

function coachCard(content: Extract<CardContent, { kind: 'coach' }>, photo?: string): CardNode {
  const palette = sitePalette(content.themeColor);
  const { accent, onAccent } = palette;
  const size = 340;
  const portrait = photo
    ? picture(photo, size, size, { borderRadius: '50%' })
    : box(
        {
          width: size,
          height: size,
          borderRadius: '50%',
          backgroundColor: onAccent,
          color: accent,
          alignItems: 'center',
          justifyContent: 'center',
          fontSize: 128,
          fontWeight: 800,
        },
        initials(content.name),
      );
  const text = box(
    { flexDirection: 'column', width: COACH_TEXT_WIDTH, gap: 26 },
    box(
      {
        display: 'block',
        fontSize: titleSize(content.name, [72, 56, 46], COACH_TEXT_WIDTH),
        lineClamp: 3,
        fontWeight: 800,
        lineHeight: 1.08,
        letterSpacing: -1.5,
      },
      content.name,
    ),
    ...(content.phrase
      ? [
          box(
            // A long name leaves the phrase fewer lines.
            {
              display: 'block',
              fontSize: 34,
              lineHeight: 1.35,
              opacity: 0.88,
              lineClamp: content.name.length > 24 ? 3 : 4,
            },
            `“${content.phrase}”`,
          ),
        ]
      : []),
    ...(content.expertises.length > 0
      ? [
          box(
            { flexWrap: 'wrap', gap: 12 },
            ...content.expertises.map((name) =>
              box(
                {
                  padding: '10px 22px',
                  borderRadius: 999,
                  backgroundColor: withAlpha(onAccent, 0.12),
                  border: `2px solid ${withAlpha(onAccent, 0.28)}`,
                  fontSize: 24,
                  fontWeight: 600,
                },
                name,
              ),
            ),
          ),
        ]
      : []),
    ...(content.line ? [box({ display: 'block', fontSize: 34, lineHeight: 1.35, opacity: 0.88 }, content.line)] : []),
  );
  return box(
    {
      ...CARD_FRAME,
      flexDirection: 'column',
      backgroundColor: accent,
      color: onAccent,
    },
    // Two soft discs give the flat colour some depth, whatever the colour.
    box({
      position: 'absolute',
      width: 620,
      height: 620,
      right: -180,
      top: -260,
      borderRadius: '50%',
      backgroundColor: withAlpha(onAccent, 0.07),
    }),
    box({
      position: 'absolute',
      width: 380,
      height: 380,
      left: -120,
      bottom: -210,
      borderRadius: '50%',
      backgroundColor: withAlpha(onAccent, 0.06),
    }),
    box(
      { flex: 1, alignItems: 'center', gap: 60, padding: '56px 72px 24px' },
      box(
        {
          padding: 10,
          borderRadius: '50%',
          backgroundColor: '#ffffff',
          boxShadow: '0 18px 40px rgba(0, 0, 0, 0.22)',
        },
        portrait,
      ),
      text,
    ),
    box(
      { alignItems: 'center', justifyContent: 'space-between', padding: '0 72px 44px' },
      brand(onAccent, onAccent, accent),
    ),
  );
}

function postCard(content: Extract<CardContent, { kind: 'post' }>, thumbnail?: string): CardNode {
  const imageWidth = 480;
  // The words' column, its 80px left padding included: beside the picture, or beside the rings.
  const columnWidth = thumbnail ? SHARE_CARD_WIDTH - imageWidth - 60 : SHARE_CARD_WIDTH - 380;
  return box(
    {
      ...CARD_FRAME,
      backgroundColor: NAVY,
      color: '#ffffff',
    },
    ...(thumbnail
      ? [
          picture(thumbnail, imageWidth, SHARE_CARD_HEIGHT, { position: 'absolute', right: 0, top: 0 }),
          // The picture fades into the navy under the words.
          box({
            position: 'absolute',
            right: imageWidth - 140,
            top: 0,
            width: 140,
            height: SHARE_CARD_HEIGHT,
            backgroundImage: `linear-gradient(90deg, ${NAVY}, ${withAlpha(NAVY, 0)})`,
          }),
        ]
      : [decorativeRings(SHARE_CARD_WIDTH - 330, 140)]),
    box({ position: 'absolute', left: 0, top: 0, width: 14, height: SHARE_CARD_HEIGHT, backgroundColor: GOLD }),
    box(
      {
        width: columnWidth,
        height: SHARE_CARD_HEIGHT,
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 0 52px 80px',
      },
      box(
        { flexDirection: 'column', gap: 30 },
        box(
          {
            alignSelf: 'flex-start',
            padding: '10px 22px',
            borderRadius: 999,
            backgroundColor: GOLD,
            color: NAVY,
            fontSize: 24,
            fontWeight: 800,
          },
          content.label,
        ),
        box(
          {
            display: 'block',
            fontSize: titleSize(content.title, [66, 56, 46], columnWidth - 80),
            fontWeight: 800,
            lineHeight: 1.12,
            letterSpacing: -1,
          },
          content.title,
        ),
      ),
      box(
        { flexDirection: 'column', gap: 18 },
        brand('#ffffff', GOLD, NAVY),
        box({ fontSize: 26, color: NAVY_TEXT }, content.foot),
      ),
    ),
  );
}

/** Gold rings around a dot, where a card has no picture of its own. */
function decorativeRings(left: number, top: number): CardNode {
  return box(
    {
      position: 'absolute',
      left,
      top,
      width: 340,
      height: 340,
      borderRadius: '50%',
      border: `26px solid ${GOLD}`,
      alignItems: 'center',
      justifyContent: 'center',
    },
    box(
      {
        width: 200,
        height: 200,
        borderRadius: '50%',
        border: `14px solid ${withAlpha(GOLD, 0.45)}`,
        alignItems: 'center',
        justifyContent: 'center',
      },
      box({ width: 70, height: 70, borderRadius: '50%', backgroundColor: GOLD }),
    ),
  );
}

/** A person, head and shoulders, in a disc: the coaches' and home's pictures. */
function person(size: number, disc: string, figure: string): CardNode {
  return box(
    {
      width: size,
      height: size,
      borderRadius: '50%',
      backgroundColor: disc,
      overflow: 'hidden',
      flexDirection: 'column',
      alignItems: 'center',
      position: 'relative',
    },
    box({
      position: 'absolute',
      top: size * 0.2,
      left: size * 0.32,
      width: size * 0.36,
      height: size * 0.36,
      borderRadius: '50%',
      backgroundColor: figure,
    }),
    box({
      position: 'absolute',
      top: size * 0.62,
      left: size * 0.14,
      width: size * 0.72,
      height: size * 0.6,
      borderRadius: '50%',
      backgroundColor: figure,
    }),
  );
}

/** Each platform page's picture, drawn in the brand's colours. */
function pageArt(page: ShareCardPage | 'category'): CardNode {
  switch (page) {
    case 'home':
      // A magnifier over a coach: finding one.
      return box(
        { width: 400, height: 400, position: 'relative' },
        box({
          position: 'absolute',
          left: 232,
          top: 296,
          width: 170,
          height: 50,
          borderRadius: 25,
          backgroundColor: GOLD,
          transform: 'rotate(45deg)',
        }),
        box(
          {
            position: 'absolute',
            left: 0,
            top: 0,
            width: 300,
            height: 300,
            borderRadius: '50%',
            border: `26px solid ${GOLD}`,
            backgroundColor: NAVY_SOFT,
            alignItems: 'center',
            justifyContent: 'center',
          },
          person(220, NAVY_SOFT, '#ffffff'),
        ),
      );
    case 'coaches':
      // A wall of coaches, one of them picked.
      return box(
        { width: 390, flexWrap: 'wrap', gap: 18 },
        ...Array.from({ length: 9 }, (_, index) =>
          index === 4
            ? person(118, GOLD, NAVY)
            : person(118, index % 2 === 0 ? NAVY_SOFT : withAlpha('#ffffff', 0.14), withAlpha('#ffffff', 0.85)),
        ),
      );
    case 'blog':
    case 'category': {
      // An article, with a second one behind it.
      const sheet = (style: Style, ...children: Child[]) =>
        box(
          {
            position: 'absolute',
            width: 290,
            height: 360,
            borderRadius: 22,
            flexDirection: 'column',
            padding: 30,
            gap: 18,
            ...style,
          },
          ...children,
        );
      const line = (width: number, color: string) =>
        box({ width, height: 16, borderRadius: 8, backgroundColor: color });
      return box(
        { width: 400, height: 420, position: 'relative' },
        sheet({ left: 100, top: 10, backgroundColor: NAVY_SOFT, transform: 'rotate(8deg)' }),
        sheet(
          { left: 40, top: 40, backgroundColor: '#ffffff', transform: 'rotate(-4deg)' },
          box({ height: 120, borderRadius: 14, backgroundColor: GOLD }),
          line(200, NAVY),
          line(230, '#c7cdd8'),
          line(210, '#c7cdd8'),
          line(150, '#c7cdd8'),
        ),
      );
    }
    case 'help':
      // A question in a speech bubble.
      return box(
        { width: 360, height: 380, position: 'relative' },
        box({
          position: 'absolute',
          left: 60,
          top: 262,
          width: 90,
          height: 90,
          backgroundColor: GOLD,
          transform: 'rotate(45deg)',
        }),
        box(
          {
            position: 'absolute',
            left: 0,
            top: 0,
            width: 340,
            height: 320,
            borderRadius: 60,
            backgroundColor: GOLD,
            color: NAVY,
            alignItems: 'center',
            justifyContent: 'center',
            fontSize: 230,
            fontWeight: 800,
          },
          '?',
        ),
      );
  }
}

/** The words' column of the brand's cards, its 80px left padding included. */
const BRAND_COLUMN = 700;

/** A platform page's or a blog category's card: its title and one line, on navy with gold. */
function brandCard(art: CardNode, title: string, line: string, label?: string): CardNode {
  return box(
    {
      ...CARD_FRAME,
      backgroundColor: NAVY,
      color: '#ffffff',
    },
    box({
      position: 'absolute',
      right: -160,
      top: -160,
      width: 640,
      height: 640,
      borderRadius: '50%',
      backgroundColor: withAlpha('#ffffff', 0.04),
    }),
    box({ position: 'absolute', left: 0, bottom: 0, width: SHARE_CARD_WIDTH, height: 14, backgroundColor: GOLD }),
    box(
      {
        width: BRAND_COLUMN,
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 0 62px 80px',
      },
      brand('#ffffff', GOLD, NAVY),
      box(
        { flexDirection: 'column', gap: 26 },
        ...(label
          ? [box({ fontSize: 26, fontWeight: 800, color: GOLD, letterSpacing: 2 }, label.toLocaleUpperCase())]
          : []),
        box(
          {
            display: 'block',
            fontSize: titleSize(title, [84, 64, 52], BRAND_COLUMN - 80),
            lineClamp: 3,
            fontWeight: 800,
            lineHeight: 1.05,
            letterSpacing: -2,
          },
          title,
        ),
        box({ width: 120, height: 10, borderRadius: 5, backgroundColor: GOLD }),
        // A title of three lines leaves the line two.
        box(
          { display: 'block', fontSize: 32, lineHeight: 1.4, color: NAVY_TEXT, lineClamp: title.length > 24 ? 2 : 3 },
          line,
        ),
      ),
    ),
    box({ flex: 1, alignItems: 'center', justifyContent: 'center', paddingRight: 40 }, art),
  );
}

/** The box a card's picture fills, for rasterising an SVG large enough. */
const PICTURE_BOX: Record<'coach' | 'post', { width: number; height: number }> = {
  coach: { width: 340, height: 340 },
  post: { width: 480, height: SHARE_CARD_HEIGHT },
};

/**
 * Draws a card as a 1200×630 PNG. `picture` is the coach's photo or the post's thumbnail as a PNG
 * or JPEG data URI; without one a coach's card shows initials, a post's card a drawing.
 */
export async function drawShareCard(content: CardContent, picture?: string): Promise<Uint8Array<ArrayBuffer>> {
  const tree =
    content.kind === 'coach'
      ? coachCard(content, picture)
      : content.kind === 'post'
        ? postCard(content, picture)
        : content.kind === 'category'
          ? brandCard(pageArt('category'), content.name, content.line, content.label)
          : brandCard(pageArt(content.page), content.title, content.line);
  const svg = await satori(tree, { width: SHARE_CARD_WIDTH, height: SHARE_CARD_HEIGHT, fonts: await fonts() });
  const png = (await renderAsync(svg, { ...RESVG_BASE, fitTo: { mode: 'width', value: SHARE_CARD_WIDTH } })).asPng();
  return new Uint8Array(png);
}

// ---- the routes --------------------------------------------------------------------------------

interface CachedCard {
  png: Uint8Array<ArrayBuffer>;
  etag: string;
  cacheControl: string;
  /** When a card drawn without its picture is to be drawn again. */
  expires?: number;
}

/** A least-recently-used cache of drawn cards, bounded in entries and in bytes. */
function cardCache(maxEntries: number) {
  const entries = new Map<string, CachedCard>();
  let bytes = 0;
  return {
    get(key: string): CachedCard | undefined {
      const entry = entries.get(key);
      if (entry?.expires !== undefined && entry.expires <= Date.now()) {
        entries.delete(key);
        bytes -= entry.png.byteLength;
        return undefined;
      }
      if (entry) {
        // Map keeps insertion order: moved to the end, it is the most recent.
        entries.delete(key);
        entries.set(key, entry);
      }
      return entry;
    },
    set(key: string, entry: CachedCard): void {
      const previous = entries.get(key);
      if (previous) bytes -= previous.png.byteLength;
      entries.delete(key);
      entries.set(key, entry);
      bytes += entry.png.byteLength;
      for (const [oldest, card] of entries) {
        if (entries.size <= maxEntries && bytes <= CACHE_BYTES) break;
        entries.delete(oldest);
        bytes -= card.png.byteLength;
      }
    },
  };
}

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('base64url');

/** What a request names: a card, missing (404) or unavailable (503). */
type Resolved = { content: CardContent; id: string } | 'missing' | 'unavailable';

/**
 * The card routes, mounted under `/share` (SHARE_CARD_BASE): `/coach/{username}.png`,
 * `/post/{slug}.png`, `/category/{id}.png` and `/page/{home|coaches|blog|help}.png`, each with
 * `?lang=` and an optional `?v=` that only busts caches. GET and HEAD; an unknown coach, post,
 * category or page is 404; a backend that fails is 503, kept by no cache.
 */
export function shareCardRoutes(options: ShareCardOptions): Hono {
  const { backend, readSiteFile, fetchPicture = fetch, draw = drawShareCard } = options;
  const cache = cardCache(options.cacheEntries ?? DEFAULT_CACHE_ENTRIES);
  const drawing = new Map<string, Promise<CachedCard>>();
  const translators = new Map<Locale, Promise<I18n>>();
  const expertiseLists = new Map<Locale, { list: readonly Expertise[]; until: number }>();
  const hosts = pictureOrigins(import.meta.env ?? {});

  /** A Lingui instance per language, with the platform catalog the cards' words are in. */
  function translator(locale: Locale): Promise<I18n> {
    let instance = translators.get(locale);
    if (!instance) {
      instance = createAppI18n(locale).then(async (i18n) => {
        await loadCatalogs(i18n, ['platform']);
        return i18n;
      });
      instance.catch(() => translators.delete(locale));
      translators.set(locale, instance);
    }
    return instance;
  }

  /** The expertises in a language; an empty list while the API fails (the pt names stay). */
  async function expertises(locale: Locale, origin: string): Promise<readonly Expertise[]> {
    const kept = expertiseLists.get(locale);
    if (kept && kept.until > Date.now()) return kept.list;
    const answer = await readApi(backend, origin, 'v1', getListExpertisesUrl(locale), ListExpertisesResponse);
    if (!answer.ok) return kept?.list ?? [];
    expertiseLists.set(locale, { list: answer.data, until: Date.now() + EXPERTISES_TTL_MS });
    return answer.data;
  }

  /** A profile's expertises (pt names) in the card's language, as the page names them. */
  async function translateExpertises(names: readonly string[], locale: Locale, origin: string): Promise<string[]> {
    if (locale === DEFAULT_LOCALE || names.length === 0) return [...names];
    const [pt, local] = await Promise.all([expertises('pt', origin), expertises(locale, origin)]);
    return names.map(expertiseTranslator(pt, local));
  }

  /** A picture the card may draw, as the page at `page` would draw it (src/lib/picture-url.ts). */
  function allowedPicture(address: string | undefined, page: string): string | undefined {
    if (!address || !isPictureAllowed(address, page, hosts)) return undefined;
    return new URL(address, page).toString();
  }

  /** The picture's bytes: the site's own file for an address on the site, else fetched. */
  async function pictureBytes(address: string, origin: string): Promise<Uint8Array | undefined> {
    const url = new URL(address);
    if (url.origin === origin) return readSiteFile?.(url.pathname);
    return fetchBytes(fetchPicture, url.toString());
  }

  async function resolveCard(
    kind: string,
    id: string,
    locale: Locale,
    origin: string,
    page: string,
  ): Promise<Resolved> {
    const i18n = await translator(locale);
    switch (kind) {
      case 'coach': {
        if (!GetPublicProfileParams.shape.name.safeParse(id).success) return 'missing';
        const answer = await readApi(backend, origin, 'v1', getGetPublicProfileUrl(id), GetPublicProfileResponse);
        if (!answer.ok) return answer.missing ? 'missing' : 'unavailable';
        const profile = answer.data;
        const expertises = await translateExpertises(profile.expertises ?? [], locale, origin);
        // The phrase in the card's language when the coach has it, else as written.
        const written = coachText(profile, 'mainPhrase', locale).text;
        const phrase = written.trim() ? clampText(written, 120) : undefined;
        return {
          id: profile.username || id,
          content: {
            kind: 'coach',
            name: coachName(profile),
            phrase,
            expertises: expertises.map((name) => clampText(name, 30)),
            line: phrase || expertises.length > 0 ? undefined : i18n._(CARD_LABELS.coachFallback),
            themeColor: profile.themeColor,
            picture: allowedPicture(profile.photoUrl, page),
          },
        };
      }
      case 'post': {
        if (!id || !ListBlogPagesQueryParams.shape.slug.safeParse(id).success) return 'missing';
        const path = getListBlogPagesUrl({ ...BLOG_POSTS_QUERY, slug: id, limit: 1 });
        const answer = await readApi(backend, origin, 'blog', path, ListBlogPagesResponse);
        if (!answer.ok) return answer.missing ? 'missing' : 'unavailable';
        const post = postOfSlug(answer.data.items, id);
        if (!post) return 'missing';
        const category = post.categories?.[0];
        return {
          id: post.meta.slug,
          content: {
            kind: 'post',
            title: clampText(post.title, 120),
            label: clampText(category ? categoryName(category, locale) : i18n._(CARD_LABELS.blog), 40),
            foot: i18n._(CARD_LABELS.readOnBlog),
            picture: allowedPicture(post.thumbnail, page),
          },
        };
      }
      case 'category': {
        if (!/^[1-9]\d{0,9}$/.test(id)) return 'missing';
        const answer = await readApi(backend, origin, 'blog', getListBlogCategoriesUrl(), ListBlogCategoriesResponse);
        if (!answer.ok) return answer.missing ? 'missing' : 'unavailable';
        const category = answer.data.items.find((each) => each.id === Number(id));
        if (!category) return 'missing';
        return {
          id,
          content: {
            kind: 'category',
            name: clampText(categoryName(category, locale), 60),
            label: i18n._(CARD_LABELS.category),
            line: i18n._(PAGE_CARD_TEXTS.blog.line),
          },
        };
      }
      case 'page': {
        const known = SHARE_CARD_PAGES.find((each) => each === id);
        if (!known) return 'missing';
        const texts = PAGE_CARD_TEXTS[known];
        return { id, content: { kind: 'page', page: known, title: i18n._(texts.title), line: i18n._(texts.line) } };
      }
      default:
        return 'missing';
    }
  }

  /** Draws a card, or waits for the same card being drawn for another request. */
  function drawn(key: string, etag: string, content: CardContent, origin: string): Promise<CachedCard> {
    const pending = drawing.get(key);
    if (pending) return pending;
    const work = (async () => {
      const address = content.kind === 'coach' || content.kind === 'post' ? content.picture : undefined;
      const bytes = address ? await pictureBytes(address, origin) : undefined;
      const photo = bytes && (await pictureDataUri(bytes, PICTURE_BOX[content.kind === 'coach' ? 'coach' : 'post']));
      let png: Uint8Array<ArrayBuffer>;
      try {
        png = await draw(content, photo);
      } catch (error) {
        // A picture satori cannot read: the card without it.
        if (!photo) throw error;
        png = await draw(content);
      }
      const card: CachedCard =
        address && !photo
          ? {
              png,
              etag: etag.replace(/"$/, '-without-picture"'),
              cacheControl: DEGRADED_CACHE_CONTROL,
              expires: Date.now() + DEGRADED_CARD_MS,
            }
          : { png, etag, cacheControl: CARD_CACHE_CONTROL };
      cache.set(key, card);
      return card;
    })().finally(() => drawing.delete(key));
    drawing.set(key, work);
    return work;
  }

  const routes = new Hono();
  routes.get('/:kind/:file', async (c) => {
    const { kind, file } = c.req.param();
    if (!file.endsWith('.png')) return c.notFound();
    const lang = c.req.query('lang');
    const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
    const origin = options.origin ?? new URL(c.req.url).origin;
    const page = new URL(c.req.path, origin).toString();
    const resolved = await resolveCard(kind, file.slice(0, -'.png'.length), locale, origin, page);
    if (resolved === 'missing') return c.notFound();
    if (resolved === 'unavailable')
      return c.text('The card cannot be drawn now.', 503, {
        'Retry-After': RETRY_AFTER_SECONDS,
        'Cache-Control': 'no-store',
      });
    const digest = sha256(JSON.stringify(resolved.content));
    const key = `${kind}:${resolved.id}:${locale}:${digest}`;
    // The tag names what the card shows and the drawing: a client holding it needs no new drawing.
    const etag = `"${CARD_DESIGN}-${digest.slice(0, 27)}"`;
    const held = c.req
      .header('If-None-Match')
      ?.split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''));
    if (held?.includes(etag)) return c.body(null, 304, { ETag: etag, 'Cache-Control': CARD_CACHE_CONTROL });
    const card = cache.get(key) ?? (await drawn(key, etag, resolved.content, origin));
    const headers = { ETag: card.etag, 'Cache-Control': card.cacheControl };
    if (held?.includes(card.etag)) return c.body(null, 304, headers);
    return c.body(card.png, 200, {
      ...headers,
      'Content-Type': SHARE_CARD_TYPE,
      'Content-Length': String(card.png.byteLength),
    });
  });
  return routes;
}
