import { z } from 'zod';
import { describeIssue } from '../http/body';
import { HttpError } from '../http/reply';
import { CONTENT_TYPES, DEFAULT_GENERATION_OPTIONS, TONES, type GenerateArticleRequest } from './contract';

/** Shown when either text input is empty (docs/constants.md#article-generator). */
export const REQUIRED_INPUTS_MESSAGE = 'Target keyword and custom instructions are required';

/** Bounds that keep one request within one provider call (max_tokens 4000 ≈ 3000 words). */
export const GENERATION_LIMITS = {
  minWords: 300,
  maxWords: 3000,
  maxKeywordLength: 120,
  maxInstructionsLength: 2000,
} as const;

const defaults = DEFAULT_GENERATION_OPTIONS;

const requestSchema = z.object({
  targetKeyword: z
    .string()
    .trim()
    .min(1, REQUIRED_INPUTS_MESSAGE)
    .max(
      GENERATION_LIMITS.maxKeywordLength,
      `Keep the target keyword under ${GENERATION_LIMITS.maxKeywordLength} characters.`,
    ),
  customInstructions: z
    .string()
    .trim()
    .min(1, REQUIRED_INPUTS_MESSAGE)
    .max(
      GENERATION_LIMITS.maxInstructionsLength,
      `Keep the custom instructions under ${GENERATION_LIMITS.maxInstructionsLength} characters.`,
    ),
  wordCount: z
    .number({ error: 'The word count must be a number.' })
    .int('The word count must be a whole number.')
    .min(GENERATION_LIMITS.minWords, `Ask for at least ${GENERATION_LIMITS.minWords} words.`)
    .max(GENERATION_LIMITS.maxWords, `Ask for at most ${GENERATION_LIMITS.maxWords} words.`)
    .default(defaults.wordCount),
  tone: z.enum(TONES, { error: `Choose a tone: ${TONES.join(', ')}.` }).default(defaults.tone),
  contentType: z
    .enum(CONTENT_TYPES, { error: `Choose a content type: ${CONTENT_TYPES.join(', ')}.` })
    .default(defaults.contentType),
  seoSettings: z
    .object({
      includeFAQ: z.boolean().default(defaults.seoSettings.includeFAQ),
      includeSchema: z.boolean().default(defaults.seoSettings.includeSchema),
      optimizeForSEO: z.boolean().default(defaults.seoSettings.optimizeForSEO),
    })
    .default({ ...defaults.seoSettings }),
});

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/**
 * The generator's input, checked: both text inputs present (else REQUIRED_INPUTS_MESSAGE), the
 * options with their defaults (docs/constants.md#article-generator). Throws HttpError 400 with a message a person can act on.
 */
export function validateGenerateArticleRequest(body: unknown): GenerateArticleRequest {
  const record =
    body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  if (blank(record.targetKeyword) || blank(record.customInstructions))
    throw new HttpError(400, REQUIRED_INPUTS_MESSAGE);
  const result = requestSchema.safeParse(record);
  if (!result.success) throw new HttpError(400, describeIssue(result.error));
  return result.data;
}
