import { describe, expect, it } from 'vitest';
import { COMMON_MAIL_DOMAINS, emailSuggestion } from '@/lib/content/email-typo';

describe('emailSuggestion', () => {
  it('offers the corrected address for common slips in a well-known domain', () => {
    expect(emailSuggestion('maria@gmial.com')).toBe('maria@gmail.com');
    expect(emailSuggestion('maria@gamil.com')).toBe('maria@gmail.com');
    expect(emailSuggestion('maria@gmail.con')).toBe('maria@gmail.com');
    expect(emailSuggestion('maria@gmail.co')).toBe('maria@gmail.com');
    expect(emailSuggestion('sam@hotmial.com')).toBe('sam@hotmail.com');
    expect(emailSuggestion('sam@yaho.com')).toBe('sam@yahoo.com');
    expect(emailSuggestion('sam@outlok.com')).toBe('sam@outlook.com');
    expect(emailSuggestion('sam@icloud.co')).toBe('sam@icloud.com');
  });

  it('keeps the local part as typed and reads the domain in any case', () => {
    expect(emailSuggestion('  Maria.Lopez+sketch@GMIAL.COM ')).toBe('Maria.Lopez+sketch@gmail.com');
  });

  it('never questions a listed domain, an unknown one, or a short real one close to another', () => {
    for (const domain of COMMON_MAIL_DOMAINS) expect(emailSuggestion(`x@${domain}`), domain).toBeNull();
    for (const email of [
      'x@astrelle.app',
      'x@company.com',
      'x@example.org',
      'x@me.com',
      'x@gmx.at',
      'x@uni-graz.at',
    ])
      expect(emailSuggestion(email), email).toBeNull();
  });

  it('makes no suggestion when two domains are equally close', () => {
    // live.co is one letter from both live.com and live.ca.
    expect(emailSuggestion('x@live.co')).toBeNull();
  });

  it('answers null for anything that is not an address yet', () => {
    for (const value of ['', 'maria', 'maria@', '@gmail.com'])
      expect(emailSuggestion(value), value).toBeNull();
  });
});
