import isEqual from 'lodash-es/isEqual.js';
import type { RebuildOutcome } from '../data/interfaces';
import type { Article } from '../data/types';

/**
 * A saved change that the built pages may show (docs/decisions.md#pages-are-built-not-fetched: pages are built, so the site
 * must rebuild to show it). An article with `after: null` was deleted; `saved` counts rows written.
 */
export type PublicChange =
  | { kind: 'article'; before: Article | null; after: Article | null }
  | { kind: 'tools'; saved: number }
  | { kind: 'categories'; saved: number }
  | { kind: 'settings' };

/** Scheduled articles are built too (they appear on their date without another edit). */
const isPublic = (article: Article | null) =>
  article?.status === 'published' || article?.status === 'scheduled';

/** Bookkeeping the pages never show. */
const NOT_SHOWN = new Set(['id', 'created_at', 'updated_at']);

function articleDiffers(before: Article, after: Article): boolean {
  const fields = new Set(
    [...Object.keys(before), ...Object.keys(after)].filter((key) => !NOT_SHOWN.has(key)),
  );
  const value = (article: Article, key: string) =>
    (article as unknown as Record<string, unknown>)[key] ?? null;
  return [...fields].some((key) => !isEqual(value(before, key), value(after, key)));
}

/** Whether a change needs the site rebuilt: the one place this is decided. */
export function needsRebuild(change: PublicChange): boolean {
  switch (change.kind) {
    case 'article': {
      const { before, after } = change;
      // A draft before and after never reached the built pages.
      if (!isPublic(before) && !isPublic(after)) return false;
      return !before || !after || articleDiffers(before, after);
    }
    case 'tools':
    case 'categories':
      return change.saved > 0;
    case 'settings':
      return true;
  }
}

/** Which public pages a change shows on, for the words of the rebuild note. */
export type RebuildScope = 'blog' | 'tools' | 'settings';

const LIVE: Record<RebuildScope, string> = {
  blog: 'The blog is rebuilding; the change is live in a few minutes.',
  tools: 'The site is rebuilding; the calculator pages show the change in a few minutes.',
  settings: 'The site is rebuilding; the public pages show them in a few minutes.',
};

const LATER: Record<RebuildScope, string> = {
  blog: 'the blog shows it after the next build.',
  tools: 'the calculator pages show the change after the next build.',
  settings: 'the public pages show them after the next build.',
};

/** The local preview's words: nothing it saves reaches a build (docs/admin.md#publishing). */
const BROWSER_ONLY: Record<RebuildScope, string> = {
  blog: 'Kept in this browser only; the site does not change. Connect Supabase and a deploy hook to publish to the site.',
  tools:
    'Kept in this browser only; the calculator pages do not change. Connect Supabase and a deploy hook to change them on the site.',
  settings:
    'Kept in this browser only; the public pages do not change. Connect Supabase and a deploy hook to change them on the site.',
};

/** The toast's description and tone for a rebuild outcome: a failed hook is an error, never "not set". */
export function rebuildNote(
  outcome: RebuildOutcome,
  scope: RebuildScope,
): { description: string; variant: 'default' | 'destructive' } {
  switch (outcome.status) {
    case 'requested':
      return { description: LIVE[scope], variant: 'default' };
    case 'not-configured':
      return { description: `No deploy hook is set, so ${LATER[scope]}`, variant: 'default' };
    case 'browser-only':
      return { description: BROWSER_ONLY[scope], variant: 'default' };
    case 'failed': {
      const reason = /[.!?]$/.test(outcome.message) ? outcome.message : `${outcome.message}.`;
      return {
        description: `The site was not rebuilt: ${reason} ${LATER[scope][0]!.toUpperCase()}${LATER[scope].slice(1)}`,
        variant: 'destructive',
      };
    }
  }
}

/** The pages a change shows on: articles and categories are the blog's. */
export function scopeOf(change: PublicChange): RebuildScope {
  return change.kind === 'article' || change.kind === 'categories' ? 'blog' : change.kind;
}
