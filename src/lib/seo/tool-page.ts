/**
 * The structured data of a free tool page (a calculator, the tarot tools, the fortune cookie, the
 * birth chart): the tool as a free WebApplication with its rating, and the page's FAQ.
 */
import { figures, site } from '@/config/site';
import { canonicalUrl } from './canonical';
import { faqPageFromHtml, webApplication, type FaqEntry, type JsonLdThing } from './json-ld';

export interface ToolPageInput {
  name: string;
  path: string;
  description: string;
  /** The page's FAQ as written in content (answers in trusted HTML). */
  faq: readonly FaqEntry[];
  /** schema.org applicationCategory; LifestyleApplication when not given. */
  category?: string;
  /** The tool's own rating; by default the site-wide one (src/config/site.ts figures). */
  rating?: { value: number; count: number };
}

export function toolPageJsonLd(input: ToolPageInput): JsonLdThing[] {
  const rating = input.rating ?? { value: figures.rating, count: figures.reviewCount };
  return [
    webApplication({
      name: input.name,
      url: canonicalUrl(site.url, input.path),
      description: input.description,
      ratingValue: rating.value,
      ratingCount: rating.count,
      category: input.category,
    }),
    faqPageFromHtml(input.faq),
  ];
}
