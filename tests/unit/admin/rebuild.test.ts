import { describe, expect, it } from 'vitest';
import { needsRebuild, rebuildNote, scopeOf } from '@/admin/lib/rebuild';
import type { Article } from '@/admin/data/types';

const article = (fields: Partial<Article> = {}): Article => ({
  id: 'a1',
  title: 'Venus in retrograde',
  slug: 'venus-in-retrograde',
  content: '<p>Old flames.</p>',
  content_markdown: 'Old flames.',
  excerpt: '',
  cover_image_url: null,
  cover_image_alt: null,
  category_id: null,
  tags: ['venus'],
  seo_title: '',
  seo_description: '',
  keywords: [],
  status: 'published',
  published_at: '2026-11-20T09:00:00.000Z',
  author_name: 'Ada',
  reading_time: 1,
  word_count: 2,
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-20T09:00:00.000Z',
  ...fields,
});
const draft = (fields: Partial<Article> = {}) => article({ status: 'draft', published_at: null, ...fields });

describe('which saved changes need the site rebuilt (docs/decisions.md#pages-are-built-not-fetched)', () => {
  it('rebuilds when an article goes public, changes while public, goes back to draft or is deleted', () => {
    expect(needsRebuild({ kind: 'article', before: draft(), after: article() })).toBe(true);
    expect(needsRebuild({ kind: 'article', before: null, after: article({ status: 'scheduled' }) })).toBe(
      true,
    );
    expect(
      needsRebuild({ kind: 'article', before: article(), after: article({ tags: ['venus', 'love'] }) }),
    ).toBe(true);
    expect(needsRebuild({ kind: 'article', before: article(), after: article({ excerpt: 'New.' }) })).toBe(
      true,
    );
    expect(
      needsRebuild({
        kind: 'article',
        before: article({ status: 'scheduled' }),
        after: article({ status: 'scheduled', seo_title: 'New' }),
      }),
    ).toBe(true);
    expect(needsRebuild({ kind: 'article', before: article(), after: draft() })).toBe(true);
    expect(needsRebuild({ kind: 'article', before: article(), after: null })).toBe(true);
    expect(needsRebuild({ kind: 'article', before: article({ status: 'scheduled' }), after: null })).toBe(
      true,
    );
  });

  it('does not rebuild for drafts, or for a public article saved unchanged', () => {
    expect(needsRebuild({ kind: 'article', before: null, after: draft() })).toBe(false);
    expect(needsRebuild({ kind: 'article', before: draft(), after: draft({ title: 'Edited draft' }) })).toBe(
      false,
    );
    expect(needsRebuild({ kind: 'article', before: draft(), after: null })).toBe(false);
    expect(
      needsRebuild({
        kind: 'article',
        before: article(),
        after: article({ updated_at: '2026-11-21T09:00:00.000Z' }),
      }),
    ).toBe(false);
    // A row read without the kept Markdown and one stored with null are the same page.
    const { content_markdown: _omitted, ...withoutMarkdown } = article({ content_markdown: null });
    expect(
      needsRebuild({
        kind: 'article',
        before: withoutMarkdown as Article,
        after: article({ content_markdown: null }),
      }),
    ).toBe(false);
  });

  it('rebuilds when tools or categories were written, and always for settings', () => {
    expect(needsRebuild({ kind: 'tools', saved: 1 })).toBe(true);
    expect(needsRebuild({ kind: 'tools', saved: 0 })).toBe(false);
    expect(needsRebuild({ kind: 'categories', saved: 3 })).toBe(true);
    expect(needsRebuild({ kind: 'categories', saved: 0 })).toBe(false);
    expect(needsRebuild({ kind: 'settings' })).toBe(true);
  });

  it('words the note for the pages the change shows on', () => {
    expect(scopeOf({ kind: 'categories', saved: 1 })).toBe('blog');
    expect(scopeOf({ kind: 'article', before: null, after: null })).toBe('blog');
    expect(scopeOf({ kind: 'tools', saved: 1 })).toBe('tools');
    expect(scopeOf({ kind: 'settings' })).toBe('settings');
  });
});

describe('the rebuild note shown after a public change', () => {
  it('says the site is rebuilding, or that no hook is set, as a plain note', () => {
    expect(rebuildNote({ status: 'requested' }, 'blog')).toEqual({
      description: 'The blog is rebuilding; the change is live in a few minutes.',
      variant: 'default',
    });
    expect(rebuildNote({ status: 'browser-only' }, 'blog')).toEqual({
      description:
        'Kept in this browser only; the site does not change. Connect Supabase and a deploy hook to publish to the site.',
      variant: 'default',
    });
    expect(rebuildNote({ status: 'browser-only' }, 'tools').description).toMatch(
      /^Kept in this browser only; the calculator pages do not change\./,
    );
    expect(rebuildNote({ status: 'not-configured' }, 'settings')).toEqual({
      description: 'No deploy hook is set, so the public pages show them after the next build.',
      variant: 'default',
    });
  });

  it('shows a failed hook as an error with its reason, never as "no hook is set"', () => {
    const note = rebuildNote({ status: 'failed', message: 'The deploy hook answered 500' }, 'tools');
    expect(note.variant).toBe('destructive');
    expect(note.description).toBe(
      'The site was not rebuilt: The deploy hook answered 500. The calculator pages show the change after the next build.',
    );
    expect(note.description).not.toContain('No deploy hook');
  });
});
