// Fails when a catalog lacks a translation: every msgid of en and es needs a non-empty msgstr,
// and every catalog must list the same messages as the pt source catalog.
import { readFileSync } from 'node:fs';

function entries(locale) {
  const text = readFileSync(new URL(`../src/locales/${locale}/messages.po`, import.meta.url), 'utf8');
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

const source = entries('pt');
let missing = 0;
for (const locale of ['en', 'es']) {
  const catalog = entries(locale);
  for (const id of source.keys()) {
    const value = catalog.get(id);
    if (!value) {
      missing++;
      console.error(`[${locale}] missing translation: ${JSON.stringify(id).slice(0, 120)}`);
    }
  }
}
if (missing > 0) {
  console.error(`${missing} missing translation(s). Run "npm run i18n:extract" and fill en/es.`);
  process.exit(1);
}
console.log(`translations complete: ${source.size} messages in pt, en, es`);
