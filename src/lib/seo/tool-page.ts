/**
 * The structured data of a free tool page (a calculator, the tarot tools, the fortune cookie, the
 * birth chart): the tool as a free WebApplication with its rating, and the page's FAQ.
 */
import { figures, site } from '@/config/site';
import { figureClaims } from '@/lib/social-proof/figures';
import { sourceOf } from '@/lib/social-proof/claims';
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
  rating?: { value: number; count: number; source?: string | undefined };
}

export function toolPageJsonLd(input: ToolPageInput): JsonLdThing[] {
  const rating = input.rating ?? {
    value: figures.rating,
    count: figures.reviewCount,
    source: (figureClaims.rating.source && figureClaims.reviewCount.source) ?? undefined,
  };
  return [
    webApplication({
      name: input.name,
      url: canonicalUrl(site.url, input.path),
      description: input.description,
      // A rating without a source is a sample, and a sample is never a claim (docs/funnel.md#social-proof).
      rating: sourceOf(rating) ? rating : undefined,
      category: input.category,
    }),
    faqPageFromHtml(input.faq),
  ];
}
