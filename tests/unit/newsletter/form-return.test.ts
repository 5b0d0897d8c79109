import { describe, expect, it } from 'vitest';
import { formReturnLocation, outcomeFragment } from '@/lib/newsletter/form-return';

const FUNCTION_URL = 'https://astrelle.app/api/subscribe';

describe('formReturnLocation', () => {
  it('sends the reader back to the page they posted from, with the outcome as the fragment', () => {
    expect(formReturnLocation(FUNCTION_URL, 'https://astrelle.app/blog/post/venus-signs', 'received')).toBe(
      '/blog/post/venus-signs#newsletter-received',
    );
  });

  it('keeps the query string and replaces a fragment the page already had', () => {
    expect(
      formReturnLocation(
        FUNCTION_URL,
        'https://astrelle.app/compare/astra?source=ad#comparison-table',
        'error',
      ),
    ).toBe('/compare/astra?source=ad#newsletter-error');
    expect(
      formReturnLocation(FUNCTION_URL, 'https://astrelle.app/help-center#newsletter-invalid', 'received'),
    ).toBe('/help-center#newsletter-received');
  });

  it('takes a path back from the address check page, as it posts it', () => {
    expect(formReturnLocation(FUNCTION_URL, '/blog?page=2', 'received')).toBe(
      '/blog?page=2#newsletter-received',
    );
  });

  it('falls back to the home page without a Referer, or with one it cannot read', () => {
    for (const referer of [null, '', 'not a url', 'blog', 'javascript:alert(1)', 'data:text/html,hi']) {
      expect(formReturnLocation(FUNCTION_URL, referer, 'unavailable'), String(referer)).toBe(
        '/#newsletter-unavailable',
      );
    }
  });

  it('never redirects to another origin (no open redirect), and never writes a host at all', () => {
    for (const referer of [
      'https://evil.example/phish',
      'http://astrelle.app/blog', // another scheme is another origin
      'https://astrelle.app:8443/blog', // another port too
      'https://astrelle.app.evil.example/blog',
      'https://evil.example/https://astrelle.app/blog',
      '//evil.example/blog',
      '/\\evil.example/blog',
    ]) {
      const location = formReturnLocation(FUNCTION_URL, referer, 'invalid');
      expect(location, referer).toBe('/#newsletter-invalid');
    }
    // A forged Host is the request's own origin: still only a path comes back.
    expect(
      formReturnLocation('https://evil.example/api/subscribe', 'https://evil.example/blog', 'received'),
    ).toBe('/blog#newsletter-received');
  });

  it('never echoes credentials from a forged Referer', () => {
    expect(formReturnLocation(FUNCTION_URL, 'https://user:secret@astrelle.app/blog', 'received')).toBe(
      '/blog#newsletter-received',
    );
  });

  it('never sends the reader back to a function', () => {
    expect(formReturnLocation(FUNCTION_URL, 'https://astrelle.app/api/subscribe', 'error')).toBe(
      '/#newsletter-error',
    );
  });
});

describe('outcomeFragment', () => {
  it('names the footer message of each outcome', () => {
    expect(outcomeFragment('received')).toBe('newsletter-received');
    expect(outcomeFragment('busy')).toBe('newsletter-busy');
  });
});
