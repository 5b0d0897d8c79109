import { Marked } from 'marked';
import { sanitizeHtmlReport, type SanitizeReport } from '@/lib/content/sanitize';

/**
 * The editor writes Markdown (raw HTML allowed, as in MDX); what is stored and previewed is
 * that Markdown rendered to HTML and passed through the one sanitiser (docs/decisions.md#one-real-sanitiser), which
 * also says what it removed (shown in the editors' previews).
 */
export function renderMarkdownReport(source: string): SanitizeReport {
  return sanitizeHtmlReport(markdown.parse(source, { async: false }));
}

/**
 * The site shows code as plain text, so a fenced block's language ("```js") is not written as a
 * class the sanitiser would then report removing: the notice lists only what the editor wrote.
 */
const markdown = new Marked({
  gfm: true,
  walkTokens(token) {
    if (token.type === 'code') token.lang = '';
  },
});

export function renderMarkdown(source: string): string {
  return renderMarkdownReport(source).html;
}

/**
 * An image in Markdown: `![alt](url)`. Brackets and line breaks would end the alt text early, so
 * they are left out of it; an address with spaces or parentheses goes in angle brackets.
 */
export function markdownImage(url: string, alt: string): string {
  const text = alt.replace(/[[\]]/g, '').replace(/\s+/g, ' ').trim();
  const address = /[\s()<>]/.test(url) ? `<${url.replace(/[<>]/g, encodeURIComponent)}>` : url;
  return `![${text}](${address})`;
}
