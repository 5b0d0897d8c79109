import { z } from 'zod';
import { MAJOR_ARCANA } from './deck';

/** One orientation of a card in the meaning library (content/tarot/meanings.json). */
export const cardSideSchema = z.object({
  keywords: z.array(z.string().min(1)).min(3).max(6),
  /** The card's lean for a yes/no question, and how firmly it leans (0.5 to 0.95). */
  yesNo: z.enum(['yes', 'no']),
  confidence: z.number().min(0.5).max(0.95),
  shortAnswer: z.string().min(10).max(200),
  interpretation: z.string().min(120),
  rationale: z.string().min(40),
  advice: z.array(z.string().min(10)).length(3),
});

export const cardMeaningSchema = z.object({
  /** The card's slug ('the-high-priestess'), the entry id for Astro's file loader. */
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.enum(MAJOR_ARCANA),
  /** One line about the picture on our card art, used as its alt text. */
  imageDescription: z.string().min(20),
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
