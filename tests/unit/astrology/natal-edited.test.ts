/**
 * The birth-chart reading edited as a whole (docs/natal-library.md#said-once, #terms): over a
 * seeded spread of charts, timed and untimed, no section's prose stops for a glossary (terms go in
 * the list under it), no theme of the content's list is carried by two sentences of one reading,
 * the chart ruler is named once, and an aspect whose faster body was read by sign is set against
 * that placement.
 */
import { describe, expect, it } from 'vitest';
import shape from '../../../content/astrology/natal-shape.json';
import { computeBirthChart } from '@/lib/astrology/natal';
import { resolveBirthCity } from '@/lib/astrology/gazetteer';
import { splitSentences } from '@/lib/astrology/narrative/grammar';
import { themeAllowance, themesOf } from '@/lib/astrology/narrative/natal-shape';
import type { BirthChartResult } from '@/lib/astrology/contract';

const CITIES = ['London, United Kingdom', 'Tokyo, Japan', 'New York, United States', 'Sydney, Australia'];
/** A seeded spread of births 1950–2005, two in three with a time and a city. */
const READINGS: BirthChartResult[] = Array.from({ length: 40 }, (_, i) => {
  const day = new Date(Date.UTC(1950, 0, 1) + ((i * 7919) % 20_000) * 86_400_000).toISOString().slice(0, 10);
  const timed = i % 3 !== 0;
  return computeBirthChart(
    timed
      ? {
          birthDate: day,
          birthTime: `${String((i * 7) % 24).padStart(2, '0')}:${String((i * 13) % 60).padStart(2, '0')}`,
          birthCity: CITIES[i % CITIES.length]!,
        }
      : { birthDate: day },
    resolveBirthCity,
  );
});

/** Every paragraph a visitor reads as prose (headings and the terms list aside). */
const prose = (result: BirthChartResult) =>
  result.interpretation.flatMap((section) => [
    section.text,
    ...(section.alternative ? [section.alternative.text] : []),
    ...(section.house ? [section.house.text] : []),
  ]);

describe('the birth-chart reading, edited as a whole', () => {
  it('has no glossary in its prose: no bracket, no degree, no orb; the terms are listed under the section', () => {
    let terms = 0;
    for (const result of READINGS) {
      for (const text of prose(result))
        expect(text, text).not.toMatch(/[()°′]|\borb\b|\bapplying\b|\bseparating\b/);
      for (const section of result.interpretation)
        for (const term of section.terms ?? []) {
          terms += 1;
          expect(term.meaning.length).toBeGreaterThan(10);
        }
    }
    expect(terms).toBeGreaterThan(READINGS.length);
  });

  it('says each theme once: no theme of the list is carried by two sentences of one reading', () => {
    const themes = Object.keys(shape.themes).filter((key) => key !== 'about');
    const seen = new Set<string>();
    for (const result of READINGS) {
      const counts = new Map<string, number>();
      for (const section of result.interpretation)
        for (const sentence of splitSentences(section.text))
          for (const theme of themesOf(sentence)) counts.set(theme, (counts.get(theme) ?? 0) + 1);
      for (const [theme, count] of counts) {
        seen.add(theme);
        expect(
          count,
          `${theme} in ${result.interpretation.map((s) => s.text).join(' ')}`,
        ).toBeLessThanOrEqual(themeAllowance(theme));
      }
    }
    // The sample does meet the themes, so the rule is exercised, not vacuous.
    expect(seen.size).toBeGreaterThanOrEqual(Math.min(3, themes.length));
  });

  it('names the chart ruler once, in its own section', () => {
    for (const result of READINGS.filter((r) => r.timeKnown)) {
      const naming = result.interpretation.filter((section) =>
        splitSentences(section.text).some((sentence) => themesOf(sentence).includes('ruler')),
      );
      expect(naming.map((section) => section.kind).filter((kind) => kind === 'placement')).toEqual([]);
    }
  });

  it('sets at most one aspect a reading against the placement read above it (the frame is the same each time)', () => {
    let framed = 0;
    for (const result of READINGS) {
      const readBySign = new Map(
        result.interpretation
          .filter((s) => s.kind === 'placement' && s.sign && !s.alternative)
          .map((s) => [s.point, s.sign!]),
      );
      const aspects = result.interpretation.filter((s) => s.kind === 'aspect');
      const withFrame = aspects.filter((section) => {
        const sign = readBySign.get(section.point);
        return sign && section.text.includes(`Your ${sign} ${section.point} wants`);
      });
      framed += withFrame.length;
      expect(withFrame.length).toBeLessThanOrEqual(1);
    }
    // The rule is exercised: many readings set an aspect against its placement.
    expect(framed).toBeGreaterThan(10);
  });
});
