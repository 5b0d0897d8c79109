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

const copy = z.string().trim().min(2);

/** The copy the card meaning pages share (content/tarot/meanings-guide.yaml). */
export const meaningsGuideSchema = z.object({
  hub: z.object({
    headline: copy,
    intro: copy,
    gridHeading: copy,
    sections: z.array(z.object({ heading: copy, text: z.string().min(100) })).min(1),
    toolsHeading: copy,
    toolsText: copy,
  }),
  card: z.object({
    titles: z.array(z.string().includes('{card}')).min(1),
    headline: z.string().includes('{card}'),
    sections: z.object({
      upright: copy,
      reversed: copy,
      love: copy,
      work: copy,
      money: copy,
      wellbeing: copy,
      decision: copy,
      yesNo: copy,
    }),
    yesNoSummary: z.string().includes('{card}').includes('{upright}').includes('{reversed}'),
    keywordsUpright: copy,
    keywordsReversed: copy,
    contents: copy,
    callToAction: z.object({ heading: copy, text: copy }),
    readMore: z.string().includes('{card}'),
    previous: copy,
    next: copy,
    allCards: copy,
  }),
  promo: z.object({ heading: copy, text: copy, link: copy }),
});

/** Content collections of the tarot area (merged into src/content.config.ts). */
export const tarotCollections = {
  /** The meaning library, one entry per major arcana card (also read by /api/tarot). */
  tarotMeanings: defineCollection({ loader: file('content/tarot/meanings.json'), schema: cardMeaningSchema }),
  /** Shared copy of /tarot-card-meanings and the 22 card pages. */
  tarotMeaningsGuide: defineCollection({
    loader: glob({ pattern: 'meanings-guide.yaml', base: 'content/tarot' }),
    schema: meaningsGuideSchema,
  }),
  /** Copy of /one-question-tarot and /yes-no-tarot, keyed by route slug. */
  tarotPages: defineCollection({
    loader: glob({ pattern: '*.md', base: 'content/tarot/pages' }),
    schema: toolPageSchema,
  }),
};
