import { z } from 'zod';

/**
 * The schema of the soulmate quiz definition in content/quiz/ (docs/constants.md#quiz). The build
 * rejects a definition that breaks it; the island then trusts the parsed types.
 */
const text = z.string().trim().min(1);

const option = z.object({
  value: z.union([text, z.number()]),
  label: text,
  icon: text.optional(),
});

const base = { id: text };

/**
 * Where a claim's figure or quote comes from (src/lib/social-proof/claims.ts): filled by the page
 * from the site settings, or given by the content; null or missing means a sample.
 */
const claimSource = z.string().trim().min(1).nullable().optional();

/** The site figures a quiz claim may name as a {token} (src/lib/social-proof/figures.ts). */
const QUIZ_FIGURES = ['quizAccuracyPercent', 'joinedToday', 'trustedBy'] as const;

const startStep = z.object({
  ...base,
  type: z.literal('start'),
  title: text,
  text: text,
  /** Short claims; one that states a figure names it, so the page can show its source. */
  claims: z.array(z.object({ text, figure: z.enum(QUIZ_FIGURES).optional(), source: claimSource })).min(1),
  cta: text,
  legal: z.object({ text: text, terms: text, and: text, privacy: text }),
});

const testimonialStep = z.object({
  ...base,
  type: z.literal('testimonial'),
  title: text,
  /** The figure the title states ({trustedBy}), and its source. */
  titleFigure: z.enum(QUIZ_FIGURES).optional(),
  titleSource: claimSource,
  quote: text,
  author: text,
  date: z.iso.date(),
  /** Where the quote was written; without one it is a sample. */
  source: claimSource,
  cta: text,
});

const singleStep = z.object({
  ...base,
  type: z.literal('single'),
  key: text,
  title: text,
  options: z.array(option).min(2),
  /** appearanceImportance shows its options in five columns. */
  columns: z.number().int().min(1).max(5).optional(),
  /** Captions under the two ends of a numeric scale. */
  scale: z.object({ low: text, high: text }).optional(),
});

const multiStep = z.object({
  ...base,
  type: z.literal('multi'),
  key: text,
  title: text,
  hint: text,
  cta: text,
  options: z.array(option).min(2),
});

const confirmationStep = z.object({
  ...base,
  type: z.literal('confirmation'),
  /** Which answer the message speaks about. */
  topic: z.enum(['keyQuality', 'zodiac', 'challenge']),
  icon: z.enum(['heart', 'star', 'hands']),
  headline: text,
  /** The message; {value} is replaced by the answer (or the fallback). */
  message: text.refine((value) => value.includes('{value}'), 'the message must contain {value}'),
  fallback: text,
  cta: text,
});

const dobStep = z.object({
  ...base,
  type: z.literal('dob'),
  key: z.literal('dob'),
  title: text,
  text: text,
  cta: text,
  /** Said beside the selects when a new month or year clears a day it does not have: {monthYear}, {days}. */
  dayCleared: text,
  adultsOnly: z.object({ title: text, message: text, cta: text, href: text }),
});

const analysisStep = z.object({
  ...base,
  type: z.literal('analysis'),
  title: text,
  bars: z.array(z.object({ label: text, question: text })).length(3),
  no: text,
  yes: text,
});

const portraitStep = z.object({
  ...base,
  type: z.literal('portrait'),
  title: text,
  modalTitle: text,
  modalSubtitle: text,
  emailLabel: text,
  emailPlaceholder: text,
  cta: text,
  /** The button while the address is being kept (the step waits for the server's answer). */
  saving: text,
  note: text,
  /** A likely typo in the domain (docs/signups.md): {suggestion} and {typed} are the two addresses. */
  typo: z.object({ question: text, accept: text, keep: text }),
});

const promoStep = z.object({
  ...base,
  type: z.literal('promo'),
  eyebrow: text,
  title: text,
  text: text,
  codeLabel: text,
  /** What became of the e-mail (docs/decisions.md#nothing-a-visitor-hands-over-is-thrown-away-silently): one calm sentence each, never server text. */
  lead: z.object({ stored: text, failed: text }),
  cta: text,
});

export const quizStepSchema = z.discriminatedUnion('type', [
  startStep,
  testimonialStep,
  singleStep,
  multiStep,
  confirmationStep,
  dobStep,
  analysisStep,
  portraitStep,
  promoStep,
]);

export const quizDefinitionSchema = z
  .object({ steps: z.array(quizStepSchema).min(2) })
  .superRefine((quiz, ctx) => {
    const ids = new Set<string>();
    const keys = new Set<string>();
    quiz.steps.forEach((step, index) => {
      if (ids.has(step.id))
        ctx.addIssue({
          code: 'custom',
          path: ['steps', index, 'id'],
          message: `duplicate step id "${step.id}"`,
        });
      ids.add(step.id);
      if ('key' in step) {
        if (keys.has(step.key))
          ctx.addIssue({
            code: 'custom',
            path: ['steps', index, 'key'],
            message: `duplicate answer key "${step.key}"`,
          });
        keys.add(step.key);
      }
    });
  });

export type QuizStep = z.infer<typeof quizStepSchema>;
export type QuizStepType = QuizStep['type'];
export type QuizOption = z.infer<typeof option>;
export type QuizDefinition = z.infer<typeof quizDefinitionSchema>;
export type StepOf<T extends QuizStepType> = Extract<QuizStep, { type: T }>;
