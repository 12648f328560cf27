// Draws the demo blog's thumbnails (public/demo/blog/p-NN.svg, NN = the post's id): each post gets
// its own flat illustration of its subject (MOTIF_BY_POST) over a soft background in its
// category's palette. Run alone to redraw only these files, with the project's Node (it imports the
// TypeScript seed): `npx node scripts/generate-blog-art.mjs`. scripts/generate-demo-images.mjs
// imports blogArt() from here, so redrawing all demo images gives the same files.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

if (!process.features.typescript) {
  console.error('This script imports the TypeScript seed: run it with Node >= 22.18 (npx node <this script>).');
  process.exit(1);
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { createRng } = await import(join(root, 'src/mocks/seed/random.ts'));

// ----------------------------------------------------------------------------------------------
// Palettes: the background colours (sky, layers, sun) are the demo's shared ones; the rest colour
// the illustration. `line` draws strokes that lie on the background, so it is light on dark skies.

const PAL = {
  peach: {
    sky: ['#fbd3b0', '#f6a57f'],
    layers: ['#c47a8a', '#8e5a7c', '#4f3b63'],
    fg: { a: '#d98f96', b: '#8e5a7c', ink: '#4f3b63', paper: '#fff8f0', acc: '#f4845f', line: '#4f3b63' },
  },
  dusk: {
    sky: ['#2b2d63', '#f08a5d'],
    layers: ['#6a4c93', '#3f3d7a', '#1f1d45'],
    fg: { a: '#ffd27a', b: '#a58bd8', ink: '#1f1d45', paper: '#fff6e6', acc: '#f25f5c', line: '#fff6e6' },
  },
  sky: {
    sky: ['#8fd3f4', '#e6f6fb'],
    layers: ['#6cb2c9', '#3f8ea8', '#25607a'],
    fg: { a: '#6cb2c9', b: '#3f8ea8', ink: '#25607a', paper: '#ffffff', acc: '#f4a259', line: '#25607a' },
  },
  green: {
    sky: ['#cde8c5', '#f4f1de'],
    layers: ['#8fbf8a', '#4f8a5b', '#2e5e3e'],
    fg: { a: '#8fbf8a', b: '#4f8a5b', ink: '#2e5e3e', paper: '#fffdf5', acc: '#e9a23b', line: '#2e5e3e' },
  },
  orange: {
    sky: ['#f9d29d', '#ffe8c8'],
    layers: ['#e6a15c', '#c9773b', '#8c4a2f'],
    fg: { a: '#e6a15c', b: '#c9773b', ink: '#8c4a2f', paper: '#fffaf2', acc: '#e76f51', line: '#8c4a2f' },
  },
  navy: {
    sky: ['#0f1b3d', '#3b4f8a'],
    layers: ['#2c3a6b', '#1f2a52', '#121a36'],
    fg: { a: '#f2c36b', b: '#8fa6e8', ink: '#121a36', paper: '#fdfcf5', acc: '#f28f6b', line: '#f4f1de' },
  },
  lavender: {
    sky: ['#e3d7f5', '#fdf0f5'],
    layers: ['#b7a3d9', '#8a73b8', '#5d4a8a'],
    fg: { a: '#b7a3d9', b: '#8a73b8', ink: '#5d4a8a', paper: '#ffffff', acc: '#f28fb0', line: '#5d4a8a' },
  },
  mint: {
    sky: ['#d4f1ea', '#f7fbf9'],
    layers: ['#8fd1c0', '#4aa795', '#2a6f66'],
    fg: { a: '#8fd1c0', b: '#4aa795', ink: '#2a6f66', paper: '#ffffff', acc: '#f6a35b', line: '#2a6f66' },
  },
  pink: {
    sky: ['#ffd6e0', '#fff1e6'],
    layers: ['#f2a7b8', '#d17a94', '#8f4a6b'],
    fg: { a: '#f2a7b8', b: '#d17a94', ink: '#8f4a6b', paper: '#fffaf5', acc: '#e85d75', line: '#8f4a6b' },
  },
};

/** Two palettes per category, alternated between posts (odd and even ids). */
const CATEGORY_PALETTES = {
  carreira: [PAL.sky, PAL.orange],
  lideranca: [PAL.dusk, PAL.navy],
  autoconhecimento: [PAL.lavender, PAL.peach],
  relacionamentos: [PAL.pink, PAL.peach],
  'saude-e-bem-estar': [PAL.green, PAL.mint],
  financas: [PAL.orange, PAL.green],
  produtividade: [PAL.mint, PAL.sky],
};

// Colours that mean the thing itself whatever the palette: coins, skin, a warning red, leaves.
const GOLD = '#f2c14e';
const SKIN = '#f1c6a0';
const RED = '#e4572e';
const LEAF = '#5f9e5a';

// ----------------------------------------------------------------------------------------------
// Drawing helpers. Motifs are drawn around (0, 0) within about ±170 × ±130.

const r = (n) => Math.round(n * 10) / 10;
const attrs = (o) =>
  Object.entries(o)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? r(v) : v}"`)
    .join('');
const rect = (x, y, width, height, rx, fill, extra = {}) =>
  `<rect${attrs({ x, y, width, height, rx, fill, ...extra })}/>`;
const circle = (cx, cy, rad, fill, extra = {}) => `<circle${attrs({ cx, cy, r: rad, fill, ...extra })}/>`;
const ellipse = (cx, cy, rx, ry, fill, extra = {}) => `<ellipse${attrs({ cx, cy, rx, ry, fill, ...extra })}/>`;
const path = (d, fill, extra = {}) => `<path${attrs({ d, fill, ...extra })}/>`;
const line = (d, stroke, width, extra = {}) =>
  path(d, 'none', { stroke, 'stroke-width': width, 'stroke-linecap': 'round', 'stroke-linejoin': 'round', ...extra });
const ring = (cx, cy, rad, stroke, width, extra = {}) =>
  circle(cx, cy, rad, 'none', { stroke, 'stroke-width': width, ...extra });
const g = (transform, body) => `<g transform="${transform}">${body}</g>`;
/** Points as an SVG path's coordinate list, rounded. */
const pts = (...xy) => xy.map(r).join(' ');

function heart(x, y, s, fill) {
  return path(
    `M${pts(x, y + s)}C${pts(x - 1.6 * s, y - 0.1 * s, x - 0.9 * s, y - 1.3 * s, x, y - 0.5 * s)}C${pts(x + 0.9 * s, y - 1.3 * s, x + 1.6 * s, y - 0.1 * s, x, y + s)}Z`,
    fill,
  );
}

/** Head at (x, y) of radius s, shoulders below it. */
function person(x, y, s, fill) {
  return (
    circle(x, y, s, fill) +
    path(
      `M${pts(x - 1.7 * s, y + 3.2 * s)}V${r(y + 2.6 * s)}A${pts(1.7 * s, 1.4 * s)} 0 0 1 ${pts(x + 1.7 * s, y + 2.6 * s)}V${r(y + 3.2 * s)}Z`,
      fill,
    )
  );
}

/** A speech bubble; its tail starts `tx` from the left edge and leans towards `dir` (-1 or 1). */
function bubble(x, y, w, h, fill, tx, dir) {
  const bx = x + tx;
  return (
    rect(x, y, w, h, Math.min(h / 2, 24), fill) +
    path(`M${pts(bx, y + h - 1)}l${pts(8 * dir, 26)}l${pts(-30 * dir, -26)}Z`, fill)
  );
}

const dots = (x, y, fill, gap = 20, rad = 6) => [-gap, 0, gap].map((d) => circle(x + d, y, rad, fill)).join('');

/** Text lines in a document: bars of the given widths. */
const bars = (x, y, widths, fill, gap = 20, h = 9) =>
  widths.map((w, i) => rect(x, y + i * gap, w, h, h / 2, fill)).join('');

const check = (x, y, s, stroke, width) =>
  line(`M${pts(x - s, y)}L${pts(x - 0.3 * s, y + 0.7 * s)}L${pts(x + s, y - 0.8 * s)}`, stroke, width);

function star(x, y, rad, fill) {
  const p = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 ? rad * 0.45 : rad;
    p.push(pts(x + Math.cos(a) * rr, y + Math.sin(a) * rr));
  }
  return path(`M${p.join('L')}Z`, fill);
}

const sparkle = (x, y, s, fill) =>
  path(
    `M${pts(x, y - s)}Q${pts(x, y, x + s, y)}Q${pts(x, y, x, y + s)}Q${pts(x, y, x - s, y)}Q${pts(x, y, x, y - s)}Z`,
    fill,
  );

/** The two strokes of an arrow's head at (x, y), pointing along `angle` (degrees). */
function arrowHead(x, y, angle, stroke, width, len = 18) {
  const a = (angle * Math.PI) / 180;
  const end = (da) => pts(x - Math.cos(a + da) * len, y - Math.sin(a + da) * len);
  return line(`M${end(0.6)}L${pts(x, y)}L${end(-0.6)}`, stroke, width);
}

function coin(x, y, rad, c) {
  return (
    circle(x, y, rad, GOLD, { stroke: c.ink, 'stroke-width': 4 }) + ring(x, y, rad * 0.62, c.ink, 3, { opacity: 0.5 })
  );
}

function coinStack(x, base, n, c) {
  let s = '';
  for (let i = 0; i < n; i++) s += ellipse(x, base - i * 15, 38, 12, GOLD, { stroke: c.ink, 'stroke-width': 3.5 });
  return s;
}

/** A pie wedge from angle a0 to a1 (degrees, clockwise from the top). */
function wedge(cx, cy, rad, a0, a1, fill, extra = {}) {
  const p = (a) => pts(cx + Math.sin((a * Math.PI) / 180) * rad, cy - Math.cos((a * Math.PI) / 180) * rad);
  return path(`M${pts(cx, cy)}L${p(a0)}A${pts(rad, rad)} 0 ${a1 - a0 > 180 ? 1 : 0} 1 ${p(a1)}Z`, fill, extra);
}

function laptop(x, y, c, screen = c.paper) {
  return (
    rect(x - 52, y - 40, 104, 70, 8, c.ink) +
    rect(x - 46, y - 34, 92, 58, 4, screen) +
    person(x, y - 16, 9, c.b) +
    path(`M${pts(x - 66, y + 30)}H${r(x + 66)}l-10 12H${r(x - 56)}Z`, c.a)
  );
}

function leaf(x, y, dir, s, fill) {
  return path(
    `M${pts(x, y)}Q${pts(x + dir * s * 0.9, y - s * 0.9, x + dir * s * 1.6, y - s * 0.3)}Q${pts(x + dir * s * 0.8, y + s * 0.25, x, y)}Z`,
    fill,
  );
}

// ----------------------------------------------------------------------------------------------
// One motif per post subject. Each takes the illustration colours (see PAL) and returns SVG.

const MOTIFS = {
  // Career change without a leap in the dark: a bridge to the higher cliff, a flag beyond.
  bridge(c) {
    let s =
      path('M-175 130V-5Q-170 -20 -150 -20H-95L-85 130Z', c.b) + path('M175 130V-70Q170 -85 150 -85H95L85 130Z', c.ink);
    s += line('M-95 -55Q0 -8 95 -120', c.ink, 4) + line('M-95 -20Q0 27.5 95 -85', c.ink, 4);
    for (let i = 0; i <= 8; i++) {
      const t = i / 8;
      const y = (1 - t) ** 2 * -20 + 2 * t * (1 - t) * 27.5 + t * t * -85;
      s += rect(-95 + t * 190 - 9, y - 5, 18, 11, 3, c.a);
    }
    return s + line('M140 -85V-150', c.ink, 5) + path('M140 -150L182 -137L140 -124Z', c.acc);
  },
  // CV or portfolio: a résumé beside a folder of work.
  cvAndFolder(c) {
    let s = rect(-165, -115, 150, 200, 12, c.paper) + circle(-128, -75, 18, c.a);
    s += bars(-100, -88, [60, 40], c.b) + bars(-145, -30, [110, 90, 110, 70, 100], c.a);
    s += rect(5, -60, 170, 150, 14, c.ink) + rect(5, -78, 70, 32, 8, c.ink);
    s += rect(22, -82, 136, 70, 6, c.paper) + rect(34, -94, 112, 40, 6, c.paper, { opacity: 0.85 });
    return s + rect(5, -32, 170, 122, 14, c.b) + rect(62, 10, 56, 12, 6, c.paper, { opacity: 0.7 });
  },
  // Job interview: two people across a table, each with a speech bubble.
  interview(c) {
    let s = person(-105, -2, 24, c.ink) + person(105, -2, 24, c.b);
    s += rect(-170, 58, 340, 16, 8, c.ink) + rect(-150, 74, 12, 56, 4, c.ink) + rect(138, 74, 12, 56, 4, c.ink);
    s += bubble(-175, -130, 120, 66, c.paper, 80, 1) + dots(-115, -97, c.a);
    return s + bubble(55, -125, 120, 66, c.acc, 40, -1) + dots(115, -92, c.paper);
  },
  // Starting over at 40: a road that turns back on itself on its way to a flag.
  winding(c) {
    const d = 'M-175 105H20C105 105 105 15 20 15H-60C-140 15 -140 -85 -60 -85H130';
    let s = line(d, c.b, 34) + line(d, c.paper, 4, { 'stroke-dasharray': '12 14' });
    s += person(-150, 44, 12, c.ink) + line('M140 -85V-150', c.ink, 5) + path('M140 -150L182 -137L140 -124Z', c.acc);
    return s;
  },
  // First management role: stairs with a person in a tie on the top step, a star beside.
  stairs(c) {
    let s = path('M-170 130V95H-100V45H-30V-5H40V-55H170V130Z', c.b);
    s += line('M-170 95H-100M-100 45H-30M-30 -5H40M40 -55H170', c.a, 6);
    s += person(100, -118, 20, c.ink) + path('M100 -92l-6 8l6 24l6 -24Z', c.acc);
    return s + star(155, -110, 18, c.acc);
  },
  // Networking for introverts: a calm person linked to a few others.
  network(c) {
    const others = [
      [-125, -80, c.a],
      [130, -85, c.b],
      [-125, 55, c.b],
      [125, 50, c.a],
    ];
    let s = others.map(([x, y]) => line(`M0 -25L${pts(x, y)}`, c.line, 4, { opacity: 0.6 })).join('');
    s += line('M-125 -80L-125 55M130 -85L125 50', c.line, 3, { opacity: 0.35, 'stroke-dasharray': '3 10' });
    s += others.map(([x, y, f]) => person(x, y, 17, f)).join('');
    return s + person(0, -25, 26, c.ink) + circle(0, -25, 38, 'none', { stroke: c.acc, 'stroke-width': 4 });
  },
  // Feedback: two speech bubbles with arrows going both ways.
  feedback(c) {
    let s = bubble(-170, -125, 140, 80, c.a, 40, -1) + bars(-150, -102, [100, 70], c.ink, 22, 10);
    s += bubble(30, 5, 140, 80, c.paper, 100, 1) + check(100, 42, 20, c.ink, 9);
    s += line('M-15 -90C60 -105 100 -65 100 -15', c.line, 7) + arrowHead(100, -15, 90, c.line, 7);
    s += line('M15 60C-60 75 -100 30 -100 -20', c.line, 7) + arrowHead(-100, -20, -90, c.line, 7);
    return s;
  },
  // Servant leadership: one person holds up the team, an upturned pyramid on their head.
  invertedPyramid(c) {
    let s = path('M-150 -72H150L0 64Z', c.b);
    s += [-105, -35, 35, 105].map((x, i) => person(x, -116, 13, i % 2 ? c.a : c.paper)).join('');
    return s + person(0, 86, 18, c.a) + line('M-26 108L-14 76M26 108L14 76', c.a, 8);
  },
  // One-on-ones: two mugs on a small table and a chat between them.
  mugs(c) {
    let s = rect(-170, 84, 340, 14, 7, c.b);
    for (const [x, hx] of [
      [-135, -138],
      [55, 138],
    ]) {
      s += ring(hx, 36, 20, c.paper, 10) + rect(x, -6, 80, 90, 16, c.paper) + rect(x, 26, 80, 14, 0, c.a);
      s += line(`M${x + 40} -24c-12 -14 10 -24 0 -40c-8 -12 6 -20 2 -30`, c.line, 5, { opacity: 0.7 });
    }
    return s + bubble(-42, -128, 84, 52, c.acc, 30, 1) + dots(0, -102, c.paper, 18, 5);
  },
  // Delegating: a box passed from one hand to another.
  delegate(c) {
    const kraft = '#d9a066';
    let s =
      line('M-40 -100Q90 -130 100 0', c.line, 6, { 'stroke-dasharray': '2 14' }) + arrowHead(100, 0, 85, c.line, 6);
    s += rect(-110, -70, 112, 96, 8, kraft) + rect(-68, -70, 28, 96, 0, c.paper, { opacity: 0.55 });
    s += line('M-110 -70L-124 -90M2 -70L16 -90', kraft, 10);
    s += rect(-178, 22, 84, 50, 16, c.b) + rect(-150, 18, 110, 36, 18, SKIN) + rect(-62, -10, 22, 40, 11, SKIN);
    return s + rect(118, 46, 60, 50, 16, c.a) + rect(40, 44, 100, 36, 18, SKIN) + rect(44, 16, 22, 40, 11, SKIN);
  },
  // Psychological safety: a shield with a heart.
  shield(c) {
    let s = path('M0 -130L115 -92V-5C115 65 60 110 0 130C-60 110 -115 65 -115 -5V-92Z', c.a);
    s += path('M0 -100L88 -70V-4C88 50 46 84 0 100C-46 84 -88 50 -88 -4V-70Z', c.b);
    return s + heart(0, 2, 40, c.paper);
  },
  // Leading remote teams: three laptops linked.
  remote(c) {
    const at = [
      [-105, -60],
      [105, -60],
      [0, 78],
    ];
    let s = line('M-105 -60L105 -60L0 78Z', c.line, 4, { 'stroke-dasharray': '2 12' });
    s += [
      [0, -60],
      [-52, 9],
      [52, 9],
    ]
      .map(([x, y]) => circle(x, y, 8, c.acc))
      .join('');
    return s + at.map(([x, y]) => laptop(x, y, c)).join('');
  },
  // Wheel of life: eight segments filled to different depths.
  wheel(c) {
    const depth = [100, 70, 118, 85, 60, 108, 78, 95];
    const fills = [c.a, c.b, c.acc, c.ink];
    let s = circle(0, 0, 122, c.paper, { opacity: 0.6 });
    s += depth
      .map((d, i) => wedge(0, 0, d, i * 45, i * 45 + 45, fills[i % 4], { stroke: c.paper, 'stroke-width': 4 }))
      .join('');
    return s + ring(0, 0, 122, c.ink, 4, { opacity: 0.45 });
  },
  // Limiting beliefs: a chain broken open, a bird flying out of the gap.
  brokenChain(c) {
    const link = (x, y, w, h) => rect(x, y, w, h, h / 2, 'none', { stroke: c.ink, 'stroke-width': 14 });
    const edge = (x, w) => rect(x, -9, w, 18, 9, c.ink);
    let s = link(-178, -28, 92, 56) + edge(-112, 94) + line('M-6 28H-22A28 28 0 0 1 -22 -28H-6', c.ink, 14);
    s += g(
      'translate(0 -14) rotate(-20 30 0)',
      line('M26 -28H42A28 28 0 0 1 42 28H26', c.ink, 14) + edge(40, 94) + link(110, -28, 80, 56),
    );
    s += line('M2 -22L-4 -40M10 -2L28 -4M4 14L18 28', c.acc, 5);
    s = g('translate(0 30)', s);
    return (
      s +
      line('M-10 -70Q12 -94 34 -72Q56 -96 80 -74', c.acc, 9) +
      line('M84 -116Q96 -130 110 -118Q124 -132 138 -120', c.b, 7)
    );
  },
  // Personal values: a compass.
  compass(c) {
    let s = ring(0, -134, 14, c.ink, 8) + circle(0, 0, 122, c.ink) + circle(0, 0, 104, c.paper);
    for (let i = 0; i < 8; i++)
      s += g(`rotate(${i * 45})`, i % 2 ? rect(-3, -96, 6, 14, 3, c.a) : path('M0 -100L10 -80H-10Z', c.b));
    s += g('rotate(28)', path('M0 -84L17 0H-17Z', c.acc) + path('M0 84L17 0H-17Z', c.a));
    return s + circle(0, 0, 9, c.ink);
  },
  // Gratitude diary: a notebook with a heart on its cover, and a pen.
  notebook(c) {
    let s = rect(-100, -118, 200, 240, 10, c.paper) + rect(-118, -125, 200, 250, 14, c.b);
    for (let i = 0; i < 6; i++) s += rect(-128, -104 + i * 42, 22, 10, 5, c.ink);
    s += heart(-18, -18, 44, c.acc) + rect(-70, 66, 104, 12, 6, c.paper, { opacity: 0.6 });
    return s + g('rotate(14 135 0)', rect(123, -105, 24, 180, 8, c.ink) + path('M123 75L135 105L147 75Z', c.a));
  },
  // Purpose is built: blocks stacked, the top one being set in place, a star above.
  blocks(c) {
    const fills = [c.b, c.a, c.ink, c.a, c.b];
    const at = [
      [-110, 58],
      [-35, 58],
      [40, 58],
      [-72, -17],
      [3, -17],
    ];
    let s = at.map(([x, y], i) => rect(x, y, 70, 70, 10, fills[i])).join('');
    s +=
      g('rotate(-10 5 -80)', rect(-30, -112, 70, 70, 10, c.acc)) +
      line('M-60 -110V-90M75 -100V-80', c.line, 5, { opacity: 0.6 });
    return s + star(95, -110, 22, c.acc);
  },
  // Impostor syndrome: a masquerade mask on a stick.
  mask(c) {
    let s = g('rotate(22 126 20)', rect(120, 10, 12, 125, 6, c.ink));
    s += path(
      'M-140 -40C-140 -95 -60 -88 0 -62C60 -88 140 -95 140 -40C140 20 95 52 55 46C25 40 15 15 0 15C-15 15 -25 40 -55 46C-95 52 -140 20 -140 -40Z',
      c.b,
    );
    s += ellipse(-60, -22, 32, 18, c.ink) + ellipse(60, -22, 32, 18, c.ink);
    s += line('M-120 -62Q-60 -80 -10 -52M10 -52Q60 -80 120 -62', c.a, 5);
    return s + sparkle(-130, -105, 18, c.acc) + sparkle(-95, 80, 11, c.acc);
  },
  // Family nonviolent communication: a house and kind words in speech bubbles.
  house(c) {
    let s =
      rect(-90, -22, 180, 142, 8, c.paper) +
      path('M-112 -14L0 -108L112 -14Z', c.b, { stroke: c.b, 'stroke-width': 12, 'stroke-linejoin': 'round' });
    s += rect(-70, 8, 40, 36, 6, c.a) + rect(30, 8, 40, 36, 6, c.a) + rect(-20, 52, 40, 68, 20, c.ink);
    s += bubble(-178, -128, 80, 56, c.a, 62, 1) + heart(-138, -102, 14, c.paper);
    return s + bubble(98, -122, 80, 56, c.acc, 18, -1) + heart(138, -96, 14, c.paper);
  },
  // Difficult conversations with kindness: a speech bubble holding a flower.
  flowerBubble(c) {
    let s = bubble(40, -128, 130, 80, c.a, 100, 1) + bubble(-160, -90, 220, 160, c.paper, 40, -1);
    s += line('M-50 52V-20', c.b, 6) + leaf(-50, 30, -1, 34, c.a) + leaf(-50, 16, 1, 30, c.a);
    return s + path('M-76 -48Q-76 -10 -50 -10Q-24 -10 -24 -48L-37 -32L-50 -54L-63 -32Z', c.acc);
  },
  // Couples and money: two hearts over two stacks of coins.
  coinsHearts(c) {
    let s = coinStack(-62, 112, 4, c) + coinStack(62, 112, 4, c);
    return s + heart(-62, -40, 40, c.b) + heart(62, -40, 40, c.acc) + coin(0, -92, 18, c);
  },
  // Healthy boundaries: a fence with a heart on each side.
  fence(c) {
    let s = rect(-172, 0, 344, 16, 4, c.b) + rect(-172, 70, 344, 16, 4, c.b);
    for (let i = 0; i < 7; i++) {
      const x = -150 + i * 50;
      s += path(`M${pts(x - 16, 118)}V-18L${pts(x, -40)}L${pts(x + 16, -18)}V118Z`, c.paper);
    }
    return s + heart(-100, -95, 30, c.b) + heart(100, -95, 30, c.acc);
  },
  // Teenagers, listening first: a large ear and the waves of a voice reaching it.
  ear(c) {
    let s = person(-150, 0, 18, c.b);
    s += line('M-112 -28Q-98 0 -112 28M-90 -45Q-68 0 -90 45M-66 -62Q-36 0 -66 62', c.line, 7, { opacity: 0.8 });
    s += path(
      'M-20 -40C-20 -125 110 -125 110 -30C110 15 70 30 62 62C54 100 10 115 -8 85C-18 68 0 56 8 40C14 24 -20 10 -20 -40Z',
      c.a,
    );
    return (
      s +
      line('M10 -40C10 -88 78 -88 78 -38C78 -12 50 -6 44 20', c.b, 12) +
      line('M26 -36C32 -56 58 -52 54 -32', c.b, 8)
    );
  },
  // Adult friendships: two friends shoulder to shoulder, a heart above.
  friends(c) {
    let s = person(-48, -38, 34, c.b) + person(48, -38, 34, c.acc);
    return s + heart(0, -112, 20, c.ink);
  },
  // Sleep: a crescent moon and stars.
  moon(c) {
    let s = path('M10 -120A120 120 0 1 0 120 50A95 95 0 0 1 10 -120Z', c.acc);
    s +=
      sparkle(95, -80, 24, c.paper) +
      sparkle(150, -15, 14, c.paper) +
      sparkle(55, -20, 10, c.paper) +
      sparkle(-150, -100, 12, c.paper);
    return (
      s +
      circle(-150, 105, 28, c.paper, { opacity: 0.8 }) +
      circle(-110, 95, 36, c.paper, { opacity: 0.8 }) +
      rect(-178, 100, 130, 30, 15, c.paper, { opacity: 0.8 })
    );
  },
  // Anxiety at work: a storm cloud striking a laptop.
  storm(c) {
    let s =
      circle(-60, -70, 48, c.ink) +
      circle(0, -98, 62, c.ink) +
      circle(68, -70, 48, c.ink) +
      rect(-108, -72, 224, 50, 25, c.ink);
    s += line('M-90 0l-8 18M-60 4l-8 18M80 0l-8 18M110 -4l-8 18', c.a, 6);
    s += laptop(0, 90, c) + path('M18 -22L-22 30H4L-16 76L40 14H12L34 -22Z', GOLD);
    return s;
  },
  // Exercise without time: a dumbbell and a stopwatch showing a short slice.
  dumbbell(c) {
    let s = g(
      'rotate(-20 -60 50)',
      rect(-170, 42, 220, 16, 8, c.ink) +
        rect(-160, 5, 26, 90, 8, c.b) +
        rect(-184, 18, 22, 64, 8, c.b) +
        rect(14, 5, 26, 90, 8, c.b) +
        rect(42, 18, 22, 64, 8, c.b),
    );
    s += rect(80, -130, 20, 18, 4, c.ink) + circle(90, -50, 64, c.paper, { stroke: c.ink, 'stroke-width': 10 });
    return s + wedge(90, -50, 50, 0, 60, c.acc) + line('M90 -50V-96', c.ink, 6) + circle(90, -50, 7, c.ink);
  },
  // Mindfulness: a cairn of balanced stones inside an open circle.
  cairn(c) {
    let s = ring(0, 0, 128, c.paper, 8, { opacity: 0.7, 'stroke-dasharray': '600 204' });
    s += ellipse(0, 98, 108, 30, c.ink) + ellipse(-5, 44, 84, 28, c.b) + ellipse(5, -6, 62, 24, c.a);
    return s + ellipse(0, -49, 40, 20, c.b) + ellipse(3, -80, 22, 13, c.paper) + leaf(30, -88, 1, 28, LEAF);
  },
  // Burnout: a battery nearly empty.
  battery(c) {
    let s = g(
      'rotate(-8)',
      rect(-130, -62, 240, 124, 24, c.paper, { stroke: c.ink, 'stroke-width': 12 }) +
        rect(114, -26, 22, 52, 6, c.ink) +
        rect(-114, -46, 38, 92, 8, RED),
    );
    return (
      s +
      path('M60 -130Q72 -108 72 -98A12 12 0 0 1 48 -98Q48 -108 60 -130Z', c.b) +
      path('M95 -112Q104 -96 104 -89A9 9 0 0 1 86 -89Q86 -96 95 -112Z', c.b, { opacity: 0.7 })
    );
  },
  // Food and mood: a bowl of fruit, a small heart above.
  fruitBowl(c) {
    let s =
      circle(-55, -20, 42, RED) +
      circle(20, -38, 46, c.acc) +
      circle(80, -8, 34, c.a) +
      leaf(-55, -60, 1, 26, LEAF) +
      leaf(20, -82, -1, 26, LEAF);
    s += path('M-140 12H140C140 92 80 130 0 130C-80 130 -140 92 -140 12Z', c.b) + rect(-152, 2, 304, 18, 9, c.ink);
    return s + heart(130, -100, 18, c.acc);
  },
  // Sports coaching: a trophy with a star.
  trophy(c) {
    let s = line('M-68 -96H-104C-112 -44 -82 -32 -56 -28M68 -96H104C112 -44 82 -32 56 -28', GOLD, 12);
    s += path('M-72 -115H72V-52C72 0 36 25 0 25C-36 25 -72 0 -72 -52Z', GOLD) + rect(-12, 22, 24, 42, 4, GOLD);
    return s + rect(-55, 62, 110, 24, 6, c.ink) + rect(-72, 86, 144, 34, 8, c.b) + star(0, -50, 26, c.paper);
  },
  // A personal budget in an afternoon: a pie chart with a slice pulled out, and a pencil.
  pie(c) {
    let s = wedge(-40, 5, 112, 0, 150, c.a) + wedge(-40, 5, 112, 150, 265, c.b) + wedge(-24, -4, 112, 270, 355, c.acc);
    return (
      s +
      g(
        'rotate(24 125 0)',
        rect(113, -100, 26, 160, 4, GOLD) +
          rect(113, -112, 26, 20, 6, c.ink) +
          path('M113 60L126 94L139 60Z', c.paper) +
          path('M121 82L126 94L131 82Z', c.ink),
      )
    );
  },
  // Emergency fund: an umbrella keeping the rain off the savings.
  umbrella(c) {
    let s = [-160, 150, -130, 160].map((x, i) => path(`M${x} ${-60 + i * 40}q-8 14 0 18q8 -4 0 -18Z`, c.b)).join('');
    s += line('M0 -132V-110M0 -20V78Q0 96 -18 96', c.ink, 8);
    s += path(
      'M-150 -20A150 110 0 0 1 150 -20Q125 -38 100 -20Q75 -38 50 -20Q25 -38 0 -20Q-25 -38 -50 -20Q-75 -38 -100 -20Q-125 -38 -150 -20Z',
      c.b,
    );
    return s + coinStack(-80, 118, 3, c) + coinStack(78, 118, 5, c);
  },
  // Card debt: scissors cutting a credit card.
  scissors(c) {
    let s = g(
      'rotate(-10 -40 0)',
      rect(-170, -80, 240, 150, 16, c.b) +
        rect(-170, -48, 240, 28, 0, c.ink) +
        rect(-145, 4, 42, 32, 6, GOLD) +
        rect(-80, 40, 120, 10, 5, c.paper, { opacity: 0.6 }),
    );
    s += line('M40 -100V120', c.paper, 5, { 'stroke-dasharray': '10 12' });
    s += line('M150 -40L30 40M150 50L30 -30', c.ink, 12) + ring(160, -48, 18, c.acc, 10) + ring(160, 58, 18, c.acc, 10);
    return s + circle(92, 4, 7, c.paper);
  },
  // Self-employed finances: work and home kept apart by a line, a coin for each.
  separate(c) {
    let s = line('M0 -130V130', c.ink, 5, { 'stroke-dasharray': '3 14' });
    s +=
      line('M-115 -36V-58H-65V-36', c.ink, 10) +
      rect(-150, -38, 120, 92, 12, c.b) +
      rect(-150, -4, 120, 10, 0, c.ink, { opacity: 0.45 }) +
      rect(-98, -12, 16, 24, 4, GOLD);
    s += rect(42, -18, 96, 74, 6, c.a) + path('M28 -14L90 -72L152 -14Z', c.ink) + rect(78, 18, 24, 38, 12, c.paper);
    return s + coin(-90, -100, 20, c) + coin(90, -108, 20, c);
  },
  // Children and money: a piggy bank with a coin going in.
  piggy(c) {
    let s = path('M-70 -40L-52 -88L-28 -52Z', c.b) + ellipse(0, 18, 122, 86, c.a);
    s += rect(-70, 86, 30, 40, 10, c.b) + rect(38, 86, 30, 40, 10, c.b) + line('M118 8c22 -14 26 16 8 12', c.b, 6);
    s +=
      ellipse(-122, 22, 22, 28, c.b) +
      circle(-128, 12, 4, c.ink) +
      circle(-128, 32, 4, c.ink) +
      circle(-74, -10, 7, c.ink);
    return s + rect(-28, -62, 56, 10, 5, c.ink) + coin(0, -104, 24, c);
  },
  // Financial goals: a target hit in the middle, the bullseye a coin.
  target(c) {
    let s =
      circle(-20, 5, 122, c.paper) +
      circle(-20, 5, 96, c.b) +
      circle(-20, 5, 70, c.paper) +
      circle(-20, 5, 44, c.b) +
      circle(-20, 5, 20, GOLD);
    s += line('M-14 -1L140 -118', c.ink, 8) + path('M-20 5L2 -4L-10 -16Z', c.ink);
    return s + path('M140 -118L152 -140L164 -124Z', c.acc) + path('M140 -118L124 -96L158 -104Z', c.acc);
  },
  // The Eisenhower matrix: four quadrants — do, schedule, delegate, drop.
  matrix(c) {
    let s =
      rect(-118, -118, 112, 112, 16, c.acc) +
      rect(6, -118, 112, 112, 16, c.a) +
      rect(-118, 6, 112, 112, 16, c.b) +
      rect(6, 6, 112, 112, 16, c.paper);
    s +=
      check(-62, -64, 24, c.paper, 10) + ring(62, -62, 28, c.paper, 8) + line('M62 -62V-80M62 -62L76 -54', c.paper, 6);
    s += line('M-90 62H-34', c.paper, 9) + arrowHead(-34, 62, 0, c.paper, 9);
    return s + line('M42 42L82 82M82 42L42 82', c.ink, 9, { opacity: 0.5 });
  },
  // Pomodoro: a tomato kitchen timer.
  tomato(c) {
    let s = ellipse(0, 18, 128, 108, RED) + ellipse(-58, -30, 26, 14, c.paper, { opacity: 0.3 });
    for (let i = 0; i < 12; i++)
      s += g(`rotate(${i * 30} 0 18)`, rect(-3, -68, 6, i % 3 ? 10 : 18, 3, c.paper, { opacity: 0.8 }));
    s +=
      path('M0 -88L-40 -108L-18 -84L-58 -78L-14 -72L0 -62L14 -72L58 -78L18 -84L40 -108Z', LEAF) +
      rect(-5, -112, 10, 28, 5, LEAF);
    return s + line('M0 18L40 -20', c.paper, 8) + circle(0, 18, 10, c.paper);
  },
  // Weekly planning: a week's calendar and a half-hour clock.
  calendar(c) {
    let s =
      rect(-150, -100, 300, 220, 16, c.paper) + rect(-150, -100, 300, 52, 16, c.b) + rect(-150, -66, 300, 18, 0, c.b);
    s += rect(-104, -122, 14, 40, 7, c.ink) + rect(90, -122, 14, 40, 7, c.ink);
    for (let row = 0; row < 3; row++)
      for (let col = 0; col < 7; col++) {
        const x = -137 + col * 40;
        const y = -34 + row * 44;
        const done = row === 0 || (row === 1 && col < 3);
        s += rect(x, y, 34, 36, 6, done ? c.a : c.paper, done ? {} : { stroke: c.a, 'stroke-width': 2 });
        if (done && col % 2 === 0) s += check(x + 17, y + 18, 8, c.paper, 4);
      }
    return s + circle(140, 104, 42, c.paper, { stroke: c.ink, 'stroke-width': 8 }) + wedge(140, 104, 34, 0, 180, c.acc);
  },
  // Saying no: a no-entry sign, and the hourglass of time it saves.
  noEntry(c) {
    let s = circle(-55, 0, 105, RED) + rect(-125, -17, 140, 34, 8, '#ffffff');
    s += rect(68, -96, 86, 14, 7, c.ink) + rect(68, 96, 86, 14, 7, c.ink);
    s += path(
      'M80 -82H142C142 -24 118 -14 118 7C118 28 142 38 142 96H80C80 38 104 28 104 7C104 -14 80 -24 80 -82Z',
      c.paper,
      { stroke: c.b, 'stroke-width': 4 },
    );
    return (
      s +
      path('M92 -52H130Q120 -28 111 -20Q102 -28 92 -52Z', c.acc) +
      path('M84 94Q111 50 138 94Z', c.acc) +
      line('M111 0V70', c.acc, 3, { 'stroke-dasharray': '3 6' })
    );
  },
  // Small habits, big results: three pots, the same plant growing.
  sprouts(c) {
    let s = '';
    [-110, 0, 110].forEach((x, i) => {
      const top = [44, -5, -95][i];
      s += line(`M${x} 66V${top}`, LEAF, 6);
      for (let k = 0; k <= i; k++)
        s += leaf(x, 56 - k * 40, -1, 24 + i * 4, LEAF) + leaf(x, 44 - k * 40, 1, 24 + i * 4, LEAF);
      s += path(`M${x - 30} 76H${x + 30}L${x + 23} 126H${x - 23}Z`, c.b) + rect(x - 35, 64, 70, 16, 5, c.ink);
    });
    return s + circle(110, -104, 18, c.acc) + circle(110, -104, 7, GOLD);
  },
  // Coaching trial session: two armchairs facing each other, a plant on the table between.
  armchairs(c) {
    let s = '';
    for (const m of [1, -1]) {
      const t = m === 1 ? '' : 'scale(-1 1)';
      s += g(
        t || 'translate(0 0)',
        rect(-172, -70, 30, 150, 15, c.b) +
          rect(-168, 36, 112, 40, 14, c.b) +
          rect(-150, 8, 84, 26, 13, c.a) +
          rect(-160, 76, 10, 40, 4, c.ink) +
          rect(-76, 76, 10, 40, 4, c.ink),
      );
    }
    s += rect(-30, 34, 60, 10, 5, c.ink) + rect(-4, 44, 8, 66, 4, c.ink) + rect(-22, 106, 44, 10, 5, c.ink);
    return (
      s +
      leaf(0, 8, -1, 26, LEAF) +
      leaf(0, 2, 1, 22, LEAF) +
      path('M-16 8H16L12 34H-12Z', c.acc) +
      sparkle(0, -80, 22, c.acc)
    );
  },
  // Digital safety: a padlock, and a link on a fishing hook.
  padlock(c) {
    let s =
      line('M-120 -140V-30', c.ink, 3) +
      line('M-120 -30V18A22 22 0 0 1 -164 18V2', c.ink, 7) +
      path('M-164 -6L-172 10L-156 10Z', c.ink);
    const chainLink = (x) => rect(x, 46, 64, 34, 17, 'none', { stroke: c.acc, 'stroke-width': 11 });
    s += g('rotate(-40 -142 40)', chainLink(-166) + chainLink(-122));
    s += path('M30 -10V-48A45 45 0 0 1 120 -48V-10', 'none', { stroke: c.ink, 'stroke-width': 18 });
    return s + rect(5, -18, 140, 130, 18, c.b) + circle(75, 34, 15, c.paper) + rect(69, 34, 12, 38, 6, c.paper);
  },
  // Online tools for sessions: a headset and a video camera.
  headset(c) {
    let s =
      line('M-160 10A70 70 0 0 1 -20 10', c.ink, 12) + rect(-176, -4, 34, 62, 14, c.b) + rect(-38, -4, 34, 62, 14, c.b);
    s += line('M-30 50Q-40 90 -90 88', c.ink, 6) + circle(-94, 88, 9, c.ink);
    s += rect(20, -48, 120, 96, 20, c.b) + path('M140 0L176 -32V32Z', c.a) + circle(50, -20, 10, c.acc);
    return s + sparkle(80, -100, 14, c.acc);
  },
  // A coach's website checklist: a browser window with ticked rows and a photo.
  browser(c) {
    let s =
      rect(-165, -118, 300, 222, 16, c.paper) + rect(-165, -118, 300, 36, 16, c.b) + rect(-165, -96, 300, 14, 0, c.b);
    s += dots(-125, -100, c.paper, 16, 5) + circle(80, -34, 28, c.a) + rect(46, 6, 68, 10, 5, c.a);
    for (let i = 0; i < 3; i++) {
      const y = -50 + i * 48;
      s +=
        rect(-145, y - 15, 30, 30, 8, 'none', { stroke: c.b, 'stroke-width': 4 }) +
        check(-130, y, 10, c.ink, 5) +
        rect(-100, y - 6, [110, 80, 120][i], 12, 6, c.a);
    }
    return s + circle(130, 90, 36, c.acc) + check(130, 92, 16, '#ffffff', 8);
  },
  // E-mail to clients: an envelope with a letter and a heart seal, on its way.
  envelope(c) {
    let s = line('M128 -30H170M140 0H176M132 30H166', c.line, 5, { opacity: 0.6 });
    s +=
      rect(-140, -60, 250, 160, 12, c.a) + rect(-114, -112, 198, 120, 8, c.paper) + bars(-94, -90, [120, 150, 90], c.a);
    s += path('M-140 -40L-15 40L110 -40V88Q110 100 98 100H-128Q-140 100 -140 88Z', c.paper);
    return s + line('M-136 96L-45 28M106 96L15 28', c.a, 3) + heart(-15, 38, 18, c.acc);
  },
};

/** The motif of each post, in the seed's order (index 0 is post 1, drawn as p-01.svg). */
const MOTIF_BY_POST = [
  'bridge', // Transição de carreira sem pular no escuro
  'cvAndFolder', // Currículo ou portfólio
  'interview', // Entrevista de emprego
  'winding', // Recomeçar depois dos 40
  'stairs', // Primeiro cargo de gestão
  'network', // Networking para introvertidos
  'feedback', // Feedback: o modelo SCI
  'invertedPyramid', // Liderança servidora
  'mugs', // Reuniões 1:1
  'delegate', // Como delegar
  'shield', // Segurança psicológica
  'remote', // Equipes remotas
  'wheel', // Roda da vida
  'brokenChain', // Crenças limitantes
  'compass', // Valores pessoais: a bússola
  'notebook', // Diário de gratidão
  'blocks', // Propósito se constrói
  'mask', // Síndrome do impostor
  'house', // Comunicação não violenta na família
  'flowerBubble', // Conversas difíceis com gentileza
  'coinsHearts', // Casais e dinheiro
  'fence', // Limites saudáveis
  'ear', // Filhos adolescentes: escutar
  'friends', // Amizades na vida adulta
  'moon', // Sono
  'storm', // Ansiedade no trabalho
  'dumbbell', // Atividade física sem tempo
  'cairn', // Mindfulness
  'battery', // Burnout
  'fruitBowl', // Alimentação e humor
  'pie', // Orçamento pessoal
  'umbrella', // Reserva de emergência
  'scissors', // Dívidas no cartão
  'separate', // Finanças para autônomos
  'piggy', // Educação financeira para crianças
  'target', // Metas financeiras
  'matrix', // Matriz de Eisenhower
  'tomato', // Técnica pomodoro
  'calendar', // Planejamento semanal
  'noEntry', // Dizer não sem culpa
  'sprouts', // Hábitos pequenos
  'armchairs', // Sessão experimental de coaching
  'trophy', // Coaching esportivo
  'padlock', // Segurança digital: links suspeitos
  'headset', // Ferramentas online para sessões
  'browser', // Checklist do site de coach
  'envelope', // E-mail para clientes
];

// ----------------------------------------------------------------------------------------------
// The picture: background, blobs, ground band, then the motif in the middle-right.

function linear(id, from, to) {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

function radial(id, color) {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="0.35"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
}

/** A smooth band along the bottom edge. */
function groundBand(rng, w, h) {
  const ys = Array.from({ length: 5 }, () => h * 0.92 - rng.next() * h * 0.08);
  let d = `M0 ${h}L0 ${r(ys[0])}`;
  for (let i = 1; i < ys.length; i++) {
    const x0 = ((i - 1) / (ys.length - 1)) * w;
    const x1 = (i / (ys.length - 1)) * w;
    const mx = (x0 + x1) / 2;
    d += `C${pts(mx, ys[i - 1], mx, ys[i], x1, ys[i])}`;
  }
  return `${d}L${w} ${h}Z`;
}

/** The SVG of one post's thumbnail (800×450). Throws for a post without a motif in the table. */
export function blogArt(post) {
  const name = MOTIF_BY_POST[post.id - 1];
  const draw = name && MOTIFS[name];
  if (!draw) throw new Error(`No blog motif for post ${post.id} (${post.title}): add one to MOTIF_BY_POST.`);
  const rng = createRng(`blog-art:${post.id}`);
  const slug = post.categories[0]?.slug ?? 'produtividade';
  const p = (CATEGORY_PALETTES[slug] ?? CATEGORY_PALETTES.produtividade)[post.id % 2];
  const w = 800;
  const h = 450;
  let defs = linear('k', p.sky[1], p.sky[0]);
  let body = rect(0, 0, w, h, 0, 'url(#k)');
  p.layers.forEach((color, i) => {
    defs += radial(`r${i}`, color);
    body += circle(rng.int(0, w), rng.int(0, h), rng.int(160, 280), `url(#r${i})`);
  });
  body += path(groundBand(rng, w, h), p.layers[0], { opacity: 0.35 });
  // Middle-right, nudged a little per post so a list of thumbnails does not line up like a grid.
  const x = 500 + rng.int(-25, 25);
  const y = 218 + rng.int(-6, 6);
  const scale = r(0.9 + rng.next() * 0.1);
  body += ellipse(x, y + 136 * scale, 170 * scale, 12, p.fg.ink, { opacity: 0.12 });
  body += g(`translate(${x} ${y}) scale(${scale})`, draw(p.fg));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>\n`;
}

// Run alone: redraw only the blog's files.
if (import.meta.main) {
  const { blogPosts } = await import(join(root, 'src/mocks/seed/blog.ts'));
  let total = 0;
  for (const post of blogPosts) {
    const content = blogArt(post);
    writeFileSync(join(root, 'public', post.thumbnail), content);
    total += Buffer.byteLength(content);
  }
  console.log(`blog art: ${blogPosts.length} files, ${(total / 1024).toFixed(1)} kB in public/demo/blog`);
}
