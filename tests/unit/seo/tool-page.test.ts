import { describe, expect, it } from 'vitest';
import { figures, site } from '@/config/site';
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
      aggregateRating: { ratingValue: figures.rating, ratingCount: figures.reviewCount },
    });
    expect(faqPage).toMatchObject({
      '@type': 'FAQPage',
      mainEntity: [{ name: 'Is it free?', acceptedAnswer: { text: 'Yes, always .' } }],
    });
  });

  it("carries a calculator's own rating", () => {
    const [app] = toolPageJsonLd({
      name: 'Love Calculator',
      path: '/love',
      description: 'd',
      faq: [],
      rating: { value: 4.7, count: 1200 },
    });
    expect(app).toMatchObject({
      applicationCategory: 'LifestyleApplication',
      aggregateRating: { ratingValue: 4.7, ratingCount: 1200 },
    });
  });
});
