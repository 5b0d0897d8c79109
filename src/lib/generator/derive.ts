import { site } from '@/config/site';
import { EXCERPT_FALLBACK_LENGTH, MAX_TAGS } from '../content/article-limits';
import { sanitizeHtml } from '../content/sanitize';
import { htmlToText, splitSentences, truncateAtWord } from '../content/text';
import { faqPage, type JsonLdThing } from '../seo/json-ld';
import type { FaqEntry } from './contract';
import { SEO_TARGETS } from './prompt';

/**
 * The fields the generator derives from a reply (docs/constants.md#article-generator): word count, reading time,
 * excerpt, tags, SEO meta within the target lengths, FAQ and schema markup.
 */
export { EXCERPT_FALLBACK_LENGTH, MAX_TAGS };
export const FREQUENT_WORD_TAGS = 8;

/** Plain text of untrusted HTML: sanitised first, then reduced to text. */
export function plainText(html: string): string {
  return htmlToText(sanitizeHtml(html));
}

/** The reply's excerpt, or the first 200 characters of the text ending on a whole word with "…". */
export function deriveExcerpt(replyExcerpt: string, text: string): string {
  return truncateAtWord(replyExcerpt.trim() || text, EXCERPT_FALLBACK_LENGTH, { ending: '…' });
}

/** Words too common to say what an article is about. */
const STOP_WORDS = new Set(
  (
    'a about above after again against all also am an and any are as at be because been before being below between both but by can could did do does doing down during each even every few for from further get gets had has have having he her here hers herself him himself his how however i if in into is it its itself just let like may me might more most much must my myself no nor not now of off on once only or other our ours ourselves out over own same she should so some such than that the their theirs them themselves then there these they this those through to too under until up upon us very was we were what when where which while who whom why will with within without would you your yours yourself yourselves ' +
    'one two three many make makes made way ways thing things often really something someone well also new use using used see seen know take yet still back first last next best good great'
  ).split(' '),
);

/** The most frequent meaningful words of a text (4+ letters, no stop words), most frequent first. */
export function frequentWords(text: string, limit = FREQUENT_WORD_TAGS): string[] {
  const counts = new Map<string, { count: number; first: number }>();
  const words = text.toLowerCase().match(/[\p{L}][\p{L}'’-]*[\p{L}]/gu) ?? [];
  words.forEach((raw, index) => {
    const word = raw.replace(/['’]s$/u, '');
    if (word.length < 4 || STOP_WORDS.has(word)) return;
    const entry = counts.get(word);
    if (entry) entry.count += 1;
    else counts.set(word, { count: 1, first: index });
  });
  return [...counts.entries()]
    .sort((a, b) => b[1].count - a[1].count || a[1].first - b[1].first)
    .slice(0, limit)
    .map(([word]) => word);
}

/** Trimmed, lower-cased, de-duplicated, empty ones dropped, each at most 40 characters. */
function cleanTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.replace(/[<>"]/g, '').replace(/\s+/g, ' ').trim().toLowerCase().slice(0, 40).trim();
    if (!tag || seen.has(tag)) continue;
    seen.add(tag);
    out.push(tag);
  }
  return out;
}

/** Keywords: the target keyword, then the reply's suggested tags (at most 10). */
export function deriveKeywords(targetKeyword: string, suggestedTags: readonly string[]): string[] {
  return cleanTags([targetKeyword, ...suggestedTags]).slice(0, MAX_TAGS);
}

/** At most 10 tags: the keywords first, then the 8 most frequent meaningful words of the text. */
export function deriveTags(keywords: readonly string[], text: string): string[] {
  return cleanTags([...keywords, ...frequentWords(text)]).slice(0, MAX_TAGS);
}

const inRange = (text: string, [min, max]: readonly [number, number]) =>
  text.length >= min && text.length <= max;

const capitalise = (text: string) =>
  text.replace(/(^|\s)(\p{L})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());

/**
 * A meta title of 50–60 characters: the title as it is when it fits; a long one shortened at a
 * word; a short one completed with the keyword and the brand name until it fits.
 */
export function fitMetaTitle(title: string, targetKeyword: string): string {
  const [min, max] = SEO_TARGETS.metaTitle;
  const base = title.replace(/\s+/g, ' ').trim();
  if (base.length > max) return truncateAtWord(base, max);
  if (base.length >= min) return base;
  const keyword = capitalise(targetKeyword.trim());
  const brand = site.brandName;
  const hasKeyword = base.toLowerCase().includes(targetKeyword.trim().toLowerCase());
  const candidates = [
    `${base} | ${brand}`,
    ...(hasKeyword ? [] : [`${base}: ${keyword}`, `${base}: ${keyword} | ${brand}`]),
    `${base}: A Complete Guide | ${brand}`,
    `${base}: What to Know | ${brand}`,
    `${base}: Everything You Need to Know | ${brand}`,
    `${base}: Meaning, Signs and Tips | ${brand}`,
  ];
  const fitting = candidates.find((candidate) => inRange(candidate, SEO_TARGETS.metaTitle));
  if (fitting) return fitting;
  // Still short: the longest completion that stays under the maximum.
  return (
    candidates.filter((candidate) => candidate.length <= max).sort((a, b) => b.length - a.length)[0] ?? base
  );
}

/**
 * A meta description of 150–160 characters: the reply's own when it fits; a long one shortened
 * at a word and closed with "…"; a short one continued with the article's prose (`proseText`:
 * never a heading), whole sentences first, and if it is still short, the words of the next
 * sentence closed with "…".
 */
export function fitMetaDescription(description: string, prose: string): string {
  const [min, max] = SEO_TARGETS.metaDescription;
  let base = description.replace(/\s+/g, ' ').trim();
  if (!base) base = truncateAtWord(prose, max - 1);
  if (base.length > max) return truncateAtWord(base, max, { ending: '…' });
  if (base.length >= min) return base;
  let result = /[.!?…]$/.test(base) ? base : `${base}.`;
  // The sentences the description does not already repeat (it is often the article's opening).
  const sentences = splitSentences(prose.replace(/\s+/g, ' ')).filter((sentence) => !base.includes(sentence));
  for (const sentence of sentences) {
    if (result.length >= min) return result;
    if (result.length + 1 + sentence.length <= max) {
      result = `${result} ${sentence}`;
      continue;
    }
    // The next sentence does not fit whole: as many of its words as fit, marked as cut.
    const cut = truncateAtWord(`${result} ${sentence}`, max, { ending: '…', min });
    return cut.length >= min && cut.startsWith(result) ? cut : result;
  }
  return result;
}

/** FAQ entries from whatever shape the reply used: [{question, answer}] or a FAQPage JSON-LD. */
export function readFaqEntries(value: unknown): FaqEntry[] {
  const list = Array.isArray(value)
    ? value
    : value && typeof value === 'object'
      ? ((value as Record<string, unknown>).questions ??
        (value as Record<string, unknown>).mainEntity ??
        (value as Record<string, unknown>).faqs)
      : null;
  if (!Array.isArray(list)) return [];
  const entries: FaqEntry[] = [];
  for (const item of list) {
    if (!item || typeof item !== 'object') continue;
    const record = item as Record<string, unknown>;
    const question = record.question ?? record.name ?? record.q;
    const acceptedAnswer = record.acceptedAnswer as Record<string, unknown> | undefined;
    const answer = record.answer ?? acceptedAnswer?.text ?? record.a;
    if (typeof question !== 'string' || typeof answer !== 'string') continue;
    const entry = { question: plainText(question), answer: plainText(answer) };
    if (entry.question && entry.answer) entries.push(entry);
  }
  return entries;
}

/** Questions the article itself asks in its subheadings, each answered by the paragraph below. */
export function faqFromHeadings(html: string): FaqEntry[] {
  const entries: FaqEntry[] = [];
  const pattern = /<h[2-4][^>]*>([\s\S]*?)<\/h[2-4]>\s*<p[^>]*>([\s\S]*?)<\/p>/gi;
  for (const match of html.matchAll(pattern)) {
    const question = htmlToText(match[1] ?? '');
    const answer = htmlToText(match[2] ?? '');
    if (question.endsWith('?') && answer) entries.push({ question, answer });
  }
  return entries;
}

/**
 * The FAQ (5–7 questions, docs/constants.md#article-generator): the reply's questions, topped up from question
 * subheadings of the article when the reply gave fewer than 5; null when there are none.
 */
export function deriveFaq(
  replyFaq: unknown,
  sanitisedHtml: string,
): { questions: FaqEntry[]; jsonLd: JsonLdThing } | null {
  const [min, max] = SEO_TARGETS.faqQuestions;
  const questions: FaqEntry[] = [];
  const seen = new Set<string>();
  const add = (entry: FaqEntry) => {
    const key = entry.question.toLowerCase();
    if (seen.has(key) || questions.length >= max) return;
    seen.add(key);
    questions.push(entry);
  };
  readFaqEntries(replyFaq).forEach(add);
  if (questions.length < min) faqFromHeadings(sanitisedHtml).forEach(add);
  if (questions.length === 0) return null;
  return { questions, jsonLd: faqPage(questions) };
}

/**
 * Article JSON-LD built from the generated fields. The reply's own schemaMarkup is not copied:
 * it is untrusted and would end up inside a <script> element on the page.
 */
export function articleSchema(input: {
  title: string;
  description: string;
  keywords: readonly string[];
  wordCount: number;
}): JsonLdThing {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: input.title,
    description: input.description,
    keywords: input.keywords.join(', '),
    wordCount: input.wordCount,
    inLanguage: 'en',
    author: { '@type': 'Organization', name: site.brandName },
    publisher: { '@type': 'Organization', name: site.brandName },
  };
}
