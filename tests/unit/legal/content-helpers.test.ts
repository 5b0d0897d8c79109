import { describe, expect, it } from 'vitest';
import { fillTokens, fillTokensDeep } from '@/lib/content/tokens';
import { isoDay, longDate } from '@/lib/content/dates';

describe('fillTokens', () => {
  const values = { brand: 'Astrelle', supportEmail: 'help@example.org', percent: 86 };

  it('fills every known token, numbers included', () => {
    expect(fillTokens('Write to {supportEmail}: {brand} is accurate up to {percent}%.', values)).toBe(
      'Write to help@example.org: Astrelle is accurate up to 86%.',
    );
  });

  it('fails loudly on an unknown token so a content typo cannot ship', () => {
    expect(() => fillTokens('Hello {brnad}', values)).toThrow(/Unknown content token \{brnad\}/);
  });

  it('leaves braces that are not tokens alone', () => {
    expect(fillTokens('a { b } {1x}', values)).toBe('a { b } {1x}');
  });

  it('fills strings deep inside data and keeps other values', () => {
    const data = {
      title: '{brand} vs X',
      rows: [{ text: 'by {brand}', count: 3, on: true }],
      when: new Date(0),
    };
    const filled = fillTokensDeep(data, values);
    expect(filled).toEqual({
      title: 'Astrelle vs X',
      rows: [{ text: 'by Astrelle', count: 3, on: true }],
      when: new Date(0),
    });
    expect(data.title).toBe('{brand} vs X');
  });
});

describe('legal dates', () => {
  it("prints the site's one written date, read in UTC", () => {
    expect(longDate(new Date('2025-08-10'))).toBe('10 August 2025');
    expect(longDate(new Date('2025-02-02T23:30:00Z'))).toBe('2 February 2025');
    expect(isoDay(new Date('2025-10-24'))).toBe('2025-10-24');
  });
});
