// What a production build loads, read from its Vite manifest: shared by the size check
// (scripts/check-bundle.mjs) and the speed report (scripts/bench.mjs).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BOOT_PARTS } from '../src/boot-parts.ts';

export const kB = 1024;

/**
 * Manifest pattern of a text catalog in pt, which the browser loads before it hydrates a page
 * that needs it: count it with the route's own chunks to get what the page has up front.
 */
export const catalogInPt = (catalog) => new RegExp(`^src/locales/pt/${catalog}\\.po$`);

/** Every file under a folder, recursively. */
export function filesUnder(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(path));
    else out.push(path);
  }
  return out;
}

/**
 * A build folder (built with `--manifest`). "Up front" is what every page loads before anything
 * else (the entry chunk and the parts it imports as it boots, with their static imports, as the
 * server's pages name them) plus the given chunks and their static imports; chunks a page imports
 * later (below-the-fold sections, dialogs) are not counted.
 */
export function readBuild(dir) {
  const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8'));
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const sizes = new Map();

  /** The chunks of the given manifest keys and their static imports, with their CSS. */
  const closure = (keys) => {
    const files = new Set();
    const css = new Set();
    const visit = (key) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const file of chunk.css ?? []) css.add(file);
      for (const dep of chunk.imports ?? []) visit(dep);
    };
    keys.forEach(visit);
    return { js: [...files].filter((f) => f.endsWith('.js')), css: [...css] };
  };

  /** The manifest keys whose source matches one of the patterns (each pattern must match). */
  const keysMatching = (patterns) =>
    patterns.map((pattern) => ({
      pattern,
      keys: Object.keys(manifest).filter((key) => pattern.test(manifest[key].src ?? key)),
    }));

  /** The files every page runs as it boots: the entry's and its boot parts' (src/boot-parts.ts). */
  const boot = [...entries, ...BOOT_PARTS];
  // The server finds each boot part by this key to preload it (server/assets.ts), and skips one it
  // cannot find: a build whose manifest names it otherwise (a linked node_modules does) would
  // boot every page without that preload.
  const missing = BOOT_PARTS.filter((key) => !manifest[key]);
  if (missing.length)
    throw new Error(`The build's manifest has no ${missing.join(', ')} (src/boot-parts.ts): no page would preload it.`);
  const bootFiles = boot.map((key) => manifest[key].file);

  /** What a page loads up front: the entry's closure and its boot parts', plus the given chunks'. */
  const upFront = (keys = []) => closure([...boot, ...keys]);

  /** Gzip size (level 9) of files of the build, summed. */
  const gzip = (files) => {
    let total = 0;
    for (const file of files) {
      if (!sizes.has(file)) {
        const path = join(dir, file);
        const body = existsSync(path) ? readFileSync(path) : null;
        sizes.set(file, body === null ? 0 : gzipSync(body, { level: 9 }).length);
      }
      total += sizes.get(file);
    }
    return total;
  };

  // Bytes per source in each chunk, when the build wrote them (scripts/module-report.ts).
  const reportPath = join(dir, '.vite/modules.json');
  const report = existsSync(reportPath) ? JSON.parse(readFileSync(reportPath, 'utf8')) : null;

  /**
   * The gzip bytes of the given files split by source: `app` (the app's own code, its text
   * catalogs included) and one entry per package. Each file's gzip size is shared out in
   * proportion to the rendered length of its modules. Needs the module report.
   */
  const bySource = (files) => {
    if (!report) throw new Error(`no module report in ${dir}: build with COACHLY_MODULE_REPORT=1`);
    const totals = new Map();
    for (const file of files) {
      const sources = report[file];
      const bytes = gzip([file]);
      const sum = sources ? Object.values(sources).reduce((a, b) => a + b, 0) : 0;
      if (!sources || sum === 0) {
        totals.set('app', (totals.get('app') ?? 0) + bytes);
        continue;
      }
      for (const [source, length] of Object.entries(sources))
        totals.set(source, (totals.get(source) ?? 0) + (bytes * length) / sum);
    }
    return totals;
  };

  return {
    manifest,
    entries,
    bootFiles,
    closure,
    keysMatching,
    upFront,
    gzip,
    bySource,
    hasModuleReport: report !== null,
  };
}
