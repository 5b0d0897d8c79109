/**
 * A message's text cut into words and web addresses, so the admin's outbox shows its links (the
 * confirmation and unsubscribe links) as links (docs/signups.md#the-outbox). Only http(s).
 */
export type TextPart = { text: string } | { href: string };

const URL_PATTERN = /https?:\/\/[^\s<>"]+/g;

export function linkParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const href = match[0].replace(/[.,;:!?)]+$/, '');
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ href });
    last = match.index + href.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
