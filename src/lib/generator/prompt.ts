import { SEO_DESCRIPTION_RANGE, SEO_TITLE_RANGE } from '../content/article-limits';
import type { GenerateArticleRequest } from './contract';

/** The SEO targets the prompt asks for (docs/constants.md#article-generator). */
export const SEO_TARGETS = {
  keywordDensityPercent: 2,
  metaTitle: SEO_TITLE_RANGE,
  metaDescription: SEO_DESCRIPTION_RANGE,
  faqQuestions: [5, 7] as const,
};

/**
 * The one user message of a generation (docs/constants.md#article-generator): the article brief, then the exact JSON
 * shape wanted back (title, content, metaDescription, excerpt, suggestedTags, and schemaMarkup /
 * faqSchema only when asked for).
 */
export function buildGenerationPrompt(request: GenerateArticleRequest): string {
  const { targetKeyword, customInstructions, wordCount, tone, contentType, seoSettings } = request;
  const [titleMin, titleMax] = SEO_TARGETS.metaTitle;
  const [descriptionMin, descriptionMax] = SEO_TARGETS.metaDescription;
  const [faqMin, faqMax] = SEO_TARGETS.faqQuestions;

  const brief = [
    `Write an original ${contentType.replace('-', ' ')} in English for an astrology website.`,
    `Target keyword: "${targetKeyword}".`,
    `Length: about ${wordCount} words of body text.`,
    `Tone: ${tone}.`,
    `Instructions from the editor: ${customInstructions}`,
  ];
  if (seoSettings.optimizeForSEO) {
    brief.push(
      `Optimise for search: use the target keyword in the title, in the first paragraph and in at least one subheading, at a keyword density of about ${SEO_TARGETS.keywordDensityPercent}%, without stuffing.`,
      `Write a title of ${titleMin}-${titleMax} characters and a meta description of ${descriptionMin}-${descriptionMax} characters.`,
    );
  }
  brief.push(
    'Format the content as clean HTML using only <h2>, <h3>, <p>, <ul>, <ol>, <li>, <strong>, <em> and <blockquote>. No <h1>, no scripts, no styles, no images.',
  );

  const shape: string[] = [
    '  "title": "the article title"',
    '  "content": "the article body as HTML"',
    `  "metaDescription": "${descriptionMin}-${descriptionMax} characters"`,
    '  "excerpt": "a one or two sentence summary, under 200 characters"',
    '  "suggestedTags": ["up to 8 short topical tags"]',
  ];
  if (seoSettings.includeSchema)
    shape.push('  "schemaMarkup": { "@type": "Article", "headline": "…", "description": "…" }');
  if (seoSettings.includeFAQ) {
    brief.push(
      `Also write ${faqMin}-${faqMax} frequently asked questions about the topic, each with a short plain-text answer.`,
    );
    shape.push('  "faqSchema": [{ "question": "…", "answer": "…" }]');
  }

  return [
    ...brief,
    '',
    'Answer with a single JSON object and nothing else, in this shape:',
    '{',
    shape.join(',\n'),
    '}',
  ].join('\n');
}
