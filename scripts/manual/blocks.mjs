// The pieces a chapter of the manual is made of (scripts/manual/template.mjs draws them). Text
// may mark the interface's own labels as **label**: they print in bold.
export const p = (text) => ({ type: 'p', text });
export const h2 = (text) => ({ type: 'h2', text });
export const list = (...items) => ({ type: 'list', items });
export const steps = (...items) => ({ type: 'steps', items });
export const tip = (text) => ({ type: 'tip', text });
export const note = (text) => ({ type: 'note', text });
/**
 * A screenshot (an id of scripts/manual/capture.mjs) with its caption; `width` in millimetres
 * when narrower than the text.
 */
export const figure = (shot, caption, width) => ({ type: 'figure', shot, caption, width });
/** Two screenshots side by side. */
export const row = (...figures) => ({ type: 'row', figures });
/** Text beside a narrow screenshot (a phone's, a dialog's) `width` millimetres wide. */
export const beside = ({ shot, caption, width }, ...blocks) => ({
  type: 'beside',
  figure: figure(shot, caption, width),
  blocks,
});
export const table = (head, ...rows) => ({ type: 'table', head, rows });
/** Questions and answers: [question, answer] pairs. */
export const faq = (...items) => ({ type: 'faq', items });
