import { htmlToText } from '../content/text';
import { slugify } from './slug';

/** A heading of an article body, the shape Astro's render() reports for Markdown. */
export interface BodyHeading {
  depth: number;
  slug: string;
  text: string;
}

/**
 * Gives every h2 and h3 of sanitised HTML a unique id (the sanitiser strips ids, so these are
 * the only ones) and lists them for the table of contents.
 */
export function anchorHeadings(html: string): { html: string; headings: BodyHeading[] } {
  const headings: BodyHeading[] = [];
  const used = new Map<string, number>();
  const anchored = html.replace(/<h([23])>([\s\S]*?)<\/h\1>/g, (_match, level: string, inner: string) => {
    const text = htmlToText(inner);
    const base = slugify(text) || 'section';
    const seen = used.get(base) ?? 0;
    used.set(base, seen + 1);
    const slug = seen === 0 ? base : `${base}-${seen + 1}`;
    headings.push({ depth: Number(level), slug, text });
    return `<h${level} id="${slug}">${inner}</h${level}>`;
  });
  return { html: anchored, headings };
}
