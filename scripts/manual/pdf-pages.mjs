// Where each named destination of a PDF that Chromium printed lands: Chromium writes an element's
// id that a link points to (`<a href="#publish">`) as a named destination (`/Dests`), on the page
// the element starts on. Chromium's PDFs keep their object dictionaries uncompressed, so reading
// the catalog, the page tree and the destinations needs no PDF library.

/** The dictionaries of the PDF's objects by number (streams left out). */
function objectDictionaries(text) {
  const objects = new Map();
  for (const match of text.matchAll(/(\d+) 0 obj\s*(<<[\s\S]*?>>)\s*(?:stream|endobj)/g))
    objects.set(Number(match[1]), match[2]);
  return objects;
}

const ref = (dictionary, key) => {
  const match = new RegExp(`/${key}\\s+(\\d+) 0 R`).exec(dictionary);
  return match ? Number(match[1]) : null;
};

/** The page objects in reading order. */
function pageOrder(objects, rootPages) {
  const order = [];
  const visit = (number) => {
    const dictionary = objects.get(number) ?? '';
    if (/\/Type\s*\/Pages\b/.test(dictionary)) {
      const kids = /\/Kids\s*\[([^\]]*)\]/.exec(dictionary)?.[1] ?? '';
      for (const kid of kids.matchAll(/(\d+) 0 R/g)) visit(Number(kid[1]));
    } else order.push(number);
  };
  visit(rootPages);
  return order;
}

/** The page (1-based) each named destination of the PDF points to, by name. */
export function destinationPages(pdf) {
  const text = Buffer.from(pdf).toString('latin1');
  const objects = objectDictionaries(text);
  const catalog = [...objects.values()].find((dictionary) => /\/Type\s*\/Catalog\b/.test(dictionary));
  if (!catalog) throw new Error('No catalog in the PDF');
  const pages = pageOrder(objects, ref(catalog, 'Pages'));
  const destsNumber = ref(catalog, 'Dests');
  const dests = destsNumber === null ? '' : (objects.get(destsNumber) ?? '');
  const result = {};
  for (const match of dests.matchAll(/\/([^\s/[\]<>()]+)\s*\[\s*(\d+) 0 R/g)) {
    const index = pages.indexOf(Number(match[2]));
    if (index >= 0) result[match[1]] = index + 1;
  }
  return { pages: pages.length, destinations: result };
}
