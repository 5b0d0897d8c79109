import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { toolPageJsonLd } from '@/lib/seo/tool-page';

describe('toolPageJsonLd', () => {
  const faq = [{ question: 'Is it free?', answer: '<p>Yes, <strong>always</strong>.</p>' }];

  it("describes the tool with the site-wide rating unless it has its own, then the page's FAQ as text", () => {
    const [app, faqPage] = toolPageJsonLd({
      name: 'Fortune Cookie',
      path: '/fortune-cookie',
      description: 'Crack one open.',
      faq,
      category: 'EntertainmentApplication',
    });
    expect(app).toMatchObject({
      '@type': 'WebApplication',
      name: 'Fortune Cookie',
      url: `${site.url.replace(/\/$/, '')}/fortune-cookie`,
      applicationCategory: 'EntertainmentApplication',
    });
    // The built-in site rating has no source: a sample, never structured data (docs/funnel.md#social-proof).
    expect(app).not.toHaveProperty('aggregateRating');
    expect(faqPage).toMatchObject({
      '@type': 'FAQPage',
      mainEntity: [{ name: 'Is it free?', acceptedAnswer: { text: 'Yes, always .' } }],
    });
  });

  it("carries a calculator's own rating once it has a source", () => {
    const page = { name: 'Love Calculator', path: '/love', description: 'd', faq: [] };
    const [app] = toolPageJsonLd({
      ...page,
      rating: { value: 4.7, count: 1200, source: 'Trustpilot, 1 Dec 2026' },
    });
    expect(app).toMatchObject({
      applicationCategory: 'LifestyleApplication',
      aggregateRating: { ratingValue: 4.7, ratingCount: 1200 },
    });
    const [sample] = toolPageJsonLd({ ...page, rating: { value: 4.7, count: 1200 } });
    expect(sample).not.toHaveProperty('aggregateRating');
  });
});
