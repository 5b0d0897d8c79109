/** The one set of plain-text helpers: entities in and out, HTML to text, cutting at a word. */

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** The five entities our own HTML uses (& < > " ' and the non-breaking space) decoded to characters. */
export function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_, name: string) =>
    name === '#39' ? "'" : (NAMED_ENTITIES[name] ?? ''),
  );
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe to place in HTML, in an element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** Plain text from trusted HTML (our own content): tags dropped, entities decoded, spaces folded. */
export function htmlToText(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The running prose of trusted HTML as plain text: headings (h1–h6) left out, so a summary made
 * from it never strings a section title into a sentence.
 */
export function proseText(html: string): string {
  return htmlToText(html.replace(/<h([1-6])\b[^>]*>[\s\S]*?<\/h\1\s*>/gi, ' '));
}

/** Joiners that read badly as the last word of a shortened line. */
const TRAILING_JOINER = /\s+(and|or|the|a|an|of|to|in|for|with)$/i;
const TRAILING_PUNCTUATION = /[\s,.;:!?|–—-]+$/u;

/**
 * Text (spaces folded) cut to at most `max` characters, `ending` included, at a word boundary;
 * trailing punctuation and joiners are dropped before the ending. Only when no word boundary
 * leaves at least `min` characters is the cut made inside a word.
 */
export function truncateAtWord(
  text: string,
  max: number,
  { ending = '', min = 1 }: { ending?: string; min?: number } = {},
): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const room = Math.max(0, max - ending.length);
  const slice = clean.slice(0, room + 1);
  const lastSpace = slice.lastIndexOf(' ');
  const head = (lastSpace > 0 ? slice.slice(0, lastSpace) : '')
    .replace(TRAILING_PUNCTUATION, '')
    .replace(TRAILING_JOINER, '')
    .replace(TRAILING_PUNCTUATION, '');
  if (head.length > 0 && head.length + ending.length >= min) return `${head}${ending}`;
  return `${clean.slice(0, room).trimEnd()}${ending}`;
}

/** The sentences of plain prose, split after ".", "!" or "?" followed by a space. */
export function splitSentences(text: string): string[] {
  return text
    .trim()
    .split(/(?<=[.!?])\s+/)
    .filter(Boolean);
}

// The house style has no serial comma ("union, alignment and choice"), which is en-GB's list rule.
const listFormat = new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' });

/** "a, b and c" from a list of words or phrases. */
export function joinList(items: readonly string[]): string {
  return listFormat.format(items);
}
