// Where each element of a built page sits in its HTML, from htmlparser2's tokenizer: the benches
// rewrite pages by offset (the same-content floor, the first-screen marks), so what they leave
// untouched stays byte for byte as built.
import { Parser } from 'htmlparser2';

/**
 * @typedef {{ name: string, attribs: Record<string, string>, start: number, startTagEnd: number,
 *   end: number, parent: number }} ElementSpan
 * `start` is the offset of its `<`, `startTagEnd` the offset just after its start tag's `>`, `end`
 * the offset just after its end tag (or its start tag, for a void element), `parent` the index of
 * the element it sits in (-1 at the top).
 */

/** Every element of `html`, in document order. @returns {ElementSpan[]} */
export function scanElements(html) {
  /** @type {ElementSpan[]} */
  const elements = [];
  const open = [];
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        elements.push({
          name,
          attribs,
          start: parser.startIndex,
          startTagEnd: parser.endIndex + 1,
          end: html.length,
          parent: open.at(-1) ?? -1,
        });
        open.push(elements.length - 1);
      },
      onclosetag(_name, isImplied) {
        const index = open.pop();
        if (index === undefined) return;
        const element = elements[index];
        // An implied end (a void element, a <p> closed by the next block) ends where its start
        // tag or the next tag begins.
        element.end = isImplied ? Math.max(element.startTagEnd, parser.startIndex) : parser.endIndex + 1;
      },
    },
    { decodeEntities: false },
  );
  parser.end(html);
  return elements;
}

/**
 * `html` with the `[from, to)` ranges in `cuts` removed and the `inserts` ({ at, text }) added;
 * ranges inside a removed range are ignored.
 */
export function editByOffsets(html, cuts, inserts = []) {
  const edits = [
    ...cuts.map(([from, to]) => ({ from, to, text: '' })),
    ...inserts.map(({ at, text }) => ({ from: at, to: at, text })),
  ].sort((a, b) => a.from - b.from || b.to - a.to);
  let result = '';
  let position = 0;
  for (const edit of edits) {
    if (edit.from < position) continue;
    result += html.slice(position, edit.from) + edit.text;
    position = edit.to;
  }
  return result + html.slice(position);
}

/** The attribute markElementEnds writes. */
export const END_ATTRIBUTE = 'data-flight-end';

/** The page with each element's end offset (in `html`) written into its start tag as `attribute`. */
export function markElementEnds(html, attribute = END_ATTRIBUTE) {
  const inserts = scanElements(html).map((element) => ({
    at: element.start + 1 + element.name.length,
    text: ` ${attribute}="${element.end}"`,
  }));
  return editByOffsets(html, [], inserts);
}
