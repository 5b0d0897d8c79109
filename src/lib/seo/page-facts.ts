import { DomUtils, parseDocument } from 'htmlparser2';
import type { PageFacts } from './audit';

/**
 * The one reader of a page's SEO facts (docs/admin.md#seo-facts): what a crawler reads, from the
 * page's HTML. The admin's SEO overview reads the pages it fetches with it, and the site audit
 * tests read the built files with it, so both judge a page from the same facts. htmlparser2 (the
 * sanitiser's parser, already in the admin) reads the same in the browser and in Node, and fast
 * enough for every built page.
 */
export function readPageFacts(html: string): PageFacts {
  const doc = parseDocument(html);
  const all = (tag: string) => DomUtils.getElementsByTagName(tag, doc, true);
  const meta = (name: string) =>
    all('meta').find((element) => element.attribs.name?.toLowerCase() === name)?.attribs.content ?? '';
  const jsonLd: unknown[] = [];
  const jsonLdErrors: string[] = [];
  for (const script of all('script').filter((element) => element.attribs.type === 'application/ld+json')) {
    try {
      const parsed: unknown = JSON.parse(DomUtils.textContent(script));
      jsonLd.push(...(Array.isArray(parsed) ? parsed : [parsed]));
    } catch (error) {
      jsonLdErrors.push(`JSON-LD does not parse: ${(error as Error).message}`);
    }
  }
  const titles = all('title');
  // The document's title is the head's (an inline SVG may carry its own <title>).
  const title = titles.find((element) => parentTag(element) === 'head') ?? titles[0];
  const robots = meta('robots');
  return {
    title: title ? DomUtils.textContent(title).trim() : '',
    description: meta('description'),
    canonical:
      all('link').find((element) => (element.attribs.rel ?? '').split(/\s+/).includes('canonical'))?.attribs
        .href ?? '',
    robots,
    h1Count: all('h1').length,
    jsonLd,
    jsonLdErrors,
    indexable: !/noindex/i.test(robots),
  };
}

function parentTag(element: ReturnType<typeof DomUtils.getElementsByTagName>[number]): string | null {
  const parent = element.parent;
  return parent && 'name' in parent ? parent.name : null;
}

/** The schema.org types a page's structured data declares, each once. */
export function jsonLdTypes(things: readonly unknown[]): string[] {
  const types = new Set<string>();
  for (const thing of things) {
    const type = thing && typeof thing === 'object' ? (thing as Record<string, unknown>)['@type'] : undefined;
    if (typeof type === 'string') types.add(type);
  }
  return [...types];
}
