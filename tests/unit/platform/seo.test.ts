import { describe, expect, it } from 'vitest';
import { canonicalUrl } from '@/lib/seo/canonical';
import {
  article,
  breadcrumbList,
  faqPage,
  faqPageFromHtml,
  serializeJsonLd,
  webApplication,
} from '@/lib/seo/json-ld';
import { blogTitle, pageTitle } from '@/lib/seo/title';

describe('titles', () => {
  it('uses the spec site title on the home page and appends the brand elsewhere', () => {
    expect(pageTitle(undefined, 'Astrelle')).toBe('Astrelle - Find Your Soulmate');
    expect(pageTitle('Privacy Policy', 'Astrelle')).toBe('Privacy Policy | Astrelle');
    expect(pageTitle('{brand} vs Starla', 'Astrelle')).toBe('Astrelle vs Starla');
  });
  it('follows the blog title rules', () => {
    expect(blogTitle(undefined, 'Astrelle')).toBe(
      'Astrelle Blog - Soulmate Connections & Relationship Insights',
    );
    expect(blogTitle('Venus in Libra', 'Astrelle')).toBe('Venus in Libra | Astrelle Blog');
  });
});

describe('canonicalUrl', () => {
  it('drops trailing slashes, queries and hashes', () => {
    expect(canonicalUrl('https://astrelle.app/', '/terms-of-service/?a=1#x')).toBe(
      'https://astrelle.app/terms-of-service',
    );
    expect(canonicalUrl('https://astrelle.app', '/')).toBe('https://astrelle.app/');
  });
});

describe('JSON-LD builders', () => {
  it('describes a free web application, with its rating when it has one', () => {
    const app = webApplication({
      name: 'Love Meter',
      url: 'https://a.b/x',
      description: 'd',
      rating: { value: 4.8, count: 1894 },
    });
    expect(app).toMatchObject({
      '@type': 'WebApplication',
      offers: { price: '0', priceCurrency: 'USD' },
      aggregateRating: { ratingValue: 4.8, ratingCount: 1894 },
    });
    expect(webApplication({ name: 'Love Meter', url: 'https://a.b/x', description: 'd' })).not.toHaveProperty(
      'aggregateRating',
    );
  });
  it('numbers breadcrumb positions from 1 and omits a missing item URL', () => {
    const list = breadcrumbList([{ name: 'Home', url: 'https://a.b/' }, { name: 'Here' }]);
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://a.b/' },
      { '@type': 'ListItem', position: 2, name: 'Here' },
    ]);
  });
  it('builds FAQ questions with accepted answers', () => {
    const faq = faqPage([{ question: 'Q?', answer: 'A.' }]);
    expect(faq.mainEntity).toEqual([
      { '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } },
    ]);
  });
  it('gives crawlers the plain text of answers written as HTML', () => {
    const faq = faqPageFromHtml([
      { question: 'Q?', answer: '<p>Yes &amp; <a href="/x">no</a>.</p>\n<p>Maybe.</p>' },
    ]);
    expect(faq.mainEntity).toEqual([
      { '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'Yes & no . Maybe.' } },
    ]);
  });
  it('fills dateModified from datePublished on articles', () => {
    const post = article({
      headline: 'H',
      description: 'D',
      url: 'https://a.b/p',
      datePublished: '2025-01-01',
      authorName: 'A',
      publisherName: 'P',
    });
    expect(post.dateModified).toBe('2025-01-01');
    expect(post).not.toHaveProperty('image');
  });
  it('escapes "<" so a value cannot close the script element', () => {
    const text = serializeJsonLd(faqPage([{ question: '</script><script>alert(1)</script>', answer: 'x' }]));
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text).mainEntity[0].name).toBe('</script><script>alert(1)</script>');
  });
});
