// Builds the app as a deployment would (every VITE_* API host set) into a temporary folder and
// checks the result: no Mock Service Worker code, no demo pages or seed data, no worker script,
// and the JavaScript /home needs up front within budget (gzip, from the Vite manifest).
// Usage: node scripts/check-bundle.mjs [--keep]  (npm run check:bundle)
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
// The target is 140 kB; the guard sits at what /home ships today so it can only go down.
// See docs/decisions/0004-home-bundle-budget.md for the measured breakdown and the plan.
const HOME_BUDGET_BYTES = 165 * 1024;

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

function filesUnder(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(path));
    else out.push(path);
  }
  return out;
}

/** JS the browser loads for /home before anything else: the entry and the /home route chunks. */
function homeChunks(manifest) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  const entries = Object.entries(manifest).filter(([, c]) => c.isEntry);
  for (const [key] of entries) visit(key);
  const homeRoutes = Object.entries(manifest).filter(([key, c]) => /^src\/routes\/home\.tsx/.test(c.src ?? key));
  for (const [key] of homeRoutes) visit(key);
  return { files: [...files].filter((f) => f.endsWith('.js')), entries: entries.length, homeRoutes: homeRoutes.length };
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
    { cwd: root, stdio: 'inherit', env: { ...process.env, ...HOSTS } },
  );

  if (existsSync(join(out, 'mockServiceWorker.js'))) problems.push('mockServiceWorker.js is in the build');
  if (existsSync(join(out, 'demo'))) problems.push('the seed images (demo/) are in the build');

  const markers = await forbiddenMarkers();
  for (const file of filesUnder(out)) {
    if (!/\.(js|mjs|html|css|json|txt|map)$/.test(file)) continue;
    const text = readFileSync(file, 'utf8');
    for (const [what, marker] of markers) {
      if (text.includes(marker))
        problems.push(`${relative(out, file)} contains ${what} (${JSON.stringify(marker.slice(0, 40))})`);
    }
  }

  const manifest = JSON.parse(readFileSync(join(out, '.vite/manifest.json'), 'utf8'));
  const home = homeChunks(manifest);
  if (home.entries === 0) problems.push('the manifest has no entry chunk');
  if (home.homeRoutes === 0) problems.push('the manifest has no chunk of src/routes/home.tsx');
  let gzip = 0;
  for (const file of home.files) gzip += gzipSync(readFileSync(join(out, file)), { level: 9 }).length;
  const raw = home.files.reduce((n, f) => n + statSync(join(out, f)).size, 0);
  console.log(
    `/home up front: ${home.files.length} JS files, ${(raw / 1024).toFixed(1)} kB raw, ${(gzip / 1024).toFixed(1)} kB gzip (budget ${HOME_BUDGET_BYTES / 1024} kB)`,
  );
  if (gzip > HOME_BUDGET_BYTES)
    problems.push(
      `/home loads ${(gzip / 1024).toFixed(1)} kB of gzipped JS up front, over ${HOME_BUDGET_BYTES / 1024} kB`,
    );
} finally {
  if (keep) console.log(`build kept in ${out}`);
  else rmSync(out, { recursive: true, force: true });
}

if (problems.length) {
  console.error(`Production bundle check failed:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log('Production bundle check passed: no demo backend, no seed, no MSW.');
