import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { cardMeaningSchema } from '../lib/tarot/meaning-schema';
import { RANKS, SUITS, type Rank } from '../lib/tarot/minor-arcana';
import { minorMeaningLibrary } from '../lib/tarot/minor-meanings';
import { minorCardSchema } from '../lib/tarot/minor-schema';

/** A tool page's copy: hero text, the long SEO article (the Markdown body) and its FAQ. */
export const toolPageSchema = z.object({
  headline: z.string().min(5),
  intro: z.string().min(20),
  /** Label of the question box. */
  questionLabel: z.string().min(5).optional(),
  questionPlaceholder: z.string().min(5).optional(),
  /** The three-card spread's form labels (content/tarot/pages/three-card-tarot.md). */
  spread: z
    .object({
      layoutLegend: z.string().min(5),
      drawLabel: z.string().min(5),
      againLabel: z.string().min(5),
      sameDayNote: z.string().min(20),
    })
    .optional(),
  faqHeading: z.string().min(5),
  faq: z.array(z.object({ question: z.string().min(5), answer: z.string().min(20) })).min(3),
});

const copy = z.string().trim().min(2);

/** The copy the card meaning pages share (content/tarot/meanings-guide.yaml). */
export const meaningsGuideSchema = z.object({
  hub: z.object({
    headline: copy,
    intro: copy,
    jumpLabel: copy,
    gridHeading: copy,
    majorIntro: copy,
    suitLink: z.string().includes('{suit}'),
    ranksHeading: copy,
    ranksIntro: copy,
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
    sharedTheme: copy,
  }),
  minor: z.object({
    kicker: z.string().includes('{suit}').includes('{element}'),
    sections: z.object({
      imagery: copy,
      upright: copy,
      reversed: copy,
      love: copy,
      work: copy,
      yesNo: copy,
      suitAndNumber: copy,
      suitAndRank: copy,
      related: copy,
    }),
    advice: copy,
    facts: z.object({ suit: copy, element: copy, number: copy, rank: copy }),
    sameNumber: copy,
    sameRank: copy,
    major: copy,
    inSuit: z.string().includes('{suit}'),
    allSuit: z.string().includes('{suit}'),
    readCard: copy,
  }),
  suit: z.object({
    kicker: z.string().includes('{element}'),
    headline: z.string().includes('{suit}'),
    gridHeading: z.string().includes('{suit}'),
    otherSuits: copy,
    allCards: copy,
  }),
  /** What each number and court rank adds, Ace to King. */
  ranks: z
    .record(z.enum(RANKS), copy)
    .refine((ranks) => RANKS.every((rank: Rank) => ranks[rank]), { message: 'every rank has a line' }),
  promo: z.object({ heading: copy, text: copy, link: copy }),
  spreadPromo: z.object({ heading: copy, text: copy, link: copy }),
});

/** One suit's hub copy (content/tarot/suits.yaml). */
export const suitGuideSchema = z.object({
  id: z.enum(SUITS.map((suit) => suit.toLowerCase()) as [string, ...string[]]),
  name: z.enum(SUITS),
  keywords: z.array(copy).min(3).max(6),
  summary: z.string().min(80),
  intro: z.string().min(200),
  sections: z.array(z.object({ heading: copy, text: z.string().min(200) })).min(2),
});

/** Content collections of the tarot area (merged into src/content.config.ts). */
export const tarotCollections = {
  /** The meaning library, one entry per major arcana card (also read by /api/tarot). */
  tarotMeanings: defineCollection({ loader: file('content/tarot/meanings.json'), schema: cardMeaningSchema }),
  /** The 56 minor arcana, validated by src/lib/tarot/minor-meanings.ts (also read by /api/tarot-spread). */
  tarotMinorMeanings: defineCollection({
    loader: () => [...minorMeaningLibrary().values()],
    schema: minorCardSchema,
  }),
  /** The four suits' hub copy, Wands to Pentacles. */
  tarotSuits: defineCollection({ loader: file('content/tarot/suits.yaml'), schema: suitGuideSchema }),
  /** Shared copy of /tarot-card-meanings, the suit hubs and the 78 card pages. */
  tarotMeaningsGuide: defineCollection({
    loader: glob({ pattern: 'meanings-guide.yaml', base: 'content/tarot' }),
    schema: meaningsGuideSchema,
  }),
  /** Copy of /one-question-tarot, /yes-no-tarot and /three-card-tarot, keyed by route slug. */
  tarotPages: defineCollection({
    loader: glob({ pattern: '*.md', base: 'content/tarot/pages' }),
    schema: toolPageSchema,
  }),
};
