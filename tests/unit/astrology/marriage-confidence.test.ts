/**
 * The marriage month's confidence is counted from the chart (docs/marriage-timing.md#confidence):
 * the share of the points of partnership a favourable transit reaches that month, stand-ins for an
 * untimed chart counting half.
 */
import { describe, expect, it } from 'vitest';
import { marriageConfidence } from '@/lib/astrology/marriage-confidence';
import { predictMarriage } from '@/lib/astrology/marriage';
import { resolveBirthCity } from '@/lib/astrology/gazetteer';
import { proseProblems } from './support/prose-checks';

const TIMED = [{ key: 'Venus' }, { key: 'Descendant' }, { key: 'SeventhRuler', planet: 'Mars' }] as const;
const UNTIMED = [{ key: 'Venus' }, { key: 'Moon' }, { key: 'SolarDescendant' }] as const;

describe('marriageConfidence', () => {
  it('is 100 when every point of a timed chart is reached, and names each contact', () => {
    const result = marriageConfidence(
      TIMED,
      [
        { transit: 'Jupiter', aspect: 'trine', target: 'Descendant' },
        { transit: 'Venus', aspect: 'trine', target: 'Venus' },
        { transit: 'Venus', aspect: 'sextile', target: 'SeventhRuler' },
      ],
      'November 2025',
    );
    expect(result.score).toBe(100);
    expect(result.note).toBe(
      'How sure this month is: 100 of 100. The figure counts the points of partnership in your chart that a favourable transit reaches in November 2025. Your Venus receives a trine from transiting Venus; your Descendant receives a trine from transiting Jupiter; Mars, the ruler of your seventh house, receives a sextile from transiting Venus.',
    );
  });

  it('counts one of three as 33 and says which points no transit reaches', () => {
    const result = marriageConfidence(
      TIMED,
      [{ transit: 'Jupiter', aspect: 'conjunction', target: 'Venus' }],
      'May 2029',
    );
    expect(result.score).toBe(33);
    expect(result.note).toContain(
      'your Descendant receives none; Mars, the ruler of your seventh house, receives none.',
    );
  });

  it('counts Venus once when it rules the seventh house too', () => {
    const result = marriageConfidence(
      [{ key: 'Venus' }, { key: 'Descendant' }],
      [{ transit: 'Jupiter', aspect: 'trine', target: 'Descendant' }],
      'March 2028',
    );
    expect(result.score).toBe(50);
    expect(result.note).toMatch(/Venus also rules your seventh house, so it is counted once/);
  });

  it('gives an untimed chart’s stand-ins half, so it stays at 67 or below', () => {
    const all = marriageConfidence(
      UNTIMED,
      [
        { transit: 'Jupiter', aspect: 'trine', target: 'Venus' },
        { transit: 'Jupiter', aspect: 'sextile', target: 'Moon' },
        { transit: 'Venus', aspect: 'trine', target: 'SolarDescendant' },
      ],
      'February 2027',
    );
    expect(all.score).toBe(67);
    expect(all.note).toMatch(
      /Without a birth time the Descendant and the ruler of the seventh house cannot be placed/,
    );
    const moonOnly = marriageConfidence(
      UNTIMED,
      [{ transit: 'Saturn', aspect: 'trine', target: 'Moon' }],
      'June 2030',
    );
    expect(moonOnly.score).toBe(17);
    for (const text of [all.note, moonOnly.note]) expect(proseProblems(text)).toEqual([]);
  });

  it('lists a transit’s contact once even when the month holds it at several samples', () => {
    const result = marriageConfidence(
      TIMED,
      [
        { transit: 'Jupiter', aspect: 'trine', target: 'Venus' },
        { transit: 'Jupiter', aspect: 'trine', target: 'Venus' },
      ],
      'May 2029',
    );
    expect(result.note.match(/a trine from transiting Jupiter/g)).toHaveLength(1);
  });
});

describe('the marriage reading’s confidence follows its contacts', () => {
  it('counts the points the listed transits reach', () => {
    const result = predictMarriage(
      { name: 'Maris', birthDate: '1971-04-03', birthTime: '07:45', birthCity: 'Tallinn, Estonia' },
      new Date('2025-01-15T12:00:00Z'),
      resolveBirthCity,
    );
    // November 2025: transits reach Venus, the Descendant and Mars, the 7th-house ruler.
    const targets = new Set(result.aspects.map((aspect) => aspect.from));
    expect(targets).toEqual(new Set(['Venus', 'Descendant', 'Mars (7th-house ruler)']));
    expect(result.prediction!.confidence).toBe(100);
    expect(result.prediction!.confidenceNote).toContain('Mars, the ruler of your seventh house, receives');
  });

  it('keeps an untimed chart at 67 or below', () => {
    const result = predictMarriage(
      { birthDate: '1985-03-09' },
      new Date('2025-01-15T12:00:00Z'),
      resolveBirthCity,
    );
    expect(result.prediction!.confidence).toBeLessThanOrEqual(67);
  });
});
