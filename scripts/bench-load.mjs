// Server load report (a report, not a test). The deployment build served by the production
// server (`node <dist>/server/main.js`), its API hosts on a local API server on 127.0.0.1 that
// answers with the demo backend's handlers in Node, each answer held API_DELAY_MS first; its
// blog API can be made to hang. A bounded load generator on Node's fetch then measures: coach
// pages one at a time against BURST at once; the API calls one coach page causes; BURST pages
// at once in mixed languages, each checked for its own <html lang>, <title>, canonical address
// and shell text; a coach page and /home while the blog API hangs; and LOAD_TOTAL requests,
// LOAD_CONCURRENCY at a time, with the server's memory before and after: its heap once it has
// collected all it can (read over its inspector, which it listens on for that alone), and its
// resident memory (VmRSS). The target, the end within MEMORY_GROWTH of the start, is read on the
// heap: resident memory also holds the room V8 and the C allocator keep once they have grown,
// which is not kept objects and is not given back to the system at once.
// Usage: node scripts/bench-load.mjs   (BENCH_SKIP_BUILD=1 reuses the deployment build of a
// previous run; BENCH_PORT moves the ports as for scripts/bench.mjs; BENCH_BEFORE as there,
// the report whose figures are printed beside these). Alone it prints its
// section and puts it in bench/report.md in place of the previous one; scripts/bench.mjs runs it
// for the report's last section.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { format } from 'prettier';
import {
  API_PORT,
  apiBase,
  builtWithServer,
  LIVE_DIST,
  LIVE_HOSTS,
  LIVE_PREFIX,
  loadDemoHandlers,
  machineText,
  loadText,
  median,
  percentile,
  PORT,
  problemLines,
  requestFromNode,
  root,
  serverBuild,
  sleep,
  startProductionServer,
  viteBuild,
} from './bench-api.mjs';
import { previousReport, reportFigures } from './bench-before.mjs';

const REPORT = join(root, 'bench/report.md');
export const LOAD_HEADING = '## Server under load';
/** The production server under load (PORT + 1 is the API's), and its inspector. */
const SERVER_PORT = PORT + 3;
const INSPECT_PORT = PORT + 5;
/** Every API answer waits this long first, as an API one hop away would. */
const API_DELAY_MS = 100;
const BURST = 20;
const BURST_ROUNDS = 10;
const LANG_ROUNDS = 3;
const HANG_RUNS = 5;
const LOAD_TOTAL = 2000;
const LOAD_CONCURRENCY = 20;
const RSS_EVERY = 250;
/** The load run stops taking new requests after this long. */
const LOAD_MAX_MS = 5 * 60_000;
/** A request the generator gives up on. */
const REQUEST_TIMEOUT_MS = 60_000;
const GOALS = { burstRatio: 5, apiCalls: 2, mismatches: 0, errors: 0, memoryGrowth: 0.2 };

/** The languages a page is asked in: by address, and by the visitor's cookie. */
const VARIANTS = [
  { label: '`?lang=pt`', query: '?lang=pt', lang: 'pt' },
  { label: '`?lang=en`', query: '?lang=en', lang: 'en' },
  { label: '`?lang=es`', query: '?lang=es', lang: 'es' },
  { label: 'cookie `coachly_lang=en`', cookie: 'coachly_lang=en', lang: 'en' },
];
const HTML_LANG = { pt: 'pt-BR', en: 'en', es: 'es' };

// ---------------------------------------------------------------------------------------------
// The API: the demo backend's handlers, every answer late; the blog's can hang

async function startApi(handlers) {
  const state = { hangBlog: false, calls: [], held: new Set() };
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', apiBase);
    state.calls.push(`${req.method} ${url.pathname.slice(LIVE_PREFIX.length)}${url.search}`);
    if (state.hangBlog && url.pathname.startsWith(`${LIVE_PREFIX}/blog/`)) {
      // Never answered: held until the caller gives up or the API closes.
      state.held.add(res);
      res.on('close', () => state.held.delete(res));
      return;
    }
    try {
      await sleep(API_DELAY_MS);
      const answer = await handlers.answer(await requestFromNode(req, url));
      const body = Buffer.from(await answer.arrayBuffer());
      const headers = Object.fromEntries(
        [...answer.headers].filter(([name]) => !/^(content-length|content-encoding|transfer-encoding)$/i.test(name)),
      );
      res.writeHead(answer.status, { ...headers, 'Content-Length': body.length });
      res.end(body);
    } catch {
      if (!res.headersSent) res.writeHead(500).end();
      else res.destroy();
    }
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(API_PORT, '127.0.0.1', resolve);
  });
  return {
    state,
    /** The calls that arrive while `work` runs and settleMs after it. */
    callsDuring: async (work, settleMs = 500) => {
      state.calls = [];
      const result = await work();
      await sleep(settleMs);
      return { result, calls: [...state.calls] };
    },
    close: () => {
      for (const res of state.held) res.destroy();
      server.closeAllConnections();
      server.close();
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Pages

async function seedPages() {
  const { publishedCoaches } = await import(join(root, 'src/mocks/seed/coaches.ts'));
  const { blogPosts } = await import(join(root, 'src/mocks/seed/blog.ts'));
  return {
    coaches: publishedCoaches.map((coach) => `/${coach.username}`),
    posts: blogPosts.map((post) => `/blog/post/${post.meta.slug}`),
  };
}

/** One page request, timed to its last byte; `keep` keeps the HTML. */
async function get(base, path, { cookie, keep = false, timeoutMs = REQUEST_TIMEOUT_MS } = {}) {
  const start = performance.now();
  try {
    const response = await fetch(base + path, {
      headers: cookie ? { cookie } : {},
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const html = await response.text();
    return { path, status: response.status, ms: performance.now() - start, html: keep ? html : undefined };
  } catch (error) {
    const timeout = error?.name === 'TimeoutError' || error?.cause?.name === 'TimeoutError';
    return {
      path,
      status: 0,
      ms: performance.now() - start,
      error: timeout ? 'timeout' : String(error?.message ?? error),
    };
  }
}

const decode = (text) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');

/** What makes a page its own: its language, title, canonical address and the shell's text. */
function fingerprint(html) {
  const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
  const url = canonical ? new URL(decode(canonical)) : null;
  return {
    lang: /<html[^>]*\blang="([^"]*)"/.exec(html)?.[1] ?? null,
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    canonical: url ? `${url.pathname}${url.search}` : null,
    skip: decode(/class="skip-link"[^>]*>([^<]*)</.exec(html)?.[1] ?? ''),
  };
}

/** What is wrong with a page's fingerprint, against its language, its path and the same page asked alone. */
function mismatches(print, { path, lang }, reference) {
  const wrong = [];
  if (print.lang !== HTML_LANG[lang]) wrong.push(`lang ${print.lang} (not ${HTML_LANG[lang]})`);
  const canonicalPath = print.canonical && new URL(print.canonical, 'http://x').pathname;
  const canonicalLang = print.canonical && new URL(print.canonical, 'http://x').searchParams.get('lang');
  if (decodeURIComponent(canonicalPath ?? '') !== decodeURIComponent(path))
    wrong.push(`canonical ${print.canonical} (not ${path})`);
  if ((canonicalLang ?? 'pt') !== lang) wrong.push(`canonical language ${canonicalLang ?? 'pt'} (not ${lang})`);
  if (reference) {
    if (print.title !== reference.title) wrong.push(`title "${print.title}" (alone: "${reference.title}")`);
    if (print.skip !== reference.skip) wrong.push(`shell text "${print.skip}" (alone: "${reference.skip}")`);
  }
  return wrong;
}

// ---------------------------------------------------------------------------------------------
// The measures

/**
 * Coach pages one at a time and BURST of them at once, in turns (BURST_ROUNDS rounds, each some
 * pages alone and then the burst), so both see the same load on the machine.
 */
async function burst(base, server, coaches) {
  const alone = [];
  const rounds = [];
  /** The server's CPU time while each was under way. */
  let aloneCpuMs = 0;
  const perRound = Math.ceil(coaches.length / BURST_ROUNDS);
  for (let round = 0; round < BURST_ROUNDS; round++) {
    for (const path of coaches.slice(round * perRound, (round + 1) * perRound)) {
      const cpu = server.cpuMs();
      alone.push(await get(base, path));
      aloneCpuMs += server.cpuMs() - cpu;
    }
    await sleep(200);
    const cpu = server.cpuMs();
    const own = process.cpuUsage();
    const start = performance.now();
    const results = await Promise.all(coaches.map((path) => get(base, path)));
    const { user, system } = process.cpuUsage(own);
    rounds.push({
      wallMs: performance.now() - start,
      cpuMs: server.cpuMs() - cpu,
      ownCpuMs: (user + system) / 1000,
      results,
    });
    await sleep(200);
  }
  return { alone, aloneCpuMs, rounds };
}

/** The API calls one page causes, for each path. */
async function apiCalls(base, api, paths) {
  const out = [];
  for (const path of paths) {
    const { result, calls } = await api.callsDuring(() => get(base, path));
    out.push({ path, status: result.status, calls });
  }
  return out;
}

/** BURST pages at once in mixed languages, LANG_ROUNDS times, each checked against itself asked alone. */
async function languages(base, pages) {
  const requestsOf = (round) =>
    pages.map((path, i) => {
      const variant = VARIANTS[(i + round) % VARIANTS.length];
      return { path, variant, lang: variant.lang, key: `${path}\n${variant.label}` };
    });
  const all = Array.from({ length: LANG_ROUNDS }, (_, round) => requestsOf(round));
  const fetchOne = (r) => get(base, `${r.path}${r.variant.query ?? ''}`, { cookie: r.variant.cookie, keep: true });
  // Each page and language alone first: what it should be.
  const references = new Map();
  const referenceProblems = [];
  for (const r of all.flat()) {
    if (references.has(r.key)) continue;
    const result = await fetchOne(r);
    const print = result.status === 200 ? fingerprint(result.html) : null;
    references.set(r.key, print);
    const wrong = print ? mismatches(print, r) : [`status ${result.status}${result.error ? ` ${result.error}` : ''}`];
    if (wrong.length) referenceProblems.push(`${r.path} ${r.variant.label} alone: ${wrong.join('; ')}`);
  }
  const problems = [];
  const failures = [];
  let responses = 0;
  for (const requests of all) {
    const results = await Promise.all(requests.map(fetchOne));
    results.forEach((result, i) => {
      responses += 1;
      const r = requests[i];
      if (result.status !== 200) {
        failures.push({
          ...result,
          html: undefined,
          text: `${r.path} ${r.variant.label}: ${result.status || result.error}`,
        });
        return;
      }
      const wrong = mismatches(fingerprint(result.html), r, references.get(r.key));
      if (wrong.length) problems.push(`${r.path} ${r.variant.label}: ${wrong.join('; ')}`);
    });
    await sleep(300);
  }
  const shellTexts = Object.fromEntries(
    VARIANTS.map((variant) => [
      variant.label,
      [...references].find(([key, print]) => key.endsWith(`\n${variant.label}`) && print)?.[1]?.skip ?? '',
    ]),
  );
  return { responses, problems, failures, referenceProblems, shellTexts };
}

/** A coach page and /home one at a time, first as usual, then while blog pages wait on a hung blog API. */
async function blogHang(base, api, posts) {
  const timed = async (path) => {
    const runs = [];
    for (let i = 0; i < HANG_RUNS; i++) runs.push(await get(base, path));
    return runs;
  };
  const normal = { coach: await timed('/ana-souza'), home: await timed('/home') };
  api.state.hangBlog = true;
  const waiting = ['/blog', ...posts.slice(0, 3)];
  const started = performance.now();
  const blogPages = Promise.all(waiting.map((path) => get(base, path, { timeoutMs: 90_000 })));
  await sleep(500);
  const held = api.state.held.size;
  const hung = { coach: await timed('/ana-souza'), home: await timed('/home') };
  const blog = await blogPages;
  api.state.hangBlog = false;
  for (const res of api.state.held) res.destroy();
  return { normal, hung, held, blog, blogWallMs: performance.now() - started };
}

/** LOAD_TOTAL requests, LOAD_CONCURRENCY at a time (coach pages and posts in turn), and the server's memory. */
async function loadRun(base, server, mix) {
  const heapBefore = await server.heapAfterGc();
  const rssBefore = server.rssKiB();
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, server.rssKiB() || 0)), 250);
  const results = [];
  /** VmRSS after every RSS_EVERY answers: a leak climbs on, a heap that settles levels off. */
  const trail = [];
  let next = 0;
  const start = performance.now();
  const deadline = start + LOAD_MAX_MS;
  const worker = async () => {
    while (next < LOAD_TOTAL && performance.now() < deadline) {
      const path = mix[next % mix.length];
      next += 1;
      results.push(await get(base, path));
      if (results.length % RSS_EVERY === 0) trail.push(server.rssKiB());
    }
  };
  try {
    await Promise.all(Array.from({ length: LOAD_CONCURRENCY }, worker));
  } finally {
    clearInterval(sampler);
  }
  const wallMs = performance.now() - start;
  const rssAfter = server.rssKiB();
  await sleep(5_000);
  const rssIdle = server.rssKiB();
  const heapAfter = await server.heapAfterGc();
  return {
    results,
    wallMs,
    rssBefore,
    rssAfter,
    rssPeak: Math.max(peak, rssAfter),
    rssIdle,
    rssCollected: server.rssKiB(),
    heapBefore,
    heapAfter,
    trail,
  };
}

/**
 * Runs every measure on the deployment build in `dist` (built with LIVE_HOSTS); the ports
 * PORT + 1 and PORT + 3 must be free.
 */
export async function runLoadBench({ dist = LIVE_DIST, log = console.log } = {}) {
  const startedAt = new Date();
  const { machine, load } = machineText();
  const { coaches, posts } = await seedPages();
  const handlers = await loadDemoHandlers();
  const api = await startApi(handlers);
  let server;
  try {
    server = await startProductionServer({ dist, port: SERVER_PORT, hosts: LIVE_HOSTS, inspectPort: INSPECT_PORT });
    const base = server.url;
    const rssStart = server.rssKiB();
    const burstCoaches = coaches.slice(0, BURST);
    // Warm: each page kind, template and language once.
    for (const path of [...burstCoaches, ...posts.slice(0, 4), '/home', '/blog', '/coaches_list'])
      await get(base, path);
    for (const lang of ['en', 'es'])
      for (const path of ['/ana-souza', posts[0], '/home']) await get(base, `${path}?lang=${lang}`);
    log('load: warm');
    const bursts = await burst(base, server, burstCoaches);
    log('load: one alone and 20 at once done');
    const calls = await apiCalls(base, api, [...coaches.slice(0, 3), posts[0], '/home']);
    log('load: API calls per page done');
    const mixedPages = [...coaches.slice(0, 12), ...posts.slice(0, 8)];
    const langs = await languages(base, mixedPages);
    log('load: mixed languages done');
    const hang = await blogHang(base, api, posts);
    log('load: blog API hanging done');
    const mix = Array.from({ length: Math.max(coaches.length, posts.length) * 2 }, (_, i) =>
      i % 2 ? posts[((i - 1) / 2) % posts.length] : coaches[(i / 2) % coaches.length],
    );
    const run = await loadRun(base, server, mix);
    log('load: load run done');
    return {
      startedAt,
      machine,
      load,
      loadAfter: loadText(),
      rssStart,
      bursts,
      calls,
      langs,
      hang,
      run,
      problems: problemLines(server.log),
    };
  } finally {
    await server?.close();
    api.close();
    await handlers.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Report

const ms = (n) => (Number.isFinite(n) ? (n >= 10_000 ? `${(n / 1000).toFixed(1)} s` : `${Math.round(n)} ms`) : 'n/a');
const mib = (kib) => (Number.isFinite(kib) ? `${(kib / 1024).toFixed(0)} MiB` : 'n/a');
const verdict = (ok) => (ok === null ? 'n/a' : ok ? 'met' : '**not met**');
const failed = (results) => results.filter((r) => r.status !== 200);
const statusText = (results) => {
  const counts = new Map();
  for (const r of results) {
    const key = r.status === 200 ? '200' : r.status ? String(r.status) : (r.error ?? 'error');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, n]) => `${n} × ${key}`).join(', ');
};

const growthText = (before, after) =>
  Number.isFinite(before) && Number.isFinite(after) && before > 0
    ? `${after >= before ? '+' : '−'}${Math.abs(Math.round(((after - before) / before) * 100))} %`
    : 'n/a';
const withinGrowth = (before, after) =>
  Number.isFinite(before) && Number.isFinite(after) ? after <= before * (1 + GOALS.memoryGrowth) : null;
const mibFine = (kib) => (Number.isFinite(kib) ? `${(kib / 1024).toFixed(1)} MiB` : 'n/a');
/** "a → b (+c %)" of two memory figures in KiB. */
const memoryChange = (before, after, format = mib) =>
  `${format(before)} → ${format(after)} (${growthText(before, after)})`;
/** The same of the previous report's figures, in MiB. */
const memoryChangeBefore = (before, after) =>
  Number.isFinite(before) || Number.isFinite(after) ? memoryChange(before * 1024, after * 1024) : 'n/a';

/**
 * The load run's rows of the report's targets table (scripts/bench.mjs): errors, p95 and p99,
 * and memory from the run's start to its end, each beside the previous report's (`before`, from
 * scripts/bench-before.mjs); `r` null when the load was not measured.
 */
export function loadTargets(r, before = {}) {
  const run = r?.run;
  const latencies = run?.results.map((x) => x.ms) ?? [];
  const errors = run ? failed(run.results).length : NaN;
  const complete = run ? run.results.length === LOAD_TOTAL : null;
  const label = `load run (${LOAD_TOTAL} requests, ${LOAD_CONCURRENCY} at a time)`;
  return [
    `| ${label}: no errors | ${Number.isFinite(before.errors) ? before.errors : 'n/a'} | ${run ? `${errors} of ${run.results.length}` : 'not measured'} | ${verdict(run ? errors <= GOALS.errors && complete : null)} |`,
    `| ${label}: latency p95 / p99 | ${ms(before.p95)} / ${ms(before.p99)} | ${run ? `${ms(percentile(latencies, 95))} / ${ms(percentile(latencies, 99))}` : 'not measured'} |  |`,
    `| ${label}: memory at its end within ${GOALS.memoryGrowth * 100} % of its start, as the server's heap in use after a full collection | ${memoryChangeBefore(before.heapBefore, before.heapAfter)} | ${run ? memoryChange(run.heapBefore.usedKiB, run.heapAfter.usedKiB, mibFine) : 'not measured'} | ${verdict(run ? withinGrowth(run.heapBefore.usedKiB, run.heapAfter.usedKiB) : null)} |`,
    `| for comparison: the server's resident memory (VmRSS) from the run's start to its end (5 s later) | ${memoryChangeBefore(before.rssBefore, before.rssAfter)} | ${run ? memoryChange(run.rssBefore, run.rssIdle) : 'not measured'} | ${verdict(run ? withinGrowth(run.rssBefore, run.rssIdle) : null)} |`,
  ];
}

/** The report's section, in Markdown, the load run's figures beside the previous report's (`before`). */
export function loadSection(r, before = {}) {
  const aloneLatencies = r.bursts.alone.map((x) => x.ms);
  const aloneMs = median(aloneLatencies);
  const walls = r.bursts.rounds.map((x) => x.wallMs);
  const wallMs = median(walls);
  const burstResults = r.bursts.rounds.flatMap((x) => x.results);
  const burstLatencies = burstResults.map((x) => x.ms);
  const ratio = wallMs / aloneMs;
  const throughput = (BURST * 1000) / wallMs;
  const aloneThroughput = 1000 / aloneMs;
  const coachCalls = r.calls.filter((c) => !c.path.startsWith('/blog') && c.path !== '/home');
  const maxCoachCalls = Math.max(...coachCalls.map((c) => c.calls.length));
  const hang = r.hang;
  const normalCoach = median(hang.normal.coach.map((x) => x.ms));
  const hungCoach = median(hang.hung.coach.map((x) => x.ms));
  const normalHome = median(hang.normal.home.map((x) => x.ms));
  const hungHome = median(hang.hung.home.map((x) => x.ms));
  const hangOk = (hung, normal) =>
    Number.isFinite(hung) && Number.isFinite(normal) ? hung <= normal * 1.5 + 100 : null;
  const run = r.run;
  const runLatencies = run.results.map((x) => x.ms);
  const runErrors = failed(run.results);
  const answered = r.langs.responses - r.langs.failures.length;
  const langOk =
    answered > 0 ? r.langs.problems.length <= GOALS.mismatches && r.langs.referenceProblems.length === 0 : null;
  // The server's CPU time per page, and its share of one CPU while the pages were sent at once.
  const cpuAlone = r.bursts.aloneCpuMs / r.bursts.alone.length;
  const burstCpu = r.bursts.rounds.reduce((sum, x) => sum + x.cpuMs, 0);
  const cpuBurst = burstCpu / burstResults.length;
  const cpuShare = burstCpu / walls.reduce((sum, x) => sum + x, 0);
  const ownShare = r.bursts.rounds.reduce((sum, x) => sum + x.ownCpuMs, 0) / walls.reduce((sum, x) => sum + x, 0);
  // With a CPU to itself, a batch takes at least its pages' CPU time and one API wait.
  const floorRatio = (BURST * cpuBurst + API_DELAY_MS) / aloneMs;
  const byKind = (results) => {
    const posts = results.filter((x) => x.path.startsWith('/blog/post/'));
    return `coach pages ${failed(results).length - failed(posts).length}, posts ${failed(posts).length}`;
  };
  const callList = (c) => c.calls.map((call) => `\`${call}\``).join(', ') || 'none';
  return [
    LOAD_HEADING,
    '',
    `Measured ${r.startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC on ${r.machine}; load average before ${r.load}, after ${r.loadAfter}. \`node scripts/bench-load.mjs\` (also run by \`npm run bench\`).`,
    '',
    `**Set-up.** The deployment build (no demo code) served by its production server, \`node <dist>/server/main.js\` with \`NODE_ENV=production\`, on 127.0.0.1. Its API hosts name a local API server on 127.0.0.1 that answers with the demo backend's handlers run in Node (the seed, no sandbox) and holds every answer ${API_DELAY_MS} ms before it; for one measure its blog API never answers. The load generator runs in the bench's Node process with Node's \`fetch\` (each request timed to its last byte, ${REQUEST_TIMEOUT_MS / 1000} s at most), after one warm-up request per measured page. The API server and the generator share the machine with the server.`,
    '',
    '| measure | before per-request rendering (as reported) | now | goal | status |',
    '|---|---|---|---|---|',
    `| one coach page alone, median of ${r.bursts.alone.length} (${BURST} coaches, one at a time, between the rounds below) | 0.2 s (\`/ana-souza\`) | ${ms(aloneMs)} |  |  |`,
    `| ${BURST} coach pages sent at once: wall time of the batch, median of ${walls.length} rounds | | ${ms(wallMs)} (rounds: ${walls.map(ms).join(', ')}) |  |  |`,
    `| the server's CPU time per coach page, alone / sent at once; its share of one CPU while the pages were sent at once | | ${ms(cpuAlone)} / ${ms(cpuBurst)}; ${Math.round(cpuShare * 100)} % |  |  |`,
    `| ${BURST} at once / one alone | | ${ratio.toFixed(1)}× | ≤ ${GOALS.burstRatio}× (one at a time: about ${BURST}×) | ${verdict(Number.isFinite(ratio) ? ratio <= GOALS.burstRatio : null)} |`,
    `| throughput, ${BURST} at once against one at a time | 1.47× | ${(throughput / aloneThroughput).toFixed(1)}× (${throughput.toFixed(1)} against ${aloneThroughput.toFixed(1)} pages/s) |  |  |`,
    `| latency of the ${burstLatencies.length} requests sent ${BURST} at once: p50 / p95 | "p95 grows 7.5× (0.49 s → 7.6 s p50)" | ${ms(percentile(burstLatencies, 50))} / ${ms(percentile(burstLatencies, 95))} (alone: ${ms(aloneMs)} / ${ms(percentile(aloneLatencies, 95))}) |  |  |`,
    `| errors among them | | ${failed(burstResults).length} |  |  |`,
    `| API calls for one coach page | 4 | ${coachCalls.map((c) => c.calls.length).join(', ')} (${coachCalls.map((c) => `\`${c.path}\``).join(', ')}) | ≤ ${GOALS.apiCalls} | ${verdict(Number.isFinite(maxCoachCalls) ? maxCoachCalls <= GOALS.apiCalls : null)} |`,
    `| ${BURST} pages at once in mixed languages (${VARIANTS.map((v) => v.label).join(', ')}), ${LANG_ROUNDS} rounds: responses whose \`<html lang>\`, \`<title>\`, canonical address or shell text is not their own | | ${r.langs.problems.length} of ${answered} answered${r.langs.failures.length ? ` (${r.langs.failures.length} of ${r.langs.responses} not answered: ${statusText(r.langs.failures)})` : ''} | 0 | ${verdict(langOk)} |`,
    `| \`/ana-souza\` alone while blog pages wait on a hung blog API, median of ${HANG_RUNS} | 40 s (0.2 s normally) | ${ms(hungCoach)} (normally ${ms(normalCoach)}) | near its normal time | ${verdict(hangOk(hungCoach, normalCoach))} |`,
    `| \`/home\` alone, the same | 40 s (0.2 s normally) | ${ms(hungHome)} (normally ${ms(normalHome)}) | near its normal time | ${verdict(hangOk(hungHome, normalHome))} |`,
    `| load run: ${run.results.length} requests, ${LOAD_CONCURRENCY} at a time, coach pages and posts in turn: errors | previous report: ${Number.isFinite(before.errors) ? before.errors : 'n/a'} | ${runErrors.length} (${statusText(run.results)}; ${byKind(run.results)}) | 0 | ${verdict(runErrors.length === 0 && run.results.length === LOAD_TOTAL)} |`,
    `| load run: latency p50 / p95 / p99, throughput | previous report: p95 ${ms(before.p95)}, p99 ${ms(before.p99)} | ${ms(percentile(runLatencies, 50))} / ${ms(percentile(runLatencies, 95))} / ${ms(percentile(runLatencies, 99))}, ${((run.results.length * 1000) / run.wallMs).toFixed(1)} pages/s over ${ms(run.wallMs)} |  |  |`,
    `| load run: heap in use after a full collection, before it / after it (the heap's size; memory outside the heap) | previous report: ${memoryChangeBefore(before.heapBefore, before.heapAfter)} | ${mibFine(run.heapBefore.usedKiB)} / ${mibFine(run.heapAfter.usedKiB)}, ${growthText(run.heapBefore.usedKiB, run.heapAfter.usedKiB)} (${mibFine(run.heapBefore.totalKiB)} / ${mibFine(run.heapAfter.totalKiB)}; ${mibFine(run.heapBefore.externalKiB)} / ${mibFine(run.heapAfter.externalKiB)}) | end within ${GOALS.memoryGrowth * 100} % of start | ${verdict(withinGrowth(run.heapBefore.usedKiB, run.heapAfter.usedKiB))} |`,
    `| server's resident memory (VmRSS): started, before the load run, after it (peak), 5 s later, after a full collection | previous report: ${memoryChangeBefore(before.rssBefore, before.rssAfter)} | ${mib(r.rssStart)}, ${mib(run.rssBefore)}, ${mib(run.rssAfter)} (${mib(run.rssPeak)}), ${mib(run.rssIdle)}, ${mib(run.rssCollected)} | for comparison |  |`,
    '',
    'Before per-request rendering, as reported then (the server had a render queue): "20 connections give only 1.47× the throughput of one connection, and p95 grows 7.5× (0.49 s → 7.6 s p50)"; "While the blog API hangs, /ana-souza and /home, each 0.2 s alone, take 40 s"; "4 upstream calls for a coach page instead of 2".',
    '',
    '### Details',
    '',
    `- Sent at once: ${BURST} × ${ms(cpuBurst)} of CPU time per page is ${ms(BURST * cpuBurst)}, so on one CPU of its own a batch takes at least that and one ${API_DELAY_MS} ms API wait: about ${floorRatio.toFixed(1)}× a page alone on this machine, whatever the server's concurrency. A share of one CPU well under 100 % means the server waited for a CPU that other processes held (the bench's own process, the generator and the API, used ${Math.round(ownShare * 100)} % of one CPU meanwhile; the load average is above). Errors among the pages sent at once: ${failed(burstResults).length ? `${statusText(burstResults)}` : 'none'}.`,
    `- API calls, counted at the API server from the request until 0.5 s after its answer: ${r.calls.map((c) => `\`${c.path}\` (status ${c.status}): ${c.calls.length}: ${callList(c)}`).join('; ')}.`,
    `- Mixed languages: each page and language was first asked alone, and each answer sent at once was compared with it (same title and shell text) and with its own address (\`<html lang>\` of its language, canonical address of its path and language). Shell text by language: ${Object.entries(
      r.langs.shellTexts,
    )
      .map(([label, text]) => `${label} "${text}"`)
      .join(', ')}.${
      r.langs.failures.length
        ? ` Not answered: ${r.langs.failures
            .slice(0, 8)
            .map((f) => f.text)
            .join('; ')}${r.langs.failures.length > 8 ? '; …' : ''}.`
        : ''
    }${r.langs.referenceProblems.length ? ` **Asked alone, pages were already wrong:** ${r.langs.referenceProblems.slice(0, 8).join('; ')}.` : ''}${r.langs.problems.length ? ` **Mismatches:** ${r.langs.problems.slice(0, 8).join('; ')}${r.langs.problems.length > 8 ? '; …' : ''}.` : ''}`,
    `- Blog API hanging: ${hang.blog.length} blog pages (${hang.blog.map((b) => `\`${b.path}\``).join(', ')}) were sent first and left waiting (${hang.held} blog API calls held open while the coach page and /home were timed); they were answered after ${hang.blog.map((b) => `${ms(b.ms)} (${b.status || b.error})`).join(', ')}. \`/ana-souza\` runs: ${hang.hung.coach.map((x) => ms(x.ms)).join(', ')}; \`/home\` runs: ${hang.hung.home.map((x) => ms(x.ms)).join(', ')}.`,
    `- Load run: ${statusText(run.results)}${run.results.length < LOAD_TOTAL ? ` (stopped at the ${LOAD_MAX_MS / 60_000} min limit)` : ''}; slowest ${ms(Math.max(...runLatencies))}; the server's VmRSS after every ${RSS_EVERY} answers: ${run.trail.map(mib).join(', ')}.`,
    `- Memory: the heap is read over the server's inspector after two full collections (\`HeapProfiler.collectGarbage\`, then \`process.memoryUsage()\`), before the load run and 5 s after it; objects a request left behind (a leak) stay in it. Resident memory also counts the room V8's heap and the C allocator keep once they have grown to serve ${LOAD_CONCURRENCY} renders at once, which they give back to the system slowly or not at all: it is reported for comparison, the target is read on the heap.`,
    r.problems.length
      ? `- The production server's output (the blog API's hang included) had ${r.problems.length} warning or error line${r.problems.length === 1 ? '' : 's'}: ${r.problems
          .slice(0, 6)
          .map((line) => `\`${line.slice(0, 200).replaceAll('`', "'")}\``)
          .join('; ')}${r.problems.length > 6 ? '; …' : ''}.`
      : "- The production server's output had no warning or error.",
    '',
  ].join('\n');
}

/** The report with its load section replaced (or added at its end), formatted as the repository is. */
export async function withLoadSection(report, section) {
  const start = report.indexOf(`\n${LOAD_HEADING}\n`);
  let text;
  if (start < 0) text = `${report.trimEnd()}\n\n${section}`;
  else {
    const end = report.indexOf('\n## ', start + 1);
    text = `${report.slice(0, start + 1)}${section}${end < 0 ? '' : `\n${report.slice(end + 1)}`}`;
  }
  return format(`${text.trimEnd()}\n`, { parser: 'markdown', printWidth: 120, proseWrap: 'preserve' });
}

async function main() {
  if (!(process.env.BENCH_SKIP_BUILD === '1' && builtWithServer(LIVE_DIST))) {
    execFileSync(process.execPath, [join(root, 'scripts/generate.mjs')], { cwd: root, stdio: 'inherit' });
    console.log('Building the deployment build (API hosts on the bench API) and its production server…');
    viteBuild(LIVE_DIST, LIVE_HOSTS);
    serverBuild(LIVE_DIST, LIVE_HOSTS);
  }
  const section = loadSection(await runLoadBench({ dist: LIVE_DIST }), reportFigures(previousReport()).load);
  console.log(`\n${section}`);
  const report = existsSync(REPORT) ? readFileSync(REPORT, 'utf8') : '# Speed and size report\n';
  writeFileSync(REPORT, await withLoadSection(report, section));
}

if (import.meta.main) await main();
