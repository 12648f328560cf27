// The figures of the previous speed report, to print beside the new ones: scripts/bench.mjs and
// scripts/bench-load.mjs read bench/report.md as committed at BENCH_BEFORE (a git revision,
// HEAD by default), before they write the new one, and take its figures out of its tables by
// their headings and column names. A figure the previous report did not have is left out (n/a).
import { execFileSync } from 'node:child_process';
import { root } from './bench-api.mjs';

/** The revision whose committed report is "before". */
export const BEFORE_REVISION = process.env.BENCH_BEFORE || 'HEAD';

/** The committed report at BEFORE_REVISION, or '' when there is none. */
export function previousReport() {
  try {
    return execFileSync('git', ['show', `${BEFORE_REVISION}:bench/report.md`], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return '';
  }
}

/** When the previous report was measured (its first "Measured … UTC" line), or null. */
export function measuredAt(markdown) {
  return /Measured (\d{4}-\d{2}-\d{2} \d{2}:\d{2}) UTC/.exec(markdown)?.[1] ?? null;
}

/** Every table of a Markdown text, under the `##`/`###` heading it follows: header cells and rows. */
export function markdownTables(markdown) {
  const tables = [];
  let heading = '';
  let current = null;
  const cells = (line) =>
    line
      .trim()
      .replace(/^\||\|$/g, '')
      .split('|')
      .map((cell) => cell.trim());
  for (const line of markdown.split('\n')) {
    if (/^#{2,3} /.test(line)) heading = line.replace(/^#+ /, '').trim();
    if (!line.trim().startsWith('|')) {
      current = null;
      continue;
    }
    if (!current) {
      current = { heading, header: cells(line), rows: [] };
      tables.push(current);
    } else if (!/^\|[\s:|-]+\|$/.test(line.trim())) current.rows.push(cells(line));
  }
  return tables;
}

/** A number of a cell such as "1864 ms", "1.9 s", "0.004", "823 MiB"; NaN when there is none. */
export function numberOf(cell) {
  const match = /(-?\d+(?:\.\d+)?)\s*(ms|s\b|MiB)?/.exec(cell ?? '');
  if (!match) return NaN;
  return match[2] === 's' ? Number(match[1]) * 1000 : Number(match[1]);
}

/** A route's name without the address the report adds: "a blog post (`/blog/post/x`)" → "a blog post". */
const routeName = (cell) => cell.replace(/\s*\(`[^`]*`\)\s*$/, '').trim();

/**
 * The figures of a report: per route of the deployment build, throttled LCP and TBT and the
 * worst CLS; per route Lighthouse's four scores; the interactions' medians; and the load run's
 * errors, p95, p99 and memory.
 */
export function reportFigures(markdown) {
  const tables = markdownTables(markdown);
  const pages = {};
  const pagesTable = tables.find((t) => t.heading === 'Pages, deployment build');
  if (pagesTable) {
    const col = (name) => pagesTable.header.indexOf(name);
    for (const row of pagesTable.rows) {
      const clss = [row[col('CLS')], row[col('CLS throttled')]].map(numberOf).filter(Number.isFinite);
      pages[routeName(row[0])] = {
        lcp: numberOf(row[col('LCP throttled')]),
        tbt: numberOf(row[col('TBT throttled')]),
        cls: clss.length ? Math.max(...clss) : NaN,
      };
    }
  }
  const lighthouse = {};
  const lighthouseTable = tables.find((t) => t.heading.startsWith('Lighthouse'));
  if (lighthouseTable) {
    const col = (name) => lighthouseTable.header.indexOf(name);
    for (const row of lighthouseTable.rows)
      lighthouse[routeName(row[0])] = {
        performance: numberOf(row[col('performance')]),
        accessibility: numberOf(row[col('accessibility')]),
        'best-practices': numberOf(row[col('best practices')]),
        seo: numberOf(row[col('SEO')]),
      };
  }
  const load = {};
  const loadTable = tables.find((t) => t.heading === 'Server under load');
  if (loadTable) {
    const now = loadTable.header.indexOf('now');
    const row = (start, end = '') => loadTable.rows.find((r) => r[0].startsWith(start) && r[0].endsWith(end))?.[now];
    load.errors = numberOf(row('load run:', 'errors'));
    const latency = (row('load run: latency') ?? '').split('/').map(numberOf);
    load.p95 = latency[1] ?? NaN;
    load.p99 = latency[2] ?? NaN;
    // "started, before the load run, after it (peak), 5 s later", in the report before this one.
    const rss = (row("server's resident memory") ?? '').match(/\d+ MiB/g)?.map(numberOf) ?? [];
    load.rssBefore = rss[1] ?? NaN;
    load.rssAfter = rss[2] ?? NaN;
    const heap = (row('load run: heap in use') ?? '').match(/\d+(?:\.\d+)? MiB/g)?.map(numberOf) ?? [];
    load.heapBefore = heap[0] ?? NaN;
    load.heapAfter = heap[1] ?? NaN;
  }
  const interactions = {};
  const interactionsTable = tables.find((t) => t.heading === 'Interactions');
  if (interactionsTable) {
    const median = interactionsTable.header.indexOf('median');
    const row = (start) => interactionsTable.rows.find((r) => r[0].startsWith(start))?.[median];
    interactions.nextPage = numberOf(row('next page'));
    interactions.downscale = numberOf(row('downscale'));
  }
  return { measuredAt: measuredAt(markdown), pages, lighthouse, load, interactions };
}
