import { htmlToText } from '../content/text';

/** Reading speed the site assumes (docs/constants.md#article-generator: minutes = words / 200, rounded up). */
export const WORDS_PER_MINUTE = 200;

/** Words in a plain text: runs of letters or digits, apostrophes and hyphens inside a word kept. */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

/** Reading time in whole minutes, at least one for any text with words in it. */
export function readingMinutes(wordCount: number): number {
  if (!Number.isFinite(wordCount) || wordCount <= 0) return 0;
  return Math.ceil(wordCount / WORDS_PER_MINUTE);
}

/** Words of an MDX/Markdown source, with front matter, code, imports, tags and link targets left out. */
export function countMarkdownWords(source: string): number {
  const text = source
    .replace(/^---[\s\S]*?\n---/, ' ')
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/^(import|export)\s.*$/gm, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/[#>*_`|~]/g, ' ');
  return countWords(text);
}

/** Words of an HTML body. */
export function countHtmlWords(html: string): number {
  return countWords(htmlToText(html));
}

/** An article body's word count and reading time, as the editors and the generators store them. */
export function bodyStats(html: string): { wordCount: number; readingTime: number } {
  const wordCount = countHtmlWords(html);
  return { wordCount, readingTime: readingMinutes(wordCount) };
}
