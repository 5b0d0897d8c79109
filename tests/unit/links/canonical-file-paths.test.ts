import { describe, expect, it } from 'vitest';
import { canonicalUrl } from '@/lib/seo/canonical';

// Astro.url.pathname is the built file ("/fortune-cookie.html") for pages that do not pass a
// path; the link checker caught canonical links pointing there.
describe('canonicalUrl with build file names', () => {
  it('drops .html and index.html', () => {
    expect(canonicalUrl('https://astrelle.app', '/fortune-cookie.html')).toBe(
      'https://astrelle.app/fortune-cookie',
    );
    expect(canonicalUrl('https://astrelle.app', '/compare/astra.html')).toBe(
      'https://astrelle.app/compare/astra',
    );
    expect(canonicalUrl('https://astrelle.app', '/index.html')).toBe('https://astrelle.app/');
    expect(canonicalUrl('https://astrelle.app', '/blog/index.html')).toBe('https://astrelle.app/blog');
  });
});
