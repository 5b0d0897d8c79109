/** Plain text from trusted HTML (our own content): tags dropped, entities for & < > " ' decoded, spaces folded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
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

/** The text with its first letter in upper case ("the Lovers…" opening a sentence). */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
