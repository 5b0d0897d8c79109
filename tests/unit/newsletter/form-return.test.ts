import { describe, expect, it } from 'vitest';
import { formReturnLocation, outcomeFragment } from '@/lib/newsletter/form-return';

const FUNCTION_URL = 'https://astrelle.app/api/subscribe';

describe('formReturnLocation', () => {
  it('sends the reader back to the page they posted from, with the outcome as the fragment', () => {
    expect(formReturnLocation(FUNCTION_URL, 'https://astrelle.app/blog/post/venus-signs', 'subscribed')).toBe(
      'https://astrelle.app/blog/post/venus-signs#newsletter-subscribed',
    );
  });

  it('keeps the query string and replaces a fragment the page already had', () => {
    expect(
      formReturnLocation(
        FUNCTION_URL,
        'https://astrelle.app/compare/astra?source=ad#comparison-table',
        'error',
      ),
    ).toBe('https://astrelle.app/compare/astra?source=ad#newsletter-error');
    expect(
      formReturnLocation(FUNCTION_URL, 'https://astrelle.app/help-center#newsletter-invalid', 'subscribed'),
    ).toBe('https://astrelle.app/help-center#newsletter-subscribed');
  });

  it('falls back to the home page without a Referer, or with one it cannot read', () => {
    for (const referer of [null, '', 'not a url', '/blog', 'javascript:alert(1)', 'data:text/html,hi']) {
      expect(formReturnLocation(FUNCTION_URL, referer, 'unavailable'), String(referer)).toBe(
        'https://astrelle.app/#newsletter-unavailable',
      );
    }
  });

  it('never redirects to another origin (no open redirect)', () => {
    for (const referer of [
      'https://evil.example/phish',
      'http://astrelle.app/blog', // another scheme is another origin
      'https://astrelle.app:8443/blog', // another port too
      'https://astrelle.app.evil.example/blog',
      'https://evil.example/https://astrelle.app/blog',
      '//evil.example/blog',
    ]) {
      const location = formReturnLocation(FUNCTION_URL, referer, 'invalid');
      expect(new URL(location).origin, referer).toBe('https://astrelle.app');
      expect(location, referer).toBe('https://astrelle.app/#newsletter-invalid');
    }
  });

  it('never echoes credentials from a forged Referer', () => {
    expect(formReturnLocation(FUNCTION_URL, 'https://user:secret@astrelle.app/blog', 'subscribed')).toBe(
      'https://astrelle.app/blog#newsletter-subscribed',
    );
  });

  it('never sends the reader back to a function', () => {
    expect(formReturnLocation(FUNCTION_URL, 'https://astrelle.app/api/subscribe', 'error')).toBe(
      'https://astrelle.app/#newsletter-error',
    );
  });

  it('answers on the origin the request arrived on (local servers, previews)', () => {
    expect(
      formReturnLocation(
        'http://127.0.0.1:8788/api/subscribe',
        'http://127.0.0.1:8788/contact-us',
        'subscribed',
      ),
    ).toBe('http://127.0.0.1:8788/contact-us#newsletter-subscribed');
  });
});

describe('outcomeFragment', () => {
  it('names the footer message of each outcome', () => {
    expect(outcomeFragment('subscribed')).toBe('newsletter-subscribed');
    expect(outcomeFragment('error')).toBe('newsletter-error');
  });
});
