import { SOURCE_MAX_LENGTH } from '@/lib/social-proof/claims';
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

/**
 * Comparison pages (docs/site.md#comparison-pages): one YAML file per rival in content/compare/, named like
 * the page's path segment, so a new rival is a new file. Text may carry {brand}; every section
 * but the hero, the feature table and the call to action is optional, and a page shows the
 * sections its file has.
 */
const comparisonRow = z.object({
  category: z.string().min(2),
  ours: z.string().min(2),
  theirs: z.string().min(2),
  /** The rival column's mark: check when the rival publicly offers something comparable, minus when not. */
  icon: z.enum(['check', 'minus']),
  /** Our column's mark: minus where we honestly do not offer it (yet); check by default. */
  oursIcon: z.enum(['check', 'minus']).default('check'),
  tooltip: z.string().optional(),
});

const accordionItem = z.object({ question: z.string().min(3), answer: z.string().min(10) });

const priceRow = z.object({
  label: z.string().min(2),
  ours: z.string().min(1),
  theirs: z.string().min(1),
});

const price = z.number().positive();

const callToAction = z.object({
  heading: z.string().min(3),
  text: z.string().min(10),
  /** The primary button leads to our soulmate quiz with this source tag (src/config/quiz-link.ts). */
  quizLabel: z.string().min(2),
  source: z
    .string()
    .regex(/^[a-z0-9_-]+$/)
    .default('homepage'),
  /** An optional second button going home to one of its sections (for example cosmic-features). */
  homeLabel: z.string().optional(),
  homeSection: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .optional(),
});

export const rivalSchema = z
  .object({
    /** The rival's product name as it appears in headings ("Astra Life Advice"). */
    rival: z.string().min(2),
    order: z.number().int(),
    title: z.string().min(3),
    description: z.string().min(30).max(170),
    hero: z.object({
      eyebrow: z.string().optional(),
      headline: z.string().min(5),
      text: z.string().min(20),
      ctaLabel: z.string().optional(),
    }),
    /** The rival's plan price range in US dollars, as the pages cite it (docs/constants.md#comparison-pages). */
    priceRange: z
      .object({ min: price, max: price })
      .refine((r) => r.max > r.min, { message: 'max must exceed min' })
      .optional(),
    table: z.object({
      heading: z.string(),
      intro: z.string().optional(),
      rows: z.array(comparisonRow).min(4),
    }),
    strengths: z
      .object({
        heading: z.string(),
        items: z.array(z.object({ title: z.string(), text: z.string().min(10) })).min(3),
      })
      .optional(),
    complaints: z
      .object({
        heading: z.string(),
        intro: z.string().optional(),
        items: z.array(z.object({ theme: z.string(), quote: z.string().min(10) })).min(2),
      })
      .optional(),
    testimonials: z
      .object({
        heading: z.string(),
        /** A quote without a source is a sample (src/lib/social-proof/claims.ts). */
        items: z
          .array(
            z.object({
              quote: z.string().min(10),
              name: z.string(),
              detail: z.string(),
              source: z.string().trim().min(1).max(SOURCE_MAX_LENGTH).optional(),
            }),
          )
          .min(2),
      })
      .optional(),
    pricing: z
      .object({
        kind: z.enum(['pricing', 'value']),
        heading: z.string(),
        intro: z.string().optional(),
        rows: z.array(priceRow).min(3),
      })
      .optional(),
    accordion: z.object({ heading: z.string(), items: z.array(accordionItem).min(3) }).optional(),
    trust: z.object({ heading: z.string(), text: z.string(), points: z.array(z.string()).min(2) }).optional(),
    cta: callToAction,
  })
  .refine((data) => !data.cta.homeLabel === !data.cta.homeSection, {
    message: 'homeLabel and homeSection go together',
    path: ['cta'],
  });

export type RivalData = z.infer<typeof rivalSchema>;

export const compareCollections = {
  compare: defineCollection({
    loader: glob({ pattern: '*.{yaml,yml}', base: './content/compare' }),
    schema: rivalSchema,
  }),
};
