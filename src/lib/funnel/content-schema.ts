import { z } from 'zod';
import { SOURCE_MAX_LENGTH } from '@/lib/social-proof/claims';

/**
 * Schemas of the landing page (docs/constants.md#landing) and sketch offer page (#offer) copy in content/.
 * Copy may carry {tokens} filled from src/config/site.ts and src/lib/offer/pricing.ts.
 */
const text = z.string().trim().min(1);

/**
 * Where a piece of social proof comes from ("Trustpilot review, 14 March 2025", "Order 48113,
 * shared with the buyer's consent"): shown beside it. Without one it is a sample
 * (src/lib/social-proof/claims.ts, docs/funnel.md#social-proof).
 */
const source = z.string().trim().min(1).max(SOURCE_MAX_LENGTH).optional();

const testimonial = z.object({
  name: text,
  detail: text,
  text: text,
  rating: z.number().int().min(1).max(5),
  /** When it was written or received. */
  date: z.iso.date().optional(),
  source,
});

/** Copy that changes when the visitor's code ends (docs/funnel.md#the-countdown). */
const byPhase = z.object({ running: text, ended: text });

export const landingSchema = z.object({
  hero: z.object({ eyebrow: text, title: text, text: text, cta: text, imageAlt: text, reassurance: text }),
  about: z.object({ eyebrow: text, title: text, paragraphs: z.array(text).min(1) }),
  stats: z.object({ title: text, seekers: text, confident: text, discovered: text, sceptical: text }),
  features: z.object({
    eyebrow: text,
    title: text,
    intro: text,
    items: z
      .array(
        z.object({
          icon: z.enum(['sun', 'chat', 'rings', 'chart', 'sketch', 'moon']),
          title: text,
          text: text,
        }),
      )
      .min(3),
    more: text,
  }),
  sketch: z.object({
    eyebrow: text,
    title: text,
    text: text,
    points: z.array(text).min(2),
    cta: text,
  }),
  tools: z.object({
    eyebrow: text,
    title: text,
    intro: text,
    items: z.array(z.object({ title: text, text: text, href: text })).min(3),
  }),
  method: z.object({
    eyebrow: text,
    title: text,
    intro: text,
    points: z.array(z.object({ figure: text, title: text, text: text })).min(3),
  }),
  howItWorks: z.object({
    title: text,
    intro: text,
    steps: z.array(z.object({ title: text, text: text })).length(3),
  }),
  testimonials: z.object({
    eyebrow: text,
    title: text,
    summary: text,
    items: z.array(testimonial).length(5),
  }),
  closing: z.object({ title: text, text: text, cta: text }),
});

export const offerSchema = z.object({
  /** The rotating line in the offer bar: dated where the business gives a date, with its source. */
  ticker: z
    .array(z.object({ name: text, action: text, date: z.iso.date().optional(), source }))
    .min(1)
    .max(10),
  header: z.object({
    offer: byPhase,
    /** What the trial turns into, beside the price in the same sight (docs/funnel.md). */
    terms: byPhase,
    countdownLabel: text,
    cta: text,
    /** Shown once the visitor's code has ended (docs/funnel.md#the-countdown). */
    ended: z.object({ label: text, notice: text }),
  }),
  hero: z.object({
    title: text,
    /** Beside the offer's headline, kept word for word: when the sketch really arrives (docs/decisions.md#the-headline-says-when). */
    delivery: text,
    joinedToday: text,
    trusted: text,
    /** Two readings of the intro: for a visitor who finished the quiz, and for one who did not. */
    text: z.object({ afterQuiz: text, withoutQuiz: text }),
    quizInvite: z.object({ text: text, link: text }),
    cta: text,
    /** The price and what it turns into, beside the button. */
    price: byPhase,
    /** What the countdown counts, said before it starts, and what is true at zero. */
    codeTerms: z.object({ afterQuiz: text, withoutQuiz: text, noScript: text, ended: text }),
  }),
  payment: z.object({
    title: byPhase,
    intro: text,
    trustPoints: z.array(z.object({ title: text, text: text })).length(3),
  }),
  purchase: z.object({
    title: byPhase,
    benefits: z.array(text).length(3),
    /** The fourth benefit: the price. */
    priceBenefit: byPhase,
    couponLabel: text,
    couponApplied: text,
    couponEnded: text,
    /** Under the code, after a quiz only: that it is the quiz's code (docs/funnel.md). */
    couponNote: text,
    totalLabel: text,
    /** Under today's total: what is charged after the trial. */
    afterTrial: text,
    /** What the weekly subscription is, and that the first week is paid (docs/funnel.md#the-price-plainly). */
    subscription: byPhase,
    gpay: text,
    card: text,
    note: byPhase,
    /** The link to the cancellation guide after the note. */
    cancelLink: text,
  }),
  photos: z.object({
    title: text,
    text: text,
    captions: z.array(text).length(6),
    /** Where the customers' words under the sketches come from; without one they are samples. */
    source,
  }),
  guide: z.object({ eyebrow: text, title: text, text: text, cta: text, imageAlt: text }),
  testimonials: z.object({ title: text, items: z.array(testimonial).length(3) }),
  /** When, who, what, the code's 15 minutes, after the first week, how to cancel. */
  faq: z.object({ title: text, items: z.array(z.object({ question: text, answer: text })).length(6) }),
});

export type LandingContent = z.infer<typeof landingSchema>;
export type OfferContent = z.infer<typeof offerSchema>;
