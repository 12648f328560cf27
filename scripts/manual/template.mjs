// The manual as one HTML page per language, for Chromium to print to PDF: a cover, the table of
// contents (each entry a link, with its page number once the first printing has told where each
// chapter starts), then the chapters with their screenshots. The app's typeface (Inter, from the
// @fontsource/inter package the app depends on) and its navy and gold palette
// (src/styles/tokens.css).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const fontDir = fileURLToPath(new URL('../../node_modules/@fontsource/inter/', import.meta.url));

/** Inter's Latin faces in the weights the manual uses, read from the package's own CSS. */
function fontFaces() {
  return ['400', '400-italic', '500', '600', '700', '800']
    .map((name) =>
      readFileSync(`${fontDir}${name}.css`, 'utf8')
        // The Latin and Latin Extended subsets cover Portuguese and Spanish.
        .split(/\n(?=\/\*)/)
        .filter((face) => /inter-latin-(ext-)?\d/.test(face))
        .join('\n')
        .replaceAll('url(./files/', `url(file://${fontDir}files/`),
    )
    .join('\n');
}

const escapeHtml = (text) =>
  String(text).replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** Plain text with `**words**` for the interface's own labels (shown in bold). */
const inline = (text) => escapeHtml(text).replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>');

const LOGO = `<svg viewBox="0 0 32 32" aria-hidden="true"><circle cx="16" cy="16" r="15" fill="#ecc22e"/><path d="M21.5 11.5a7 7 0 1 0 0 9" fill="none" stroke="#14213d" stroke-width="3.2" stroke-linecap="round"/></svg>`;

const CSS = `
:root {
  --gold: #ecc22e; --gold-strong: #d4a90f; --gold-soft: #fbf1cc; --gold-text: #8a6a00;
  --navy: #14213d; --navy-soft: #23345c; --ink: #1d2433; --muted: #4f5869;
  --line: #e3e0d8; --band: #f7f4ee;
}
@page {
  size: A4;
  margin: 20mm 19mm 22mm;
  @bottom-left { content: "{{FOOTER}}"; font: 500 7.5pt Inter, sans-serif; color: #4f5869; }
  @bottom-right { content: counter(page); font: 700 8pt Inter, sans-serif; color: #14213d; }
}
@page cover { margin: 0; @bottom-left { content: none; } @bottom-right { content: none; } }
* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; font-family: Inter, sans-serif; font-size: 10pt; line-height: 1.55; color: var(--ink); font-kerning: normal; hyphens: auto; }
h1, h2, h3 { color: var(--navy); line-height: 1.2; margin: 0; letter-spacing: -0.01em; break-after: avoid; }
p { margin: 0 0 3mm; orphans: 3; widows: 3; }
strong { font-weight: 600; color: var(--navy); }
a { color: inherit; text-decoration: none; }

/* Cover */
.cover { page: cover; height: 297mm; position: relative; overflow: hidden; color: #fff; background: var(--navy);
  padding: 24mm 20mm 0; break-after: page; }
.cover .disc { position: absolute; right: -40mm; top: -30mm; width: 150mm; height: 150mm; border-radius: 50%; background: #1b2b4f; }
.cover .brand { display: flex; align-items: center; gap: 3mm; font-weight: 800; font-size: 16pt; letter-spacing: -0.01em; }
.cover .brand svg { width: 11mm; height: 11mm; }
.cover .brand, .cover .kicker, .cover h1, .cover .subtitle, .cover .meta { position: relative; }
.cover .kicker { margin-top: 30mm; display: inline-block; padding: 1.4mm 4mm; border-radius: 99px; background: #33406a; color: var(--gold); font-weight: 600; font-size: 9.5pt; letter-spacing: 0.02em; }
.cover h1 { color: #fff; font-size: 40pt; font-weight: 800; line-height: 1.05; margin-top: 6mm; max-width: 150mm; letter-spacing: -0.02em; }
.cover .subtitle { margin-top: 6mm; font-size: 13pt; line-height: 1.5; color: #d9dde6; max-width: 140mm; }
.cover .meta { margin-top: 8mm; display: flex; gap: 6mm; font-size: 9pt; color: #aeb6c7; }
.cover .meta span + span::before { content: '·'; margin-right: 6mm; }
.cover .window { position: absolute; left: 20mm; right: 20mm; bottom: 20mm; height: 104mm; border-radius: 3mm; overflow: hidden; background: #fff;
  border: 1mm solid #2d3b62; }
.cover .window .bar { height: 7mm; background: #eef0f4; display: flex; align-items: center; gap: 1.6mm; padding: 0 3.5mm; }
.cover .window .bar i { width: 2.4mm; height: 2.4mm; border-radius: 50%; background: #c9ced8; display: block; }
.cover .window .bar b { margin-left: 4mm; height: 3.6mm; width: 70mm; border-radius: 2mm; background: #fff; display: block; }
.cover .window img { display: block; width: 100%; }
.cover .ring { position: absolute; border-radius: 50%; border: 1.2mm solid #b99a2f; }

/* Contents */
.contents { break-after: page; }
.contents h1 { font-size: 24pt; font-weight: 800; margin-bottom: 2mm; }
.contents .intro { color: var(--muted); margin-bottom: 4mm; }
.contents .part { font-size: 8pt; font-weight: 700; letter-spacing: 0.12em; text-transform: uppercase; color: var(--gold-text); margin: 4mm 0 0.5mm; }
.contents ol { list-style: none; margin: 0; padding: 0; }
.contents li { break-inside: avoid; border-bottom: 0.6pt solid var(--line); padding: 1.7mm 0; }
.contents li a { display: grid; grid-template-columns: 9mm 1fr auto; align-items: baseline; column-gap: 2mm; }
.contents .n { font-weight: 800; color: var(--gold-text); font-size: 10.5pt; }
.contents .t { font-weight: 700; color: var(--navy); font-size: 10.5pt; }
.contents .pg { font-weight: 700; color: var(--navy); font-variant-numeric: tabular-nums; font-size: 10.5pt; }
.contents .s { grid-column: 2 / 4; color: var(--muted); font-size: 8pt; line-height: 1.4; margin-top: 0.4mm; }

/* Chapters: each follows the last one on the same page, its head kept with what follows. */
.chapter + .chapter { margin-top: 12mm; }
.chapter-head { border-bottom: 0.8pt solid var(--line); padding-bottom: 5mm; margin-bottom: 6mm; break-inside: avoid; break-after: avoid; }
.eyebrow { font-size: 8pt; font-weight: 700; letter-spacing: 0.12em; text-transform: uppercase; color: var(--gold-text); margin-bottom: 2mm; }
.chapter h1 { font-size: 24pt; font-weight: 800; display: flex; align-items: baseline; gap: 4mm; }
.chapter h1 .num { display: inline-grid; place-items: center; min-width: 11mm; height: 11mm; padding: 0 2mm; border-radius: 3mm; background: var(--gold); color: var(--navy); font-size: 15pt; transform: translateY(-0.8mm); }
.lead { font-size: 11.5pt; line-height: 1.55; color: var(--muted); margin-top: 4mm; margin-bottom: 0; }
.chapter h2 { font-size: 13pt; font-weight: 700; margin: 6mm 0 2.5mm; }
.chapter h2::before { content: ''; display: inline-block; width: 2.2mm; height: 2.2mm; border-radius: 0.6mm; background: var(--gold); margin-right: 2.4mm; transform: translateY(-0.6mm); }
ul.list { margin: 0 0 3mm; padding-left: 5mm; }
ul.list li { margin-bottom: 1.2mm; padding-left: 1mm; }
ul.list li::marker { color: var(--gold-strong); }
ol.steps { list-style: none; counter-reset: step; margin: 0 0 3.5mm; padding: 0; }
ol.steps li { counter-increment: step; position: relative; padding-left: 9mm; margin-bottom: 2mm; min-height: 6mm; break-inside: avoid; }
ol.steps li::before { content: counter(step); position: absolute; left: 0; top: -0.2mm; width: 6mm; height: 6mm; border-radius: 50%; background: var(--navy); color: #fff; font-weight: 700; font-size: 8.5pt; display: grid; place-items: center; line-height: 1; }
.box { break-inside: avoid; border-radius: 2.5mm; padding: 3.5mm 4.5mm; margin: 4mm 0; }
.box p:last-child { margin-bottom: 0; }
.box .label { display: block; font-size: 7.5pt; font-weight: 800; letter-spacing: 0.12em; text-transform: uppercase; margin-bottom: 1mm; }
.tip { background: var(--gold-soft); border-left: 1.4mm solid var(--gold); }
.tip .label { color: var(--gold-text); }
.note { background: var(--band); border-left: 1.4mm solid var(--navy-soft); }
.note .label { color: var(--navy-soft); }
figure { margin: 4mm 0 5mm; break-inside: avoid; }
figure { margin-left: auto; margin-right: auto; }
figure .frame { border: 0.75pt solid #c9ceda; border-radius: 2mm; overflow: hidden; background: #fff; }
figure img { display: block; width: 100%; }
figcaption { margin-top: 2.2mm; font-size: 8.5pt; color: var(--muted); line-height: 1.45; }
figcaption b { color: var(--navy); font-weight: 700; margin-right: 1.5mm; }
.row { display: grid; grid-template-columns: 1fr 1fr; gap: 6mm; align-items: start; break-inside: avoid; }
.row figure { margin-top: 2mm; }
.beside { display: grid; grid-template-columns: 1fr 62mm; gap: 7mm; align-items: start; break-inside: avoid; margin: 3mm 0; }
.beside figure { margin: 0; }
table { width: 100%; border-collapse: collapse; margin: 3mm 0 5mm; font-size: 9pt; }
tr { break-inside: avoid; }
th, td { text-align: left; padding: 1.8mm 2.5mm; border-bottom: 0.6pt solid var(--line); vertical-align: top; }
th { background: var(--navy); color: #fff; font-weight: 600; }
th:first-child { border-top-left-radius: 1.5mm; } th:last-child { border-top-right-radius: 1.5mm; }
tr:nth-child(even) td { background: #faf9f6; }
td:last-child { font-variant-numeric: tabular-nums; }
dl.faq { margin: 0; }
dl.faq dt { font-weight: 700; color: var(--navy); margin-top: 3.5mm; break-after: avoid; }
dl.faq dd { margin: 1mm 0 0; }
`;

/**
 * The manual of one language as HTML. `content` is the language's text (scripts/manual/content),
 * `shots` maps screenshot ids to image addresses, `pages` maps chapter ids to the page each
 * starts on (empty on the first printing).
 */
export function renderManual({ content, shots, pages = {}, edition }) {
  const { strings } = content;
  const image = (id) => {
    const src = shots[id];
    if (!src) throw new Error(`No screenshot "${id}" for the ${content.lang} manual`);
    return src;
  };
  let chapterNumber = 0;
  const chapterHtml = (chapter) => {
    chapterNumber += 1;
    const n = chapterNumber;
    let figureNumber = 0;
    const figure = ({ shot, caption, width }) => {
      figureNumber += 1;
      const style = width ? ` style="width:${width}mm"` : '';
      return `<figure${style}><div class="frame"><img src="${escapeHtml(image(shot))}" alt=""></div><figcaption><b>${escapeHtml(strings.figure)} ${n}.${figureNumber}</b>${inline(caption)}</figcaption></figure>`;
    };
    const block = (item) => {
      switch (item.type) {
        case 'p':
          return `<p>${inline(item.text)}</p>`;
        case 'h2':
          return `<h2>${inline(item.text)}</h2>`;
        case 'list':
          return `<ul class="list">${item.items.map((text) => `<li>${inline(text)}</li>`).join('')}</ul>`;
        case 'steps':
          return `<ol class="steps">${item.items.map((text) => `<li>${inline(text)}</li>`).join('')}</ol>`;
        case 'tip':
        case 'note':
          return `<div class="box ${item.type}"><span class="label">${escapeHtml(strings[item.type])}</span><p>${inline(item.text)}</p></div>`;
        case 'figure':
          return figure(item);
        case 'row':
          return `<div class="row">${item.figures.map(figure).join('')}</div>`;
        case 'beside':
          return `<div class="beside" style="grid-template-columns:1fr ${item.figure.width ?? 62}mm"><div>${item.blocks.map(block).join('')}</div>${figure({ ...item.figure, width: undefined })}</div>`;
        case 'table':
          return `<table><thead><tr>${item.head.map((cell) => `<th>${inline(cell)}</th>`).join('')}</tr></thead><tbody>${item.rows
            .map((row) => `<tr>${row.map((cell) => `<td>${inline(cell)}</td>`).join('')}</tr>`)
            .join('')}</tbody></table>`;
        case 'faq':
          return `<dl class="faq">${item.items.map(([q, a]) => `<dt>${inline(q)}</dt><dd>${inline(a)}</dd>`).join('')}</dl>`;
        default:
          throw new Error(`Unknown block type ${item.type}`);
      }
    };
    const part = content.parts[chapter.part];
    return `<section class="chapter" id="${chapter.id}">
  <header class="chapter-head">
    <p class="eyebrow">${escapeHtml(strings.chapter)} ${n}${part ? ` · ${escapeHtml(part)}` : ''}</p>
    <h1><span class="num">${n}</span><span>${inline(chapter.title)}</span></h1>
    <p class="lead">${inline(chapter.lead)}</p>
  </header>
  ${chapter.blocks.map(block).join('\n  ')}
</section>`;
  };

  // The table of contents, grouped by part.
  let tocNumber = 0;
  let lastPart;
  const tocEntries = content.chapters
    .map((chapter) => {
      tocNumber += 1;
      const sections = chapter.blocks.filter((b) => b.type === 'h2').map((b) => b.text.replace(/\*\*/g, ''));
      const heading =
        chapter.part !== lastPart && content.parts[chapter.part]
          ? `</ol><p class="part">${escapeHtml(content.parts[chapter.part])}</p><ol>`
          : '';
      lastPart = chapter.part;
      return `${heading}<li><a href="#${chapter.id}"><span class="n">${tocNumber}</span><span class="t">${inline(chapter.title)}</span><span class="pg">${pages[chapter.id] ?? '00'}</span>${
        sections.length ? `<span class="s">${escapeHtml(sections.join(' · '))}</span>` : ''
      }</a></li>`;
    })
    .join('');

  const css = CSS.replace('{{FOOTER}}', strings.footer.replaceAll('"', '\\"'));
  return `<!doctype html>
<html lang="${content.htmlLang}">
<head>
<meta charset="utf-8">
<title>${escapeHtml(strings.documentTitle)}</title>
<style>${fontFaces()}
${css}</style>
</head>
<body>
<section class="cover">
  <span class="disc"></span>
  <div class="brand">${LOGO}<span>Coachly</span></div>
  <p class="kicker">${escapeHtml(strings.kicker)}</p>
  <h1>${escapeHtml(strings.title)}</h1>
  <p class="subtitle">${escapeHtml(strings.subtitle)}</p>
  <p class="meta"><span>${escapeHtml(edition)}</span><span>${escapeHtml(strings.languageName)}</span></p>
  <span class="ring" style="width:46mm;height:46mm;right:16mm;top:22mm"></span>
  <span class="ring" style="width:14mm;height:14mm;right:62mm;top:66mm;border-width:0.8mm"></span>
  <div class="window"><div class="bar"><i></i><i></i><i></i><b></b></div><img src="${escapeHtml(image('edit'))}" alt=""></div>
</section>
<nav class="contents" id="contents" aria-labelledby="contents-title">
  <h1 id="contents-title">${escapeHtml(strings.contents)}</h1>
  <p class="intro">${inline(strings.contentsIntro)}</p>
  <ol>${tocEntries}</ol>
</nav>
${content.chapters.map(chapterHtml).join('\n')}
</body>
</html>`;
}
