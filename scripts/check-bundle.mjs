// Builds the app as a deployment would (every VITE_* API host set) into a temporary folder and
// checks the result: no Mock Service Worker code, no demo pages or seed data, no worker script,
// and the size budgets below (gzip, from the Vite manifest).
// Usage: node scripts/check-bundle.mjs [--keep]  (npm run check:bundle)
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { Script } from 'node:vm';
import { join, relative } from 'node:path';
import { filesUnder, kB, pageLoad, readBuild } from './build-files.mjs';

/** Asks the build for its module report (scripts/module-report.ts). */
const MODULE_REPORT_ENV = 'COACHLY_MODULE_REPORT';

const root = new URL('..', import.meta.url).pathname;
// Size budgets, gzip, measured from the Vite manifest of a build with API hosts set. "Up front"
// is everything a page has downloaded when it first renders: what index.html loads (the entry
// chunk with its static imports, and the route preloader), the route's own chunks and theirs,
// and what the root route's beforeLoad waits for on that page (its text catalog and the query
// client, see pageLoad in build-files.mjs). Chunks a page imports later (below-the-fold sections, dialogs) are not
// counted. Where a target is not met yet, the guard sits at today's figure so it can only go
// down, and the report says so (see docs/decisions/0004-home-bundle-budget.md).
const BUDGETS = [
  // /home: at most 120 kB of JS up front.
  {
    name: '/home',
    routes: [/^src\/routes\/home\.tsx/, /^src\/locales\/pt\/landing\.po$/],
    js: 120 * kB,
    without: ['data', 'machines', 'site', 'blog'],
  },
  // A coach site: the site route, the coach-site frame and one template, at most 140 kB.
  ...['template-1', 'template-2', 'template-3', 'template-4', 'template-5', 'template-6', 'template-7'].map(
    (template) => ({
      name: `coach site (${template})`,
      routes: [
        /^src\/routes\/\$username\.tsx\?/,
        new RegExp(`^src/features/coach-site/templates/${template}\\.tsx`),
        ...pageLoad('site'),
      ],
      js: 140 * kB,
      without: ['blog', 'machines'],
    }),
  ),
  // The coaches list and the blog: their route code beyond the shell, at most 20 kB each. Route
  // code is the app's own (components, machines, API calls, the page's text catalog); the
  // libraries the page brings beyond the shell (XState, the query core) are listed beside it and
  // held near today's figure; the carousel library loads after the first paint, not up front.
  // (The blog pays about 0.6 kB for chunks it shares with the other data pages, which save it
  // half its requests: vite.config.ts.)
  {
    name: '/coaches_list',
    routes: [/^src\/routes\/coaches_list\.tsx/, ...pageLoad('platform')],
    without: ['site', 'blog'],
    routeCode: 20 * kB,
    beyondShell: 42 * kB,
  },
  {
    name: '/blog',
    routes: [/^src\/routes\/blog\._list(\.index)?\.tsx/, ...pageLoad('platform')],
    without: ['site'],
    routeCode: 20 * kB,
    beyondShell: 42 * kB,
  },
];
/**
 * What every page loads first: the renderer (Preact's compat layer, about 11 kB), the router, the
 * text runtime and the app's frame. react-dom alone would put it over (docs/decisions/0012).
 */
const SHELL_BUDGET = 56 * kB;
/** Each template's own code (its chunk and the chunks only it imports). */
const TEMPLATE_BUDGET = 12 * kB;
/** CSS a page loads up front, for every route above. */
const CSS_BUDGET = 15 * kB;

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
 * Policy must allow each by its hash.
 */
function inlineScriptProblems(page, html) {
  const problems = [];
  const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? '';
  for (const [, source] of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
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
    `shell (${build.htmlScripts.length} scripts of index.html, the entry's static imports): ${show(shellJs)} JS (budget ${show(SHELL_BUDGET)}), ${show(gzip(shell.css))} CSS`,
  );

  const over = (what, bytes, budget) => {
    if (bytes > budget) problems.push(`${what}: ${show(bytes)}, over the ${show(budget)} budget`);
  };
  over('the shell', shellJs, SHELL_BUDGET);
  for (const budget of BUDGETS) {
    const matches = build.keysMatching(budget.routes);
    for (const { pattern, keys } of matches)
      if (keys.length === 0) problems.push(`${budget.name}: no chunk in the manifest matches ${pattern}`);
    const page = build.upFront(matches.flatMap(({ keys }) => keys));
    // Another page's shared chunk (vite.config.ts, codeSplitting.groups) must not come along: a
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

  // A template's own code: the chunks its import brings that the site frame does not already load.
  const site = build.upFront(build.keysMatching([/^src\/routes\/\$username\.tsx\?/])[0].keys);
  const templates = Object.keys(manifest).filter((k) =>
    /^src\/features\/coach-site\/templates\/template-\d\.tsx$/.test(k),
  );
  if (templates.length !== 7) problems.push(`expected 7 template chunks, found ${templates.length}`);
  for (const key of templates) {
    // Chunks shared with another template (the sections) belong to the site, not to one template.
    const others = new Set(templates.filter((k) => k !== key).flatMap((k) => closure([k]).js));
    const own = closure([key]).js.filter((file) => !site.js.includes(file) && !others.has(file));
    const bytes = gzip(own);
    console.log(`${key.replace(/^.*\//, '')}: ${show(bytes)} of its own (budget ${show(TEMPLATE_BUDGET)})`);
    over(`${key} own code`, bytes, TEMPLATE_BUDGET);
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
