/**
 * The rules a compatibility result's words keep across many couples (docs/readings.md):
 * each contact between the charts is read once and one way round, and a partner named like a
 * sign is never read as the sign.
 */
import { describe, expect, it } from 'vitest';
import { computeCompatibility } from '@/lib/astrology/compatibility';
import type { CompatibilityResult, PersonInput } from '@/lib/astrology/contract';
import { ASPECT_WORD } from '@/lib/astrology/narrative/grammar';
import { ZODIAC_SIGNS } from '@/lib/astrology/zodiac';

function people(count: number, seed: number): PersonInput[] {
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
  return Array.from({ length: count }, (_, index) => {
    const birthDate = new Date(Date.UTC(1955, 0, 1) + Math.floor(next() * 18_000) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    if (index % 3) return { birthDate };
    const hour = String(Math.floor(next() * 24)).padStart(2, '0');
    return { birthDate, birthTime: `${hour}:20`, birthCity: index % 2 ? 'London' : 'Sydney, Australia' };
  });
}

const FIRST = people(30, 11);
const SECOND = people(30, 97);
const BODIES = 'Sun|Moon|Mercury|Venus|Mars|Jupiter|Saturn|Uranus|Neptune|Pluto|Ascendant|MC';
const ASPECTS = Object.values(ASPECT_WORD).join('|');
const SIGNS = ZODIAC_SIGNS.join('|');

function texts(result: CompatibilityResult): string[] {
  return [
    result.summary,
    result.description,
    result.advice,
    ...result.strengths,
    ...result.challenges,
    ...Object.values(result.categories).map((category) => category.description),
    ...Object.values(result.areas),
    ...Object.values(result.why ?? {}),
  ];
}

describe('a compatibility result reads each contact once, one way round', () => {
  const results = FIRST.map((person1, index) =>
    computeCompatibility({
      person1: { name: 'Ada', ...person1 },
      person2: { name: 'Ben', ...SECOND[index]! },
    }),
  );

  it("writes every contact with the visitor's planet first, never Ben's planet then yours", () => {
    const reversed = new RegExp(
      `\\b(Ben's|your partner's) (${BODIES}) (in [A-Z][a-z]+(?: \\([^)]*\\))? )?(${ASPECTS}) your\\b`,
      'i',
    );
    for (const result of results) for (const text of texts(result)) expect(text).not.toMatch(reversed);
  });

  it('reads a contact in full once a page: a category that turns on a contact read elsewhere reads its own signs', () => {
    let leftToOthers = 0;
    for (const result of results) {
      const read = [
        ...result.fit!.strengths,
        ...result.fit!.challenges,
        ...result.strengths,
        ...result.challenges,
        ...Object.values(result.areas),
      ];
      const readElsewhere = (from: string, aspect: string, to: string) =>
        read.some((item) =>
          new RegExp(
            `your ${from} in [^:,]*?${ASPECT_WORD[aspect as keyof typeof ASPECT_WORD]} (Ben's|your partner's) ${to}\\b`,
          ).test(item),
        );
      for (const [key, category] of Object.entries(result.categories)) {
        const driver = result.drivers[key as keyof typeof result.drivers]?.[0];
        if (!driver || key === 'challengeBalance') continue; // the balance is read from its count
        if (!readElsewhere(driver.from, driver.aspect, driver.to)) continue;
        leftToOthers += 1;
        const why = result.why?.[key as keyof typeof result.why] ?? '';
        expect(category.description).not.toMatch(
          new RegExp(`${driver.from}.${driver.to}|${driver.to}.${driver.from}`),
        );
        expect(why, why).not.toMatch(
          new RegExp(`${driver.from} ${ASPECT_WORD[driver.aspect]} (Ben's|your partner's) ${driver.to}\\b`),
        );
        expect(category.description).not.toMatch(/\(see /);
      }
    }
    expect(leftToOthers).toBeGreaterThan(30);
  });
});

describe('the two pages of one couple (docs/readings.md#two-pages-one-couple)', () => {
  const results = FIRST.map((person1, index) =>
    computeCompatibility({
      person1: { name: 'Ada', ...person1 },
      person2: { name: 'Ben', ...SECOND[index]! },
    }),
  );
  const contactIn = (text: string) =>
    [...text.matchAll(new RegExp(`your (${BODIES}) in [^:,]*?(${ASPECTS}) Ben's (${BODIES})\\b`, 'g'))].map(
      (match) => `${match[1]}|${match[2]}|${match[3]}`,
    );

  it('agree on every score both show: the overall and the eight areas that are also categories', () => {
    const same = {
      emotionalConnection: 'emotional',
      communicationStyle: 'communication',
      valuesAlignment: 'values',
      trustLoyalty: 'trust',
      physicalChemistry: 'physical',
      spiritualResonance: 'spiritual',
      dailyRhythmHarmony: 'lifestyle',
      longTermVision: 'longTerm',
    } as const;
    for (const result of results) {
      expect(result.compatibilityScore).toBe(result.compatibility.overall);
      for (const [category, area] of Object.entries(same))
        expect(result.categories[category as keyof typeof same].score).toBe(result.compatibility[area]);
    }
  });

  it('say different things: the true-love page reads a contact in each area, and no list item of one page stands on the other', () => {
    let areasWithContact = 0;
    for (const result of results) {
      const fit = result.fit!;
      const birthDate = [...fit.strengths, ...fit.challenges, fit.advice, result.description];
      const trueLove = [
        ...result.strengths,
        ...result.challenges,
        result.advice,
        result.summary,
        ...Object.values(result.areas),
      ];
      for (const text of trueLove) expect(birthDate, text).not.toContain(text);
      // Each contact has one home on the true-love page, and none of them is read on the birth-date page.
      const read = trueLove.flatMap(contactIn);
      expect(new Set(read).size, read.join(', ')).toBe(read.length);
      const birthDateContacts = [...fit.strengths, ...fit.challenges].flatMap(contactIn);
      for (const contact of birthDateContacts) expect(read, contact).not.toContain(contact);
      areasWithContact += Object.values(result.areas).filter((text) => contactIn(text).length > 0).length;
    }
    expect(areasWithContact).toBeGreaterThan(results.length * 5);
  });
});

describe('a partner named like a sign', () => {
  it('is never read as the sign: every sign stands after its planet ("your Sun in Leo")', () => {
    let signShown = 0;
    for (const name of ['Leo', 'Aries', 'Virgo']) {
      FIRST.slice(0, 12).forEach((person1, index) => {
        const result = computeCompatibility({
          person1: { name: 'Maria', ...person1 },
          person2: { name, ...SECOND[index]! },
        });
        const all = texts(result).join('\n');
        expect(all).not.toMatch(new RegExp(`\\b(${SIGNS}) (Sun|Moon|Mercury|Venus|Mars)s?\\b`));
        expect(all).not.toMatch(new RegExp(`\\b(${SIGNS}) and (${SIGNS})\\b(?!'s)`));
        expect(all).not.toMatch(new RegExp(`\\b(a|an|[Tt]wo|[Bb]oth) (${SIGNS})\\b`));
        signShown += all.match(new RegExp(`\\bin ${name}\\b`, 'g'))?.length ?? 0;
      });
    }
    // The signs are still there, after their planets: the rule was put to the test.
    expect(signShown).toBeGreaterThan(5);
  });

  it('leaves the usual wording to a partner whose name is no sign', () => {
    const texts = FIRST.slice(0, 12).flatMap((person1, index) =>
      Object.values(
        computeCompatibility({ person1, person2: { name: 'Sam', ...SECOND[index]! } }).categories,
      ).map((category) => category.description),
    );
    expect(texts.join(' ')).toMatch(new RegExp(`\\b(${SIGNS}) (Sun|Moon|Mercury|Venus|Mars)\\b`));
  });
});
