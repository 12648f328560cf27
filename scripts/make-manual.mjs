// The coach manual, one PDF per language (public/manual/manual-do-coach-<lang>.pdf), made at
// release time from the running app: builds the demo (as scripts/e2e.mjs does), serves it, takes
// the screenshots with Playwright as a visitor and as the demo coaches (scripts/manual/capture.mjs),
// with the interface in each language, renders the manual's HTML (scripts/manual/template.mjs,
// text in scripts/manual/content/<lang>.mjs) and prints it with Chromium. The table of contents
// links every chapter; its page numbers come from a first printing, read back from the PDF's
// named destinations (scripts/manual/pdf-pages.mjs). Last, it writes the files' sizes, page counts
// and chapters' first pages to src/routes/-components/manual-files.ts, which /help reads: commit
// the PDFs with it. (The screenshot of /help in the manual shows the figures of the build it ran,
// those of the files before.)
// Usage: npm run manual -- [--dist DIR] [--port N] [--skip-build] [--lang pt,en,es] [--html DIR]
//   --html DIR keeps each language's HTML and screenshots there (DIR/<lang>/manual.html).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';
import { captureScreenshots } from './manual/capture.mjs';
import { destinationPages } from './manual/pdf-pages.mjs';
import { renderManual } from './manual/template.mjs';

const root = new URL('..', import.meta.url).pathname;
const argv = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = argv.indexOf(name);
  return i === -1 ? fallback : argv[i + 1];
};
const LANGS = ['pt', 'en', 'es'];
const dist = resolve(root, opt('--dist', 'dist-manual'));
const port = Number(opt('--port', process.env.MANUAL_PORT ?? '4890'));
const langs = opt('--lang', LANGS.join(',')).split(',');
const htmlDir = opt('--html', null);
for (const lang of langs) if (!LANGS.includes(lang)) throw new Error(`Unknown language ${lang}`);

/** Where the PDF of a language is, in public/ and as the site serves it. */
const pdfName = (lang) => `manual-do-coach-${lang}.pdf`;
const publicDir = join(root, 'public/manual');

const portFree = (candidate) =>
  new Promise((done) => {
    const srv = createServer();
    srv.once('error', () => done(false));
    srv.listen(candidate, '127.0.0.1', () => srv.close(() => done(true)));
  });

/** The address the screenshots show: the production site's, served by the local demo server. */
const SITE = 'https://coachly.com.br';

/** The demo build: no API host, so the server answers the app's calls from its demo backend. */
const NO_HOSTS = { VITE_API_V1_URL: '', VITE_API_V2_URL: '', VITE_BLOG_API_URL: '', VITE_AUTH_URL: '' };

function build() {
  const env = { ...process.env, ...NO_HOSTS };
  execFileSync(process.execPath, [join(root, 'scripts/generate.mjs')], { cwd: root, stdio: 'inherit' });
  execFileSync(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: root, stdio: 'inherit', env },
  );
  execFileSync(process.execPath, [join(root, 'server/build.ts'), dist], { cwd: root, stdio: 'inherit', env });
}

/** Starts the production server on the build; resolves once it answers. */
async function serve() {
  const server = spawn(process.execPath, [join(dist, 'server/main.js')], {
    cwd: root,
    env: { ...process.env, ...NO_HOSTS, PORT: String(port), HOST: '127.0.0.1', DIST_DIR: dist, SITE_URL: SITE },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((_, fail) =>
    server.once('exit', (code) => fail(new Error(`The server stopped (exit code ${code})`))),
  );
  const answering = (async () => {
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/robots.txt`)).ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((done) => setTimeout(done, 200));
    }
  })();
  await Promise.race([answering, exited]);
  return server;
}

/**
 * Prints the HTML at `file` to PDF: A4, with backgrounds, tagged (its headings, lists and tables
 * marked for assistive software).
 */
async function print(page, file) {
  await page.goto(pathToFileURL(file).href);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all([...document.images].map((image) => image.decode()));
  });
  return page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true, tagged: true });
}

/** The TypeScript module /help reads: each language's file, its size, pages and chapters' pages. */
async function writeManualFiles() {
  const entries = [];
  for (const lang of LANGS) {
    const path = join(publicDir, pdfName(lang));
    if (!existsSync(path)) throw new Error(`No ${pdfName(lang)} in public/manual: run with --lang ${lang}`);
    const { pages, destinations } = destinationPages(readFileSync(path));
    const { default: content } = await import(`./manual/content/${lang}.mjs`);
    const chapters = content.chapters.map((chapter) => destinations[chapter.id]);
    entries.push(
      `  ${lang}: {\n    href: '/manual/${pdfName(lang)}',\n    bytes: ${statSync(path).size},\n    pages: ${pages},\n    chapters: [${chapters.join(', ')}],\n  },`,
    );
  }
  const source = `/**
 * The coach manual's PDF in each language (public/manual), as scripts/make-manual.mjs (\`npm run
 * manual\`) wrote them: it writes this file with them. /help links the one of the page's language.
 */
import type { Locale } from '@/lib/i18n';

export interface ManualFile {
  /** Where the site serves it. */
  href: string;
  /** Its size, for the download link's name. */
  bytes: number;
  pages: number;
  /** The page each chapter starts on, in the order of the chapters (the viewer's pages). */
  chapters: number[];
}

export const MANUAL_FILES: Record<Locale, ManualFile> = {
${entries.join('\n')}
};
`;
  writeFileSync(join(root, 'src/routes/-components/manual-files.ts'), source);
}

const chrome = findChromium();
if (!chrome) {
  console.error('No Chromium found: set CHROME_PATH, or install one with "apt-get install chromium".');
  process.exit(1);
}
if (!(await portFree(port))) {
  console.error(`Port ${port} on 127.0.0.1 is taken: pass --port N or set MANUAL_PORT.`);
  process.exit(1);
}
if (!argv.includes('--skip-build')) build();
else if (!existsSync(join(dist, 'server/main.js'))) {
  console.error(`No build in ${dist}: run without --skip-build first.`);
  process.exit(1);
}

const work = htmlDir ? resolve(htmlDir) : mkdtempSync(join(tmpdir(), 'coachly-manual-'));
const server = await serve();
const browser = await chromium.launch({
  executablePath: chrome,
  args: CHROMIUM_ARGS,
});
try {
  mkdirSync(publicDir, { recursive: true });
  for (const lang of langs) {
    const { default: content } = await import(`./manual/content/${lang}.mjs`);
    const dir = join(work, lang);
    console.log(`[${lang}] screenshots`);
    const shots = await captureScreenshots(browser, {
      site: SITE,
      server: `http://127.0.0.1:${port}`,
      lang,
      dir,
      sample: content.sample,
    });
    const edition = content.strings.edition(new Date());
    const html = join(dir, 'manual.html');
    const printer = await browser.newPage();
    // First printing: where each chapter starts. Second: the same with those page numbers.
    writeFileSync(html, renderManual({ content, shots, edition }));
    const first = destinationPages(await print(printer, html));
    const pages = Object.fromEntries(content.chapters.map((chapter) => [chapter.id, first.destinations[chapter.id]]));
    for (const chapter of content.chapters)
      if (!pages[chapter.id]) throw new Error(`[${lang}] the PDF has no destination for chapter ${chapter.id}`);
    writeFileSync(html, renderManual({ content, shots, edition, pages }));
    const pdf = await print(printer, html);
    const second = destinationPages(pdf);
    for (const chapter of content.chapters)
      if (second.destinations[chapter.id] !== pages[chapter.id])
        throw new Error(`[${lang}] chapter ${chapter.id} moved between the printings`);
    await printer.close();
    writeFileSync(join(publicDir, pdfName(lang)), pdf);
    console.log(`[${lang}] ${pdfName(lang)}: ${second.pages} pages, ${(pdf.length / 1024).toFixed(0)} kB`);
  }
  await writeManualFiles();
} finally {
  await browser.close();
  server.kill();
  if (!htmlDir) rmSync(work, { recursive: true, force: true });
}
