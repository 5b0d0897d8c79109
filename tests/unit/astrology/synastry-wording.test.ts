/**
 * Synastry sentences follow the aspect, not only the two bodies (docs/readings.md): a
 * conjunction reads from the pair's conjunction texts, an opposition from its opposition texts,
 * trines and sextiles from the easy ones and squares from the tense ones; and an aspect whose
 * degrees meet across a sign line is called out of sign.
 */
import { describe, expect, it } from 'vitest';
import pairs from '../../../content/astrology/synastry-pairs.json';
import compatibility from '../../../content/astrology/compatibility.json';
import { computeCompatibility } from '@/lib/astrology/compatibility';
import { aspectNature } from '@/lib/astrology/aspects';
import type { AspectName, CompatibilityResult } from '@/lib/astrology/contract';
import { contactsLine } from '@/lib/calculators/result-labels';

type Texts = Record<string, string[]>;
const PAIRS = pairs as Record<string, Texts>;

/** A template as a pattern: every placeholder stands for some words. */
const patternOf = (template: string) =>
  new RegExp(template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]*\\?\}/g, '.+?'), 'i');

/** The texts a pair has for one kind of meaning ("Mars|Mars" or "Mars|Mars" reversed). */
function textsOf(from: string, to: string, kind: string): string[] {
  const entry = PAIRS[`${from}|${to}`] ?? PAIRS[`${to}|${from}`];
  return entry ? (entry[kind] ?? []) : ((compatibility.genericMeanings as Texts)[kind] ?? []);
}

/** Which of a pair's meaning kinds a sentence was written from. */
function kindsMatching(sentence: string, from: string, to: string): string[] {
  return ['flow', 'friction', 'conjunction', 'opposition'].filter((kind) =>
    textsOf(from, to, kind).some((template) => patternOf(template).test(sentence)),
  );
}

const WORD_ASPECT: Record<string, AspectName> = {
  conjunct: 'conjunction',
  opposite: 'opposition',
  trine: 'trine',
  sextile: 'sextile',
  square: 'square',
};
const CONTACT =
  /(?:[Yy]our|[A-Z]\w+'s) (\w+) in [A-Z]\w+(?: \([^)]*\))? (?:probably )?(conjunct|opposite|trine|sextile|square) (?:your|[A-Z]\w+'s|your partner's) (\w+) in/;

/** Each strength and challenge sentence that names a contact, with the aspect it names. */
function contactSentences(result: CompatibilityResult) {
  const fit = result.fit ?? { strengths: [], challenges: [] };
  return [...result.strengths, ...result.challenges, ...fit.strengths, ...fit.challenges].flatMap(
    (sentence) => {
      const match = sentence.match(CONTACT);
      return match ? [{ sentence, from: match[1]!, to: match[3]!, aspect: WORD_ASPECT[match[2]!]! }] : [];
    },
  );
}

describe('a Mars–Mars conjunction', () => {
  // Both Mars at 14°–15° Pisces, 0.14° apart (two births 690 days apart, at noon UTC).
  const result = computeCompatibility({
    person1: { birthDate: '1988-07-02', birthTime: '12:00' },
    person2: { birthDate: '1990-05-23', birthTime: '12:00' },
  });
  const marsMars = result.aspects.find((aspect) => aspect.from === 'Mars' && aspect.to === 'Mars')!;
  const sentence = [...result.fit!.challenges, ...result.challenges, ...Object.values(result.areas)].find(
    (text) => /Mars in Pisces conjunct your partner's Mars/.test(text),
  )!;

  it('is a conjunction within half a degree, and a challenge (two drives in one place)', () => {
    expect(marsMars).toMatchObject({ aspect: 'conjunction' });
    expect(marsMars.orb).toBeLessThan(0.5);
    expect(marsMars.weight).toBeLessThan(0);
    expect(sentence).toBeDefined();
  });

  it('reads from the conjunction texts, never "different speeds" or "both want to lead"', () => {
    expect(kindsMatching(sentence, 'Mars', 'Mars')).toEqual(['conjunction']);
    expect(sentence).not.toMatch(/different speeds|both want to lead/);
  });

  it('agrees with the physical chemistry line, which sees both Mars placements in Pisces', () => {
    const chemistry = result.categories.physicalChemistry.description;
    expect(chemistry).toMatch(/^Both Mars placements are in Pisces/);
    for (const text of [...result.strengths, ...result.challenges])
      expect(text).not.toMatch(/different speeds|different rhythms/);
  });
});

describe('every contact sentence', () => {
  // Couples born 1960–2000, some with a time and city so Ascendants and MCs take part.
  const cities = ['London', 'Sydney, Australia', 'Toronto, Canada'];
  const couples = Array.from({ length: 60 }, (_, i) => {
    const date = (offset: number) =>
      new Date(Date.UTC(1960, 0, 1) + ((i * 7919 + offset) % 14_600) * 86_400_000).toISOString().slice(0, 10);
    const timed = i % 2 === 0;
    return computeCompatibility({
      person1: timed
        ? {
            birthDate: date(0),
            birthTime: `${String(i % 24).padStart(2, '0')}:15`,
            birthCity: cities[i % 3]!,
          }
        : { birthDate: date(0) },
      person2: timed
        ? {
            birthDate: date(4001),
            birthTime: `${String((i * 5) % 24).padStart(2, '0')}:45`,
            birthCity: cities[(i + 1) % 3]!,
          }
        : { birthDate: date(4001) },
    });
  });
  const sentences = couples.flatMap(contactSentences);

  it('joins each sentence of an area with ", and" at most once', () => {
    const areas = couples.flatMap((result) => Object.values(result.areas));
    expect(areas.length).toBeGreaterThan(500);
    for (const sentence of areas.flatMap((area) => area.split(/(?<=\.) (?=[A-Z])/)))
      expect(sentence.split(', and ').length - 1, sentence).toBeLessThanOrEqual(1);
  });

  it('is read from the texts of its own aspect', () => {
    const seen = new Set<string>();
    for (const { sentence, from, to, aspect } of sentences) {
      const kinds = kindsMatching(sentence, from, to);
      if (aspect === 'conjunction') expect(kinds, sentence).toContain('conjunction');
      else if (aspect === 'opposition')
        expect(
          kinds.some((kind) => kind !== 'conjunction'),
          sentence,
        ).toBe(true);
      else expect(kinds, sentence).not.toContain('conjunction');
      if (aspect === 'opposition' && textsOf(from, to, 'opposition').length > 0)
        expect(kinds, sentence).toContain('opposition');
      seen.add(aspect);
    }
    expect([...seen].sort()).toEqual(['conjunction', 'opposition', 'sextile', 'square', 'trine']);
  });

  it('calls an out-of-sign aspect out of sign, in the sentence and in the "Why" line', () => {
    let outOfSign = 0;
    let checked = 0;
    for (const result of couples) {
      for (const aspect of result.aspects.filter((item) => item.outOfSign)) {
        outOfSign += 1;
        expect(contactsLine([aspect], result.person1, result.person2)).toMatch(/, out of sign\)$/);
      }
      for (const { sentence, from, to, aspect } of contactSentences(result)) {
        // The facts this sentence can be about (either person may hold either body).
        const facts = result.aspects.filter(
          (fact) =>
            fact.aspect === aspect &&
            ((fact.from === from && fact.to === to) || (fact.from === to && fact.to === from)),
        );
        const flags = new Set(facts.map((fact) => fact.outOfSign === true));
        if (flags.size !== 1) continue;
        checked += 1;
        expect(sentence.includes(', out of sign'), sentence).toBe(flags.has(true));
      }
    }
    expect(outOfSign).toBeGreaterThan(0);
    expect(checked).toBeGreaterThan(100);
  });
});

describe('an opposition to an angle', () => {
  it('is read as the conjunction with the angle across the chart (Venus on the Descendant is a gift)', () => {
    expect(aspectNature('Venus', 'Ascendant', 'opposition')).toBeCloseTo(
      aspectNature('Venus', 'Descendant', 'conjunction'),
    );
    expect(aspectNature('Venus', 'Ascendant', 'opposition')).toBeGreaterThan(0);
    expect(aspectNature('Mars', 'Ascendant', 'opposition')).toBeLessThan(0);
    expect(aspectNature('Sun', 'Moon', 'opposition')).toBe(-0.5);
  });
});
