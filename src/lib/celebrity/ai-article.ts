/**
 * The birth-chart article written by the AI provider (docs/decisions.md#ai-keys-stay-on-the-server: called only from a
 * function). The prompt hands over the computed placements, so the model interprets the real
 * chart instead of inventing one; the reply is the generator's JSON, checked (its missing-title and missing-content messages) and sanitised.
 */
import { chatCompletion, extractJsonObject, type AiConfig, type ChatOptions } from '../ai';
import { sanitizeHtml } from '../content/sanitize';
import type { CelebrityArticleDraft } from './article-types';
import type { CelebrityChart } from './chart';
import type { Celebrity } from './dataset';
import { articleSlug, chartTags, excerptFrom, seoDescriptionFor, seoTitleFor } from './draft-fields';
import { bodyStats } from '../blog/reading-time';
import { longDate } from '../content/dates';

export const MISSING_TITLE = 'Generated content missing title';
export const MISSING_CONTENT = 'Generated content missing main content';

/** About 900 words fit well inside the provider's default 4000 tokens. */
export const AI_ARTICLE_WORDS = 900;

function placementLines(chart: CelebrityChart): string[] {
  const lines = chart.chart.planets.map((position) => {
    const house = position.house;
    return `- ${position.planet}: ${position.degree.toFixed(1)}° ${position.sign}${house ? `, house ${house}` : ''}${position.retrograde ? ', retrograde' : ''}`;
  });
  if (chart.chart.ascendant)
    lines.push(`- Ascendant: ${chart.chart.ascendant.degree.toFixed(1)}° ${chart.chart.ascendant.sign}`);
  if (chart.chart.mc) lines.push(`- Midheaven: ${chart.chart.mc.degree.toFixed(1)}° ${chart.chart.mc.sign}`);
  return lines;
}

export function buildCelebrityPrompt(celebrity: Celebrity, chart: CelebrityChart): string {
  const time = !celebrity.birthTime
    ? 'at an unknown time (the positions are for noon; do not discuss the Ascendant or houses)'
    : chart.housesShown
      ? `at ${celebrity.birthTime} local time`
      : `at ${celebrity.birthTime} local time (a time too uncertain for the Ascendant or houses; do not discuss them)`;
  return [
    `Write an original blog article of about ${AI_ARTICLE_WORDS} words interpreting the birth chart of ${celebrity.name} (${celebrity.note})`,
    `born on ${longDate(celebrity.birthDate)} ${time} in ${celebrity.place.name}.`,
    `Birth data source: ${celebrity.source} Rodden rating ${celebrity.rodden}; mention how reliable the data is.`,
    'Use exactly these computed placements (tropical zodiac, Placidus houses) and do not invent others:',
    ...placementLines(chart),
    `Dominant element: ${chart.balance.dominantElement}; dominant modality: ${chart.balance.dominantModality}.`,
    'Use a warm, respectful tone, make no claims about private life beyond what is public, and present astrology as interpretation, not fact.',
    'Answer with one JSON object only, with these keys:',
    '{"title": string, "content": HTML using only h2, h3, p, ul, li, strong and em, "metaDescription": 150-160 characters, "excerpt": one or two sentences, "suggestedTags": array of up to 6 strings}',
  ].join('\n');
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** The draft from a provider reply; throws the generator's message (docs/constants.md#article-generator) when the reply is unusable. */
export function draftFromAiReply(
  reply: string,
  celebrity: Celebrity,
  chart: CelebrityChart,
): Omit<CelebrityArticleDraft, 'model' | 'usage'> {
  const data = extractJsonObject(reply);
  const title = text(data.title).replace(/<[^>]*>/g, '');
  if (!title) throw new Error(MISSING_TITLE);
  const content = sanitizeHtml(text(data.content));
  if (!content.replace(/<[^>]*>/g, '').trim()) throw new Error(MISSING_CONTENT);
  const suggested = Array.isArray(data.suggestedTags) ? data.suggestedTags.map(text).filter(Boolean) : [];
  const excerpt = text(data.excerpt).replace(/<[^>]*>/g, '') || excerptFrom(content);
  return {
    title,
    slug: articleSlug(celebrity),
    excerpt,
    content,
    tags: chartTags(celebrity, chart, suggested),
    seoTitle: seoTitleFor(celebrity, chart, title),
    seoDescription: seoDescriptionFor(celebrity, chart, text(data.metaDescription)),
    ...bodyStats(content),
    source: 'ai',
  };
}

export async function generateAiArticle(
  config: AiConfig,
  celebrity: Celebrity,
  chart: CelebrityChart,
  options: ChatOptions = {},
): Promise<CelebrityArticleDraft> {
  const result = await chatCompletion(config, { prompt: buildCelebrityPrompt(celebrity, chart) }, options);
  return {
    ...draftFromAiReply(result.content, celebrity, chart),
    model: result.model || config.model,
    ...(result.usage ? { usage: result.usage } : {}),
  };
}
