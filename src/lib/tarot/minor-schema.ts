import { z } from 'zod';
import { MAJOR_ARCANA } from './deck';
import { MINOR_ARCANA, RANKS, type MinorCardName, type Suit } from './minor-arcana';

/**
 * One orientation of a minor arcana card (content/tarot/minor-arcana/{suit}.json). The texts are
 * the card's page and what the three-card spread reads for a love, work or general question
 * (docs/tarot.md, "The whole deck").
 */
export const minorSideSchema = z.object({
  keywords: z.array(z.string().min(1)).min(3).max(6),
  /** The card's lean for a yes/no question, and how firmly it leans (0.5 to 0.95). */
  yesNo: z.enum(['yes', 'no']),
  confidence: z.number().min(0.5).max(0.95),
  meaning: z.string().min(300),
  love: z.string().min(100),
  work: z.string().min(100),
  /** One line of advice, the spread's last word on the card. */
  advice: z.string().min(30),
});

export const minorCardSchema = z.object({
  /** The card's slug ('three-of-cups'): its page address under the suit's hub. */
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.enum(MINOR_ARCANA as readonly MinorCardName[] as [MinorCardName, ...MinorCardName[]]),
  /** The Rider–Waite–Smith picture described in our own words. */
  imagery: z.string().min(250),
  /** The meta description of the card's page (150 to 160 characters, checked by the site audit). */
  seoDescription: z.string().min(150).max(160),
  /** What the suit's element and the card's number or court rank add to this card. */
  suitAndNumber: z.string().min(200),
  /** Why the card leans yes or no in each orientation. */
  yesNoExplanation: z.string().min(200),
  /** The major arcana card that shares the theme, and one sentence on what they share. */
  relatedMajor: z.object({ card: z.enum(MAJOR_ARCANA), why: z.string().min(60) }),
  upright: minorSideSchema,
  reversed: minorSideSchema,
});

/** One suit's file: its fourteen cards from Ace to King. */
export function suitFileSchema(suit: Suit) {
  return z
    .array(minorCardSchema)
    .length(RANKS.length)
    .refine((cards) => cards.every((card, index) => card.name === `${RANKS[index]} of ${suit}`), {
      message: `the ${suit} file lists its fourteen cards from Ace to King`,
    });
}

export type MinorSide = z.infer<typeof minorSideSchema>;
export type MinorCardMeaning = z.infer<typeof minorCardSchema>;
