// What the speed report (scripts/bench.mjs) and the load report (scripts/bench-load.mjs) share:
// the builds, the production server (server/main.ts) run as a child process, and the demo
// backend's handlers run in Node, which answer as a deployment's API.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cpus, loadavg, platform, release, totalmem } from 'node:os';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;
/** First of the ports the bench uses (see scripts/bench.mjs). */
export const PORT = Number(process.env.BENCH_PORT ?? 4973);
/** The deployment build the bench measures: API hosts on the bench's own API (liveHosts). */
export const LIVE_DIST = join(root, 'dist-bench-live');
/** The bench's API answers under this prefix; the handlers serve the same paths under /__demo. */
export const LIVE_PREFIX = '/__live';
/** The bench's API: its own origin, as a deployment's API hosts are. */
export const API_PORT = PORT + 1;
export const apiBase = `http://127.0.0.1:${API_PORT}`;

/** The hosts of the deployment build measured here, all on the bench's API. */
export const LIVE_HOSTS = {
  VITE_API_V1_URL: `${apiBase}${LIVE_PREFIX}/api/v1`,
  VITE_API_V2_URL: `${apiBase}${LIVE_PREFIX}/api/v2`,
  VITE_BLOG_API_URL: `${apiBase}${LIVE_PREFIX}/blog/api/v2`,
  VITE_AUTH_URL: `${apiBase}${LIVE_PREFIX}/auth`,
  VITE_YOUTUBE_INFO_URL: `${apiBase}${LIVE_PREFIX}/youtube`,
  VITE_VIMEO_INFO_URL: `${apiBase}${LIVE_PREFIX}/vimeo`,
};
/** No API host: the demo build, whose server runs the demo backend itself. */
export const NO_HOSTS = Object.fromEntries(Object.keys(LIVE_HOSTS).map((key) => [key, '']));

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Nearest-rank percentile (q in 0..100). */
export const percentile = (values, q) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((q / 100) * sorted.length) - 1))];
};

const loadText = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

/** The machine and its load now, for a report. */
export function machineText() {
  const cpu = cpus()[0]?.model?.trim() ?? 'unknown CPU';
  return {
    machine: `${cpus().length} cores (${cpu}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB RAM, ${platform()} ${release()}, Node ${process.versions.node}`,
    load: loadText(),
  };
}
export { loadText };

// ---------------------------------------------------------------------------------------------
// Builds

/** The app's build (`vite build`) into outDir, with the given settings. */
export function viteBuild(outDir, env) {
  execFileSync(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir', '--manifest'],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env, VITE_XSTATE_INSPECT: '' } },
  );
}

/** The production server into `<outDir>/server/main.js` (server/build.ts), with the same settings. */
export function serverBuild(outDir, env) {
  execFileSync(process.execPath, [join(root, 'server/build.ts'), outDir], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env, VITE_XSTATE_INSPECT: '' },
  });
}

/** Whether a folder holds a build with its manifest and its production server. */
export const builtWithServer = (dir) =>
  existsSync(join(dir, '.vite/manifest.json')) && existsSync(join(dir, 'server/main.js'));

// ---------------------------------------------------------------------------------------------
// The production server

/** Resident memory of a process in KiB (VmRSS of /proc/<pid>/status); NaN where there is none. */
export function rssKiB(pid) {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : NaN;
  } catch {
    return NaN;
  }
}

/** Clock ticks per second of /proc/<pid>/stat. */
const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU time a process has used so far, user and system, in ms (10 ms steps); NaN where there is none. */
export function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return NaN;
  }
}

/**
 * The heap a Node process holds once it has collected all it can, asked over its inspector
 * (`--inspect`): two full collections, then its heap in use, its heap's size and the memory
 * outside the heap its objects hold (buffers, compression streams), in KiB. What a leak keeps
 * stays in them; the room V8 and the C allocator keep to grow into (part of the resident memory)
 * does not.
 */
async function heapAfterGc(inspectPort, pid) {
  const [target] = await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json();
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let id = 0;
  const waiting = new Map();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data));
    waiting.get(message.id)?.(message);
    waiting.delete(message.id);
  });
  const call = (method, params = {}) =>
    new Promise((resolve) => {
      id += 1;
      waiting.set(id, resolve);
      socket.send(JSON.stringify({ id, method, params }));
    });
  try {
    await call('HeapProfiler.collectGarbage');
    await call('HeapProfiler.collectGarbage');
    const { result } = await call('Runtime.evaluate', {
      expression: 'JSON.stringify({ pid: process.pid, ...process.memoryUsage() })',
      returnByValue: true,
    });
    const usage = JSON.parse(result.result.value);
    // Another process on that port (the server's inspector could not listen) is not the server.
    if (usage.pid !== pid) throw new Error(`the inspector on port ${inspectPort} is not the server's`);
    return { usedKiB: usage.heapUsed / 1024, totalKiB: usage.heapTotal / 1024, externalKiB: usage.external / 1024 };
  } finally {
    socket.close();
  }
}

/**
 * `node <dist>/server/main.js` as a deployment runs it: NODE_ENV=production, on 127.0.0.1:port,
 * the given API hosts in its environment (none: the demo backend), answering the Host names
 * given (its own address, and those of servers that forward to it), started in the build's
 * folder so no settings file of the repository applies. Its output is kept. With `inspectPort`
 * its inspector listens there (on 127.0.0.1), for `heapAfterGc`; nothing attaches to it between
 * those readings.
 */
export async function startProductionServer({ dist, port, hosts, allowedHosts = [], inspectPort }) {
  const log = [];
  const flags = inspectPort ? [`--inspect=127.0.0.1:${inspectPort}`] : [];
  const child = spawn(process.execPath, [...flags, join(dist, 'server/main.js')], {
    cwd: dist,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...Object.fromEntries(
        Object.entries(process.env).filter(
          ([key]) => !/^(VITE_|SSR_DEBUG$|SITE_URL$|ALLOWED_HOSTS$|TRUST_PROXY$)/.test(key),
        ),
      ),
      ...hosts,
      ALLOWED_HOSTS: [`127.0.0.1:${port}`, ...allowedHosts].join(','),
      NODE_ENV: 'production',
      DIST_DIR: dist,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
  });
  // The inspector's own notes (listening, attached, detached) are not the server's output.
  const inspectorNote =
    /^(Debugger listening on |For help, see: |Debugger attached\.|Debugger ending on |Waiting for the debugger)/;
  const keep = (stream) => (chunk) => {
    for (const line of String(chunk).split('\n'))
      if (line.trim() && !(inspectPort && inspectorNote.test(line))) log.push({ stream, line });
  };
  child.stdout.on('data', keep('stdout'));
  child.stderr.on('data', keep('stderr'));
  let exited = null;
  const exit = new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      exited = signal ?? code;
      resolve();
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (
    !(await fetch(`${url}/favicon.svg`, { signal: AbortSignal.timeout(5_000) }).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (exited !== null || Date.now() > deadline) {
      child.kill();
      throw new Error(
        `the production server did not start (${exited ?? 'timeout'}): ${log.map((l) => l.line).join(' / ')}`,
      );
    }
    await sleep(200);
  }
  return {
    url,
    pid: child.pid,
    log,
    rssKiB: () => rssKiB(child.pid),
    cpuMs: () => cpuMs(child.pid),
    /** The heap after a full collection (needs `inspectPort`); NaN figures where it cannot be read. */
    heapAfterGc: () =>
      inspectPort
        ? heapAfterGc(inspectPort, child.pid).catch(() => ({ usedKiB: NaN, totalKiB: NaN, externalKiB: NaN }))
        : Promise.resolve({ usedKiB: NaN, totalKiB: NaN, externalKiB: NaN }),
    /** Whether the server rendered the page's content (#root not empty), asked directly. */
    renders: async (path) => {
      const response = await fetch(url + path, { signal: AbortSignal.timeout(60_000) });
      const html = await response.text();
      return response.ok && /<div id="root">(?!<\/div>)/.test(html);
    },
    close: async () => {
      if (exited !== null) return;
      child.kill('SIGTERM');
      await Promise.race([exit, sleep(5_000)]);
      if (exited === null) child.kill('SIGKILL');
    },
  };
}

/** The warning and error lines of a server's output, each once. */
export const problemLines = (log) => [
  ...new Set(
    log
      .filter(({ stream, line }) => stream === 'stderr' || /error|fail|warn/i.test(line))
      .map(({ line }) => line.trim()),
  ),
];

// ---------------------------------------------------------------------------------------------
// The demo backend's handlers as a deployment's API

/** A Node request as a fetch Request for `url`, its body read. */
export async function requestFromNode(req, url) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
  return new Request(url, {
    method: req.method,
    headers,
    body: req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks),
  });
}

/**
 * The demo backend's handlers (src/mocks/handlers.ts) in Node, loaded through Vite (they use
 * the app's path aliases), on the default database: `answer` takes a request under LIVE_PREFIX.
 */
export async function loadDemoHandlers() {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root,
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  });
  try {
    const { handlers } = await vite.ssrLoadModule('/src/mocks/handlers.ts');
    const { getResponse } = await import('msw');
    return {
      answer: async (request) => {
        const url = new URL(request.url);
        const target = new URL(`/__demo${url.pathname.slice(LIVE_PREFIX.length)}${url.search}`, url.origin);
        const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
        const rewritten = new Request(target, { method: request.method, headers: request.headers, body });
        return (await getResponse(handlers, rewritten)) ?? Response.json({ error: 'not_found' }, { status: 404 });
      },
      close: () => vite.close(),
    };
  } catch (error) {
    await vite.close();
    throw error;
  }
}
