// Fails when a catalog lacks a translation: for every catalog file of the pt source
// (src/locales/pt/*.po), the en and es files of the same name must exist and give every msgid a
// non-empty msgstr. Also fails when a pt message reads the same as its en text (English left in
// the Portuguese pages), unless it is a name, a brand or a word both languages write alike.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const locales = new URL('../src/locales/', import.meta.url);

function entries(locale, name) {
  const path = new URL(`${locale}/${name}`, locales);
  if (!existsSync(path)) return null;
  const text = readFileSync(path, 'utf8');
  const result = new Map();
  const blocks = text.split(/\n\n+/);
  for (const block of blocks) {
    if (/^#~/m.test(block)) continue;
    const id = /^msgid ((?:".*"\n?)+)/m.exec(block);
    const str = /^msgstr ((?:".*"\n?)+)/m.exec(block);
    if (!id || !str) continue;
    const join = (s) =>
      s
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l))
        .join('');
    const msgid = join(id[1]);
    if (msgid === '') continue;
    result.set(msgid, join(str[1]));
  }
  return result;
}

/** Messages that are the same in pt and en on purpose: names, brands, loanwords and placeholders. */
const SAME_IN_PT_AND_EN = new Set([
  'Blog',
  'Blog: {name}',
  'Business',
  'Coaches',
  'HTTP {code}',
  'Life',
  'Online',
  'original',
  'Zoom',
  'slide',
  '© {year} {name}.',
]);

const catalogs = readdirSync(new URL('pt/', locales)).filter((name) => name.endsWith('.po'));
let missing = 0;
const counts = [];
for (const name of catalogs) {
  const source = entries('pt', name);
  counts.push(`${name} ${source.size}`);
  for (const locale of ['en', 'es']) {
    const catalog = entries(locale, name);
    if (!catalog) {
      missing++;
      console.error(`[${locale}] catalog ${name} is missing`);
      continue;
    }
    for (const [id, text] of source) {
      if (!catalog.get(id)) {
        missing++;
        console.error(`[${locale}/${name}] missing translation: ${JSON.stringify(id).slice(0, 120)}`);
      } else if (locale === 'en' && catalog.get(id) === (text || id) && !SAME_IN_PT_AND_EN.has(text || id)) {
        missing++;
        console.error(`[pt/${name}] reads the same as its English text: ${JSON.stringify(id).slice(0, 120)}`);
      }
    }
  }
}
if (missing > 0) {
  console.error(`${missing} missing or untranslated message(s). Run "npm run i18n:extract" and fill pt, en and es.`);
  process.exit(1);
}
console.log(`translations complete in pt, en, es: ${counts.join(', ')} messages`);
