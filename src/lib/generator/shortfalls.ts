import type { GeneratedArticle } from './contract';

/**
 * Below this share of the word count asked for, a generated draft is flagged as short
 * (docs/constants.md#article-generator). The automation's own validation keeps its stricter band.
 */
export const SHORT_DRAFT_SHARE = 0.7;

/**
 * What a generated draft lacks against what was asked for: too few words, or no FAQ when one was
 * requested. Each entry is a sentence for the generator's preview; none means nothing is missing.
 */
export function generationShortfalls(
  article: Pick<GeneratedArticle, 'wordCount' | 'faqSchema' | 'generationParams'>,
): string[] {
  const shortfalls: string[] = [];
  const asked = article.generationParams.wordCount;
  if (Number.isFinite(asked) && asked > 0 && article.wordCount < asked * SHORT_DRAFT_SHARE) {
    const share = Math.round((article.wordCount / asked) * 100);
    shortfalls.push(
      `Short draft: ${article.wordCount} words, ${share}% of the ${asked} asked for (under ${SHORT_DRAFT_SHARE * 100}%). Generate again or extend it before saving.`,
    );
  }
  if (article.generationParams.seoSettings.includeFAQ && !article.faqSchema?.questions.length)
    shortfalls.push(
      'No FAQ: one was asked for, but the reply had no questions and the article has no question headings to take them from.',
    );
  return shortfalls;
}
