import { chatCompletion, type AttemptFailure } from '../ai/client';
import type { AiConfig } from '../ai/config';
import { AiError, attemptErrorMessage, messageOf, RETRYING_MESSAGE } from '../ai/errors';
import { extractJsonObject } from '../ai/json';
import { slugify } from '../blog/slug';
import { sanitizeHtml } from '../content/sanitize';
import { htmlToText, proseText } from '../content/text';
import type {
  GenerateArticleRequest,
  GeneratedArticle,
  GenerationEvent,
  GenerationStatus,
  TokenUsage,
} from './contract';
import { countWords, readingMinutes } from '../blog/reading-time';
import {
  articleSchema,
  deriveExcerpt,
  deriveFaq,
  deriveKeywords,
  deriveTags,
  fitMetaDescription,
  fitMetaTitle,
  plainText,
} from './derive';
import { buildGenerationPrompt } from './prompt';

export { validateGenerateArticleRequest, REQUIRED_INPUTS_MESSAGE, GENERATION_LIMITS } from './request';

/** Provider settings of the article generator (docs/constants.md#article-generator). */
export const GENERATOR_CALL = {
  maxTokens: 4000,
  temperature: 0.7,
  maxAttempts: 3,
  retryDelayMs: 1000,
} as const;

export const MISSING_TITLE_MESSAGE = 'Generated content missing title';
export const MISSING_CONTENT_MESSAGE = 'Generated content missing main content';

/** The progress steps (docs/constants.md#article-generator) and what the status line says at each. */
export const PROGRESS_MESSAGES = {
  building: 'Building the prompt...',
  sending: 'Sending the request to the AI provider...',
  processing: 'Processing the response...',
  completed: 'Article generated.',
} as const;

/** 25 + 20 × (attempt − 1): where the bar stands while attempt n runs. */
export const attemptProgress = (attempt: number): number => 25 + 20 * (attempt - 1);

export interface GenerateDeps {
  ai: AiConfig;
  fetch?: typeof fetch;
  onEvent?: (event: GenerationEvent) => void;
  sleep?: (ms: number) => Promise<void>;
  /** Per-attempt timeout: 60 s unless a caller needs less. */
  timeoutMs?: number;
}

/**
 * One article from the provider: prompt, call with retries, reply checked and sanitised, derived
 * fields added. Reports progress through onEvent and throws an Error carrying the message of
 * docs/constants.md#ai-provider on failure (after reporting status 'error' at progress 0).
 */
export async function generateArticle(
  request: GenerateArticleRequest,
  deps: GenerateDeps,
): Promise<GeneratedArticle> {
  const report = (status: GenerationStatus, progress: number, message: string) =>
    deps.onEvent?.({ type: 'progress', status, progress, message });
  try {
    report('generating', 10, PROGRESS_MESSAGES.building);
    const prompt = buildGenerationPrompt(request);
    report('generating', attemptProgress(1), PROGRESS_MESSAGES.sending);
    const reply = await chatCompletion(
      deps.ai,
      { prompt, maxTokens: GENERATOR_CALL.maxTokens, temperature: GENERATOR_CALL.temperature },
      {
        maxAttempts: GENERATOR_CALL.maxAttempts,
        retryDelayMs: GENERATOR_CALL.retryDelayMs,
        ...(deps.fetch ? { fetch: deps.fetch } : {}),
        ...(deps.sleep ? { sleep: deps.sleep } : {}),
        ...(deps.timeoutMs ? { timeoutMs: deps.timeoutMs } : {}),
        onAttemptFailed: ({ attempt, error, willRetry }: AttemptFailure) => {
          report('generating', attemptProgress(attempt), attemptErrorMessage(error));
          if (willRetry) report('generating', attemptProgress(attempt + 1), RETRYING_MESSAGE);
        },
      },
    );
    report('processing', 75, PROGRESS_MESSAGES.processing);
    const article = buildArticle(
      request,
      extractJsonObject(reply.content),
      reply.model || deps.ai.model,
      readUsage(reply.usage),
    );
    report('completed', 100, PROGRESS_MESSAGES.completed);
    return article;
  } catch (error) {
    const message = messageOf(error);
    report('error', 0, message);
    throw error instanceof Error ? error : new AiError(message, 'network');
  }
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const list = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** The article from the parsed reply; throws MISSING_TITLE_MESSAGE or MISSING_CONTENT_MESSAGE. */
export function buildArticle(
  request: GenerateArticleRequest,
  reply: Record<string, unknown>,
  model: string,
  usage: TokenUsage | null,
): GeneratedArticle {
  const title = plainText(text(reply.title));
  if (!title) throw new Error(MISSING_TITLE_MESSAGE);
  const content = sanitizeHtml(text(reply.content)).trim();
  const bodyText = htmlToText(content);
  if (!bodyText) throw new Error(MISSING_CONTENT_MESSAGE);
  // Summaries (excerpt, meta description) come from the prose only, never from headings.
  const prose = proseText(content);

  const { seoSettings } = request;
  const wordCount = countWords(bodyText);
  const keywords = deriveKeywords(request.targetKeyword, list(reply.suggestedTags ?? reply.tags));
  const replyDescription = plainText(text(reply.metaDescription));
  const excerpt = deriveExcerpt(plainText(text(reply.excerpt)), prose);
  // Lengths are fitted only when asked; otherwise the model's text stands and the admin's preview and editor flag it.
  const metaTitle = seoSettings.optimizeForSEO ? fitMetaTitle(title, request.targetKeyword) : title;
  const metaDescription = seoSettings.optimizeForSEO
    ? fitMetaDescription(replyDescription || excerpt, prose)
    : replyDescription || excerpt;
  const faqSchema = seoSettings.includeFAQ ? deriveFaq(reply.faqSchema ?? reply.faq, content) : null;

  return {
    title,
    content,
    excerpt,
    seo: { metaTitle, metaDescription, keywords },
    slug: slugify(title) || slugify(request.targetKeyword),
    tags: deriveTags(keywords, bodyText),
    wordCount,
    readingTime: readingMinutes(wordCount),
    schemaMarkup: seoSettings.includeSchema
      ? articleSchema({ title, description: metaDescription, keywords, wordCount })
      : null,
    faqSchema,
    usage,
    model,
    generationParams: request,
  };
}

function readUsage(usage: Record<string, unknown> | undefined): TokenUsage | null {
  if (!usage) return null;
  const count = (key: string) =>
    typeof usage[key] === 'number' && Number.isFinite(usage[key]) ? (usage[key] as number) : 0;
  return {
    prompt_tokens: count('prompt_tokens'),
    completion_tokens: count('completion_tokens'),
    total_tokens: count('total_tokens'),
  };
}
