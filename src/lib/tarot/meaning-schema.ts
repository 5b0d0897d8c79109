import { z } from 'zod';
import { MAJOR_ARCANA } from './deck';

/**
 * One orientation of a card in the meaning library (content/tarot/meanings.json). The short
 * fields feed the tools' offline readings; the long texts are the card's meaning pages and the
 * material the offline reading builds on for each theme of question (docs/tarot.md).
 */
export const cardSideSchema = z.object({
  keywords: z.array(z.string().min(1)).min(3).max(6),
  /** The card's lean for a yes/no question, and how firmly it leans (0.5 to 0.95). */
  yesNo: z.enum(['yes', 'no']),
  confidence: z.number().min(0.5).max(0.95),
  shortAnswer: z.string().min(10).max(200),
  rationale: z.string().min(40),
  advice: z.array(z.string().min(10)).length(3),
  /** What the card means in this orientation; the page's main text. */
  meaning: z.string().min(300),
  /**
   * What it says for each theme of question. Each text opens with a sentence that stands alone,
   * because the offline reading uses it as the short answer.
   */
  love: z.string().min(150),
  work: z.string().min(150),
  money: z.string().min(80),
  wellbeing: z.string().min(80),
  decision: z.string().min(80),
});

export const cardMeaningSchema = z.object({
  /** The card's slug ('the-high-priestess'), the entry id for Astro's file loader and its page. */
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.enum(MAJOR_ARCANA),
  /** One line about the picture on our card art, used as its alt text. */
  imageDescription: z.string().min(20),
  /** The meta description of the card's page (150 to 160 characters, checked by the site audit). */
  seoDescription: z.string().min(150).max(160),
  /** Why the card leans yes or no in each orientation, for the page's yes-or-no section. */
  yesNoExplanation: z.string().min(250),
  upright: cardSideSchema,
  reversed: cardSideSchema,
});

/** The whole library: exactly one entry per major arcana card. */
export const meaningLibrarySchema = z
  .array(cardMeaningSchema)
  .length(MAJOR_ARCANA.length)
  .refine((cards) => new Set(cards.map((card) => card.name)).size === MAJOR_ARCANA.length, {
    message: 'every major arcana card appears exactly once',
  });

export type CardSide = z.infer<typeof cardSideSchema>;
export type CardMeaning = z.infer<typeof cardMeaningSchema>;
/** The themes each card side has a text for. */
export type CardTheme = 'love' | 'work' | 'money' | 'wellbeing' | 'decision';
