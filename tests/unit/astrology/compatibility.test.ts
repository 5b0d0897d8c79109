import { describe, expect, it } from 'vitest';
import { computeCompatibility } from '@/lib/astrology/compatibility';
import { CATEGORY_LABELS, SCORE_KEYS, type CompatibilityRequest } from '@/lib/astrology/contract';
import { matchLabel, scoreLevel } from '@/lib/calculators/score-bands';
import { elementHarmony } from '@/lib/astrology/balance';

const COUPLE: CompatibilityRequest = {
  person1: { name: 'Maris', birthDate: '1991-04-03', birthTime: '07:45', birthCity: 'Tallinn, Estonia' },
  person2: {
    name: 'Jonas',
    birthDate: '1989-09-28',
    birthTime: '22:10',
    birthPlace: { name: 'Vilnius', latitude: 54.6872, longitude: 25.2797, timezone: 'Europe/Vilnius' },
  },
};

/** A reproducible stream of birth dates between 1950 and 2000. */
function dates(count: number, seed: number): string[] {
  let state = seed;
  const out: string[] = [];
  for (let i = 0; i < count; i += 1) {
    state = (state * 1103515245 + 12345) % 2147483648;
    out.push(
      new Date(Date.UTC(1950, 0, 1) + Math.floor((state / 2147483648) * 18_250) * 86_400_000)
        .toISOString()
        .slice(0, 10),
    );
  }
  return out;
}

describe('compatibility reading', () => {
  it('is deterministic: the same input gives the same result byte for byte', () => {
    expect(JSON.stringify(computeCompatibility(COUPLE))).toBe(
      JSON.stringify(computeCompatibility(structuredClone(COUPLE))),
    );
  });

  it('answers both result shapes with every score and category', () => {
    const result = computeCompatibility(COUPLE);
    expect(Object.keys(result.compatibility).sort()).toEqual([...SCORE_KEYS].sort());
    expect(Object.keys(result.categories).sort()).toEqual(Object.keys(CATEGORY_LABELS).sort());
    expect(result.sign1).toBe('Aries');
    expect(result.sign2).toBe('Libra');
    expect(result.compatibilityScore).toBe(result.compatibility.overall);
    expect(result.compatibilityLevel).toBe(scoreLevel(result.compatibilityScore));
    expect(result.description.startsWith(`${matchLabel(result.compatibilityScore)}:`)).toBe(true);
    expect(result.charts.person1.ascendant).toBeDefined();
    expect(result.charts.person1.houses).toHaveLength(12);
    expect(result.charts.person2.planets).toHaveLength(10);
    expect(result.narrativeSource).toBe('library');
    expect(result.notes).toEqual([]);
    expect(result.strengths.length).toBeGreaterThan(0);
    expect(result.challenges.length).toBeGreaterThan(0);
    const text = [
      result.summary,
      result.advice,
      result.description,
      ...result.strengths,
      ...result.challenges,
    ].join(' ');
    expect(text).not.toMatch(/\{\w+\}/);
  });

  it('names the aspects behind each score, drawn from the aspect list', () => {
    const result = computeCompatibility(COUPLE);
    const listed = new Set(result.aspects.map((a) => JSON.stringify(a)));
    for (const drivers of Object.values(result.drivers)) {
      for (const aspect of drivers ?? []) expect(listed.has(JSON.stringify(aspect))).toBe(true);
    }
    expect(result.drivers.overall!.length).toBeGreaterThan(0);
  });

  it('says when no time was given and when a city was not found', () => {
    const result = computeCompatibility({
      person1: { name: 'Ann', birthDate: '1990-01-01' },
      person2: {
        name: 'Bo',
        birthDate: '1990-06-01',
        birthTime: '10:00',
        birthCity: 'Nowhereville, Atlantis',
      },
    });
    // The missing time is said once, in the reading's own words, not again in the notes.
    expect(result.timeNote).toMatch(/^Your birth time is not given/);
    expect(result.notes.some((n) => /no birth time/.test(n))).toBe(false);
    // The visitor is "you", whatever name they typed (docs/readings.md#names); the server labels each chart.
    expect([result.person1.label, result.person2.label]).toEqual(['Your chart', 'Bo']);
    expect(result.places).toEqual([
      expect.objectContaining({
        person: 'Bo',
        status: 'not-found',
        typed: 'Nowhereville, Atlantis',
        timezone: 'UTC',
      }),
    ]);
    expect(result.charts.person1.ascendant).toBeUndefined();
    expect(result.charts.person2.houses).toBeUndefined();
  });

  it('keeps every score within 0–100 across many couples, and spreads them out', () => {
    const first = dates(120, 11);
    const second = dates(120, 97);
    const overall: number[] = [];
    first.forEach((date, i) => {
      const result = computeCompatibility({
        person1: { birthDate: date },
        person2: { birthDate: second[i]! },
      });
      for (const score of Object.values(result.compatibility)) {
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(100);
      }
      for (const { score } of Object.values(result.categories)) {
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(100);
      }
      overall.push(result.compatibilityScore);
    });
    expect(Math.max(...overall) - Math.min(...overall)).toBeGreaterThan(25);
  });

  it('rarely gives two couples the same text', () => {
    const first = dates(80, 5);
    const second = dates(80, 55);
    const texts = new Set(
      first.map((date, i) => {
        const r = computeCompatibility({ person1: { birthDate: date }, person2: { birthDate: second[i]! } });
        return [r.summary, ...r.strengths, ...r.challenges, r.advice].join('|');
      }),
    );
    expect(texts.size).toBeGreaterThanOrEqual(78);
  });

  it('adds the name reading and blends it into the overall score when asked', () => {
    const plain = computeCompatibility(COUPLE);
    const named = computeCompatibility({
      ...COUPLE,
      analysisType: 'name-compatibility',
      focusAreas: ['name-vibration', 'numerology', 'energetic-harmony'],
    });
    expect(plain.nameReading).toBeUndefined();
    expect(Object.keys(named.nameReading!.focusAreas).sort()).toEqual([
      'energetic-harmony',
      'name-vibration',
      'numerology',
    ]);
    expect(named.compatibility.overall).toBe(
      Math.round(0.75 * plain.compatibility.overall + 0.25 * named.nameReading!.score),
    );
    expect(named.summary).not.toBe(plain.summary);
  });
});

describe('element and modality balance', () => {
  it('reports each chart balance summing to 1 and the harmony behind the scores', () => {
    const { balance } = computeCompatibility(COUPLE);
    for (const person of [balance!.person1, balance!.person2]) {
      expect(Object.values(person.elements).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 2);
      expect(Object.values(person.modalities).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 2);
      expect(person.elements[person.dominantElement]).toBe(Math.max(...Object.values(person.elements)));
    }
    expect(balance!.elementHarmony).toBeGreaterThanOrEqual(-0.5);
    expect(balance!.elementHarmony).toBeLessThanOrEqual(1);
  });
  it('rates two all-fire charts as more element-harmonious than fire against water', () => {
    const fire = { fire: 1, earth: 0, air: 0, water: 0 };
    const water = { fire: 0, earth: 0, air: 0, water: 1 };
    expect(elementHarmony(fire, fire)).toBe(1);
    expect(elementHarmony(fire, water)).toBe(-0.5);
  });
});
