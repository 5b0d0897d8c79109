/**
 * Content collections of the calculators area (merged into src/content.config.ts): one
 * Markdown record per calculator page, keyed by its content key (docs/calculators.md#pages),
 * and the compatibility hub. The Markdown body is the page's SEO article.
 */
import { SOURCE_MAX_LENGTH } from '@/lib/social-proof/claims';
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { MATCH_LABELS } from '../lib/calculators/score-bands';

const faqItem = z.object({ question: z.string().min(5), answer: z.string().min(10) });

/** Limits mirror the tool-content warnings (docs/constants.md#tool-records). */
const calculatorPages = defineCollection({
  loader: glob({ base: './content/calculators/pages', pattern: '*.md' }),
  schema: ({ image }) =>
    z.object({
      name: z.string().min(3),
      headline: z.string().min(1, 'Headline is required').max(200),
      subheadline: z.string().max(500),
      cover: image(),
      coverAlt: z.string().min(10),
      keywords: z.array(z.string().min(2)).min(3),
      /** The page's rating; without a source it is a sample (src/lib/social-proof/claims.ts). */
      rating: z.object({
        value: z.number().min(1).max(5),
        count: z.number().int().positive(),
        source: z.string().trim().min(1).max(SOURCE_MAX_LENGTH).optional(),
      }),
      /** Tracking source of the portal links on this page. */
      source: z.string().regex(/^[a-z0-9-]+$/),
      labels: z.object({
        partnerTitle: z.string().optional(),
        submit: z.string().min(3),
        busy: z.string().min(3),
        another: z.string().min(3),
      }),
      /**
       * Where a reading that ends on a teaser leads (the psychic reading: the quiz), shown right after
       * it in the result.
       */
      wayOn: z
        .object({ text: z.string().min(10), cta: z.string().min(3), href: z.string().startsWith('/') })
        .optional(),
      /** The features list in the form footer. */
      features: z.array(z.string()).min(2).max(6),
      faq: z.array(faqItem).min(3),
      /**
       * Meaning of each row of the score scale (src/lib/calculators/score-bands.ts), on pages
       * that show the table; rows the page's calculator can never reach may be left out.
       */
      interpretation: z.partialRecord(z.enum(MATCH_LABELS), z.string().min(10)).optional(),
    }),
});

const compatibilityHub = defineCollection({
  loader: glob({ base: './content/calculators/hub', pattern: '*.md' }),
  schema: ({ image }) =>
    z.object({
      headline: z.string().min(1).max(200),
      subheadline: z.string().max(500),
      hero: image(),
      heroAlt: z.string().min(10),
      keywords: z.array(z.string()).min(3),
      /** One short line per hub card, keyed by content key. */
      blurbs: z.record(z.string(), z.string().min(10)),
      faq: z.array(faqItem).min(4),
    }),
});

export const calculatorsCollections = { calculatorPages, compatibilityHub };
