/**
 * The AI article generator's shapes (docs/constants.md#article-generator), shared by the generator function
 * (/api/generate-article), its admin screens and the automation runner.
 */
export const TONES = [
  'professional',
  'conversational',
  'friendly',
  'authoritative',
  'casual',
  'formal',
] as const;
export const CONTENT_TYPES = ['blog-post', 'article', 'guide', 'tutorial', 'review', 'news'] as const;
export type Tone = (typeof TONES)[number];
export type ContentType = (typeof CONTENT_TYPES)[number];

/** What the admin shows for each tone and content type (the generator's form, automation's plans). */
export const TONE_LABELS: Readonly<Record<Tone, string>> = {
  professional: 'Professional',
  conversational: 'Conversational',
  friendly: 'Friendly',
  authoritative: 'Authoritative',
  casual: 'Casual',
  formal: 'Formal',
};
export const CONTENT_TYPE_LABELS: Readonly<Record<ContentType, string>> = {
  'blog-post': 'Blog post',
  article: 'Article',
  guide: 'Guide',
  tutorial: 'Tutorial',
  review: 'Review',
  news: 'News',
};

export interface SeoSettings {
  includeFAQ: boolean;
  includeSchema: boolean;
  optimizeForSEO: boolean;
}

export interface GenerationOptions {
  wordCount: number;
  tone: Tone;
  contentType: ContentType;
  seoSettings: SeoSettings;
}

export const DEFAULT_GENERATION_OPTIONS: GenerationOptions = {
  wordCount: 1100,
  tone: 'casual',
  contentType: 'blog-post',
  seoSettings: { includeFAQ: true, includeSchema: true, optimizeForSEO: true },
};

/** The body of POST /api/generate-article. */
export interface GenerateArticleRequest extends GenerationOptions {
  targetKeyword: string;
  customInstructions: string;
}

export interface TokenUsage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
}

export interface FaqEntry {
  question: string;
  answer: string;
}

export interface GeneratedArticle {
  title: string;
  /** Sanitised HTML. */
  content: string;
  excerpt: string;
  seo: { metaTitle: string; metaDescription: string; keywords: string[] };
  slug: string;
  tags: string[];
  wordCount: number;
  /** Minutes: words / 200, rounded up. */
  readingTime: number;
  schemaMarkup: Record<string, unknown> | null;
  faqSchema: { questions: FaqEntry[]; jsonLd: Record<string, unknown> } | null;
  usage: TokenUsage | null;
  model: string;
  generationParams: GenerateArticleRequest;
}

/** The run's status (docs/constants.md#article-generator). */
export type GenerationStatus = 'idle' | 'generating' | 'processing' | 'completed' | 'error';

/**
 * What the generator reports while it works. /api/generate-article streams these as
 * newline-delimited JSON (one event per line); its last line is a 'result' or an 'error'.
 */
export type GenerationEvent =
  | { type: 'progress'; status: GenerationStatus; progress: number; message: string }
  | { type: 'result'; article: GeneratedArticle }
  | { type: 'error'; error: string };
