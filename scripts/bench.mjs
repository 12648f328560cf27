// Speed and size report (a report, not a test). Builds the app three times: the production build
// (every VITE_* API host set, as scripts/check-bundle.mjs does), whose per-route JS and CSS are
// read from its Vite manifest; the deployment build, the same with its API hosts on this bench's
// own API, which answers in Node with the demo backend's handlers, so the pages a deployment
// serves are measured with real data and no mock code; and the demo build (no API hosts), whose
// server runs the demo backend itself, one sandbox per visitor, as `npm run serve` does. Both
// measured builds are served by their own production server (server/main.ts, built into each by
// server/build.ts, run as a child process as a deployment runs it); the bench's server stands in
// front of them to play the link and count the bytes. For /home, /coaches_list, /blog, a blog
// post and coach sites of templates 1 and 5 it takes, for each build, the median of BENCH_RUNS
// runs (default 5) of LCP, CLS, total blocking time and bytes transferred, without throttling
// (1440x900) and with 4x CPU plus a 1.6 Mbps, 150 ms link (390x844); then the time from a click
// on "next page" of /coaches_list to the new cards painted (from the prefetched cache), and the
// time the app's own gallery pipeline takes to downscale a 4000x3000 photo to fit 1280x720 as
// JPEG; then Lighthouse's mobile audit of every measured route of the deployment build (its four
// category scores); last, the production server under load (scripts/bench-load.mjs). Writes
// bench/report.md with the machine noted and the targets first, each marked met or not met beside
// the same figure in the report committed before (scripts/bench-before.mjs): LCP ≤ 1.0 s
// throttled, TBT ≤ 200 ms throttled and CLS ≤ 0.05 on each route; Lighthouse performance ≥ 0.95
// and accessibility, best practices and SEO at 1.0 on each; the load run without errors, its p95
// and p99, and the server's heap at its end within 20 % of its start.
// Usage: npm run bench   (BENCH_RUNS=1 for a quick look; BENCH_PORT to move off ports 4973-4978;
// BENCH_BEFORE=<git revision> takes the "before" figures from that revision's report, HEAD by default;
// BENCH_SKIP_BUILD=1 measures the builds of the previous run again; BENCH_SKIP_LOAD=1 leaves the
// load section out; BENCH_TRACE=<route name part, or all> prints throttled loads' LCP, LCP
// element and request timeline instead of writing the report (of the deployment build, or with
// BENCH_TRACE_DEMO=1 of the demo build); with it, BENCH_PROFILE=1 adds where the main thread
// spent its time before LCP and BENCH_TRACE_FILE=<path> keeps the browser's trace of that load)
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { catalogInPt, filesUnder, kB, readBuild } from './build-files.mjs';
import {
  apiBase,
  API_PORT,
  builtWithServer,
  LIVE_DIST,
  LIVE_HOSTS,
  LIVE_PREFIX,
  loadDemoHandlers,
  loadText,
  machineText,
  median,
  NO_HOSTS,
  PORT,
  problemLines,
  requestFromNode,
  root,
  serverBuild,
  sleep,
  startProductionServer,
  viteBuild,
} from './bench-api.mjs';
import { loadSection, loadTargets, runLoadBench } from './bench-load.mjs';
import { BEFORE_REVISION, previousReport, reportFigures } from './bench-before.mjs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, LOCAL_ONLY, findChromium } from './chromium.mjs';
import { format } from 'prettier';
import { PAGES, routeWithLayouts } from '../src/routes/-pages.ts';

const DEMO_DIST = join(root, 'dist-bench');
const PROD_DIST = join(root, 'dist-bench-prod');
const REPORT = join(root, 'bench/report.md');
const HELPER_DIR = '__bench';
const HELPER_DIR_PATH = join(DEMO_DIST, HELPER_DIR);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5) || 5);
/** The bench's server: the pages, through the link. PORT + 1 is the API's, PORT + 2 Lighthouse's. */
const base = `http://127.0.0.1:${PORT}`;
/** The production servers (server/main.ts) of the deployment build and of the demo build. */
const LIVE_PORT = PORT + 3;
const DEMO_PORT = PORT + 4;

/** The hosts a deployment sets (the same as scripts/check-bundle.mjs): no demo code ships. */
const HOSTS = {
  VITE_API_V1_URL: 'https://api.coachly.example/v1',
  VITE_API_V2_URL: 'https://api.coachly.example/v2',
  VITE_BLOG_API_URL: 'https://blog.coachly.example/api/v2',
  VITE_AUTH_URL: 'https://login.coachly.example',
  VITE_YOUTUBE_INFO_URL: 'https://www.youtube.com',
  VITE_VIMEO_INFO_URL: 'https://vimeo.com',
};

/** Whether the page has had its first contentful paint (an expression, read over the protocol). */
const FIRST_PAINT_DONE = "performance.getEntriesByName('first-contentful-paint').length > 0";

/** 4x CPU and a 1.6 Mbps link with 150 ms of latency per request. */
const THROTTLE = { cpu: 4, latencyMs: 150, bytesPerSecond: (1.6 * 1024 * 1024) / 8 };
const TARGETS = {
  lcpThrottledMs: 1000,
  cls: 0.05,
  tbtThrottledMs: 200,
  nextPageMs: 100,
  downscaleMs: 500,
  lighthousePerformance: 0.95,
  lighthouseAccessibility: 1,
  lighthouseBestPractices: 1,
  lighthouseSeo: 1,
};
/** Routes Lighthouse (mobile preset) audits on the deployment build: every measured route (ROUTES). */
const LIGHTHOUSE_ROUTES = [
  '/home',
  '/coaches_list',
  '/blog',
  'a blog post',
  'coach site, template-1',
  'coach site, template-5',
];
const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const FAST_VIEWPORT = { width: 1440, height: 900 };
const SLOW_VIEWPORT = { width: 390, height: 844 };
/** A light page, for what needs a page of the app but not its content. */
const LIGHT_PAGE = '/permission';
/** A page is measured once this long has passed with nothing new (and at most MAX_SETTLE_MS). */
const SETTLE_MS = 2000;
const MAX_SETTLE_MS = 60_000;

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Manifest patterns of what a page loads up front besides the entry (see scripts/build-files.mjs):
 * its route's chunks (its layouts' too), the lazy parts the server draws with it, and its text
 * catalogs in pt, which the browser loads before it hydrates (src/main.tsx).
 */
const pageChunks = (name, drawn = []) => [
  new RegExp(`^src/routes/(${routeWithLayouts(name).map(escapeRegExp).join('|')})\\.tsx`),
  ...drawn,
  ...PAGES[name].catalogs.map(catalogInPt),
];

/** The measured routes, with the manifest patterns of what they load up front. */
const ROUTES = [
  { name: '/home', path: '/home', chunks: pageChunks('home') },
  { name: '/coaches_list', path: '/coaches_list', chunks: pageChunks('coaches_list') },
  { name: '/blog', path: '/blog', chunks: pageChunks('blog._list.index') },
  {
    name: 'a blog post',
    find: (page) => firstHref(page, '/blog', 'a[href^="/blog/post/"]'),
    chunks: pageChunks('blog.post.$slug'),
  },
  ...['template-1', 'template-5'].map((template) => ({
    name: `coach site, ${template}`,
    find: async () => `/${await coachWithTheme(template)}`,
    // The server draws the coach's template and its contact form (server/assets.ts).
    chunks: pageChunks('$username', [
      new RegExp(`^src/features/coach-site/templates/${template}\\.tsx$`),
      /^src\/features\/coach-site\/sections\/contact-form\.tsx$/,
    ]),
  })),
];

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

/** The app's own gallery pipeline as a module the page can import (same origin, so CSP allows it). */
async function buildDownscaleHelper() {
  const { build } = await import('vite');
  await build({
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

/** All JS and all CSS of a build, gzip (fonts and images excluded; the bench helper too). */
function buildTotals(dir) {
  const files = filesUnder(join(dir, 'assets')).map((path) => path.slice(dir.length + 1));
  const { gzip } = readBuild(dir);
  return { js: gzip(files.filter((f) => f.endsWith('.js'))), css: gzip(files.filter((f) => f.endsWith('.css'))) };
}

/** JS and CSS a page loads up front (see scripts/build-files.mjs and pageChunks). */
function upFront(dir, chunkPatterns) {
  const build = readBuild(dir);
  const matches = build.keysMatching(chunkPatterns);
  if (matches.some(({ keys }) => keys.length === 0))
    throw new Error(`manifest misses a chunk of ${chunkPatterns.join(', ')}`);
  const { js, css } = build.upFront(matches.flatMap(({ keys }) => keys));
  return { js: build.gzip(js), css: build.gzip(css) };
}

/** Gzip of files a measured page fetched, from that build's folder. */
const fetchedSize = (dir, files) => readBuild(dir).gzip(files);

// ---------------------------------------------------------------------------------------------
// The bench's server, in front of the production servers: it plays the slow link (every
// response waits the latency, then all bodies share one pipe of the given speed) and counts the
// bytes it sends, so both builds are measured alike. It forwards each page request to the
// production server of the build measured (state.upstream) and sends the answer as it came
// (compressed by that server, with its headers), but never lets the browser reuse a response
// without asking again (no-cache, and no validators: every run is a cold load, while a page
// still gets to use what it preloaded, which no-store would make it download twice). On its
// second port it is the deployment's API (under LIVE_PREFIX): the demo backend's handlers in
// Node. The API calls a production server makes itself while rendering (not from a browser) are
// answered at once and not counted: a deployment's server is next to its API, not behind the
// visitor's link. It also serves the seed's pictures under /demo/ for the deployment build (a
// deployment's API would host them elsewhere) and the bench's helper module.

const MIME = {
  '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json)|image\/svg)/;

/** Headers of a forwarded answer that the link (send) sets itself, or that would let the browser reuse it. */
const HOP_HEADERS = /^(content-length|transfer-encoding|connection|keep-alive|cache-control|etag|last-modified)$/i;

/** A request forwarded as it came (its Host too, so the page's addresses are this server's), answered in full. */
function forward(req, target) {
  return new Promise((resolve, reject) => {
    const upstream = httpRequest(target, { method: req.method, headers: req.headers }, (answer) => {
      const chunks = [];
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.on('error', reject);
      answer.on('end', () =>
        resolve({
          status: answer.statusCode ?? 502,
          headers: Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !HOP_HEADERS.test(name))),
          body: Buffer.concat(chunks),
        }),
      );
    });
    upstream.on('error', reject);
    req.pipe(upstream);
  });
}

/** The file the bench's server sends itself for an address; undefined to forward it. */
function localFile(pathname, upstream) {
  const under = (dir, path) => {
    const file = join(dir, normalize(decodeURIComponent(path)));
    return file.startsWith(dir + sep) ? file : '';
  };
  if (pathname.startsWith(`/${HELPER_DIR}/`)) return under(HELPER_DIR_PATH, pathname.slice(HELPER_DIR.length + 1));
  if (pathname.startsWith('/demo/') && upstream === MEASURED.live.upstream)
    return under(join(root, 'public'), pathname);
  return undefined;
}

function startServer({ api }) {
  const state = { upstream: null, throttle: null, bytes: 0, requests: 0 };
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
  /** Plays the link (latency, then the shared pipe) and sends the body, counting its bytes. */
  const send = async (req, res, status, headers, body, counted, throttle = state.throttle) => {
    if (throttle) await sleep(throttle.latencyMs);
    res.writeHead(status, { ...headers, 'Content-Length': body.length, 'Cache-Control': 'no-cache' });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
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
  };
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', base);
      const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      // A production server's own calls (server rendering), not a browser's: no link, not counted.
      const fromServer = !/\bChrome\//.test(String(req.headers['user-agent'] ?? ''));
      if (url.pathname.startsWith(`${LIVE_PREFIX}/`)) {
        // The API's origin is not the page's: it allows the page's, preflights included.
        const origin = typeof req.headers.origin === 'string' ? req.headers.origin : null;
        const cors = origin
          ? { 'Access-Control-Allow-Origin': origin, 'Access-Control-Expose-Headers': 'ETag', Vary: 'Origin' }
          : {};
        if (req.method === 'OPTIONS') {
          const asked = req.headers['access-control-request-headers'];
          await send(
            req,
            res,
            204,
            {
              ...cors,
              'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE',
              ...(typeof asked === 'string' ? { 'Access-Control-Allow-Headers': asked } : {}),
              'Access-Control-Max-Age': '600',
            },
            Buffer.alloc(0),
            false,
          );
          return;
        }
        const answer = await api.answer(await requestFromNode(req, new URL(`${url.pathname}${url.search}`, apiBase)));
        const raw = Buffer.from(await answer.arrayBuffer());
        const headers = Object.fromEntries(
          [...answer.headers].filter(([name]) => !/^(content-length|content-encoding)$/i.test(name)),
        );
        const gzip = acceptsGzip && COMPRESSIBLE.test(answer.headers.get('content-type') ?? '');
        const body = gzip ? gzipSync(raw, { level: 6 }) : raw;
        await send(
          req,
          res,
          answer.status,
          { ...headers, ...cors, ...(gzip ? { 'Content-Encoding': 'gzip' } : {}) },
          body,
          !fromServer,
          fromServer ? null : state.throttle,
        );
        return;
      }
      const file = localFile(url.pathname, state.upstream);
      if (file !== undefined) {
        if (!file || !existsSync(file) || !statSync(file).isFile()) {
          res.writeHead(404, { 'Cache-Control': 'no-store' }).end();
          return;
        }
        const type = MIME[extname(file)] ?? 'application/octet-stream';
        const gzip = COMPRESSIBLE.test(type) && acceptsGzip;
        await send(
          req,
          res,
          200,
          { 'Content-Type': type, Vary: 'Accept-Encoding', ...(gzip ? { 'Content-Encoding': 'gzip' } : {}) },
          read(file, gzip),
          true,
        );
        return;
      }
      if (!state.upstream) {
        res.writeHead(502).end();
        return;
      }
      const answer = await forward(req, state.upstream + url.pathname + url.search);
      await send(req, res, answer.status, answer.headers, answer.body, true);
    } catch {
      if (!res.headersSent) res.writeHead(500).end();
      else res.destroy();
    }
  });
  // The same server on a second port: the deployment's API origin (apiBase).
  const apiServer = createServer((req, res) => server.emit('request', req, res));
  const listen = (target, port) =>
    new Promise((resolve, reject) => {
      target.once('error', reject);
      target.listen(port, '127.0.0.1', resolve);
    });
  return Promise.all([listen(server, PORT), listen(apiServer, API_PORT)]).then(() => ({
    server,
    state,
    close: () => {
      for (const target of [server, apiServer]) {
        target.closeAllConnections();
        target.close();
      }
    },
  }));
}

// ---------------------------------------------------------------------------------------------
// Measures

const OBSERVER = () => {
  const w = window;
  w.__perf = { lcp: NaN, lcpElement: '', shifts: [], longTasks: [] };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      w.__perf.lcp = e.startTime;
      const el = e.element;
      w.__perf.lcpElement = el
        ? `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''} ${e.size}px²${e.url ? ` ${new URL(e.url).pathname}` : ''}`
        : '';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) w.__perf.shifts.push([e.startTime, e.value]);
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__perf.longTasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
};

/**
 * The two builds measured in Chromium, each served by its production server: what a deployment
 * serves, and what `npm run serve` shows with no API host.
 */
const MEASURED = {
  live: { dir: LIVE_DIST, upstream: `http://127.0.0.1:${LIVE_PORT}`, label: 'deployment build' },
  demo: { dir: DEMO_DIST, upstream: `http://127.0.0.1:${DEMO_PORT}`, label: 'demo build' },
};

/** A fresh browser context (a new visitor: for the demo build, a new sandbox) on a build. */
async function newContext(browser, viewport, server, build = MEASURED.live) {
  server.state.upstream = build.upstream;
  return browser.newContext({ viewport });
}

async function measure(browser, server, build, url, throttled, { profile = false } = {}) {
  server.state.throttle = null;
  const context = await newContext(browser, throttled ? SLOW_VIEWPORT : FAST_VIEWPORT, server, build);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (throttled) await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE.cpu });
    if (profile) {
      await browser.startTracing(page, {
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink', 'loading'],
      });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    const assets = new Set();
    const timeline = [];
    let t0 = 0;
    let inFlight = 0;
    page.on('request', (request) => {
      inFlight += 1;
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/assets/')) assets.add(pathname.slice(1));
    });
    page.on('requestfinished', (request) => {
      inFlight -= 1;
      const { pathname } = new URL(request.url());
      const timing = request.timing();
      timeline.push({ path: pathname, start: timing.startTime - t0, end: timing.startTime - t0 + timing.responseEnd });
    });
    page.on('requestfailed', () => (inFlight -= 1));
    // What the page reported as an error (a failed hydration shows here), for the report.
    const errors = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(String(error?.message ?? error)));
    await page.addInitScript(OBSERVER);
    server.state.bytes = 0;
    server.state.requests = 0;
    server.state.throttle = throttled ? THROTTLE : null;
    t0 = Date.now();
    await page.goto(base + url, { waitUntil: 'load', timeout: 180_000 });
    // Wait for the first contentful paint, then until nothing new happens for SETTLE_MS (no request in flight,
    // no new LCP candidate, layout shift or long task), at most MAX_SETTLE_MS. Until then the page
    // is only read through one-line expressions over the DevTools protocol: Playwright's own
    // page scripts, which its evaluate and waitForFunction inject on first use, take a task of
    // over 100 ms at 4x, which would land between the code's arrival and the largest paint.
    const read = async (expression) =>
      (await cdp.send('Runtime.evaluate', { expression, returnByValue: true })).result.value;
    for (const start = Date.now(); !(await read(FIRST_PAINT_DONE));) {
      if (Date.now() - start > 180_000) throw new Error(`no first contentful paint on ${url}`);
      await sleep(100);
    }
    const signature = () => read('`${__perf.lcp}|${__perf.shifts.length}|${__perf.longTasks.length}`');
    let last = await signature();
    let quietSince = Date.now();
    for (const start = Date.now(); Date.now() - start < MAX_SETTLE_MS;) {
      await sleep(250);
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
      return { lcp: p.lcp, lcpElement: p.lcpElement, cls, tbt, fcp };
    });
    const cpu = profile ? cpuUntil((await cdp.send('Profiler.stop')).profile, perf.lcp) : undefined;
    if (cpu) {
      const traced = (await browser.stopTracing()).toString();
      if (process.env.BENCH_TRACE_FILE) writeFileSync(process.env.BENCH_TRACE_FILE, traced);
      cpu.main = mainThreadUntil(JSON.parse(traced));
    }
    return {
      ...perf,
      cpu,
      bytes: server.state.bytes,
      requests: server.state.requests,
      assets: [...assets],
      errors,
      apiCalls: timeline.filter(({ path }) => path.startsWith(`${LIVE_PREFIX}/`) || path.startsWith('/__demo/')).length,
      timeline: timeline.sort((a, b) => a.start - b.start),
    };
  } finally {
    server.state.throttle = null;
    await context.close();
  }
}

/**
 * Click on "Próxima" of /coaches_list (deployment build) once the next page is prefetched, until
 * the new cards paint.
 */
async function nextPageTime(browser, server) {
  const context = await newContext(browser, FAST_VIEWPORT, server, MEASURED.live);
  try {
    const page = await context.newPage();
    await page.goto(base + '/coaches_list', { waitUntil: 'networkidle' });
    const next = page.getByRole('button', { name: 'Próxima' });
    await next.waitFor({ state: 'visible', timeout: 30_000 });
    await page.waitForFunction((button) => !button.disabled, await next.elementHandle(), { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    // The page the click shows is the one prefetched before it; the click itself may start the
    // prefetch of the page after, which is not what is being timed.
    const searchedPage = (url) => (/\/profiles\/v2\b/.test(url) ? new URL(url).searchParams.get('page') : null);
    const prefetched = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.includes('/profiles/v2')),
    );
    const shown = prefetched.map(searchedPage).sort((a, b) => Number(b) - Number(a))[0];
    const fetched = [];
    page.on('request', (request) => {
      if (searchedPage(request.url()) === shown) fetched.push(request.url());
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
    return { ms, fromCache: shown !== undefined && fetched.length === 0 };
  } finally {
    await context.close();
  }
}

/** The app's gallery pipeline on a generated 4000x3000 photo (JPEG), fitted within 1280x720. */
async function downscaleTimes(browser, server, runs) {
  const context = await newContext(browser, FAST_VIEWPORT, server, MEASURED.live);
  try {
    const page = await context.newPage();
    await page.goto(base + LIGHT_PAGE, { waitUntil: 'networkidle' });
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

/**
 * Lighthouse's mobile audit (its own simulated throttling) of each route on the deployment build,
 * served by its production server, unthrottled by this server. Lighthouse drives a Chromium of its own over the DevTools port, one
 * that resolves no host but this machine's.
 */
async function lighthouseScores(chrome, server, urls) {
  const { default: lighthouse } = await import('lighthouse');
  server.state.upstream = MEASURED.live.upstream;
  server.state.throttle = null;
  const port = PORT + 2;
  const profile = mkdtempSync(join(tmpdir(), 'coachly-lighthouse-'));
  const browser = spawn(
    chrome,
    [
      ...CHROMIUM_ARGS,
      '--headless=new',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      LOCAL_ONLY,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  try {
    const deadline = Date.now() + 20_000;
    while (
      !(await fetch(`http://127.0.0.1:${port}/json/version`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (Date.now() > deadline) throw new Error('Chromium did not open its DevTools port for Lighthouse');
      await sleep(200);
    }
    const scores = {};
    for (const [name, url] of urls) {
      const result = await lighthouse(base + url, { port, logLevel: 'error', onlyCategories: LIGHTHOUSE_CATEGORIES });
      const { categories, audits } = result.lhr;
      scores[name] = {
        url,
        ...Object.fromEntries(LIGHTHOUSE_CATEGORIES.map((key) => [key, categories[key]?.score ?? NaN])),
        tbt: audits['total-blocking-time']?.numericValue ?? NaN,
        lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
      };
      console.log(`Lighthouse ${name}: done`);
    }
    return scores;
  } finally {
    browser.kill();
    // Chromium may still be writing its profile as it exits: the removal waits it out.
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
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
const quoted = (line) => `\`${line.slice(0, 200).replaceAll('`', "'").replace(/\s+/g, ' ')}\``;

/** The Lighthouse table: the four category scores and the two timings it simulates. */
function lighthouseTable(scores) {
  if (!scores) return ['Lighthouse did not run (see the failures below).'];
  const score = (n) => (Number.isFinite(n) ? n.toFixed(2) : 'n/a');
  return [
    '| route | performance | accessibility | best practices | SEO | LCP (simulated) | TBT (simulated) |',
    '|---|---|---|---|---|---|---|',
    ...Object.entries(scores).map(
      ([name, r]) =>
        `| ${name} (\`${r.url}\`) | ${score(r.performance)} | ${score(r.accessibility)} | ${score(r['best-practices'])} | ${score(r.seo)} | ${time(r.lcp)} | ${time(r.tbt)} |`,
    ),
  ];
}

/** The pages table of one measured build. */
function pagesTable(rows, key) {
  return [
    '| route | LCP | LCP throttled | LCP ≤ 1.0 s throttled | CLS | CLS throttled | CLS ≤ 0.05 | TBT | TBT throttled | TBT ≤ 200 ms throttled | bytes | bytes throttled | API calls from the browser |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows
      .map(({ name, url, [key]: { fast, slow } }) =>
        [
          `${name} (\`${url}\`)`,
          time(fast.lcp),
          time(slow.lcp),
          verdict(within(slow.lcp, TARGETS.lcpThrottledMs)),
          shift(fast.cls),
          shift(slow.cls),
          verdict(allWithin([fast.cls, slow.cls], TARGETS.cls)),
          time(fast.tbt),
          time(slow.tbt),
          verdict(within(slow.tbt, TARGETS.tbtThrottledMs)),
          size(fast.bytes),
          size(slow.bytes),
          `${fast.apiCalls ?? 'n/a'} / ${slow.apiCalls ?? 'n/a'}`,
        ].join(' | '),
      )
      .map((line) => `| ${line} |`),
  ];
}

/** Per build: pages the server did not render, the server's warnings, the browser's console errors. */
function serverNotes(rows, logs) {
  return Object.entries(MEASURED).flatMap(([key, build]) => {
    const notRendered = rows.filter((r) => r.rendered[key] !== true).map((r) => `${r.name} (\`${r.url}\`)`);
    const problems = problemLines(logs[key]);
    const errors = rows.flatMap(({ name, [key]: b }) =>
      [...new Set([...b.fast.errors, ...b.slow.errors])].map((text) => `${name}: ${text}`),
    );
    return [
      `- **${build.label}**: ${
        notRendered.length
          ? `**not rendered on the server** (its page came with an empty \`#root\`): ${notRendered.join(', ')}`
          : 'every measured page was rendered on the server (`#root` filled in its HTML)'
      }; ${
        problems.length
          ? `its server's output had ${problems.length} warning or error line${problems.length === 1 ? '' : 's'}: ${problems.slice(0, 8).map(quoted).join('; ')}${problems.length > 8 ? '; …' : ''}`
          : "its server's output had no warning or error"
      }; ${
        errors.length
          ? `its pages reported ${errors.length} distinct error${errors.length === 1 ? '' : 's'} in the browser's console: ${errors.slice(0, 8).map(quoted).join('; ')}${errors.length > 8 ? '; …' : ''}`
          : "its pages reported no error in the browser's console"
      }.`,
    ];
  });
}

function report({
  rows,
  next,
  downscale,
  lighthouse,
  totals,
  chrome,
  browserVersion,
  started,
  machine,
  load,
  loadAfter,
  logs,
  loadMarkdown,
  loadTargetRows,
  before,
  failures,
}) {
  const lcps = (key) => rows.map((r) => r[key].slow.lcp);
  const tbts = rows.map((r) => r.live.slow.tbt);
  const clsOf = (key) => rows.flatMap((r) => [r[key].fast.cls, r[key].slow.cls]);
  const lighthouseScore = (key) => Object.values(lighthouse ?? {}).map((r) => r[key]);
  const lighthouseMet = (key, target) => (lighthouse ? lighthouseScore(key).every((v) => v >= target) : null);
  const score = (n) => (Number.isFinite(n) ? n.toFixed(2) : 'n/a');
  /** The worst of some figures, with the route it was measured on. */
  const worst = (values, format) => {
    const at = values.indexOf(Math.max(...values.filter(Number.isFinite)));
    return at < 0 ? 'n/a' : `${format(values[at])} (${rows[Math.floor((at * rows.length) / values.length)].name})`;
  };
  const wasPages = Object.entries(before.pages);
  const worstBefore = (key, format) => {
    const found = wasPages.filter(([, p]) => Number.isFinite(p[key])).sort((a, b) => b[1][key] - a[1][key])[0];
    return found ? `${format(found[1][key])} (${found[0]})` : 'n/a';
  };
  const lowest = (key) => (lighthouse ? score(Math.min(...lighthouseScore(key))) : 'n/a');
  const lowestBefore = (key) => {
    const values = Object.values(before.lighthouse).map((r) => r[key]);
    return values.length ? `${score(Math.min(...values))} (${values.length} routes)` : 'n/a';
  };
  const fourScores = (r) => (r ? LIGHTHOUSE_CATEGORIES.map((key) => score(r[key])).join(' / ') : 'n/a');
  const lighthouseTargetsMet = (r) =>
    r.performance >= TARGETS.lighthousePerformance &&
    r.accessibility >= TARGETS.lighthouseAccessibility &&
    r['best-practices'] >= TARGETS.lighthouseBestPractices &&
    r.seo >= TARGETS.lighthouseSeo;
  const beforeText = before.measuredAt
    ? `measured ${before.measuredAt} UTC, \`bench/report.md\` at ${BEFORE_REVISION}`
    : `none found at ${BEFORE_REVISION}`;
  const nextMedian = median(next.map((n) => n.ms));
  const downMedian = median(downscale?.times ?? []);
  const runs = `${RUNS} run${RUNS === 1 ? '' : 's'}`;
  const lines = [
    '# Speed and size report',
    '',
    ...(RUNS < 5
      ? [`> Quick run: ${runs} per figure. The published report uses the median of 5 runs on a quiet machine.`, '']
      : []),
    `Measured ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine}, Chromium ${browserVersion} (${chrome}); load average before the run ${load}, after it ${loadAfter}.`,
    '',
    `**What is measured.** Two builds in Chromium, each served by its own production server (\`server/main.ts\`, built into the build by \`node server/build.ts\` and run as \`node <dist>/server/main.js\` with \`NODE_ENV=production\`), which renders every page per request: the page comes as HTML with its data inlined, and the browser hydrates it without asking the API again. The *deployment build* is the production build (no mock code, no seed) with its API hosts on the bench's own API (an origin of its own, as a deployment's API is), which answers each call with the demo backend's handlers running in Node; the calls the server makes while rendering reach it without the link and are not counted (a deployment's server sits next to its API). The *demo build* (no API hosts) is what \`npm run serve\` serves: its server runs the demo backend, one sandbox per visitor (each run is a new visitor), and the browser calls it over HTTP under \`/__demo/\`; it also loads the demo bar and every text catalog (${size(median(rows.map((r) => r.demo.fetched.js - r.live.fetched.js)))} more JS on the median route). The targets are read on the deployment build; the demo build's figures follow for comparison. The bench's server stands in front of both production servers: it forwards each request and plays the link for the answer (compressed by the production server), and never lets the browser reuse a response (every response is \`no-cache\` without validators, so a page still uses what it preloaded). Each run opens a fresh browser context; each page is asked for once before it is measured, so the servers are warm.`,
    '',
    `**How.** Median of ${runs} per figure. Unthrottled: ${FAST_VIEWPORT.width}x${FAST_VIEWPORT.height}. Throttled: ${SLOW_VIEWPORT.width}x${SLOW_VIEWPORT.height}, ${THROTTLE.cpu}x CPU slowdown (Chromium) and a 1.6 Mbps link with ${THROTTLE.latencyMs} ms per request, played by the bench's server for pages, files and API answers alike; the browser resolves no name but 127.0.0.1 and intercepts no request. LCP and CLS come from the browser's performance entries (CLS: largest session window); TBT is the long-task time over 50 ms after first contentful paint; a page is read once it has been quiet for 2 s (no request in flight, no new LCP candidate, layout shift or long task); bytes are the response bodies the bench's server sent for the page (compressed); API calls are those the browser made (unthrottled / throttled).`,
    '',
    '## Targets',
    '',
    `Each figure of the deployment build beside the same figure in the report before this one (${beforeText}); the load run's are those of its section below.`,
    '',
    '| target | before | now | status |',
    '|---|---|---|---|',
    `| LCP ≤ 1.0 s throttled on every measured route (deployment build) | ${worstBefore('lcp', time)} | ${worst(lcps('live'), time)} | ${verdict(allWithin(lcps('live'), TARGETS.lcpThrottledMs))} |`,
    `| total blocking time ≤ 200 ms throttled on every route (deployment build) | ${worstBefore('tbt', time)} | ${worst(tbts, time)} | ${verdict(allWithin(tbts, TARGETS.tbtThrottledMs))} |`,
    `| CLS ≤ 0.05 on every route, throttled or not (deployment build) | ${worstBefore('cls', shift)} | ${worst(clsOf('live'), shift)} | ${verdict(allWithin(clsOf('live'), TARGETS.cls))} |`,
    `| Lighthouse mobile performance ≥ 0.95 on every route | ${lowestBefore('performance')} | ${lowest('performance')} | ${verdict(lighthouseMet('performance', TARGETS.lighthousePerformance))} |`,
    `| Lighthouse accessibility 1.0 on every route | ${lowestBefore('accessibility')} | ${lowest('accessibility')} | ${verdict(lighthouseMet('accessibility', TARGETS.lighthouseAccessibility))} |`,
    `| Lighthouse best practices 1.0 on every route | ${lowestBefore('best-practices')} | ${lowest('best-practices')} | ${verdict(lighthouseMet('best-practices', TARGETS.lighthouseBestPractices))} |`,
    `| Lighthouse SEO 1.0 on every route | ${lowestBefore('seo')} | ${lowest('seo')} | ${verdict(lighthouseMet('seo', TARGETS.lighthouseSeo))} |`,
    ...loadTargetRows,
    `| next page ≤ 100 ms (click to new cards painted) | ${time(before.interactions.nextPage)} | ${time(nextMedian)} | ${verdict(within(nextMedian, TARGETS.nextPageMs))} |`,
    `| downscale ≤ 500 ms (4000x3000 photo to a JPEG within 1280x720) | ${time(before.interactions.downscale)} | ${time(downMedian)} | ${verdict(within(downMedian, TARGETS.downscaleMs))} |`,
    `| for comparison: LCP ≤ 1.0 s throttled on the demo build | | ${worst(lcps('demo'), time)} | ${verdict(allWithin(lcps('demo'), TARGETS.lcpThrottledMs))} |`,
    `| for comparison: CLS ≤ 0.05 on the demo build | | ${worst(clsOf('demo'), shift)} | ${verdict(allWithin(clsOf('demo'), TARGETS.cls))} |`,
    '',
    '### Route by route (deployment build, throttled)',
    '',
    '| route | LCP before | LCP now | LCP ≤ 1.0 s | TBT before | TBT now | TBT ≤ 200 ms | CLS before | CLS now | CLS ≤ 0.05 | Lighthouse performance / accessibility / best practices / SEO before | now | performance ≥ 0.95, the others 1.0 |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(({ name, live: { fast, slow } }) => {
      const was = before.pages[name] ?? {};
      const cls = Math.max(fast.cls, slow.cls);
      const scores = lighthouse?.[name];
      return `| ${name} | ${time(was.lcp)} | ${time(slow.lcp)} | ${verdict(within(slow.lcp, TARGETS.lcpThrottledMs))} | ${time(was.tbt)} | ${time(slow.tbt)} | ${verdict(within(slow.tbt, TARGETS.tbtThrottledMs))} | ${shift(was.cls)} | ${shift(cls)} | ${verdict(within(cls, TARGETS.cls))} | ${fourScores(before.lighthouse[name])} | ${fourScores(scores)} | ${verdict(scores ? lighthouseTargetsMet(scores) : null)} |`;
    }),
    '',
    'CLS is the worse of the unthrottled and the throttled load. Before: the figures of the report committed before this one, as it printed them (its Lighthouse audited /home, /blog and template-1 only); n/a where it had none.',
    '',
    '## Pages, deployment build',
    '',
    ...pagesTable(rows, 'live'),
    '',
    '## Pages, demo build',
    '',
    ...pagesTable(rows, 'demo'),
    '',
    '## Servers and pages',
    '',
    ...serverNotes(rows, logs),
    '',
    '## Lighthouse, deployment build',
    '',
    "Lighthouse 13, mobile preset (its own simulated 4x CPU and slow 4G), default settings otherwise, one run per route, through the bench's server without its link throttling.",
    '',
    ...lighthouseTable(lighthouse),
    '',
    '## JS and CSS per route (gzip)',
    '',
    "Up front: what the page loads before it hydrates according to the production build's manifest: the entry chunk with its static imports, the route's chunks (its layouts' too) and, on a coach site, the template and contact form the server draws with it, with their static imports and CSS, and the page's text catalogs in pt, which the browser loads before it hydrates (chunks loaded later, such as below-the-fold sections and dialogs, are not counted, nor is the HTML). Fetched: the files the measured page actually fetched by the end of the load, in each build.",
    '',
    '| route | production JS up front | production CSS up front | deployment JS fetched | deployment CSS fetched | demo build JS fetched | demo build CSS fetched |',
    '|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${size(r.production.js)} | ${size(r.production.css)} | ${size(r.live.fetched.js)} | ${size(r.live.fetched.css)} | ${size(r.demo.fetched.js)} | ${size(r.demo.fetched.css)} |`,
    ),
    `| **whole build** (every chunk, lazy ones included) | ${size(totals.production.js)} | ${size(totals.production.css)} | ${size(totals.live.js)} | ${size(totals.live.css)} | ${size(totals.demo.js)} | ${size(totals.demo.css)} |`,
    '',
    '## Interactions',
    '',
    '| measure | median | runs | target | status |',
    '|---|---|---|---|---|',
    `| next page on /coaches_list (deployment build): click on "Próxima" to the new cards painted | ${time(nextMedian)} | ${next.map((n) => time(n.ms)).join(', ') || 'n/a'} | ≤ 100 ms | ${verdict(within(nextMedian, TARGETS.nextPageMs))} |`,
    `| downscale a 4000x3000 JPEG photo (${downscale ? size(downscale.inputBytes) : 'n/a'}) with the gallery pipeline to ${downscale ? `${downscale.width}x${downscale.height}` : 'n/a'} JPEG (${downscale ? size(downscale.outputBytes) : 'n/a'}), unthrottled | ${time(downMedian)} | ${(downscale?.times ?? []).map(time).join(', ') || 'n/a'} | ≤ 500 ms | ${verdict(within(downMedian, TARGETS.downscaleMs))} |`,
    '',
    `Next page: ${next.length && next.every((n) => n.fromCache) ? 'every click was served from the prefetched cache (no search request after the click).' : next.length ? '**some clicks fetched the page** (the prefetch had not finished).' : 'not measured.'} Downscale: the app's own prepareGalleryImage (header check, decode with EXIF orientation, halving steps, JPEG at quality 0.85); a 4:3 photo fits 1280x720 as ${downscale ? `${downscale.width}x${downscale.height}` : 'n/a'}.`,
    '',
    loadMarkdown,
    '',
    ...(failures.length ? ['## Runs that failed', '', ...failures.map((f) => `- ${f}`), ''] : []),
  ];
  return lines.join('\n');
}

/**
 * Where a CPU profile spent its time before `untilMs` (from the navigation's start): self time
 * per script file and the costliest functions, with (program), (garbage collector) and (idle).
 */
function cpuUntil(profile, untilMs) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byFile = new Map();
  const byFunction = new Map();
  let at = profile.startTime;
  const origin = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i];
    const delta = profile.timeDeltas[i + 1] ?? 0;
    if ((at - origin) / 1000 > untilMs) break;
    const { callFrame } = nodes.get(profile.samples[i]);
    const file = callFrame.url ? new URL(callFrame.url).pathname : callFrame.functionName || '(native)';
    const fn = `${callFrame.functionName || '(anonymous)'} ${file}:${callFrame.lineNumber + 1}:${callFrame.columnNumber + 1}`;
    byFile.set(file, (byFile.get(file) ?? 0) + delta / 1000);
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + delta / 1000);
  }
  const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
  return { files: top(byFile, 25), functions: top(byFunction, 30) };
}

/**
 * The renderer's main thread from the page's commit to its last LCP candidate, read from a
 * browser trace: the time per event name (events nest: a task holds its script, style and
 * layout) and the tasks over 50 ms, each with when it started and its largest parts.
 */
function mainThreadUntil(trace) {
  const events = trace.traceEvents ?? trace;
  const lcp = events.filter((e) => e.name === 'largestContentfulPaint::Candidate').at(-1);
  if (!lcp) return { names: [], tasks: [] };
  const tid = events.find(
    (e) => e.name === 'thread_name' && e.pid === lcp.pid && e.args?.name === 'CrRendererMain',
  )?.tid;
  const commit = events.find((e) => e.name === 'DocumentLoader::CommitNavigation' && e.pid === lcp.pid);
  const origin = commit?.ts ?? lcp.ts;
  const main = events
    .filter((e) => e.pid === lcp.pid && e.tid === tid && e.ph === 'X' && e.dur && e.ts >= origin && e.ts <= lcp.ts)
    .sort((a, b) => a.ts - b.ts);
  const byName = new Map();
  for (const e of main) byName.set(e.name, (byName.get(e.name) ?? 0) + e.dur / 1000);
  const tasks = main
    .filter((e) => e.name === 'RunTask' && e.dur > 50_000)
    .map((task) => {
      const parts = new Map();
      for (const e of main) {
        if (e === task || e.ts < task.ts || e.ts + e.dur > task.ts + task.dur) continue;
        if (
          /^(FunctionCall|v8\.evaluateModule|EvaluateScript|Layout|UpdateLayoutTree|Paint|ParseHTML|SVGImage::DataChanged)$/.test(
            e.name,
          )
        )
          parts.set(e.name, (parts.get(e.name) ?? 0) + e.dur / 1000);
      }
      return { at: (task.ts - origin) / 1000, ms: task.dur / 1000, parts: [...parts].sort((a, b) => b[1] - a[1]) };
    });
  return { names: [...byName].sort((a, b) => b[1] - a[1]).slice(0, 15), tasks };
}

/**
 * BENCH_TRACE=<part of a route name, or all>: BENCH_RUNS throttled loads of each matching route on the
 * deployment build (the demo build with BENCH_TRACE_DEMO=1), printing their LCP, and for the median run the LCP element and when each
 * request started and ended (no report).
 */
const TRACE = process.env.BENCH_TRACE;
/** BENCH_PROFILE=1 with BENCH_TRACE: also where the CPU went before LCP (self time, sampled). */
const PROFILE = process.env.BENCH_PROFILE === '1';

async function trace(browser, server) {
  const traced = process.env.BENCH_TRACE_DEMO === '1' ? MEASURED.demo : MEASURED.live;
  for (const route of ROUTES.filter(({ name }) => TRACE === 'all' || name.includes(TRACE))) {
    let url = route.path;
    if (!url) {
      const context = await newContext(browser, FAST_VIEWPORT, server, MEASURED.live);
      url = await route.find(await context.newPage()).finally(() => context.close());
    }
    const results = [];
    for (let i = 0; i < RUNS; i++)
      results.push(await measure(browser, server, traced, url, true, { profile: PROFILE }));
    const result = results.toSorted((a, b) => a.lcp - b.lcp)[Math.floor(results.length / 2)];
    console.log(`\n${route.name} (${url}): LCP ${results.map((r) => time(r.lcp)).join(', ')}; median run:`);
    console.log(`  LCP ${time(result.lcp)} on ${result.lcpElement}, FCP ${time(result.fcp)}`);
    for (const { path, start, end } of result.timeline)
      console.log(`  ${String(Math.round(start)).padStart(5)}–${String(Math.round(end)).padStart(5)} ms  ${path}`);
    if (result.cpu) {
      const row = (ms, what) => console.log(`  ${String(Math.round(ms)).padStart(6)} ms  ${what}`);
      console.log('  CPU before LCP, self time per file:');
      for (const [file, ms] of result.cpu.files) row(ms, file);
      console.log('  CPU before LCP, costliest functions:');
      for (const [fn, ms] of result.cpu.functions) row(ms, fn);
      console.log('  Main thread from commit to LCP, per trace event (nested, traced run):');
      for (const [name, ms] of result.cpu.main.names) row(ms, name);
      console.log('  Tasks over 50 ms (start: length, largest parts):');
      for (const { at, ms, parts } of result.cpu.main.tasks)
        row(at, `${Math.round(ms)} ms: ${parts.map(([n, d]) => `${n} ${Math.round(d)}`).join(', ')}`);
    }
  }
}

// ---------------------------------------------------------------------------------------------

/** The bench's builds, unless BENCH_SKIP_BUILD=1 finds those of a previous run. */
async function buildAll() {
  const reuse =
    process.env.BENCH_SKIP_BUILD === '1' &&
    existsSync(join(PROD_DIST, '.vite/manifest.json')) &&
    builtWithServer(LIVE_DIST) &&
    builtWithServer(DEMO_DIST) &&
    existsSync(HELPER_DIR_PATH);
  if (reuse) return;
  execFileSync(process.execPath, [join(root, 'scripts/generate.mjs')], { cwd: root, stdio: 'inherit' });
  console.log('Building the production build (API hosts set)…');
  viteBuild(PROD_DIST, HOSTS);
  console.log('Building the deployment build measured here (API hosts on the bench API) and its server…');
  viteBuild(LIVE_DIST, LIVE_HOSTS);
  serverBuild(LIVE_DIST, LIVE_HOSTS);
  console.log('Building the demo build and its server…');
  viteBuild(DEMO_DIST, NO_HOSTS);
  serverBuild(DEMO_DIST, NO_HOSTS);
  await buildDownscaleHelper();
}

/** Everything measured in Chromium, with both production servers running; null when tracing. */
async function measureInBrowser(chrome, failures) {
  const attempt = async (label, run) => {
    try {
      return await run();
    } catch (error) {
      failures.push(`${label}: ${String(error?.message ?? error).split('\n')[0]}`);
      console.error(`${label} failed: ${error?.message ?? error}`);
      return null;
    }
  };
  const api = await loadDemoHandlers();
  const servers = {};
  let server;
  let browser;
  try {
    server = await startServer({ api });
    servers.live = await startProductionServer({
      dist: LIVE_DIST,
      port: LIVE_PORT,
      hosts: LIVE_HOSTS,
      allowedHosts: [new URL(base).host],
    });
    servers.demo = await startProductionServer({
      dist: DEMO_DIST,
      port: DEMO_PORT,
      hosts: NO_HOSTS,
      allowedHosts: [new URL(base).host],
    });
    browser = await chromium.launch({ executablePath: chrome, args: [...CHROMIUM_ARGS, LOCAL_ONLY] });
    if (TRACE) {
      await trace(browser, server);
      return null;
    }
    const rows = [];
    for (const route of ROUTES) {
      let url = route.path;
      if (!url) {
        const context = await newContext(browser, FAST_VIEWPORT, server, MEASURED.live);
        url = await route.find(await context.newPage()).finally(() => context.close());
      }
      const row = { name: route.name, url, production: upFront(PROD_DIST, route.chunks), rendered: {} };
      for (const [key, build] of Object.entries(MEASURED)) {
        // Asked once before it is measured (the server warm, as a deployment's is): rendered or not.
        row.rendered[key] = await attempt(`${route.name}, ${build.label}, server rendering`, () =>
          servers[key].renders(url),
        );
        row[key] = {};
        for (const throttled of [false, true]) {
          const runs = [];
          for (let i = 0; i < RUNS; i++) {
            const label = `${route.name}, ${build.label}${throttled ? ', throttled' : ''}, run ${i + 1}`;
            const result = await attempt(label, () => measure(browser, server, build, url, throttled));
            if (result) runs.push(result);
          }
          row[key][throttled ? 'slow' : 'fast'] = {
            lcp: median(runs.map((r) => r.lcp)),
            cls: median(runs.map((r) => r.cls)),
            tbt: median(runs.map((r) => r.tbt)),
            bytes: median(runs.map((r) => r.bytes)),
            apiCalls: median(runs.map((r) => r.apiCalls)),
            errors: [...new Set(runs.flatMap((r) => r.errors))],
          };
          if (!throttled) {
            const fetched = runs[0]?.assets ?? [];
            const sum = (ext) =>
              fetchedSize(
                build.dir,
                fetched.filter((f) => f.endsWith(ext)),
              );
            row[key].fetched = runs[0] ? { js: sum('.js'), css: sum('.css') } : { js: NaN, css: NaN };
          }
        }
      }
      rows.push(row);
      console.log(`${route.name}: done`);
    }
    const next = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await attempt(`next page run ${i + 1}`, () => nextPageTime(browser, server));
      if (result) next.push(result);
    }
    console.log('next page: done');
    const downscale = await attempt('downscale', () => downscaleTimes(browser, server, RUNS));
    console.log('downscale: done');
    const audited = LIGHTHOUSE_ROUTES.map((name) => [name, rows.find((row) => row.name === name)?.url]);
    const lighthouse = await attempt('lighthouse', () => lighthouseScores(chrome, server, audited));
    return {
      rows,
      next,
      downscale,
      lighthouse,
      browserVersion: browser.version(),
      logs: { live: servers.live.log, demo: servers.demo.log },
    };
  } finally {
    await browser?.close();
    await Promise.all(Object.values(servers).map((s) => s.close()));
    server?.close();
    await api.close();
  }
}

async function main() {
  const chrome = findChromium();
  if (!chrome) {
    console.error('No Chromium found: set CHROME_PATH, or install one with "apt-get install chromium".');
    process.exit(1);
  }
  const started = new Date();
  const { machine, load } = machineText();
  // The report before this one, read from git before anything is measured (scripts/bench-before.mjs).
  const before = reportFigures(previousReport());
  await buildAll();
  const totals = { production: buildTotals(PROD_DIST), live: buildTotals(LIVE_DIST), demo: buildTotals(DEMO_DIST) };
  const failures = [];
  const measured = await measureInBrowser(chrome, failures);
  if (!measured) return;
  // The load section last, with the browser closed and the ports free (scripts/bench-load.mjs).
  let loadMarkdown = `## Server under load\n\nNot measured in this run (BENCH_SKIP_LOAD=1): \`node scripts/bench-load.mjs\` measures it alone.`;
  let loadTargetRows = loadTargets(null, before.load);
  if (process.env.BENCH_SKIP_LOAD !== '1') {
    try {
      const measuredLoad = await runLoadBench({ dist: LIVE_DIST });
      loadMarkdown = loadSection(measuredLoad, before.load);
      loadTargetRows = loadTargets(measuredLoad, before.load);
    } catch (error) {
      failures.push(`server load: ${String(error?.message ?? error).split('\n')[0]}`);
      loadMarkdown = '## Server under load\n\nThe load measures failed (see the failures below).';
    }
  }
  const text = report({
    ...measured,
    totals,
    chrome,
    started,
    machine,
    load,
    loadAfter: loadText(),
    loadMarkdown,
    loadTargetRows,
    before,
    failures,
  });
  mkdirSync(join(root, 'bench'), { recursive: true });
  // Formatted as the rest of the repository is, so `npm test`'s format check accepts it.
  writeFileSync(REPORT, await format(`${text}\n`, { parser: 'markdown', printWidth: 120, proseWrap: 'preserve' }));
  console.log(text);
}

await main();
