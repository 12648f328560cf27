// Speed and size report: builds the app, serves it on 127.0.0.1 and measures each visitor route
// in Chromium, 5 runs each (median), without throttling (1440x900) and with 4x CPU plus a
// 1.6 Mbps / 150 ms link (390x844). Writes bench/report.md. A report, not a test.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import { cpus, totalmem, platform, release } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'dist-bench');
const port = Number(process.env.BENCH_PORT ?? 4973);
const base = `http://127.0.0.1:${port}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const ROUTES = [
  { name: '/home', path: '/home' },
  { name: '/coaches_list', path: '/coaches_list' },
  { name: '/blog', path: '/blog' },
  { name: 'a blog post', path: null, find: async (page) => firstHref(page, '/blog', 'a[href^="/blog/post/"]') },
  { name: 'coach site, template-1', path: null, find: async () => `/${await coachWithTheme('template-1')}` },
  { name: 'coach site, template-5', path: null, find: async () => `/${await coachWithTheme('template-5')}` },
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : NaN;
};

async function coachWithTheme(theme) {
  const mod = await import(join(root, 'src/mocks/seed/coaches.ts')).catch(() => null);
  const list = mod ? Object.values(mod).find((v) => Array.isArray(v) && v[0]?.theme) : null;
  return list?.find((c) => c.theme === theme && c.published !== false)?.username ?? 'ana-souza';
}

async function firstHref(page, from, selector) {
  await page.goto(base + from, { waitUntil: 'networkidle' });
  return (await page.locator(selector).first().getAttribute('href')) ?? from;
}

const OBSERVER = () => {
  const w = window;
  w.__perf = { lcp: 0, cls: 0, longTasks: [] };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__perf.lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) w.__perf.cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__perf.longTasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
};

async function measure(browser, url, throttled) {
  const context = await browser.newContext({
    viewport: throttled ? { width: 390, height: 844 } : { width: 1440, height: 900 },
  });
  await context.route(
    (u) => !u.toString().startsWith(base) && !u.toString().startsWith('data:') && !u.toString().startsWith('blob:'),
    (r) => r.fulfill({ status: 204, body: '' }),
  );
  // Warm the service worker of the demo backend so every run measures a returning visitor's page.
  const warm = await context.newPage();
  await warm.goto(base + '/help', { waitUntil: 'networkidle' });
  await warm.close();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (throttled) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
  }
  let bytes = 0;
  cdp.on('Network.loadingFinished', (e) => (bytes += e.encodedDataLength));
  await page.addInitScript(OBSERVER);
  await page.goto(base + url, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
  await page.waitForTimeout(1500);
  const perf = await page.evaluate(() => {
    const w = window;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const tbt = w.__perf.longTasks
      .filter(([start]) => start >= fcp)
      .reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
    return { lcp: w.__perf.lcp, cls: w.__perf.cls, tbt };
  });
  await context.close();
  return { ...perf, bytes };
}

async function nextPageTime(browser) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(base + '/coaches_list', { waitUntil: 'networkidle' });
  const next = page.getByRole('button', { name: /próxima|next|siguiente/i }).first();
  if (!(await next.count())) {
    await context.close();
    return NaN;
  }
  await page.waitForTimeout(800);
  const ms = await next.evaluate(
    (button) =>
      new Promise((resolve) => {
        const list = document.querySelector('[data-bench="coach-list"]') ?? document.querySelector('main');
        const before = list?.textContent;
        const start = performance.now();
        const observer = new MutationObserver(() => {
          if (list?.textContent !== before) {
            observer.disconnect();
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - start)));
          }
        });
        observer.observe(list ?? document.body, { subtree: true, childList: true, characterData: true });
        button.click();
      }),
  );
  await context.close();
  return ms;
}

async function downscaleTime(browser) {
  const page = await browser.newPage();
  await page.goto(base + '/help');
  const ms = await page.evaluate(async () => {
    const source = new OffscreenCanvas(4000, 3000);
    const ctx = source.getContext('2d');
    const gradient = ctx.createLinearGradient(0, 0, 4000, 3000);
    gradient.addColorStop(0, '#14213d');
    gradient.addColorStop(1, '#ecc22e');
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, 4000, 3000);
    for (let i = 0; i < 400; i++) {
      ctx.fillStyle = `hsl(${i % 360} 70% 50%)`;
      ctx.fillRect((i * 97) % 4000, (i * 61) % 3000, 120, 90);
    }
    const photo = await source.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
    const start = performance.now();
    const bitmap = await createImageBitmap(photo);
    const scale = Math.min(1, 1280 / bitmap.width, 720 / bitmap.height);
    const target = new OffscreenCanvas(Math.round(bitmap.width * scale), Math.round(bitmap.height * scale));
    const tctx = target.getContext('2d');
    tctx.imageSmoothingQuality = 'high';
    tctx.drawImage(bitmap, 0, 0, target.width, target.height);
    await target.convertToBlob({ type: 'image/jpeg', quality: 0.85 });
    return performance.now() - start;
  });
  await page.close();
  return ms;
}

function routeBytes() {
  const assets = join(dist, 'assets');
  const files = readdirSync(assets);
  const gz = (f) => gzipSync(readFileSync(join(assets, f))).length;
  const totalJs = files.filter((f) => f.endsWith('.js')).reduce((s, f) => s + gz(f), 0);
  const totalCss = files.filter((f) => f.endsWith('.css')).reduce((s, f) => s + gz(f), 0);
  return { totalJs, totalCss, gz };
}

async function scriptsFor(browser, url, gz) {
  const page = await browser.newPage();
  const js = new Set();
  const css = new Set();
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (!u.pathname.startsWith('/assets/')) return;
    if (u.pathname.endsWith('.js')) js.add(u.pathname.slice(8));
    if (u.pathname.endsWith('.css')) css.add(u.pathname.slice(8));
  });
  await page.goto(base + url, { waitUntil: 'networkidle' });
  await page.close();
  const sum = (set) => [...set].reduce((s, f) => s + (existsSync(join(dist, 'assets', f)) ? gz(f) : 0), 0);
  return { js: sum(js), css: sum(css) };
}

const kb = (n) => (Number.isNaN(n) ? 'n/a' : `${(n / 1024).toFixed(1)} kB`);
const ms = (n) => (Number.isNaN(n) ? 'n/a' : `${Math.round(n)} ms`);

async function main() {
  execFileSync(
    join(root, 'node_modules/.bin/vite'),
    ['build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: root, stdio: 'inherit' },
  );
  const server = spawn(
    join(root, 'node_modules/.bin/vite'),
    ['preview', '--outDir', dist, '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { cwd: root, stdio: 'ignore' },
  );
  try {
    for (let i = 0; i < 60; i++) {
      const ok = await fetch(base + '/home')
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const browser = await chromium.launch({ executablePath: chrome, args: ARGS });
    const { totalJs, totalCss, gz } = routeBytes();
    const rows = [];
    for (const route of ROUTES) {
      const page = await browser.newPage();
      const url = route.path ?? (await route.find(page));
      await page.close();
      const size = await scriptsFor(browser, url, gz);
      const result = { name: route.name, url, size };
      for (const throttled of [false, true]) {
        const runs = [];
        for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, url, throttled));
        result[throttled ? 'slow' : 'fast'] = {
          lcp: median(runs.map((r) => r.lcp)),
          cls: median(runs.map((r) => r.cls)),
          tbt: median(runs.map((r) => r.tbt)),
          bytes: median(runs.map((r) => r.bytes)),
        };
      }
      rows.push(result);
      console.log(`${route.name}: done`);
    }
    const nextRuns = [];
    for (let i = 0; i < RUNS; i++) nextRuns.push(await nextPageTime(browser));
    const downRuns = [];
    for (let i = 0; i < RUNS; i++) downRuns.push(await downscaleTime(browser));
    await browser.close();

    const cpu = cpus()[0]?.model ?? 'unknown CPU';
    const lines = [
      '# Speed and size report',
      '',
      `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores (${cpu}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, ${platform()} ${release()}, Chromium at ${chrome}.`,
      `Median of ${RUNS} runs per cell. The build is the demo build (no API hosts), so the in-browser demo backend answers every call; each run starts with its service worker installed, as for a returning visitor.`,
      'Unthrottled runs use a 1440x900 viewport; throttled runs a 390x844 viewport with 4x CPU slowdown and a 1.6 Mbps, 150 ms link. TBT is the sum of long-task time over 50 ms after first contentful paint, up to 1.5 s after the network went idle.',
      '',
      'Targets: LCP ≤ 2.0 s throttled on every visitor route, CLS ≤ 0.05, next page ≤ 100 ms, downscale ≤ 500 ms.',
      '',
      '## Pages',
      '',
      '| route | JS up front (gzip) | CSS up front (gzip) | LCP | LCP throttled | CLS | CLS throttled | TBT | TBT throttled | bytes | bytes throttled |',
      '|---|---|---|---|---|---|---|---|---|---|---|',
      ...rows.map(
        (r) =>
          `| ${r.name} (\`${r.url}\`) | ${kb(r.size.js)} | ${kb(r.size.css)} | ${ms(r.fast.lcp)} | ${ms(r.slow.lcp)} | ${r.fast.cls.toFixed(3)} | ${r.slow.cls.toFixed(3)} | ${ms(r.fast.tbt)} | ${ms(r.slow.tbt)} | ${kb(r.fast.bytes)} | ${kb(r.slow.bytes)} |`,
      ),
      '',
      `All JS in the build: ${kb(totalJs)} gzip; all CSS: ${kb(totalCss)} gzip (lazy chunks included, fonts excluded).`,
      '',
      '## Interactions',
      '',
      '| measure | median | target |',
      '|---|---|---|',
      `| next page on /coaches_list, click to new cards painted (prefetched page) | ${ms(median(nextRuns))} | ≤ 100 ms |`,
      `| downscale a 4000x3000 photo to a 1280x720 JPEG (createImageBitmap + canvas) | ${ms(median(downRuns))} | ≤ 500 ms |`,
      '',
    ];
    mkdirSync(join(root, 'bench'), { recursive: true });
    writeFileSync(join(root, 'bench/report.md'), lines.join('\n'));
    console.log(lines.join('\n'));
  } finally {
    server.kill();
  }
}

await main();
