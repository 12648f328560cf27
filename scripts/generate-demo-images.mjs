// Generates the demo backend's images as small deterministic SVG files under public/demo/.
// It reads the seed (src/mocks/seed/*.ts, loaded through Node's TypeScript type stripping, so run it
// with the project's Node: `npx node scripts/generate-demo-images.mjs`) and draws exactly the files
// the seed references: avatars, gallery scenes, video thumbnails, banners, backgrounds, and the blog
// art (from scripts/generate-blog-art.mjs).
// The output is committed, so the app never needs this script at run time.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

if (!process.features.typescript) {
  console.error(
    'This script imports the TypeScript seed: run it with Node >= 22.18 (npx node scripts/generate-demo-images.mjs).',
  );
  process.exit(1);
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const seed = (file) => import(join(root, 'src/mocks/seed', file));

const { coachRoster } = await seed('coaches.ts');
const { GALLERY_POOL, BANNERS, videoCatalog } = await seed('media.ts');
const { BACKGROUND_THEMES, BACKGROUND_IMAGES_PER_CATEGORY } = await seed('backgrounds.ts');
const { blogPosts } = await seed('blog.ts');
const { createRng } = await seed('random.ts');
const { blogArt } = await import('./generate-blog-art.mjs');

const outDir = join(root, 'public/demo');

// ----------------------------------------------------------------------------------------------
// Helpers

const r = (n) => Math.round(n * 10) / 10;

function svg(width, height, body, defs = '') {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${defs ? `<defs>${defs}</defs>` : ''}${body}</svg>\n`;
}

function linear(id, stops, vertical = true) {
  const coords = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="1"';
  const s = stops.map((c, i) => `<stop offset="${r(i / (stops.length - 1))}" stop-color="${c}"/>`).join('');
  return `<linearGradient id="${id}" ${coords}>${s}</linearGradient>`;
}

function radial(id, color, opacity = 0.8) {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
}

/** A ridge line across the width, closed to the bottom. Smooth for hills, jagged for mountains. */
function ridge(rng, w, h, baseY, amplitude, segments, smooth) {
  const pts = [];
  for (let i = 0; i <= segments; i++) {
    const x = (i / segments) * w;
    pts.push([x, baseY - rng.next() * amplitude]);
  }
  let d = `M0 ${h} L0 ${r(pts[0][1])}`;
  if (smooth) {
    for (let i = 1; i < pts.length; i++) {
      const [px, py] = pts[i - 1];
      const [x, y] = pts[i];
      const mx = (px + x) / 2;
      d += ` C${r(mx)} ${r(py)} ${r(mx)} ${r(y)} ${r(x)} ${r(y)}`;
    }
  } else {
    for (let i = 1; i < pts.length; i++) {
      const [px, py] = pts[i - 1];
      const [x, y] = pts[i];
      const peakX = (px + x) / 2 + (rng.next() - 0.5) * (w / segments) * 0.4;
      const peakY = Math.min(py, y) - rng.next() * amplitude * 0.8;
      d += ` L${r(peakX)} ${r(peakY)} L${r(x)} ${r(y)}`;
    }
  }
  return `${d} L${w} ${h} Z`;
}

const PALETTES = [
  { sky: ['#fbd3b0', '#f6a57f'], sun: '#fff4d6', layers: ['#c47a8a', '#8e5a7c', '#4f3b63'] },
  { sky: ['#2b2d63', '#f08a5d'], sun: '#ffd27a', layers: ['#6a4c93', '#3f3d7a', '#1f1d45'] },
  { sky: ['#8fd3f4', '#e6f6fb'], sun: '#fff6c9', layers: ['#6cb2c9', '#3f8ea8', '#25607a'] },
  { sky: ['#cde8c5', '#f4f1de'], sun: '#fff5d1', layers: ['#8fbf8a', '#4f8a5b', '#2e5e3e'] },
  { sky: ['#f9d29d', '#ffe8c8'], sun: '#fff2dc', layers: ['#e6a15c', '#c9773b', '#8c4a2f'] },
  { sky: ['#0f1b3d', '#3b4f8a'], sun: '#f4f1de', layers: ['#2c3a6b', '#1f2a52', '#121a36'] },
  { sky: ['#e3d7f5', '#fdf0f5'], sun: '#ffffff', layers: ['#b7a3d9', '#8a73b8', '#5d4a8a'] },
  { sky: ['#d4f1ea', '#f7fbf9'], sun: '#fff7d6', layers: ['#8fd1c0', '#4aa795', '#2a6f66'] },
  { sky: ['#ffd6e0', '#fff1e6'], sun: '#fffaf0', layers: ['#f2a7b8', '#d17a94', '#8f4a6b'] },
];

// ----------------------------------------------------------------------------------------------
// Scenes (gallery, natural backgrounds, video backdrops)

function sunAndGlow(rng, w, h, p, idPrefix) {
  const cx = r(w * (0.2 + rng.next() * 0.6));
  const cy = r(h * (0.22 + rng.next() * 0.18));
  const rad = r(Math.min(w, h) * (0.06 + rng.next() * 0.05));
  return {
    defs: radial(`${idPrefix}g`, p.sun, 0.7),
    body: `<circle cx="${cx}" cy="${cy}" r="${r(rad * 3.2)}" fill="url(#${idPrefix}g)"/><circle cx="${cx}" cy="${cy}" r="${rad}" fill="${p.sun}"/>`,
  };
}

function scene(kind, w, h, rng, p, id = 's') {
  let defs = linear(`${id}k`, p.sky);
  let body = `<rect width="${w}" height="${h}" fill="url(#${id}k)"/>`;
  if (kind === 'abstract') return abstractArt(w, h, rng, p, id);
  const sun = sunAndGlow(rng, w, h, p, id);
  defs += sun.defs;
  body += sun.body;
  const [far, mid, near] = p.layers;
  // Vertical unit for heights, so portrait (mobile) scenes keep landscape proportions.
  const u = Math.min(h, w * 0.5625);
  if (kind === 'mountains') {
    body += `<path d="${ridge(rng, w, h, h * 0.55, u * 0.25, 5, false)}" fill="${far}" opacity="0.7"/>`;
    body += `<path d="${ridge(rng, w, h, h * 0.7, u * 0.22, 4, false)}" fill="${mid}"/>`;
    body += `<path d="${ridge(rng, w, h, h * 0.88, u * 0.1, 6, true)}" fill="${near}"/>`;
  } else if (kind === 'hills' || kind === 'desert') {
    const smoothSegs = kind === 'desert' ? 3 : 4;
    body += `<path d="${ridge(rng, w, h, h * 0.62, u * 0.12, smoothSegs, true)}" fill="${far}" opacity="0.8"/>`;
    body += `<path d="${ridge(rng, w, h, h * 0.75, u * 0.12, smoothSegs, true)}" fill="${mid}"/>`;
    body += `<path d="${ridge(rng, w, h, h * 0.9, u * 0.1, smoothSegs + 1, true)}" fill="${near}"/>`;
  } else if (kind === 'sea') {
    const horizon = r(h * 0.62);
    defs += linear(`${id}w`, [mid, near]);
    body += `<path d="${ridge(rng, w, h, horizon, u * 0.05, 3, true)}" fill="${far}" opacity="0.6"/>`;
    body += `<rect y="${horizon}" width="${w}" height="${r(h - horizon)}" fill="url(#${id}w)"/>`;
    for (let i = 0; i < 7; i++) {
      const y = r(horizon + (h - horizon) * (0.1 + i * 0.12));
      const x = r(w * (0.15 + rng.next() * 0.5));
      body += `<rect x="${x}" y="${y}" width="${r(w * (0.08 + rng.next() * 0.2))}" height="${r(Math.max(2, h * 0.006))}" rx="2" fill="${p.sun}" opacity="${r(0.25 + rng.next() * 0.3)}"/>`;
    }
  } else if (kind === 'forest') {
    body += `<path d="${ridge(rng, w, h, h * 0.6, u * 0.1, 4, true)}" fill="${far}" opacity="0.8"/>`;
    const trees = Math.round(w / (u * 0.08));
    for (let i = 0; i < trees; i++) {
      const x = (i / trees) * w + rng.next() * 20;
      const th = u * (0.18 + rng.next() * 0.16);
      const base = h * (0.8 + rng.next() * 0.06);
      const tw = th * 0.38;
      body += `<path d="M${r(x - tw / 2)} ${r(base)} L${r(x)} ${r(base - th)} L${r(x + tw / 2)} ${r(base)} Z" fill="${i % 3 === 0 ? mid : near}"/>`;
    }
    body += `<rect y="${r(h * 0.84)}" width="${w}" height="${r(h * 0.16)}" fill="${near}"/>`;
    body += `<ellipse cx="${r(w * 0.5)}" cy="${r(h * 0.93)}" rx="${r(w * 0.3)}" ry="${r(h * 0.04)}" fill="${p.sky[0]}" opacity="0.5"/>`;
  } else if (kind === 'city') {
    body += cityBody(w, h, rng, p);
  }
  return svg(w, h, body, defs);
}

function cityBody(w, h, rng, p) {
  const [far, mid, near] = p.layers;
  let body = '';
  for (const [layer, color, minH, maxH] of [
    [0, far, 0.25, 0.45],
    [1, mid, 0.18, 0.38],
    [2, near, 0.1, 0.24],
  ]) {
    let x = -rng.next() * 40;
    while (x < w) {
      const bw = w * (0.04 + rng.next() * 0.06);
      const bh = h * (minH + rng.next() * (maxH - minH));
      body += `<rect x="${r(x)}" y="${r(h - bh)}" width="${r(bw)}" height="${r(bh)}" fill="${color}"${layer === 0 ? ' opacity="0.7"' : ''}/>`;
      if (layer === 1 && bw > w * 0.06) {
        for (let wy = h - bh + h * 0.03; wy < h - h * 0.05; wy += h * 0.05) {
          if (rng.next() < 0.45)
            body += `<rect x="${r(x + bw * 0.25)}" y="${r(wy)}" width="${r(bw * 0.15)}" height="${r(h * 0.018)}" fill="${p.sun}" opacity="0.7"/>`;
          if (rng.next() < 0.45)
            body += `<rect x="${r(x + bw * 0.6)}" y="${r(wy)}" width="${r(bw * 0.15)}" height="${r(h * 0.018)}" fill="${p.sun}" opacity="0.7"/>`;
        }
      }
      x += bw + w * 0.004;
    }
  }
  return body;
}

/** A soft closed blob: quadratic curves through the midpoints of a jittered hexagon. */
function blob(rng, cx, cy, radius) {
  const n = 6;
  const pts = Array.from({ length: n }, (_, i) => {
    const a = (i / n) * Math.PI * 2;
    const rr = radius * (0.75 + rng.next() * 0.5);
    return [cx + Math.cos(a) * rr, cy + Math.sin(a) * rr];
  });
  const mid = (i) => {
    const [x0, y0] = pts[i % n];
    const [x1, y1] = pts[(i + 1) % n];
    return [(x0 + x1) / 2, (y0 + y1) / 2];
  };
  const [sx, sy] = mid(0);
  let d = `M${r(sx)} ${r(sy)}`;
  for (let i = 1; i <= n; i++) {
    const [cx1, cy1] = pts[i % n];
    const [mx, my] = mid(i);
    d += ` Q${r(cx1)} ${r(cy1)} ${r(mx)} ${r(my)}`;
  }
  return `${d} Z`;
}

function abstractArt(w, h, rng, p, id = 'a') {
  const colors = [...p.layers, p.sun];
  let defs = linear(`${id}k`, [p.sky[0], p.sky[1]], false);
  let body = `<rect width="${w}" height="${h}" fill="url(#${id}k)"/>`;
  for (let i = 0; i < 5; i++) {
    const c = colors[i % colors.length];
    defs += radial(`${id}r${i}`, c, 0.55);
    body += `<circle cx="${r(rng.next() * w)}" cy="${r(rng.next() * h)}" r="${r(Math.max(w, h) * (0.2 + rng.next() * 0.25))}" fill="url(#${id}r${i})"/>`;
  }
  for (let i = 0; i < 3; i++) {
    const c = colors[(i + 1) % colors.length];
    body += `<path d="${blob(rng, rng.next() * w, rng.next() * h, Math.min(w, h) * (0.15 + rng.next() * 0.2))}" fill="${c}" opacity="${r(0.35 + rng.next() * 0.35)}"/>`;
  }
  for (let i = 0; i < 4; i++) {
    body += `<circle cx="${r(rng.next() * w)}" cy="${r(rng.next() * h)}" r="${r(Math.min(w, h) * (0.02 + rng.next() * 0.05))}" fill="none" stroke="${p.sun}" stroke-width="${r(Math.min(w, h) * 0.006)}" opacity="0.7"/>`;
  }
  return svg(w, h, body, defs);
}

function waves(w, h, rng, p, id = 'b') {
  let defs = linear(`${id}k`, [p.sky[0], p.layers[0]], false);
  let body = `<rect width="${w}" height="${h}" fill="url(#${id}k)"/>`;
  defs += radial(`${id}g`, p.sun, 0.6);
  body += `<circle cx="${r(w * (0.6 + rng.next() * 0.3))}" cy="${r(h * 0.3)}" r="${r(h * 0.7)}" fill="url(#${id}g)"/>`;
  p.layers.forEach((c, i) => {
    body += `<path d="${ridge(rng, w, h, h * (0.55 + i * 0.14), h * 0.18, 4, true)}" fill="${c}" opacity="${r(0.55 + i * 0.15)}"/>`;
  });
  return svg(w, h, body, defs);
}

function minimal(w, h, rng, p) {
  const horizon = r(h * (0.6 + rng.next() * 0.12));
  const cx = r(w * (0.3 + rng.next() * 0.4));
  const rad = r(Math.min(w, h) * 0.16);
  const body =
    `<rect width="${w}" height="${h}" fill="${p.sky[1]}"/>` +
    `<circle cx="${cx}" cy="${r(horizon - rad * 0.6)}" r="${rad}" fill="${p.layers[0]}" opacity="0.85"/>` +
    `<rect y="${horizon}" width="${w}" height="${r(h - horizon)}" fill="${p.sky[0]}"/>` +
    `<rect y="${horizon}" width="${w}" height="${r(Math.max(2, h * 0.004))}" fill="${p.layers[2]}" opacity="0.5"/>`;
  return svg(w, h, body);
}

// ----------------------------------------------------------------------------------------------
// Avatars: stylised head-and-shoulders portraits.

const SKIN = ['#f6d5bd', '#eab38f', '#d39a6a', '#b57a4f', '#8d5a3b', '#6b4330'];
const HAIR = ['#2b1d16', '#4a2f1f', '#7a4a2a', '#b5763c', '#d9b26a', '#a7a29c', '#1c1c1c'];
const CLOTHES = [
  '#1b3a5c',
  '#2e7d5b',
  '#c0392b',
  '#7b4fa3',
  '#e67e22',
  '#16a085',
  '#34495e',
  '#d35400',
  '#8e44ad',
  '#2c3e50',
  '#b03a5b',
  '#3d7ea6',
];
const AVATAR_BG = [
  ['#fde2c8', '#f8b7a5'],
  ['#d7ecf7', '#a9cfe8'],
  ['#e4f3e1', '#b8dcc0'],
  ['#efe3f7', '#cdb6e6'],
  ['#fff2c7', '#f5d37a'],
  ['#fce1ea', '#f3b4c8'],
  ['#e0f2f1', '#a6d8d2'],
  ['#eceff1', '#c5ced6'],
];

function shade(hex, amount) {
  const n = parseInt(hex.slice(1), 16);
  const f = (v) => Math.max(0, Math.min(255, Math.round(v * (1 + amount))));
  const rr = f(n >> 16);
  const gg = f((n >> 8) & 255);
  const bb = f(n & 255);
  return `#${((rr << 16) | (gg << 8) | bb).toString(16).padStart(6, '0')}`;
}

function avatar(entry) {
  const rng = createRng(`avatar:${entry.id}`);
  const female = entry.gender === 'f';
  const skin = rng.pick(SKIN);
  const skinDark = shade(skin, -0.18);
  const hair = rng.pick(HAIR.slice(0, female ? 5 : 7));
  const cloth = rng.pick(CLOTHES);
  const [bg0, bg1] = rng.pick(AVATAR_BG);
  const style = female
    ? rng.pick(['long', 'long', 'bob', 'bun', 'curly'])
    : rng.pick(['short', 'short', 'side', 'curly', 'bald']);
  const beard = !female && (style === 'bald' || rng.chance(0.3));
  const beardColor = style === 'bald' ? rng.pick(HAIR.slice(0, 3)) : shade(hair, -0.1);
  const glasses = rng.chance(0.25);
  const tie = !female && rng.chance(0.4);

  const defs = linear('bg', [bg0, bg1], false);
  let b = `<rect width="256" height="256" fill="url(#bg)"/><circle cx="128" cy="112" r="86" fill="#ffffff" opacity="0.22"/>`;
  // Hair behind the head.
  if (style === 'long')
    b += `<path d="M80 120 C68 48 188 48 176 120 L188 204 C160 218 96 218 68 204 Z" fill="${hair}"/>`;
  if (style === 'bob')
    b += `<path d="M80 122 C70 52 186 52 176 122 L180 168 C160 178 96 178 76 168 Z" fill="${hair}"/>`;
  if (style === 'curly') {
    for (let i = 0; i < 9; i++) {
      const a = Math.PI * (0.85 + (i / 8) * 1.3);
      b += `<circle cx="${r(128 + Math.cos(a) * 44)}" cy="${r(112 + Math.sin(a) * 46)}" r="${female ? 21 : 16}" fill="${hair}"/>`;
    }
    if (female)
      b += `<circle cx="82" cy="152" r="19" fill="${hair}"/><circle cx="174" cy="152" r="19" fill="${hair}"/>`;
  }
  if (style === 'bun') b += `<circle cx="128" cy="58" r="23" fill="${hair}"/>`;
  // Shoulders, neck and neckline.
  b += `<path d="M34 256 C34 204 78 182 128 182 C178 182 222 204 222 256 Z" fill="${cloth}"/>`;
  b += `<rect x="111" y="148" width="34" height="40" rx="12" fill="${skinDark}"/>`;
  if (female) b += `<path d="M104 183 Q128 216 152 183 Z" fill="${skinDark}"/>`;
  else if (tie)
    b += `<path d="M106 184 L128 214 L150 184 Z" fill="#ffffff" opacity="0.92"/><path d="M123 197 L128 216 L133 197 L128 191 Z" fill="${shade(cloth, -0.35)}"/>`;
  else
    b += `<path d="M108 184 L128 206 L148 184 Z" fill="${skinDark}"/><path d="M104 183 L116 200 L128 206 M152 183 L140 200 L128 206" stroke="${shade(cloth, 0.35)}" stroke-width="5" fill="none" stroke-linejoin="round"/>`;
  // Ears and head.
  b += `<ellipse cx="88" cy="122" rx="8" ry="11" fill="${skinDark}"/><ellipse cx="168" cy="122" rx="8" ry="11" fill="${skinDark}"/>`;
  b += `<ellipse cx="128" cy="115" rx="40" ry="46" fill="${skin}"/>`;
  // Hair in front.
  if (style === 'long' || style === 'bob' || style === 'bun')
    b += `<path d="M87 118 C80 52 176 52 169 118 C162 94 142 84 122 88 C104 92 93 102 87 118 Z" fill="${hair}"/>`;
  if (style === 'short')
    b += `<path d="M87 116 C82 50 174 50 169 116 C166 102 162 94 154 90 C138 96 118 96 102 90 C94 96 89 104 87 116 Z" fill="${hair}"/>`;
  if (style === 'side')
    b += `<path d="M87 118 C78 48 178 48 169 112 C162 96 152 88 142 85 C126 96 108 98 96 94 C92 102 89 110 87 118 Z" fill="${hair}"/>`;
  if (style === 'curly') {
    for (let i = 0; i < 7; i++) {
      const a = Math.PI * (1.12 + (i / 6) * 0.76);
      b += `<circle cx="${r(128 + Math.cos(a) * 38)}" cy="${r(108 + Math.sin(a) * 36)}" r="${female ? 15 : 13}" fill="${hair}"/>`;
    }
  }
  // Face.
  const ink = shade(skin, -0.62);
  b += `<ellipse cx="114" cy="121" rx="3.6" ry="4.2" fill="${ink}"/><ellipse cx="142" cy="121" rx="3.6" ry="4.2" fill="${ink}"/>`;
  b += `<path d="M107 110 Q114 106 121 110 M135 110 Q142 106 149 110" stroke="${ink}" stroke-width="2.4" fill="none" stroke-linecap="round" opacity="0.7"/>`;
  b += `<circle cx="105" cy="137" r="7" fill="#f08080" opacity="0.22"/><circle cx="151" cy="137" r="7" fill="#f08080" opacity="0.22"/>`;
  if (beard)
    b += `<path d="M90 122 C92 180 164 180 166 122 C160 150 148 160 128 160 C108 160 96 150 90 122 Z" fill="${beardColor}"/><path d="M114 146 Q128 140 142 146 Q128 152 114 146 Z" fill="${beardColor}"/>`;
  b += `<path d="M117 ${beard ? 151 : 142} Q128 ${beard ? 157 : 152} 139 ${beard ? 151 : 142}" stroke="${beard ? shade(skin, 0.15) : ink}" stroke-width="3" fill="none" stroke-linecap="round"/>`;
  if (glasses)
    b += `<g fill="none" stroke="${shade(hair, -0.2)}" stroke-width="2.6"><rect x="100" y="111" width="26" height="20" rx="8"/><rect x="130" y="111" width="26" height="20" rx="8"/><path d="M126 119 L130 119"/></g>`;
  return svg(256, 256, b, defs);
}

// ----------------------------------------------------------------------------------------------
// Video thumbnails: a speaker in front of a slide, lecture style.

function videoThumb(video) {
  const rng = createRng(`video:${video.id}`);
  const p = rng.pick(PALETTES);
  const w = 640;
  const h = 360;
  let defs = linear('k', [p.layers[2], p.layers[1]], false) + radial('g', p.sun, 0.5);
  let body = `<rect width="${w}" height="${h}" fill="url(#k)"/><circle cx="${rng.int(360, 520)}" cy="120" r="260" fill="url(#g)"/>`;
  // Slide panel.
  const sx = 40;
  const sy = 50;
  body += `<rect x="${sx}" y="${sy}" width="300" height="190" rx="14" fill="#ffffff" opacity="0.92"/>`;
  body += `<rect x="${sx + 24}" y="${sy + 26}" width="${rng.int(150, 230)}" height="16" rx="8" fill="${p.layers[2]}"/>`;
  for (let i = 0; i < 4; i++)
    body += `<rect x="${sx + 24}" y="${sy + 64 + i * 26}" width="${rng.int(120, 250)}" height="10" rx="5" fill="${p.layers[i % 2]}" opacity="0.7"/>`;
  body += `<circle cx="${sx + 258}" cy="${sy + 148}" r="22" fill="${p.sun}" stroke="${p.layers[0]}" stroke-width="4"/>`;
  // Speaker bust.
  const skin = rng.pick(SKIN);
  const cloth = rng.pick(CLOTHES);
  const hair = rng.pick(HAIR);
  body += `<path d="M400 360 C400 282 440 256 500 256 C560 256 600 282 600 360 Z" fill="${cloth}"/>`;
  body += `<rect x="484" y="214" width="32" height="52" rx="12" fill="${shade(skin, -0.18)}"/>`;
  body += `<ellipse cx="500" cy="186" rx="40" ry="47" fill="${skin}"/>`;
  body += `<path d="M460 180 C456 126 544 126 540 180 C528 156 506 150 486 156 C474 160 464 168 460 180 Z" fill="${hair}"/>`;
  // Bottom bar, as a lower third.
  defs += linear('f', ['#000000', '#000000']);
  body += `<rect y="300" width="${w}" height="60" fill="url(#f)" opacity="0.35"/><rect x="40" y="322" width="${rng.int(180, 320)}" height="14" rx="7" fill="#ffffff" opacity="0.9"/>`;
  if (rng.chance(0.5)) body = `<g transform="translate(${w} 0) scale(-1 1)">${body}</g>`;
  return svg(w, h, body, defs);
}

// ----------------------------------------------------------------------------------------------
// Write everything.

const files = new Map();
const put = (url, content) => files.set(url, content);

for (const entry of coachRoster) put(`/demo/avatars/${entry.id}.svg`, avatar(entry));

GALLERY_POOL.forEach((item, i) => {
  const rng = createRng(`gallery:${item.url}`);
  put(item.url, scene(item.kind, 1280, 720, rng, PALETTES[(i * 4) % PALETTES.length]));
});

for (const video of videoCatalog) put(video.thumbnail, videoThumb(video));

BANNERS.forEach((url, i) =>
  put(url, waves(1600, 500, createRng(`banner:${i}`), PALETTES[(i * 2 + 1) % PALETTES.length])),
);

const SCENE_FOR_NATURE = ['mountains', 'sea', 'forest', 'hills'];
BACKGROUND_THEMES.forEach(({ slug }, catIndex) => {
  for (let n = 1; n <= BACKGROUND_IMAGES_PER_CATEGORY; n++) {
    for (const [size, w, h] of [
      ['desktop', 1920, 1080],
      ['mobile', 750, 1334],
    ]) {
      const rng = createRng(`bg:${slug}:${n}`);
      const p = PALETTES[(catIndex * 3 + (n - 1) * 2) % PALETTES.length];
      let content;
      if (slug === 'natureza') content = scene(SCENE_FOR_NATURE[n - 1] ?? 'hills', w, h, rng, p);
      else if (slug === 'abstrato') content = abstractArt(w, h, rng, p);
      else if (slug === 'cidades')
        content = svg(
          w,
          h,
          `<rect width="${w}" height="${h}" fill="url(#k)"/>${cityBody(w, h, rng, p)}`,
          linear('k', p.sky),
        );
      else content = minimal(w, h, rng, p);
      put(`/demo/backgrounds/${slug}-${n}-${size}.svg`, content);
    }
  }
});

// Each post's own picture, drawn by scripts/generate-blog-art.mjs.
for (const post of blogPosts) put(post.thumbnail, blogArt(post));

rmSync(outDir, { recursive: true, force: true });
let total = 0;
for (const [url, content] of files) {
  const file = join(root, 'public', url);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  total += Buffer.byteLength(content);
}
console.log(`demo images: ${files.size} files, ${(total / 1024).toFixed(1)} kB in public/demo`);
