// Checks the browser part of a demo build (no API host; everything but <dist>/server): no Mock
// Service Worker code and no seed data; the demo-only UI (the demo bar, the demo pages) only in
// chunks of src/features/demo and the demo routes, which no other page loads up front; and the
// pages' size budgets (gzip, from the Vite manifest), declared with the pages in
// src/routes/-pages.ts.
// Usage: node scripts/check-bundle.mjs [--dist DIR] [--keep]  (npm run check:bundle)
// With --dist it checks that build (scripts/e2e.mjs makes one, with the module report); without,
// it makes a demo build of its own in a temporary folder (kept with --keep).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { catalogInPt, filesUnder, kB, readBuild } from './build-files.mjs';
import { COMPILE_HINT } from './compile-hints.ts';
import { PAGES, routeAddress, routeWithLayouts } from '../src/routes/-pages.ts';

/** Asks the build for its module report (scripts/module-report.ts). */
const MODULE_REPORT_ENV = 'COACHLY_MODULE_REPORT';

const root = new URL('..', import.meta.url).pathname;
/** CSS a page loads up front, for every page with a budget. */
const CSS_BUDGET = 15 * kB;

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Manifest pattern of a route's split chunks (component and loader), its layouts' included. */
const routeChunks = (name) =>
  new RegExp(`^src/routes/(${routeWithLayouts(name).map(escapeRegExp).join('|')})\\.tsx\\?`);

/** The demo's own routes (src/routes/demo.*.tsx): only a demo build has pages there. */
const isDemoRoute = (name) => name === 'demo' || name.startsWith('demo.');

/** Manifest keys of the demo's own modules: its feature folder and its routes. */
const DEMO_MODULE = /^src\/(features\/demo\/|routes\/demo\.)/;

/**
 * The size budgets of the pages that declare one (src/routes/-pages.ts), measured from the Vite
 * manifest. "Up front" is everything a page has downloaded when it hydrates: the entry chunk
 * with its static imports, the route's own chunks and theirs (its layouts' too), and the page's
 * text catalogs in pt. Chunks a page imports later (below-the-fold sections, dialogs) are not
 * counted. A page whose data picks more code (a coach site's template, `choices`) is measured
 * with each choice. Where a target is not met yet, the guard sits at today's figure so it can
 * only go down (see docs/decisions/0004-home-bundle-budget.md).
 */
function pageBudgets() {
  const budgets = [];
  for (const [name, { catalogs, budget }] of Object.entries(PAGES)) {
    if (!budget) continue;
    const routes = [routeChunks(name), ...catalogs.map(catalogInPt)];
    const measure = {
      js: budget.upFront && budget.upFront * kB,
      beyondShell: budget.beyondShell && budget.beyondShell * kB,
      routeCode: budget.routeCode && budget.routeCode * kB,
      without: budget.without,
    };
    const label = budget.name ?? routeAddress(name);
    const choices = Object.entries(budget.choices ?? {});
    if (choices.length === 0) budgets.push({ ...measure, name: label, routes });
    for (const [choice, path] of choices)
      budgets.push({
        ...measure,
        name: `${label} (${choice})`,
        routes: [...routes, new RegExp(`^${escapeRegExp(path)}$`)],
      });
  }
  return budgets;
}

/** The code each choice of a page brings of its own (a coach site's template), with its budget. */
function followUpBudgets() {
  return Object.entries(PAGES).flatMap(([name, { budget }]) =>
    budget?.choices && budget.followUp
      ? [{ route: routeChunks(name), modules: Object.values(budget.choices), budget: budget.followUp * kB }]
      : [],
  );
}

/** The demo build: no API host, so its server runs the demo backend. */
const NO_HOSTS = { VITE_API_V1_URL: '', VITE_API_V2_URL: '', VITE_BLOG_API_URL: '', VITE_AUTH_URL: '' };

/** Strings only Mock Service Worker, the demo backend or its seed contain: in no browser file. */
async function forbiddenMarkers() {
  const markers = [
    ['MSW worker script', 'mockServiceWorker'],
    ['MSW client', 'MOCKING_ENABLED'],
    ['MSW client', 'INTEGRITY_CHECK_REQUEST'],
    ['MSW interceptors', 'mswjs/interceptors'],
  ];
  // Seed texts, read from the seed itself so the check follows it (Node strips the types).
  const { coaches } = await import(join(root, 'src/mocks/seed/coaches.ts'));
  const { blogPosts } = await import(join(root, 'src/mocks/seed/blog.ts'));
  for (const coach of coaches.slice(0, 12)) if (coach.aboutMe) markers.push(['seed coach', coach.aboutMe.slice(0, 48)]);
  for (const post of blogPosts.slice(0, 5)) markers.push(['seed blog post', post.title]);
  markers.push(['seed coach', 'Wolfeschlegelsteinhausen']);
  return markers;
}

/** Strings of the demo's own UI (the demo bar, its pages): only in the demo's chunks. */
const DEMO_MARKERS = [
  ['demo control calls', '/__demo/control'],
  ['demo fault switch', 'demo_fault'],
  ['demo password', 'demo1234'],
];

const show = (bytes) => `${(bytes / kB).toFixed(1)} kB`;

const argv = process.argv.slice(2);
const keep = argv.includes('--keep');
const distArg = argv.includes('--dist') ? argv[argv.indexOf('--dist') + 1] : undefined;
const out = distArg ? resolve(distArg) : mkdtempSync(join(tmpdir(), 'coachly-bundle-'));
const problems = [];
try {
  if (distArg) {
    if (!existsSync(join(out, '.vite/manifest.json'))) {
      console.error(`No build in ${out} (no .vite/manifest.json): run node scripts/e2e.mjs, or leave out --dist.`);
      process.exit(1);
    }
  } else {
    execFileSync(process.execPath, [join(root, 'scripts/generate.mjs')], { cwd: root, stdio: 'inherit' });
    // The project's own Node runs Vite, whatever `node` the PATH holds.
    execFileSync(
      process.execPath,
      [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', out, '--emptyOutDir', '--logLevel', 'warn'],
      { cwd: root, stdio: 'inherit', env: { ...process.env, ...NO_HOSTS, [MODULE_REPORT_ENV]: '1' } },
    );
  }

  const build = readBuild(out);
  const { manifest, entries, closure, gzip } = build;
  if (entries.length === 0) problems.push('the manifest has no entry chunk');
  if (!build.hasModuleReport)
    problems.push(`${out} has no module report (.vite/modules.json): build it with ${MODULE_REPORT_ENV}=1`);

  // The demo's chunks: its modules', and those only they import (shared code of the demo pages).
  const demoKeys = new Set(Object.keys(manifest).filter((key) => DEMO_MODULE.test(manifest[key].src ?? key)));
  for (let grown = true; grown;) {
    grown = false;
    for (const key of Object.keys(manifest)) {
      if (demoKeys.has(key)) continue;
      const importers = Object.keys(manifest).filter((other) =>
        [...(manifest[other].imports ?? []), ...(manifest[other].dynamicImports ?? [])].includes(key),
      );
      if (importers.length > 0 && importers.every((other) => demoKeys.has(other))) {
        demoKeys.add(key);
        grown = true;
      }
    }
  }
  const demoFiles = new Set([...demoKeys].map((key) => manifest[key].file));
  console.log(
    demoFiles.size === 0
      ? 'no demo chunk (a build with API hosts)'
      : `demo chunks: ${[...demoFiles].map((file) => file.replace(/^assets\//, '')).join(', ')}`,
  );
  // No page loads them up front: not the entry, nor any other route with its static imports.
  const visitorRoutes = Object.keys(PAGES).filter((name) => !isDemoRoute(name));
  for (const [what, keys] of [
    ['the entry', []],
    ...visitorRoutes.map((name) => [routeAddress(name), build.keysMatching([routeChunks(name)])[0].keys]),
  ])
    for (const file of build.upFront(keys).js.filter((item) => demoFiles.has(item)))
      problems.push(`${what} loads the demo chunk ${file} up front`);

  const bootFiles = new Set(build.bootFiles);
  // The browser's files: everything but the server's own code.
  const markers = await forbiddenMarkers();
  const serverDir = join(out, 'server') + sep;
  for (const file of filesUnder(out)) {
    if (file.startsWith(serverDir) || !/\.(js|mjs|html|css|json|txt|map)$/.test(file)) continue;
    const text = readFileSync(file, 'utf8');
    const name = relative(out, file);
    for (const [what, marker] of markers)
      if (text.includes(marker)) problems.push(`${name} contains ${what} (${JSON.stringify(marker.slice(0, 40))})`);
    // The files every page runs as it boots start with Chromium's compile hint, and only they
    // (scripts/compile-hints.ts).
    if (
      name.startsWith('assets/') &&
      name.endsWith('.js') &&
      text.startsWith(`${COMPILE_HINT}\n`) !== bootFiles.has(name)
    )
      problems.push(
        bootFiles.has(name)
          ? `${name}, which every page runs as it boots, does not start with the compile hint (${COMPILE_HINT})`
          : `${name} starts with the compile hint, which only the files every page boots with carry`,
      );
    if (demoFiles.has(name)) continue;
    for (const [what, marker] of DEMO_MARKERS)
      if (text.includes(marker))
        problems.push(`${name}, no demo chunk, contains ${what} (${JSON.stringify(marker.slice(0, 40))})`);
  }

  const shell = build.upFront();
  console.log(`shell (the entry and its static imports): ${show(gzip(shell.js))} JS, ${show(gzip(shell.css))} CSS`);

  const over = (what, bytes, budget) => {
    if (bytes > budget) problems.push(`${what}: ${show(bytes)}, over the ${show(budget)} budget`);
  };
  for (const budget of pageBudgets()) {
    const matches = build.keysMatching(budget.routes);
    for (const { pattern, keys } of matches)
      if (keys.length === 0) problems.push(`${budget.name}: no chunk in the manifest matches ${pattern}`);
    const page = build.upFront(matches.flatMap(({ keys }) => keys));
    // Another page's shared chunk (scripts/chunk-groups.ts) must not come along: a
    // module of that group imported by this page would bring the whole chunk.
    for (const group of budget.without ?? []) {
      const files = Object.entries(manifest)
        .filter(([key]) => new RegExp(`^_${group}-[\\w-]+\\.js$`).test(key))
        .map(([, chunk]) => chunk.file);
      if (files.length === 0) problems.push(`${budget.name}: the build has no '${group}' chunk`);
      for (const file of files.filter((item) => page.js.includes(item)))
        problems.push(`${budget.name} loads the '${group}' chunk (${file}) up front`);
    }
    const js = gzip(page.js);
    const css = gzip(page.css);
    const beyondFiles = page.js.filter((file) => !shell.js.includes(file));
    const beyond = gzip(beyondFiles);
    let detail = '';
    if (budget.routeCode && build.hasModuleReport) {
      const sources = build.bySource(beyondFiles);
      const own = sources.get('app') ?? 0;
      const libraries = [...sources]
        .filter(([source, bytes]) => source !== 'app' && bytes >= 0.05 * kB)
        .sort((a, b) => b[1] - a[1])
        .map(([source, bytes]) => `${source} ${show(bytes)}`);
      detail = `: route code ${show(own)} (budget ${show(budget.routeCode)}), libraries ${show(beyond - own)} (${libraries.join(', ')})`;
      over(`${budget.name} route code beyond the shell`, own, budget.routeCode);
    }
    console.log(
      `${budget.name}: ${show(js)} JS up front, ${show(beyond)} beyond the shell${detail}, ${show(css)} CSS` +
        (budget.js ? `; budget ${show(budget.js)} up front` : `; budget ${show(budget.beyondShell)} beyond the shell`),
    );
    if (budget.js) over(`${budget.name} JS up front`, js, budget.js);
    if (budget.beyondShell) over(`${budget.name} JS beyond the shell`, beyond, budget.beyondShell);
    over(`${budget.name} CSS up front`, css, CSS_BUDGET);
  }

  // A choice's own code (a template): the chunks its import brings that the page does not
  // already load, nor another choice.
  for (const { route, modules, budget } of followUpBudgets()) {
    const frame = build.upFront(build.keysMatching([route])[0].keys);
    for (const key of modules.filter((path) => !manifest[path]))
      problems.push(`${key} is not a chunk of its own in the manifest`);
    const present = modules.filter((path) => manifest[path]);
    for (const key of present) {
      // Chunks shared with another choice (the sections) belong to the page, not to one choice.
      const others = new Set(present.filter((other) => other !== key).flatMap((other) => closure([other]).js));
      const own = closure([key]).js.filter((file) => !frame.js.includes(file) && !others.has(file));
      const bytes = gzip(own);
      console.log(`${key.replace(/^.*\//, '')}: ${show(bytes)} of its own (budget ${show(budget)})`);
      over(`${key} own code`, bytes, budget);
    }
  }
} finally {
  if (!distArg) {
    if (keep) console.log(`build kept in ${out}`);
    else rmSync(out, { recursive: true, force: true });
  }
}

if (problems.length) {
  console.error(`Bundle check failed:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log('Bundle check passed: no MSW, no seed; demo UI only in demo chunks; sizes within budget.');
