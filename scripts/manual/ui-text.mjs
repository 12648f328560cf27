// The interface's own words in each language, read from the app's catalogs (src/locales): the
// screenshot steps name buttons and dialogs by their Portuguese text, as the e2e tests do, and
// find them in English and Spanish through the same translations the app shows.
import { readdirSync, readFileSync } from 'node:fs';

const locales = new URL('../../src/locales/', import.meta.url);

/** A catalog's msgid → msgstr pairs (context ignored: the first translation of a text wins). */
function readCatalog(path) {
  const pairs = new Map();
  const join = (block) =>
    block
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
      .join('');
  for (const block of readFileSync(path, 'utf8').split(/\n\n+/)) {
    if (/^#~/m.test(block)) continue;
    const id = /^msgid ((?:".*"\n?)+)/m.exec(block);
    const str = /^msgstr ((?:".*"\n?)+)/m.exec(block);
    if (!id || !str) continue;
    const source = join(id[1]);
    if (source && !pairs.has(source)) pairs.set(source, join(str[1]) || source);
  }
  return pairs;
}

/**
 * The translator of Portuguese interface text into `lang`. A text the app does not show (not in
 * its catalogs) is an error, in Portuguese too: the manual names only labels that exist.
 */
export function uiText(lang) {
  const dir = new URL(`${lang}/`, locales);
  const pairs = new Map();
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.po')))
    for (const [source, text] of readCatalog(new URL(name, dir))) if (!pairs.has(source)) pairs.set(source, text);
  return (text) => {
    const translated = pairs.get(text);
    if (translated === undefined) throw new Error(`The app shows no text "${text}" (${lang})`);
    return translated;
  };
}
