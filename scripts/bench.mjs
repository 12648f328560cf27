// Speed and size report (a report, not a test). Builds the app twice: the demo build, which is
// measured in Chromium because its in-browser demo backend gives every route data to render, and
// the production build (every VITE_* API host set, as scripts/check-bundle.mjs does), whose
// per-route JS and CSS are read from its Vite manifest. For /home, /coaches_list, /blog, a blog
// post and coach sites of templates 1 and 5 it takes the median of BENCH_RUNS runs (default 5)
// of LCP, CLS, total blocking time and bytes transferred, without throttling (1440x900) and with
// 4x CPU plus a 1.6 Mbps, 150 ms link (390x844); then the time from a click on "next page" of
// /coaches_list to the new cards painted (from the prefetched cache), and the time the app's own
// gallery pipeline takes to downscale a 4000x3000 photo to fit 1280x720 as JPEG.
// Writes bench/report.md with the machine noted and each target marked met or not met.
// Usage: npm run bench   (BENCH_RUNS=1 for a quick look; BENCH_PORT to move off port 4973;
// BENCH_SKIP_BUILD=1 measures the builds of the previous run again)
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, platform, release, totalmem, loadavg } from 'node:os';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { format } from 'prettier';

const root = new URL('..', import.meta.url).pathname;
const DEMO_DIST = join(root, 'dist-bench');
const PROD_DIST = join(root, 'dist-bench-prod');
const REPORT = join(root, 'bench/report.md');
const HELPER_DIR = '__bench';
const HELPER_DIR_PATH = join(DEMO_DIST, HELPER_DIR);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5) || 5);
const PORT = Number(process.env.BENCH_PORT ?? 4973);
const base = `http://127.0.0.1:${PORT}`;
const kB = 1024;

/** The hosts a deployment sets (the same as scripts/check-bundle.mjs): no demo code ships. */
const HOSTS = {
  VITE_API_V1_URL: 'https://api.coachly.example/v1',
  VITE_API_V2_URL: 'https://api.coachly.example/v2',
  VITE_BLOG_API_URL: 'https://blog.coachly.example/api/v2',
  VITE_AUTH_URL: 'https://login.coachly.example',
  VITE_YOUTUBE_INFO_URL: 'https://www.youtube.com',
  VITE_VIMEO_INFO_URL: 'https://vimeo.com',
};
const NO_HOSTS = Object.fromEntries(Object.keys(HOSTS).map((key) => [key, '']));

/** 4x CPU and a 1.6 Mbps link with 150 ms of latency per request. */
const THROTTLE = { cpu: 4, latencyMs: 150, bytesPerSecond: (1.6 * 1024 * 1024) / 8 };
const TARGETS = { lcpThrottledMs: 2000, cls: 0.05, nextPageMs: 100, downscaleMs: 500 };
const FAST_VIEWPORT = { width: 1440, height: 900 };
const SLOW_VIEWPORT = { width: 390, height: 844 };
/** A light page that starts the demo backend, so each run finds its service worker installed. */
const WARM_UP = '/permission';
/** A page is measured once this long has passed with nothing new (and at most MAX_SETTLE_MS). */
const SETTLE_MS = 2000;
const MAX_SETTLE_MS = 60_000;

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function findChromium() {
  if (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  try {
    const path = chromium.executablePath();
    if (path && existsSync(path)) return path;
  } catch {
    // Playwright's own browser is not installed.
  }
  return null;
}

/** The measured routes, with the manifest keys of their own chunks in the production build. */
const ROUTES = [
  { name: '/home', path: '/home', chunks: [/^src\/routes\/home\.tsx/] },
  { name: '/coaches_list', path: '/coaches_list', chunks: [/^src\/routes\/coaches_list\.tsx/] },
  { name: '/blog', path: '/blog', chunks: [/^src\/routes\/blog\._list(\.index)?\.tsx/] },
  {
    name: 'a blog post',
    find: (page) => firstHref(page, '/blog', 'a[href^="/blog/post/"]'),
    chunks: [/^src\/routes\/blog\.post\.\$slug\.tsx/],
  },
  ...['template-1', 'template-5'].map((template) => ({
    name: `coach site, ${template}`,
    find: async () => `/${await coachWithTheme(template)}`,
    chunks: [/^src\/routes\/\$username\.tsx\?/, new RegExp(`^src/features/coach-site/templates/${template}\\.tsx`)],
  })),
];

const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function coachWithTheme(theme) {
  const { coaches } = await import(join(root, 'src/mocks/seed/coaches.ts'));
  const coach = coaches.find((c) => c.theme === theme && c.published !== false);
  if (!coach) throw new Error(`no published seed coach uses ${theme}`);
  return coach.username;
}

async function firstHref(page, from, selector) {
  await page.goto(base + from, { waitUntil: 'networkidle' });
  const href = await page.locator(selector).first().getAttribute('href');
  if (!href) throw new Error(`no ${selector} on ${from}`);
  return href;
}

// ---------------------------------------------------------------------------------------------
// Builds

function build(outDir, env) {
  execFileSync(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir', '--manifest'],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env, VITE_XSTATE_INSPECT: '' } },
  );
}

/** The app's own gallery pipeline as a module the page can import (same origin, so CSP allows it). */
async function buildDownscaleHelper() {
  const { build: viteBuild } = await import('vite');
  await viteBuild({
    configFile: false,
    root,
    publicDir: false,
    logLevel: 'warn',
    resolve: { alias: { '@': join(root, 'src'), '@machines': join(root, 'machines') } },
    build: {
      outDir: HELPER_DIR_PATH,
      emptyOutDir: true,
      target: 'es2022',
      lib: {
        entry: join(root, 'src/features/edit-mode/image/downscale.ts'),
        formats: ['es'],
        fileName: () => 'downscale.js',
      },
    },
  });
}

const gzipSizes = new Map();
function gzipOf(dir, file) {
  const path = join(dir, file);
  if (!gzipSizes.has(path))
    gzipSizes.set(path, existsSync(path) ? gzipSync(readFileSync(path), { level: 9 }).length : 0);
  return gzipSizes.get(path);
}

function filesUnder(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(path));
    else out.push(path);
  }
  return out;
}

/** All JS and all CSS of a build, gzip (fonts and images excluded; the bench helper too). */
function buildTotals(dir) {
  const files = filesUnder(join(dir, 'assets')).map((path) => path.slice(dir.length + 1));
  const sum = (ext) => files.filter((f) => f.endsWith(ext)).reduce((s, f) => s + gzipOf(dir, f), 0);
  return { js: sum('.js'), css: sum('.css') };
}

/** JS and CSS a route loads up front: the entry, the route's chunks and their static imports. */
function upFront(dir, chunkPatterns) {
  const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8'));
  const js = new Set();
  const css = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  const keys = Object.keys(manifest).filter((key) => chunkPatterns.some((re) => re.test(key)));
  if (keys.length < chunkPatterns.length) throw new Error(`manifest misses a chunk of ${chunkPatterns.join(', ')}`);
  keys.forEach(visit);
  const sum = (set) => [...set].reduce((s, f) => s + gzipOf(dir, f), 0);
  return { js: sum([...js].filter((f) => f.endsWith('.js'))), css: sum(css) };
}

// ---------------------------------------------------------------------------------------------
// A static server that can play the slow link. The demo backend's service worker fetches the
// page's files itself, out of reach of Chromium's own network emulation, so the link is played
// here: every response waits the latency, then all bodies share one pipe of the given speed.
// It gzips text as a host would, never lets the browser cache (every run is a cold load) and
// counts the bytes it sends.

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json)|image\/svg)/;

function startServer(dir) {
  const state = { throttle: null, bytes: 0, requests: 0 };
  const cache = new Map();
  let linkFreeAt = 0;
  const read = (file, gzip) => {
    const key = `${file}\n${gzip}`;
    if (!cache.has(key)) {
      const raw = readFileSync(file);
      cache.set(key, gzip ? gzipSync(raw, { level: 6 }) : raw);
    }
    return cache.get(key);
  };
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', base);
      const path = normalize(decodeURIComponent(url.pathname));
      let file = join(dir, path);
      if (!file.startsWith(dir + sep) && file !== dir) file = '';
      const exists = file && existsSync(file) && statSync(file).isFile();
      if (!exists) {
        if (extname(path)) {
          res.writeHead(404, { 'Cache-Control': 'no-store' }).end();
          return;
        }
        file = join(dir, 'index.html');
      }
      const type = MIME[extname(file)] ?? 'application/octet-stream';
      const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      const body = read(file, gzip);
      const throttle = state.throttle;
      if (throttle) await sleep(throttle.latencyMs);
      res.writeHead(200, {
        'Content-Type': type,
        'Content-Length': body.length,
        'Cache-Control': 'no-store',
        Vary: 'Accept-Encoding',
        ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
      });
      if (req.method === 'HEAD') {
        res.end();
        return;
      }
      // The demo backend's worker script is re-checked on every navigation; a real host has none.
      const counted = !file.endsWith('mockServiceWorker.js');
      if (counted) state.requests += 1;
      const CHUNK = 8 * kB;
      for (let offset = 0; offset < body.length; offset += CHUNK) {
        const chunk = body.subarray(offset, offset + CHUNK);
        if (throttle) {
          const start = Math.max(Date.now(), linkFreeAt);
          linkFreeAt = start + (chunk.length / throttle.bytesPerSecond) * 1000;
          await sleep(linkFreeAt - Date.now());
        }
        if (res.destroyed) return;
        res.write(chunk);
        if (counted) state.bytes += chunk.length;
      }
      res.end();
    } catch {
      if (!res.headersSent) res.writeHead(500).end();
      else res.destroy();
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(PORT, '127.0.0.1', () => resolve({ server, state }));
  });
}

// ---------------------------------------------------------------------------------------------
// Measures

const OBSERVER = () => {
  const w = window;
  w.__perf = { lcp: NaN, shifts: [], longTasks: [] };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__perf.lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) w.__perf.shifts.push([e.startTime, e.value]);
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__perf.longTasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
};

async function newContext(browser, viewport) {
  const context = await browser.newContext({ viewport });
  // Everything stays on this machine: other hosts (video thumbnails, embeds) get an empty answer.
  await context.route(
    (u) => !u.toString().startsWith(base) && !/^(data|blob):/.test(u.toString()),
    (route) => route.fulfill({ status: 204, body: '' }),
  );
  const warm = await context.newPage();
  await warm.goto(base + WARM_UP, { waitUntil: 'networkidle' });
  await warm.close();
  return context;
}

async function measure(browser, server, url, throttled) {
  server.state.throttle = null;
  const context = await newContext(browser, throttled ? SLOW_VIEWPORT : FAST_VIEWPORT);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (throttled) await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE.cpu });
    const assets = new Set();
    let inFlight = 0;
    page.on('request', (request) => {
      inFlight += 1;
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/assets/')) assets.add(pathname.slice(1));
    });
    page.on('requestfinished', () => (inFlight -= 1));
    page.on('requestfailed', () => (inFlight -= 1));
    await page.addInitScript(OBSERVER);
    server.state.bytes = 0;
    server.state.requests = 0;
    server.state.throttle = throttled ? THROTTLE : null;
    await page.goto(base + url, { waitUntil: 'load', timeout: 180_000 });
    // The demo backend starts after the load event, and the page renders after it: wait for the
    // first contentful paint, then until nothing new happens for SETTLE_MS (no request in flight,
    // no new LCP candidate, layout shift or long task), at most MAX_SETTLE_MS.
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, {
      timeout: 180_000,
      polling: 100,
    });
    const signature = () =>
      page.evaluate(() => {
        const p = window.__perf;
        return `${p.lcp}|${p.shifts.length}|${p.longTasks.length}`;
      });
    let last = await signature();
    let quietSince = Date.now();
    for (const start = Date.now(); Date.now() - start < MAX_SETTLE_MS;) {
      await page.waitForTimeout(250);
      const now = await signature();
      if (now !== last || inFlight > 0) {
        last = now;
        quietSince = Date.now();
      } else if (Date.now() - quietSince >= SETTLE_MS) break;
    }
    const perf = await page.evaluate(() => {
      const p = window.__perf;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const tbt = p.longTasks.filter(([start]) => start >= fcp).reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
      // CLS: the largest session window (shifts under 1 s apart, at most 5 s long).
      let cls = 0;
      let windowSum = 0;
      let windowStart = -Infinity;
      let last = -Infinity;
      for (const [time, value] of p.shifts) {
        if (time - last > 1000 || time - windowStart > 5000) {
          windowSum = 0;
          windowStart = time;
        }
        windowSum += value;
        last = time;
        cls = Math.max(cls, windowSum);
      }
      return { lcp: p.lcp, cls, tbt, fcp };
    });
    return { ...perf, bytes: server.state.bytes, requests: server.state.requests, assets: [...assets] };
  } finally {
    server.state.throttle = null;
    await context.close();
  }
}

/** Click on "Próxima" of /coaches_list once the next page is prefetched, until the new cards paint. */
async function nextPageTime(browser) {
  const context = await newContext(browser, FAST_VIEWPORT);
  try {
    const page = await context.newPage();
    await page.goto(base + '/coaches_list', { waitUntil: 'networkidle' });
    const next = page.getByRole('button', { name: 'Próxima' });
    await next.waitFor({ state: 'visible', timeout: 30_000 });
    await page.waitForFunction((button) => !button.disabled, await next.elementHandle(), { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const fetched = [];
    page.on('request', (request) => {
      if (request.url().includes('/__demo/api/')) fetched.push(request.url());
    });
    const ms = await next.evaluate(
      (button) =>
        new Promise((resolve, reject) => {
          const section = button.closest('section');
          const names = () =>
            [...(section?.querySelectorAll('article h2, article h3') ?? [])].map((h) => h.textContent).join('|');
          const before = names();
          const start = performance.now();
          const timeout = setTimeout(() => reject(new Error('the next page did not show')), 10_000);
          const observer = new MutationObserver(() => {
            if (names() === before) return;
            observer.disconnect();
            clearTimeout(timeout);
            // The frame with the new cards: after its animation frame, once it has been painted.
            requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
          });
          observer.observe(section ?? document.body, { subtree: true, childList: true, characterData: true });
          button.click();
        }),
    );
    return { ms, fromCache: fetched.length === 0 };
  } finally {
    await context.close();
  }
}

/** The app's gallery pipeline on a generated 4000x3000 photo (JPEG), fitted within 1280x720. */
async function downscaleTimes(browser, runs) {
  const context = await newContext(browser, FAST_VIEWPORT);
  try {
    const page = await context.newPage();
    await page.goto(base + WARM_UP, { waitUntil: 'networkidle' });
    return await page.evaluate(
      async ({ helper, runs }) => {
        const { prepareGalleryImage } = await import(helper);
        const canvas = new OffscreenCanvas(4000, 3000);
        const ctx = canvas.getContext('2d');
        const gradient = ctx.createLinearGradient(0, 0, 4000, 3000);
        gradient.addColorStop(0, '#1d3557');
        gradient.addColorStop(0.5, '#a8dadc');
        gradient.addColorStop(1, '#e9c46a');
        ctx.fillStyle = gradient;
        ctx.fillRect(0, 0, 4000, 3000);
        let seed = 7;
        const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
        for (let i = 0; i < 900; i++) {
          ctx.fillStyle = `hsla(${Math.floor(random() * 360)} 60% ${30 + Math.floor(random() * 40)}% / 0.6)`;
          ctx.beginPath();
          ctx.ellipse(random() * 4000, random() * 3000, 20 + random() * 300, 20 + random() * 200, random() * 3, 0, 7);
          ctx.fill();
        }
        // Sensor-like noise, so the JPEG weighs what a phone photo does.
        const tile = new ImageData(500, 500);
        for (let i = 0; i < tile.data.length; i += 4) {
          const v = Math.floor(random() * 255);
          tile.data[i] = v;
          tile.data[i + 1] = v;
          tile.data[i + 2] = v;
          tile.data[i + 3] = 40;
        }
        const noise = new OffscreenCanvas(500, 500);
        noise.getContext('2d').putImageData(tile, 0, 0);
        for (let x = 0; x < 4000; x += 500) for (let y = 0; y < 3000; y += 500) ctx.drawImage(noise, x, y);
        const photo = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
        const times = [];
        let output = null;
        for (let i = 0; i < runs; i++) {
          const start = performance.now();
          output = await prepareGalleryImage(photo);
          times.push(performance.now() - start);
        }
        const bitmap = await createImageBitmap(output);
        const result = {
          times,
          inputBytes: photo.size,
          outputBytes: output.size,
          outputType: output.type,
          width: bitmap.width,
          height: bitmap.height,
        };
        bitmap.close();
        return result;
      },
      { helper: `/${HELPER_DIR}/downscale.js`, runs },
    );
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Report

const size = (n) => (Number.isFinite(n) ? `${(n / kB).toFixed(1)} kB` : 'n/a');
const time = (n) => (Number.isFinite(n) ? `${Math.round(n)} ms` : 'n/a');
const shift = (n) => (Number.isFinite(n) ? n.toFixed(3) : 'n/a');
const verdict = (ok) => (ok === null ? 'n/a' : ok ? 'met' : '**not met**');
const within = (value, limit) => (Number.isFinite(value) ? value <= limit : null);
const allWithin = (values, limit) => (values.some((v) => !Number.isFinite(v)) ? null : values.every((v) => v <= limit));

function machine(chrome, browserVersion, load) {
  const cpu = cpus()[0]?.model?.trim() ?? 'unknown CPU';
  return `${cpus().length} cores (${cpu}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB RAM, ${platform()} ${release()}, Node ${process.versions.node}, Chromium ${browserVersion} (${chrome}); load average before the run ${load}.`;
}

function report({ rows, next, downscale, totals, chrome, browserVersion, started, load, failures }) {
  const worstLcp = Math.max(...rows.map((r) => r.slow.lcp));
  const worstCls = Math.max(...rows.flatMap((r) => [r.fast.cls, r.slow.cls]));
  const nextMedian = median(next.map((n) => n.ms));
  const downMedian = median(downscale?.times ?? []);
  const lines = [
    '# Speed and size report',
    '',
    ...(RUNS < 5
      ? [
          `> Quick run: ${RUNS} run${RUNS === 1 ? '' : 's'} per figure. The published report uses the median of 5 runs on a quiet machine.`,
          '',
        ]
      : []),
    `Measured ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine(chrome, browserVersion, load)}`,
    '',
    `**What is measured.** The demo build (no API hosts): its in-browser demo backend (a service worker and the mock handlers) answers every call, so each route renders real data. Starting it (the worker, the mock handlers and the seed) comes before the first render and is part of every figure, most visibly with 4x CPU; a deployment has no such step. That build is larger than the production one (it carries the mock backend and seed data), so its JS costs more than a deployment's; the size table below gives the production build's figures, read from its manifest. Each run opens a fresh browser context after the demo backend has been started once on ${WARM_UP}; files are never cached between runs and are served gzipped.`,
    '',
    `**How.** Median of ${RUNS} run${RUNS === 1 ? '' : 's'} per figure. Unthrottled: ${FAST_VIEWPORT.width}x${FAST_VIEWPORT.height}. Throttled: ${SLOW_VIEWPORT.width}x${SLOW_VIEWPORT.height}, ${THROTTLE.cpu}x CPU slowdown (Chromium) and a 1.6 Mbps link with ${THROTTLE.latencyMs} ms per request, played by the bench's file server (the demo backend's service worker fetches the files itself, which Chromium's network emulation does not slow down). LCP and CLS come from the browser's performance entries (CLS: largest session window); TBT is the long-task time over 50 ms after first contentful paint; a page is read once it has been quiet for 2 s (no request in flight, no new LCP candidate, layout shift or long task); bytes are the response bodies the server sent for the page (compressed, the demo worker script excluded).`,
    '',
    '## Targets',
    '',
    '| target | worst or median measured | status |',
    '|---|---|---|',
    `| LCP ≤ 2.0 s throttled, on every visitor route | ${time(worstLcp)} (worst route) | ${verdict(
      allWithin(
        rows.map((r) => r.slow.lcp),
        TARGETS.lcpThrottledMs,
      ),
    )} |`,
    `| CLS ≤ 0.05 on every route, throttled or not | ${shift(worstCls)} (worst) | ${verdict(
      allWithin(
        rows.flatMap((r) => [r.fast.cls, r.slow.cls]),
        TARGETS.cls,
      ),
    )} |`,
    `| next page ≤ 100 ms (click to new cards painted) | ${time(nextMedian)} | ${verdict(within(nextMedian, TARGETS.nextPageMs))} |`,
    `| downscale ≤ 500 ms (4000x3000 photo to a JPEG within 1280x720) | ${time(downMedian)} | ${verdict(within(downMedian, TARGETS.downscaleMs))} |`,
    '',
    '## Pages',
    '',
    '| route | LCP | LCP throttled | LCP ≤ 2.0 s throttled | CLS | CLS throttled | CLS ≤ 0.05 | TBT | TBT throttled | bytes | bytes throttled |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.name} (\`${r.url}\`) | ${time(r.fast.lcp)} | ${time(r.slow.lcp)} | ${verdict(within(r.slow.lcp, TARGETS.lcpThrottledMs))} | ${shift(r.fast.cls)} | ${shift(r.slow.cls)} | ${verdict(allWithin([r.fast.cls, r.slow.cls], TARGETS.cls))} | ${time(r.fast.tbt)} | ${time(r.slow.tbt)} | ${size(r.fast.bytes)} | ${size(r.slow.bytes)} |`,
    ),
    '',
    '## JS and CSS per route (gzip)',
    '',
    'Production: what the route loads up front according to the production build manifest (the entry chunk with its static imports, plus the route’s own chunks and theirs; chunks loaded later, such as below-the-fold sections and dialogs, not counted). Demo build: the files the measured page actually fetched by the end of the load.',
    '',
    '| route | production JS up front | production CSS up front | demo build JS fetched | demo build CSS fetched |',
    '|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${size(r.production.js)} | ${size(r.production.css)} | ${size(r.demo.js)} | ${size(r.demo.css)} |`,
    ),
    `| **whole build** (every chunk, lazy ones included) | ${size(totals.production.js)} | ${size(totals.production.css)} | ${size(totals.demo.js)} | ${size(totals.demo.css)} |`,
    '',
    '## Interactions',
    '',
    '| measure | median | runs | target | status |',
    '|---|---|---|---|---|',
    `| next page on /coaches_list: click on "Próxima" to the new cards painted | ${time(nextMedian)} | ${next.map((n) => time(n.ms)).join(', ') || 'n/a'} | ≤ 100 ms | ${verdict(within(nextMedian, TARGETS.nextPageMs))} |`,
    `| downscale a 4000x3000 JPEG photo (${downscale ? size(downscale.inputBytes) : 'n/a'}) with the gallery pipeline to ${downscale ? `${downscale.width}x${downscale.height}` : 'n/a'} JPEG (${downscale ? size(downscale.outputBytes) : 'n/a'}), unthrottled | ${time(downMedian)} | ${(downscale?.times ?? []).map(time).join(', ') || 'n/a'} | ≤ 500 ms | ${verdict(within(downMedian, TARGETS.downscaleMs))} |`,
    '',
    `Next page: ${next.length && next.every((n) => n.fromCache) ? 'every click was served from the prefetched cache (no search request after the click).' : next.length ? '**some clicks fetched the page** (the prefetch had not finished).' : 'not measured.'} Downscale: the app's own prepareGalleryImage (header check, decode with EXIF orientation, halving steps, JPEG at quality 0.85); a 4:3 photo fits 1280x720 as ${downscale ? `${downscale.width}x${downscale.height}` : 'n/a'}.`,
    '',
    ...(failures.length ? ['## Runs that failed', '', ...failures.map((f) => `- ${f}`), ''] : []),
  ];
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const chrome = findChromium();
  if (!chrome) {
    console.error('No Chromium found: set CHROME_PATH, or install one with "apt-get install chromium".');
    process.exit(1);
  }
  const started = new Date();
  const load = loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
  const reuse =
    process.env.BENCH_SKIP_BUILD === '1' && existsSync(join(PROD_DIST, '.vite')) && existsSync(HELPER_DIR_PATH);
  if (!reuse) {
    execFileSync(process.execPath, [join(root, 'scripts/generate.mjs')], { cwd: root, stdio: 'inherit' });
    console.log('Building the production build (API hosts set)…');
    build(PROD_DIST, HOSTS);
    console.log('Building the demo build…');
    build(DEMO_DIST, NO_HOSTS);
    await buildDownscaleHelper();
  }
  const totals = { production: buildTotals(PROD_DIST), demo: buildTotals(DEMO_DIST) };

  const server = await startServer(DEMO_DIST);
  const browser = await chromium.launch({ executablePath: chrome, args: ARGS });
  const failures = [];
  const attempt = async (label, run) => {
    try {
      return await run();
    } catch (error) {
      failures.push(`${label}: ${String(error?.message ?? error).split('\n')[0]}`);
      console.error(`${label} failed: ${error?.message ?? error}`);
      return null;
    }
  };
  try {
    const rows = [];
    for (const route of ROUTES) {
      let url = route.path;
      if (!url) {
        const context = await newContext(browser, FAST_VIEWPORT);
        url = await route.find(await context.newPage()).finally(() => context.close());
      }
      const row = { name: route.name, url, production: upFront(PROD_DIST, route.chunks) };
      for (const throttled of [false, true]) {
        const runs = [];
        for (let i = 0; i < RUNS; i++) {
          const result = await attempt(`${route.name}${throttled ? ' throttled' : ''} run ${i + 1}`, () =>
            measure(browser, server, url, throttled),
          );
          if (result) runs.push(result);
        }
        row[throttled ? 'slow' : 'fast'] = {
          lcp: median(runs.map((r) => r.lcp)),
          cls: median(runs.map((r) => r.cls)),
          tbt: median(runs.map((r) => r.tbt)),
          bytes: median(runs.map((r) => r.bytes)),
        };
        if (!throttled) {
          const fetched = runs[0]?.assets ?? [];
          const sum = (ext) => fetched.filter((f) => f.endsWith(ext)).reduce((s, f) => s + gzipOf(DEMO_DIST, f), 0);
          row.demo = runs[0] ? { js: sum('.js'), css: sum('.css') } : { js: NaN, css: NaN };
        }
      }
      rows.push(row);
      console.log(`${route.name}: done`);
    }
    const next = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await attempt(`next page run ${i + 1}`, () => nextPageTime(browser));
      if (result) next.push(result);
    }
    console.log('next page: done');
    const downscale = await attempt('downscale', () => downscaleTimes(browser, RUNS));
    console.log('downscale: done');
    const browserVersion = browser.version();
    const text = report({ rows, next, downscale, totals, chrome, browserVersion, started, load, failures });
    mkdirSync(join(root, 'bench'), { recursive: true });
    // Formatted as the rest of the repository is, so `npm test`'s format check accepts it.
    writeFileSync(REPORT, await format(`${text}\n`, { parser: 'markdown', printWidth: 120, proseWrap: 'preserve' }));
    console.log(text);
  } finally {
    await browser.close();
    server.server.close();
  }
}

await main();
