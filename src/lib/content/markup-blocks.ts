/**
 * The step before the allow-list (sanitize.ts): it decides, with the same HTML parser
 * sanitize-html uses (htmlparser2), which markup is a real element and which is prose that
 * mentions a tag. Rules (docs/admin.md, "What the sanitiser keeps"):
 *
 * - A complete element of active or embedded content (a <script> … </script>, <style>, <svg>,
 *   <iframe> …) is removed with everything inside it, and listed so the editor can say so.
 * - An opening tag of such an element, or of <title>/<textarea>/<xmp>, that is never closed is
 *   prose ("put the page name in <title>"): its "<" becomes "&lt;", so the tag is shown as text
 *   and the words after it stay words. Left alone, the parser would read everything after an
 *   unclosed <style> or <title> as that element's raw text, and it would be dropped or mangled.
 * - Comments are removed and listed.
 *
 * Nothing here makes HTML safe: the result still goes through the allow-list, which is what
 * keeps scripts out. This step only decides what is kept as words.
 */
import { Parser } from 'htmlparser2';

/** Removed together with what they contain when complete; never prose, never shown. */
export const REMOVED_WITH_CONTENT: ReadonlySet<string> = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'applet',
  'noscript',
  'noembed',
  'noframes',
  'template',
  'svg',
  'math',
  'canvas',
  'audio',
  'video',
  'head',
]);

/** The parser reads everything after these as raw text until their closing tag. */
const RAW_TEXT: ReadonlySet<string> = new Set(['script', 'style', 'title', 'textarea', 'xmp']);

export interface RemovedBlock {
  /** 'comment' for an HTML comment, else the element's tag name. */
  tag: string;
  /** The removed source, as written. */
  source: string;
}

interface Scan {
  /** Start index of each opening tag that is never closed, up to the first raw-text one. */
  lone: number[];
  /** Outermost complete removable elements and comments: [start, end) of the source. */
  blocks: { tag: string; start: number; end: number }[];
}

function scan(source: string): Scan {
  const lone: number[] = [];
  const blocks: Scan['blocks'] = [];
  const open: { tag: string; start: number }[] = [];
  let rawTextLone = false;
  const insideRemoved = () => open.some((entry) => REMOVED_WITH_CONTENT.has(entry.tag));
  const parser = new Parser(
    {
      onopentag(name) {
        if (REMOVED_WITH_CONTENT.has(name) || RAW_TEXT.has(name))
          open.push({ tag: name, start: parser.startIndex });
      },
      onclosetag(name, isImplied) {
        const top = open.at(-1);
        if (!top || top.tag !== name) return;
        open.pop();
        if (isImplied) {
          // Only a tag that really has a start can be written out as text.
          if (rawTextLone || source[top.start] !== '<') return;
          lone.push(top.start);
          if (RAW_TEXT.has(name)) rawTextLone = true; // what follows it was read as its text: scan again
          return;
        }
        if (REMOVED_WITH_CONTENT.has(name) && !insideRemoved())
          blocks.push({ tag: name, start: top.start, end: parser.endIndex + 1 });
      },
      oncomment() {
        if (!insideRemoved())
          blocks.push({ tag: 'comment', start: parser.startIndex, end: parser.endIndex + 1 });
      },
    },
    { decodeEntities: true },
  );
  parser.write(source);
  parser.end();
  return { lone: lone.sort((a, b) => a - b), blocks };
}

/** More rounds than any real text needs; past them the allow-list still keeps the result safe. */
const MAX_ROUNDS = 50;

/**
 * Escapes unclosed openers (see above) when `escapeLoneTags` is set, then cuts complete
 * removable elements and comments out of the source, reporting each.
 */
export function separateBlocks(
  html: string,
  { escapeLoneTags }: { escapeLoneTags: boolean },
): { html: string; removed: RemovedBlock[] } {
  let source = html;
  let found = scan(source);
  for (let round = 0; escapeLoneTags && found.lone.length > 0 && round < MAX_ROUNDS; round += 1) {
    for (const start of [...found.lone].reverse())
      source = `${source.slice(0, start)}&lt;${source.slice(start + 1)}`;
    found = scan(source);
  }
  const removed: RemovedBlock[] = [];
  let kept = '';
  let from = 0;
  for (const block of found.blocks.sort((a, b) => a.start - b.start)) {
    if (block.start < from) continue; // inside a block already cut
    removed.push({ tag: block.tag, source: source.slice(block.start, block.end) });
    kept += source.slice(from, block.start);
    from = block.end;
  }
  return { html: kept + source.slice(from), removed };
}
