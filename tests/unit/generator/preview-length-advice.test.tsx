// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PreviewView } from '@/admin/areas/generator/PreviewView';
import { saveCurrent } from '@/admin/areas/generator/storage';
import { renderScreen } from '../admin/screen-harness';
import type { AdminData } from '@/admin/data/interfaces';
import { buildArticle } from '@/lib/generator/generate';
import { baseRequest, goodReply } from './fixtures';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('a draft generated without SEO optimisation', () => {
  it('keeps the model’s meta text and the preview flags its lengths', () => {
    const article = buildArticle(
      { ...baseRequest, seoSettings: { ...baseRequest.seoSettings, optimizeForSEO: false } },
      goodReply,
      'fake-chat',
      null,
    );
    expect(article.seo.metaDescription).toBe(goodReply.metaDescription);
    saveCurrent({ article, savedArticleId: null });
    const data = { kind: 'local-preview' } as unknown as AdminData;
    renderScreen(<PreviewView />, data);
    expect(
      screen.getByText(`${goodReply.metaDescription.length} characters (aim for 150–160): a little short.`),
    ).toBeTruthy();
  });
});

describe('the preview warns when the draft falls short of the request', () => {
  const data = { kind: 'local-preview' } as unknown as AdminData;

  it('names a short draft and a missing FAQ', () => {
    const article = buildArticle(
      { ...baseRequest, wordCount: 1100 },
      { ...goodReply, faqSchema: null, content: '<p>Only a few words here.</p>' },
      'fake-chat',
      null,
    );
    saveCurrent({ article, savedArticleId: null });
    renderScreen(<PreviewView />, data);
    const warnings = screen.getByRole('region', { name: 'Check this draft: it is not what was asked for' });
    expect(warnings.textContent).toContain('Short draft: 5 words, 0% of the 1100 asked for (under 70%).');
    expect(warnings.textContent).toContain('No FAQ: one was asked for');
  });

  it('shows no warning for a draft that has what was asked for', () => {
    const full = buildArticle(baseRequest, goodReply, 'fake-chat', null);
    // Asked for exactly the words it has, with its FAQ: nothing to flag.
    const article = { ...full, generationParams: { ...full.generationParams, wordCount: full.wordCount } };
    expect(article.faqSchema?.questions.length).toBeGreaterThan(0);
    saveCurrent({ article, savedArticleId: null });
    renderScreen(<PreviewView />, data);
    expect(screen.getByTestId('generated-content')).toBeTruthy();
    expect(screen.queryByTestId('generated-shortfalls')).toBeNull();
  });
});
