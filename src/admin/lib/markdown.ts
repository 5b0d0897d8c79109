import { marked } from 'marked';
import { sanitizeHtml } from '../../lib/content/sanitize';
import { countWords, readingMinutes } from '../../lib/blog/reading-time';
import { htmlToText } from '../../lib/content/text';

/**
 * The editor writes Markdown (raw HTML allowed, as in MDX); what is stored and previewed is
 * that Markdown rendered to HTML and passed through the one sanitiser (docs/decisions.md 4).
 */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(marked.parse(source, { async: false, gfm: true }));
}

export function bodyStats(html: string): { wordCount: number; readingTime: number } {
  const wordCount = countWords(htmlToText(html));
  return { wordCount, readingTime: readingMinutes(wordCount) };
}
