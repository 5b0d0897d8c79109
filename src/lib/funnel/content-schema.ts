import { z } from 'zod';

/**
 * Schemas of the landing page (docs/constants.md#landing) and sketch offer page (#offer) copy in content/.
 * Copy may carry {tokens} filled from src/config/site.ts and src/lib/offer/pricing.ts.
 */
const text = z.string().trim().min(1);

const testimonial = z.object({
  name: text,
  detail: text,
  text: text,
  rating: z.number().int().min(1).max(5),
});

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
  ticker: z.array(z.object({ name: text, action: text })).length(10),
  header: z.object({
    offer: text,
    /** What the trial turns into, beside the price in the same sight (docs/funnel.md). */
    terms: text,
    countdownLabel: text,
    cta: text,
    /** Shown once the visitor's reservation has run out (docs/funnel.md). */
    ended: z.object({ label: text, notice: text }),
  }),
  hero: z.object({
    title: text,
    seenToday: text,
    trusted: text,
    /** Two readings of the intro: for a visitor who finished the quiz, and for one who did not. */
    text: z.object({ afterQuiz: text, withoutQuiz: text }),
    quizInvite: z.object({ text: text, link: text }),
    cta: text,
    /** The price and what it turns into, beside the button. */
    price: text,
  }),
  payment: z.object({
    title: text,
    intro: text,
    trustPoints: z.array(z.object({ title: text, text: text })).length(3),
  }),
  purchase: z.object({
    title: text,
    benefits: z.array(text).length(4),
    couponLabel: text,
    couponApplied: text,
    /** Under the coupon: that it is the quiz's code ({quizCode}), or neutrally without a quiz. */
    couponNote: z.object({ afterQuiz: text, withoutQuiz: text }),
    totalLabel: text,
    /** Under today's total: what is charged after the trial. */
    afterTrial: text,
    gpay: text,
    card: text,
    note: text,
    /** The link to the cancellation guide after the note. */
    cancelLink: text,
  }),
  photos: z.object({ title: text, text: text, captions: z.array(text).length(6) }),
  guide: z.object({ eyebrow: text, title: text, text: text, cta: text, imageAlt: text }),
  testimonials: z.object({ title: text, items: z.array(testimonial).length(3) }),
  /** The spec's four questions, then what happens after the trial and how to cancel. */
  faq: z.object({ title: text, items: z.array(z.object({ question: text, answer: text })).length(6) }),
});

export type LandingContent = z.infer<typeof landingSchema>;
export type OfferContent = z.infer<typeof offerSchema>;
