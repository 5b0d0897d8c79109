/**
 * Where two strong placements pull opposite ways, the reading says so once, and how they fit
 * (docs/natal-library.md#tensions). Over a seeded spread of charts: every pair the rules find is
 * said; each is said once, in the overview or after both placements have been read; and the two
 * charts the editor read cold get the contradictions the editor named.
 */
import { describe, expect, it } from 'vitest';
import { computeBirthChart } from '@/lib/astrology/natal';
import { resolveBirthCity } from '@/lib/astrology/gazetteer';
import { composeNatalReading } from '@/lib/astrology/narrative/natal-text';
import { TENSION_AXES } from '@/lib/astrology/narrative/natal-tensions';
import type { BirthChartResult, NatalInterpretation, PersonInput } from '@/lib/astrology/contract';

const CITIES = ['London, United Kingdom', 'Tokyo, Japan', 'New York, United States', 'Sydney, Australia'];

/** The reading of a birth, with the tensions found and said (the same inputs the page's reading uses). */
function tensionsOf(person: PersonInput) {
  const result: BirthChartResult = computeBirthChart(person, resolveBirthCity);
  const composed = composeNatalReading(
    result.chart,
    result.aspects,
    {},
    { patterns: result.patterns, balance: result.balance },
  );
  return { result, ...composed };
}

/** A seeded spread of births 1940–2006, three in four with a time and a city. */
const BIRTHS: PersonInput[] = Array.from({ length: 160 }, (_, i) => {
  const day = new Date(Date.UTC(1940, 0, 1) + ((i * 7919 + 13) % 24_000) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  return i % 4 === 0
    ? { birthDate: day }
    : {
        birthDate: day,
        birthTime: `${String((i * 5) % 24).padStart(2, '0')}:${String((i * 17) % 60).padStart(2, '0')}`,
        birthCity: CITIES[i % CITIES.length]!,
      };
});

const paragraphs = (section: NatalInterpretation) => [section.text, section.house?.text ?? ''].join(' ');

describe('tensions between placements', () => {
  it('says every pair the rules find', () => {
    let found = 0;
    for (const person of BIRTHS) {
      const { tensions } = tensionsOf(person);
      found += tensions.found.length;
      for (const tension of tensions.found)
        expect(
          tensions.said.includes(tension),
          `${JSON.stringify(person)}: ${tension.axis} ${tension.a.key} / ${tension.b.key} unsaid`,
        ).toBe(true);
    }
    // The rules are exercised: about half the charts have a pair that pulls apart.
    expect(found).toBeGreaterThan(BIRTHS.length / 3);
  });

  it('says each once, in the overview or after both placements have been read', () => {
    let said = 0;
    for (const person of BIRTHS) {
      const { sections, tensions } = tensionsOf(person);
      for (const tension of tensions.said) {
        said += 1;
        const holding = sections.filter((section) => paragraphs(section).includes(tension.sentence));
        expect(holding, tension.sentence).toHaveLength(1);
        const at = sections.indexOf(holding[0]!);
        if (holding[0]!.kind === 'overview') continue;
        for (const { label } of [tension.a, tension.b])
          expect(tension.sentence.toLowerCase()).toContain(label.toLowerCase());
        const placed = [tension.a, tension.b].map((m) =>
          sections.findIndex(
            (section) =>
              section.kind === m.section.kind &&
              (m.section.point === undefined || section.point === m.section.point) &&
              (m.section.heading === undefined || section.heading === m.section.heading),
          ),
        );
        expect(Math.max(...placed), tension.sentence).toBe(at);
      }
    }
    expect(said).toBeGreaterThan(BIRTHS.length / 3);
  });

  it('never sets an aspect that carries a tension against its placement as well', () => {
    for (const person of BIRTHS) {
      const { sections, tensions } = tensionsOf(person);
      for (const section of sections.filter((s) => s.kind === 'aspect')) {
        const carries = tensions.said.some((t) => section.text.includes(t.sentence));
        if (carries) expect(section.text, section.text).not.toMatch(/Your \w+ \w+ wants/);
      }
    }
  });

  it('reconciles what the editor found unreconciled in the two charts read cold', () => {
    // Born 10 January 1988, 07:40, London: the Sun in the 1st house against Neptune rising, and
    // the quiet 12th-house chart ruler against Pluto at the top of the chart.
    const london = tensionsOf({ birthDate: '1988-01-10', birthTime: '07:40', birthCity: CITIES[0]! });
    const londonAxes = london.tensions.said.map((t) => `${t.axis}:${t.a.key}/${t.b.key}`);
    expect(londonAxes).toContain('stage:angular:Pluto:MC/ruler:house:12');
    expect(london.tensions.said.some((t) => t.b.key === 'angular:Neptune:Ascendant')).toBe(true);
    // Born 2 March 1965, 14:20, Tokyo: the Aquarius Moon's need for space against the 8th house's
    // merging, and the Leo rising sign against the Pisces planets.
    const tokyo = tensionsOf({ birthDate: '1965-03-02', birthTime: '14:20', birthCity: CITIES[1]! });
    const tokyoAxes = tokyo.tensions.said.map((t) => `${t.axis}:${t.a.key}`);
    expect(tokyoAxes).toContain('closeness:Moon:sign:Aquarius');
    expect(tokyoAxes).toContain('will:Ascendant:sign:Leo');
  });

  it('has two sentences an axis, each naming both placements', () => {
    for (const [axis, { sentences }] of Object.entries(TENSION_AXES)) {
      expect(sentences.length, axis).toBeGreaterThanOrEqual(2);
      for (const sentence of sentences) expect(sentence).toMatch(/\{A\}[\s\S]*\{B\}/);
    }
  });
});
