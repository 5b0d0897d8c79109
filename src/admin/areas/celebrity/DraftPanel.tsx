import { useMemo } from 'react';
import type { CelebrityArticleDraft } from '@/lib/celebrity/article-types';
import { sanitizeHtml } from '@/lib/content/sanitize';
import { SEO_DESCRIPTION_RANGE, SEO_TITLE_RANGE } from '@/admin/lib/article-rules';
import { SeoLength } from '@/admin/ui/SeoLength';

/** The generated draft before it is saved: which source wrote it, its fields and its body. */
export function DraftPanel({ draft }: { draft: CelebrityArticleDraft }) {
  // Sanitised on the server already; cleaned again here because it is about to be rendered.
  const body = useMemo(() => sanitizeHtml(draft.content), [draft.content]);
  const source =
    draft.source === 'ai'
      ? `Written by the AI provider${draft.model ? ` (${draft.model})` : ''} from the computed chart.`
      : 'Written from the interpretation library (no AI provider is configured, or the library was chosen).';
  return (
    <section
      aria-labelledby="celebrity-draft-heading"
      className="card grid gap-3 p-4"
      data-testid="celebrity-draft"
    >
      <h2 id="celebrity-draft-heading" className="font-display text-xl text-star-50">
        Article draft
      </h2>
      <p className="text-sm text-violet-400" data-testid="draft-source">
        {source}
      </p>
      <dl className="grid gap-2 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="text-star-300">Title</dt>
        <dd className="text-star-50">{draft.title}</dd>
        <dt className="text-star-300">Slug</dt>
        <dd>/blog/post/{draft.slug}</dd>
        <dt className="text-star-300">SEO title</dt>
        <dd>
          {draft.seoTitle} <SeoLength text={draft.seoTitle} range={SEO_TITLE_RANGE} />
        </dd>
        <dt className="text-star-300">SEO description</dt>
        <dd>
          {draft.seoDescription} <SeoLength text={draft.seoDescription} range={SEO_DESCRIPTION_RANGE} />
        </dd>
        <dt className="text-star-300">Excerpt</dt>
        <dd>{draft.excerpt}</dd>
        <dt className="text-star-300">Tags</dt>
        <dd>{draft.tags.join(', ')}</dd>
        <dt className="text-star-300">Length</dt>
        <dd>
          {draft.wordCount} words · {draft.readingTime} min read
        </dd>
      </dl>
      <details className="rounded-lg border border-night-600 p-3">
        <summary className="cursor-pointer font-semibold text-star-50">Read the body</summary>
        <div className="prose-astro mt-3" dangerouslySetInnerHTML={{ __html: body }} />
      </details>
    </section>
  );
}
