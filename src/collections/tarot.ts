import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { cardMeaningSchema } from '../lib/tarot/meaning-schema';

/** A tool page's copy: hero text, the long SEO article (the Markdown body) and its FAQ. */
export const toolPageSchema = z.object({
  headline: z.string().min(5),
  intro: z.string().min(20),
  /** Label of the question box. */
  questionLabel: z.string().min(5).optional(),
  questionPlaceholder: z.string().min(5).optional(),
  faqHeading: z.string().min(5),
  faq: z.array(z.object({ question: z.string().min(5), answer: z.string().min(20) })).min(3),
});

/** Content collections of the tarot area (merged into src/content.config.ts). */
export const tarotCollections = {
  /** The meaning library, one entry per major arcana card (also read by /api/tarot). */
  tarotMeanings: defineCollection({ loader: file('content/tarot/meanings.json'), schema: cardMeaningSchema }),
  /** Copy of /one-question-tarot and /yes-no-tarot, keyed by route slug. */
  tarotPages: defineCollection({
    loader: glob({ pattern: '*.md', base: 'content/tarot/pages' }),
    schema: toolPageSchema,
  }),
};
