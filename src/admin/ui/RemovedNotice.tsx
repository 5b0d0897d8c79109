/** The hint for editors that write Markdown; HTML fields pass their own. */
export const MARKDOWN_CODE_HINT = 'To show code as text, put it between backticks, `like this`.';
export const HTML_CODE_HINT = 'To show a tag as text, write &lt; in place of its <.';

/**
 * What the sanitiser will take out of an editor's input (src/lib/content/sanitize.ts), shown
 * beside the preview before anything is saved, so nothing disappears without a word.
 */
export function RemovedNotice({
  removed,
  hint,
  shownIn = 'the site',
}: {
  removed: readonly string[];
  hint: string;
  /** Where the text is read: the site (articles, tool pages) or the e-mail (campaigns). */
  shownIn?: 'the site' | 'the e-mail';
}) {
  if (removed.length === 0) return null;
  return (
    <div role="status" data-testid="removed-notice" className="card grid gap-1 border-gold-400 p-3 text-sm">
      <p className="font-semibold text-gold-300">Not kept when you save ({shownIn} never shows these):</p>
      <ul className="list-disc pl-5 text-star-100">
        {removed.map((line) => (
          <li key={line} className="break-words">
            {line}
          </li>
        ))}
      </ul>
      <p className="text-star-300">{hint}</p>
    </div>
  );
}
