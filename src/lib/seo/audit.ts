import { META_DESCRIPTION_LENGTH, META_TITLE_LENGTH } from './limits';

/**
 * Search-readiness checks of one built HTML page: the problems with the facts a crawler reads
 * (read by src/lib/seo/page-facts.ts). The site audit test over dist/ and the admin's SEO
 * overview both judge pages with these rules.
 */
export interface PageFacts {
  title: string;
  description: string;
  canonical: string;
  robots: string;
  h1Count: number;
  jsonLd: unknown[];
  jsonLdErrors: string[];
  indexable: boolean;
}

/** Properties each schema.org type we publish must carry. */
const REQUIRED: Record<string, readonly string[]> = {
  WebSite: ['name', 'url'],
  Organization: ['name', 'url'],
  BreadcrumbList: ['itemListElement'],
  FAQPage: ['mainEntity'],
  // A rating only once it has a real source (docs/decisions.md#social-proof-names-its-source).
  WebApplication: ['name', 'url', 'offers', 'applicationCategory'],
  Article: ['headline', 'datePublished', 'author', 'publisher'],
  BlogPosting: ['headline', 'datePublished', 'author', 'publisher'],
  Blog: ['name', 'url'],
  CollectionPage: ['name', 'url'],
  WebPage: ['name', 'url'],
  ItemList: ['itemListElement'],
  /** The sky-event pages (docs/sky-pages.md): what a search engine needs to list an event. */
  Event: ['name', 'startDate', 'location'],
};

/** Problems with the JSON-LD things of a page, checked against the schema.org types we use. */
export function jsonLdProblems(things: readonly unknown[]): string[] {
  const problems: string[] = [];
  for (const thing of things) {
    if (!thing || typeof thing !== 'object') {
      problems.push('JSON-LD entry is not an object');
      continue;
    }
    const record = thing as Record<string, unknown>;
    const type = String(record['@type'] ?? '');
    if (record['@context'] !== 'https://schema.org')
      problems.push(`${type || 'entry'}: @context must be https://schema.org`);
    const required = REQUIRED[type];
    if (!required) {
      problems.push(`unexpected JSON-LD type "${type}"`);
      continue;
    }
    for (const key of required)
      if (record[key] === undefined || record[key] === '') problems.push(`${type}: missing ${key}`);
    if (type === 'FAQPage') {
      const entries = Array.isArray(record.mainEntity) ? record.mainEntity : [];
      if (entries.length === 0) problems.push('FAQPage: no questions');
      for (const entry of entries as Array<Record<string, unknown>>) {
        const answer = entry.acceptedAnswer as Record<string, unknown> | undefined;
        if (entry['@type'] !== 'Question' || !entry.name || answer?.['@type'] !== 'Answer' || !answer.text) {
          problems.push('FAQPage: a question lacks its name or accepted answer');
        }
      }
    }
    if (type === 'BreadcrumbList') {
      const items = Array.isArray(record.itemListElement)
        ? (record.itemListElement as Array<Record<string, unknown>>)
        : [];
      items.forEach((item, index) => {
        if (item.position !== index + 1 || !item.name)
          problems.push('BreadcrumbList: positions must count from 1 with names');
      });
    }
  }
  return problems;
}

/** Every problem a crawler would see on one page. */
export function pageProblems(facts: PageFacts): string[] {
  const problems = [...facts.jsonLdErrors, ...jsonLdProblems(facts.jsonLd)];
  if (facts.h1Count !== 1) problems.push(`has ${facts.h1Count} h1 elements`);
  if (!facts.canonical.startsWith('http')) problems.push('no absolute canonical URL');
  if (!facts.indexable) return problems;
  const { title, description } = facts;
  if (title.length < META_TITLE_LENGTH.min || title.length > META_TITLE_LENGTH.max) {
    problems.push(
      `title is ${title.length} characters (${META_TITLE_LENGTH.min}–${META_TITLE_LENGTH.max}): "${title}"`,
    );
  }
  if (description.length < META_DESCRIPTION_LENGTH.min || description.length > META_DESCRIPTION_LENGTH.max) {
    problems.push(
      `description is ${description.length} characters (${META_DESCRIPTION_LENGTH.min}–${META_DESCRIPTION_LENGTH.max})`,
    );
  }
  return problems;
}
