// Builds the app as a deployment would (every VITE_* API host set) into a temporary folder and
// checks the result: no Mock Service Worker code, no demo pages or seed data, no worker script,
// and the pages' size budgets (gzip, from the Vite manifest), declared with the pages in
// src/routes/-pages.ts.
// Usage: node scripts/check-bundle.mjs [--keep]  (npm run check:bundle)
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { Script } from 'node:vm';
import { join, relative } from 'node:path';
import { catalogInPt, filesUnder, kB, QUERY_CLIENT, readBuild } from './build-files.mjs';
import { PAGES, routeAddress, routeWithLayouts, waitsForQueryClient } from '../src/routes/-pages.ts';

/** Asks the build for its module report (scripts/module-report.ts). */
const MODULE_REPORT_ENV = 'COACHLY_MODULE_REPORT';

const root = new URL('..', import.meta.url).pathname;
/** CSS a page loads up front, for every page with a budget. */
const CSS_BUDGET = 15 * kB;

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Manifest pattern of a route's split chunks (component and loader), its layouts' included. */
const routeChunks = (name) =>
  new RegExp(`^src/routes/(${routeWithLayouts(name).map(escapeRegExp).join('|')})\\.tsx\\?`);

/**
 * The size budgets of the pages that declare one (src/routes/-pages.ts), measured from the Vite
 * manifest of a build with API hosts set. "Up front" is everything a page has downloaded when it
 * first renders: what index.html loads (the entry chunk with its static imports, and the route
 * preloader), the route's own chunks and theirs (its layouts' too), and what the root route's
 * beforeLoad waits for on that page (its text catalogs and, but on the landing page, the query
 * client). Chunks a page imports later (below-the-fold sections, dialogs) are not counted. A
 * page whose early answer picks more code (a coach site's template) is measured with each choice.
 * Where a target is not met yet, the guard sits at today's figure so it can only go down, and
 * the report says so (see docs/decisions/0004-home-bundle-budget.md).
 */
function pageBudgets() {
  const budgets = [];
  for (const [name, { catalogs, early, budget }] of Object.entries(PAGES)) {
    if (!budget) continue;
    const routes = [
      routeChunks(name),
      ...catalogs.map(catalogInPt),
      ...(waitsForQueryClient(catalogs) ? [QUERY_CLIENT] : []),
    ];
    const measure = {
      js: budget.upFront && budget.upFront * kB,
      beyondShell: budget.beyondShell && budget.beyondShell * kB,
      routeCode: budget.routeCode && budget.routeCode * kB,
      without: budget.without,
    };
    const label = budget.name ?? routeAddress(name);
    const choices = Object.entries(early?.follow?.modules ?? {});
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

/**
 * The code each choice of a page's early follow-up brings of its own (a coach site's template),
 * with its budget: the modules and the route's own manifest pattern.
 */
function followUpBudgets() {
  return Object.entries(PAGES).flatMap(([name, { early, budget }]) =>
    early?.follow && budget?.followUp
      ? [
          {
            route: routeChunks(name),
            modules: Object.values(early.follow.modules),
            budget: budget.followUp * kB,
          },
        ]
      : [],
  );
}

const HOSTS = {
  VITE_API_V1_URL: 'https://api.coachly.example/v1',
  VITE_API_V2_URL: 'https://api.coachly.example/v2',
  VITE_BLOG_API_URL: 'https://blog.coachly.example/api/v2',
  VITE_AUTH_URL: 'https://login.coachly.example',
  VITE_YOUTUBE_INFO_URL: 'https://www.youtube.com',
  VITE_VIMEO_INFO_URL: 'https://vimeo.com',
};

/** Strings only Mock Service Worker, the demo backend or its seed contain. */
async function forbiddenMarkers() {
  const markers = [
    ['MSW worker script', 'mockServiceWorker'],
    ['MSW client', 'MOCKING_ENABLED'],
    ['MSW client', 'INTEGRITY_CHECK_REQUEST'],
    ['MSW interceptors', 'mswjs/interceptors'],
    ['demo backend', '/__demo/control'],
    ['demo backend', 'coachly.demo.state'],
    ['demo backend', 'demo_fault'],
    ['demo password', 'demo1234'],
  ];
  // Seed texts, read from the seed itself so the check follows it (Node strips the types).
  const { coaches } = await import(join(root, 'src/mocks/seed/coaches.ts'));
  const { blogPosts } = await import(join(root, 'src/mocks/seed/blog.ts'));
  for (const coach of coaches.slice(0, 12)) if (coach.aboutMe) markers.push(['seed coach', coach.aboutMe.slice(0, 48)]);
  for (const post of blogPosts.slice(0, 5)) markers.push(['seed blog post', post.title]);
  markers.push(['seed coach', 'Wolfeschlegelsteinhausen']);
  return markers;
}

const show = (bytes) => `${(bytes / kB).toFixed(1)} kB`;

/**
 * An HTML page's inline scripts (the route preloader) must parse, and the page's Content Security
 * Policy must allow each by its hash; its JSON data (not run, so no hash) must parse as JSON.
 */
function inlineScriptProblems(page, html) {
  const problems = [];
  const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? '';
  for (const [, attributes, source] of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\btype="application\/json"/.test(attributes)) {
      try {
        JSON.parse(source);
      } catch (error) {
        problems.push(`${page} has inline JSON that does not parse: ${error.message}`);
      }
      continue;
    }
    const hash = createHash('sha256').update(source).digest('base64');
    if (!policy.includes(`'sha256-${hash}'`))
      problems.push(`${page} has an inline script its Content Security Policy does not allow by hash`);
    try {
      new Script(source);
    } catch (error) {
      problems.push(`${page} has an inline script that does not parse: ${error.message}`);
    }
  }
  return problems;
}

const keep = process.argv.includes('--keep');
const out = mkdtempSync(join(tmpdir(), 'coachly-bundle-'));
const problems = [];
try {
  execFileSync(process.execPath, [join(root, 'scripts/generate.mjs')], { cwd: root, stdio: 'inherit' });
  // The project's own Node runs Vite, whatever `node` the PATH holds.
  execFileSync(
    process.execPath,
    [
      join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      out,
      '--emptyOutDir',
      '--manifest',
      '--logLevel',
      'warn',
    ],
    { cwd: root, stdio: 'inherit', env: { ...process.env, ...HOSTS, [MODULE_REPORT_ENV]: '1' } },
  );

  if (existsSync(join(out, 'mockServiceWorker.js'))) problems.push('mockServiceWorker.js is in the build');
  if (existsSync(join(out, 'demo'))) problems.push('the seed images (demo/) are in the build');

  // The prerendered pages (scripts/prerender.ts): each in #root, kept hidden until the visitor's
  // language (and, for the coaches list, a plain address) is known, its heading there, its
  // stylesheets linked, and no inline script but those the page's Content Security Policy
  // allows by their hash (the route preloader).
  const prerendered = [
    {
      file: 'home.html',
      what: 'the prerendered landing page',
      heading: /<h1[^>]*>Encontre o coach certo para a sua próxima conquista<\/h1>/,
      stylesheet: /<link rel="stylesheet"[^>]*landing-page-[^"]*\.css">/,
    },
    {
      file: 'coaches_list.html',
      what: 'the prerendered coaches list',
      heading: /<h1[^>]*>Encontre seu coach<\/h1>/,
      stylesheet: /<link rel="stylesheet"[^>]*coaches_list-[^"]*\.css">/,
    },
  ];
  for (const { file, what, heading, stylesheet } of prerendered) {
    const path = join(out, file);
    if (!existsSync(path)) {
      problems.push(`${file} (${what}) is missing`);
      continue;
    }
    const html = readFileSync(path, 'utf8');
    if (!html.includes('<div id="root" data-prerender="hidden">'))
      problems.push(`${file}: #root is not marked as a prerendered page`);
    if (!heading.test(html)) problems.push(`${file}: the page's heading is not in it`);
    if (!stylesheet.test(html)) problems.push(`${file}: the page's stylesheet is not linked`);
  }
  for (const page of ['index.html', ...prerendered.map(({ file }) => file)])
    if (existsSync(join(out, page)))
      problems.push(...inlineScriptProblems(page, readFileSync(join(out, page), 'utf8')));

  const markers = await forbiddenMarkers();
  for (const file of filesUnder(out)) {
    if (!/\.(js|mjs|html|css|json|txt|map)$/.test(file)) continue;
    const text = readFileSync(file, 'utf8');
    for (const [what, marker] of markers) {
      if (text.includes(marker))
        problems.push(`${relative(out, file)} contains ${what} (${JSON.stringify(marker.slice(0, 40))})`);
    }
  }

  const build = readBuild(out);
  const { manifest, entries, closure, gzip } = build;
  if (entries.length === 0) problems.push('the manifest has no entry chunk');
  const shell = build.upFront();
  const shellJs = gzip(shell.js);
  console.log(
    `shell (${build.htmlScripts.length} scripts of index.html, the entry's static imports): ${show(shellJs)} JS, ${show(gzip(shell.css))} CSS`,
  );

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
    if (budget.routeCode) {
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

  // A template's own code (each choice of a follow-up): the chunks its import brings that the
  // page does not already load.
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
  if (keep) console.log(`build kept in ${out}`);
  else rmSync(out, { recursive: true, force: true });
}

if (problems.length) {
  console.error(`Production bundle check failed:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log('Production bundle check passed: no demo backend, no seed, no MSW; sizes within budget.');
