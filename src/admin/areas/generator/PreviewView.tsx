import { useMemo, useState } from 'react';
import { sanitizeHtml } from '@/lib/content/sanitize';
import { SEO_DESCRIPTION_RANGE, SEO_TITLE_RANGE } from '@/admin/lib/article-rules';
import { SeoLength } from '@/admin/ui/SeoLength';
import { Link } from '@/admin/router';
import { SaveDraft } from './SaveDraft';
import { generationShortfalls } from '@/lib/generator/shortfalls';
import { loadCurrent, type CurrentDraft } from './storage';

export function NoDraft() {
  return (
    <div className="card grid max-w-xl gap-3 p-4">
      <p>
        There is no generated article in this browser yet. Generate one first, or open one from the history.
      </p>
      <Link href="/admin/ai-generator" className="btn btn-primary justify-self-start">
        Go to the generator
      </Link>
    </div>
  );
}

/** The current generated article as readers would see it, with its SEO fields, tags, FAQ and usage. */
export function PreviewView() {
  const [draft, setDraft] = useState<CurrentDraft | null>(() => loadCurrent());
  // Stored in this browser, so cleaned again before it is shown.
  const html = useMemo(() => (draft ? sanitizeHtml(draft.article.content) : ''), [draft]);
  if (!draft) return <NoDraft />;
  const { article } = draft;
  const shortfalls = generationShortfalls(article);

  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <article className="card grid content-start gap-4 p-4" aria-labelledby="generated-title">
        {shortfalls.length > 0 && (
          <section
            aria-labelledby="generated-shortfalls"
            data-testid="generated-shortfalls"
            className="grid gap-1 rounded-lg border border-gold-400 bg-night-800 px-3 py-2 text-sm"
          >
            <h3 id="generated-shortfalls" className="font-semibold text-gold-300">
              Check this draft: it is not what was asked for
            </h3>
            <ul className="list-disc ps-5 text-star-100">
              {shortfalls.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </section>
        )}
        <h2 id="generated-title" className="font-display text-3xl text-star-50">
          {article.title}
        </h2>
        <p className="text-star-200">{article.excerpt}</p>
        <div
          className="prose-astro"
          data-testid="generated-content"
          dangerouslySetInnerHTML={{ __html: html }}
        />
        {article.faqSchema && article.faqSchema.questions.length > 0 && (
          <section aria-labelledby="generated-faq" className="grid gap-2">
            <h3 id="generated-faq" className="font-display text-xl text-star-50">
              Frequently asked questions ({article.faqSchema.questions.length})
            </h3>
            {article.faqSchema.questions.map((entry) => (
              <details key={entry.question} className="card p-3">
                <summary className="cursor-pointer">{entry.question}</summary>
                <p className="mt-2 text-star-200">{entry.answer}</p>
              </details>
            ))}
          </section>
        )}
      </article>

      <aside className="grid content-start gap-4" aria-label="Article details">
        <div className="flex flex-wrap gap-2">
          <Link href="/admin/ai-generator/edit" className="btn btn-ghost">
            Edit the article
          </Link>
          <SaveDraft draft={draft} onSaved={setDraft} />
        </div>
        <dl className="card grid gap-2 p-4 text-sm">
          <dt className="text-star-300">Slug</dt>
          <dd data-testid="generated-slug">{article.slug}</dd>
          <dt className="text-star-300">Meta title</dt>
          <dd>
            {article.seo.metaTitle} <SeoLength text={article.seo.metaTitle} range={SEO_TITLE_RANGE} />
          </dd>
          <dt className="text-star-300">Meta description</dt>
          <dd>
            {article.seo.metaDescription}{' '}
            <SeoLength text={article.seo.metaDescription} range={SEO_DESCRIPTION_RANGE} />
          </dd>
          <dt className="text-star-300">Keywords</dt>
          <dd>{article.seo.keywords.join(', ') || 'none'}</dd>
          <dt className="text-star-300">Length</dt>
          <dd data-testid="generated-length">
            {article.wordCount} words · {article.readingTime} min read
          </dd>
          <dt className="text-star-300">Model</dt>
          <dd>{article.model || 'not reported'}</dd>
          <dt className="text-star-300">Tokens used</dt>
          <dd>
            {article.usage
              ? `${article.usage.total_tokens} (${article.usage.prompt_tokens} prompt, ${article.usage.completion_tokens} completion)`
              : 'not reported'}
          </dd>
        </dl>
        <section aria-labelledby="generated-tags" className="card grid gap-2 p-4">
          <h3 id="generated-tags" className="font-display text-lg text-star-50">
            Tags ({article.tags.length})
          </h3>
          <ul className="flex flex-wrap gap-2" data-testid="generated-tags">
            {article.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-night-800 px-3 py-1 text-sm">
                {tag}
              </li>
            ))}
          </ul>
        </section>
        {(article.schemaMarkup || article.faqSchema) && (
          <details className="card p-4 text-sm">
            <summary className="cursor-pointer">Structured data (JSON-LD)</summary>
            <pre className="mt-2 max-h-80 overflow-auto whitespace-pre-wrap text-xs">
              {JSON.stringify([article.schemaMarkup, article.faqSchema?.jsonLd].filter(Boolean), null, 2)}
            </pre>
          </details>
        )}
      </aside>
    </div>
  );
}
