// Fills the en and es catalogs (every .po file of src/locales/<locale>/). Sources of
// translations, in order: a JSON map given on the command line,
// { "<pt source text>": { "en": "...", "es": "..." } }, then the translations the same locale
// already has in its other catalogs (a message used both on the landing page and elsewhere
// sits in both catalogs and is translated once). Only empty msgstr are filled unless --force.
// Usage: node scripts/i18n-fill.mjs [translations.json] [--force]
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

const args = process.argv.slice(2);
const force = args.includes('--force');
const file = args.find((arg) => arg !== '--force');
const map = file ? JSON.parse(readFileSync(file, 'utf8')) : {};
const unquote = (s) => JSON.parse(s);
const quote = (s) => JSON.stringify(s);

/** Walks the msgid/msgstr pairs of a catalog's lines. */
function* pairs(lines) {
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i].startsWith('msgid ')) continue;
    // Multi-line msgid: "" followed by continuation lines.
    let j = i;
    let source = unquote(lines[i].slice(6));
    while (lines[j + 1]?.startsWith('"')) source += unquote(lines[++j]);
    const strIndex = j + 1;
    if (!lines[strIndex]?.startsWith('msgstr ')) continue;
    let k = strIndex;
    let current = unquote(lines[strIndex].slice(7));
    while (lines[k + 1]?.startsWith('"')) current += unquote(lines[++k]);
    yield { source, current, strIndex, end: k };
    i = k;
  }
}

for (const locale of ['en', 'es']) {
  const dir = new URL(`../src/locales/${locale}/`, import.meta.url);
  const catalogs = readdirSync(dir)
    .filter((name) => name.endsWith('.po'))
    .map((name) => ({ name, path: new URL(name, dir), lines: readFileSync(new URL(name, dir), 'utf8').split('\n') }));
  const known = new Map();
  for (const catalog of catalogs) {
    for (const { source, current } of pairs(catalog.lines)) if (current) known.set(source, current);
  }
  for (const catalog of catalogs) {
    let filled = 0;
    // Replace from the end so earlier indexes stay valid.
    const edits = [...pairs(catalog.lines)].reverse();
    for (const { source, current, strIndex, end } of edits) {
      const translation = map[source]?.[locale] ?? (current === '' ? known.get(source) : undefined);
      if (translation && (current === '' || force)) {
        catalog.lines.splice(strIndex, end - strIndex + 1, `msgstr ${quote(translation)}`);
        filled++;
      }
    }
    writeFileSync(catalog.path, catalog.lines.join('\n'));
    console.log(`${locale}/${catalog.name}: ${filled} filled`);
  }
}
