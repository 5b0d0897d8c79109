// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PreviewView } from '../../../src/admin/areas/generator/PreviewView';
import { saveCurrent } from '../../../src/admin/areas/generator/storage';
import { renderScreen } from '../admin/screen-harness';
import type { AdminData } from '../../../src/admin/data/interfaces';
import { buildArticle } from '../../../src/lib/generator/generate';
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
      screen.getByText(
        `Meta description (${goodReply.metaDescription.length} characters, shorter than advised)`,
      ),
    ).toBeTruthy();
  });
});
