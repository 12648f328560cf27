// Applies translations to the en and es catalogs from a JSON map:
// { "<pt source text>": { "en": "...", "es": "..." } }. Only entries with an empty msgstr
// are filled unless --force is given.
import { readFileSync, writeFileSync } from 'node:fs';

const [file, flag] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/i18n-fill.mjs translations.json [--force]');
  process.exit(2);
}
const map = JSON.parse(readFileSync(file, 'utf8'));
const unquote = (s) => JSON.parse(s);
const quote = (s) => JSON.stringify(s);

for (const locale of ['en', 'es']) {
  const path = new URL(`../src/locales/${locale}/messages.po`, import.meta.url);
  const lines = readFileSync(path, 'utf8').split('\n');
  let filled = 0;
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
    const translation = map[source]?.[locale];
    if (translation && (current === '' || flag === '--force')) {
      lines.splice(strIndex, k - strIndex + 1, `msgstr ${quote(translation)}`);
      filled++;
    }
  }
  writeFileSync(path, lines.join('\n'));
  console.log(`${locale}: ${filled} filled`);
}
