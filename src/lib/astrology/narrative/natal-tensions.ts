/**
 * Where two strong placements of a birth chart pull opposite ways (docs/natal-library.md#tensions).
 * Each section of the reading is written for its own placement, so "the Sun in your 1st house"
 * (people see you at once) and "Neptune on your Ascendant" (hard to pin down) would otherwise
 * stand in two sections unreconciled. The placements are tagged on a few axes (open or veiled,
 * public or private, steady or restless…, content/astrology/natal-tensions.json); where a chart
 * has a read placement on both poles of an axis, the reading says so once, naming both, and how
 * they live together: the strongest two in the overview, any other after the section where the
 * reader meets the second of the pair.
 */
import { z } from 'zod';
import tensions from '../../../../content/astrology/natal-tensions.json';
import type { AspectName, NatalInterpretation } from '../contract';
import { pointInSentence } from '../point-names';
import { aspectPhrase, ordinal } from './grammar';
import { hashString } from './pick';
import { render, fillFragment } from './template';

const text = z.string().trim().min(10);
const POSITION = ['Ascendant', 'MC', 'Descendant', 'IC'] as const;
const ELEMENTS = ['fire', 'earth', 'air', 'water'] as const;

const schema = z.strictObject({
  about: text,
  axes: z.record(
    z.string(),
    z
      .strictObject({
        poles: z.tuple([z.string().min(2), z.string().min(2)]),
        members: z.record(z.string().regex(/^[a-zA-Z]+:[^:]+(:[^:]+)?$/), z.string().min(2)),
        sentences: z.array(text.regex(/\{A\}[\s\S]*\{B\}/, 'names {A} before {B}')).min(2),
      })
      .refine(
        (axis) => Object.values(axis.members).every((pole) => axis.poles.includes(pole)),
        'every member pulls to one of the two poles',
      ),
  ),
  labels: z.strictObject({
    house: text,
    sign: text,
    rising: text,
    angular: z.strictObject(
      Object.fromEntries(POSITION.map((angle) => [angle, text])) as Record<string, typeof text>,
    ),
    ruler: text,
    aspect: z.strictObject({ hard: text, easy: text, conjunction: text }),
    elementLead: z.strictObject(
      Object.fromEntries(ELEMENTS.map((e) => [e, text])) as Record<string, typeof text>,
    ),
    elementLow: z.strictObject(
      Object.fromEntries(ELEMENTS.map((e) => [e, text])) as Record<string, typeof text>,
    ),
    lights: z.strictObject(Object.fromEntries(ELEMENTS.map((e) => [e, text])) as Record<string, typeof text>),
    hemisphere: z.strictObject({ above: text, below: text }),
    stelliumHouse: text,
    stelliumSign: text,
  }),
});

const words = schema.parse(tensions);
export const TENSION_AXES = words.axes;

/** Which section of the reading carries a placement: by kind and point (a pattern by its first planet). */
export interface SectionRef {
  kind: NatalInterpretation['kind'];
  point?: string;
  /** The placement lives in the section's house paragraph (the Sun in the 1st house). */
  inHouse?: boolean;
  /** An aspect's section, by its heading ("Moon square Uranus"). */
  heading?: string;
}

/** A placement the reading reads, as the tension rules know it. */
export interface TensionMember {
  /** "Sun:house:1", "angular:Neptune:Ascendant", "aspect:Moon|Uranus:hard", "element:low:water". */
  key: string;
  /** How loudly the reading says it: an angle or a stellium more than a sign. */
  weight: number;
  /** The placement in a sentence: "the Sun in your 1st house", "Neptune on your Ascendant". */
  label: string;
  section: SectionRef;
}

/** A pair of read placements that pull opposite ways, and the sentence that says how they fit. */
export interface Tension {
  axis: string;
  a: TensionMember;
  b: TensionMember;
  sentence: string;
}

const { labels } = words;

/** The kinds of placement the reading makes, each with its label. */
export const member = {
  house: (point: string, house: number, weight = 2): TensionMember => ({
    key: `${point}:house:${house}`,
    weight,
    label: fillFragment(labels.house, { point: pointInSentence(point), house: ordinal(house) }),
    section: { kind: 'placement', point, inHouse: true },
  }),
  sign: (point: string, sign: string, weight = 1.6): TensionMember => ({
    key: `${point}:sign:${sign}`,
    weight,
    label: fillFragment(point === 'Ascendant' ? labels.rising : labels.sign, { point, sign }),
    section: { kind: 'placement', point },
  }),
  angular: (planet: string, angle: string, orb: number): TensionMember => ({
    key: `angular:${planet}:${angle}`,
    weight: 3 + Math.max(0, 2.5 - orb) / 5,
    label: fillFragment(labels.angular[angle]!, { planet }),
    section: { kind: 'angular', point: planet },
  }),
  ruler: (house: number): TensionMember => ({
    key: `ruler:house:${house}`,
    weight: 2,
    label: fillFragment(labels.ruler, { house: ordinal(house) }),
    section: { kind: 'chart-ruler' },
  }),
  aspect: (a: string, b: string, aspect: string, orb: number): TensionMember => {
    const nature =
      aspect === 'conjunction' ? 'conjunction' : aspect === 'trine' || aspect === 'sextile' ? 'easy' : 'hard';
    return {
      key: `aspect:${a}|${b}:${nature}`,
      weight: 2.5 - Math.min(orb, 4) / 8,
      label: fillFragment(labels.aspect[nature], {
        a: a === 'MC' ? 'Midheaven' : a,
        b: pointInSentence(b === 'MC' ? 'Midheaven' : b),
      }),
      section: { kind: 'aspect', point: a, heading: aspectPhrase(a, aspect as AspectName, b) },
    };
  },
  elementLead: (element: string): TensionMember => ({
    key: `element:lead:${element}`,
    weight: 1.4,
    label: labels.elementLead[element]!,
    section: { kind: 'overview' },
  }),
  elementLow: (element: string): TensionMember => ({
    key: `element:low:${element}`,
    weight: 1.6,
    label: labels.elementLow[element]!,
    section: { kind: 'overview' },
  }),
  lights: (sun: string, moon: string): TensionMember => ({
    key: `lights:${sun}|${moon}`,
    weight: 1.6,
    label: labels.lights[sun] ?? `your Sun and Moon`,
    section: { kind: 'placement', point: 'Sun and Moon' },
  }),
  hemisphere: (side: 'above' | 'below'): TensionMember => ({
    key: `hemisphere:${side}`,
    weight: 1.2,
    label: labels.hemisphere[side],
    section: { kind: 'overview' },
  }),
  stellium: (first: string, where: { house?: number; sign?: string }): TensionMember[] => [
    ...(where.house
      ? [
          {
            key: `stellium:house:${where.house}`,
            weight: 3,
            label: fillFragment(labels.stelliumHouse, { house: ordinal(where.house) }),
            section: { kind: 'pattern', point: first } as SectionRef,
          },
        ]
      : []),
    ...(where.sign
      ? [
          {
            key: `stellium:sign:${where.sign}`,
            weight: 3,
            label: fillFragment(labels.stelliumSign, { sign: where.sign }),
            section: { kind: 'pattern', point: first } as SectionRef,
          },
        ]
      : []),
  ],
};

/**
 * Every axis on which the chart has a read placement at both poles, the strongest of each pole
 * named, strongest pair first. A pair already said on another axis is not said again.
 */
export function findTensions(members: readonly TensionMember[]): Tension[] {
  const found: Tension[] = [];
  for (const [axis, { poles, members: tagged, sentences }] of Object.entries(TENSION_AXES)) {
    const strongest = (pole: string) =>
      members
        .filter((m) => tagged[m.key] === pole)
        .sort((x, y) => y.weight - x.weight || x.key.localeCompare(y.key))[0];
    const [a, b] = [strongest(poles[0]), strongest(poles[1])];
    if (!a || !b) continue;
    const sentence = render(sentences[hashString(`${a.key}|${b.key}`) % sentences.length]!, {
      A: a.label,
      B: b.label,
    });
    found.push({ axis, a, b, sentence });
  }
  // Strongest pair first; a placement already named in a tension counts for less, so the
  // overview's two tensions are about different parts of the chart where it can.
  const ordered: Tension[] = [];
  const used = new Set<string>();
  const pairs = new Set<string>();
  const score = ({ a, b }: Tension) =>
    a.weight + b.weight - (used.has(a.key) ? REUSED : 0) - (used.has(b.key) ? REUSED : 0);
  const left = [...found];
  while (left.length > 0) {
    left.sort((x, y) => score(y) - score(x) || x.axis.localeCompare(y.axis));
    const next = left.shift()!;
    const pair = [next.a.key, next.b.key].sort().join('&');
    if (pairs.has(pair)) continue;
    pairs.add(pair);
    used.add(next.a.key).add(next.b.key);
    ordered.push(next);
  }
  return ordered;
}

/** What naming a placement in an earlier tension takes off a later one's weight. */
const REUSED = 1.5;

/** How many tensions the overview names; the others are said where the second placement is read. */
export const OVERVIEW_TENSIONS = 2;

const matches = (section: NatalInterpretation, ref: SectionRef) =>
  section.kind === ref.kind &&
  (ref.point === undefined || section.point === ref.point) &&
  (ref.heading === undefined || section.heading === ref.heading);

/**
 * The reading with its tensions said once: the first OVERVIEW_TENSIONS at the end of the overview
 * (or, with no overview, where the second placement is read), each other one after the later of its
 * two placements' sections.
 */
export function sayTensions(
  sections: readonly NatalInterpretation[],
  found: readonly Tension[],
): { sections: NatalInterpretation[]; landed: Set<NatalInterpretation>; said: Tension[] } {
  const out = sections.map((section) => ({
    ...section,
    ...(section.house ? { house: { ...section.house } } : {}),
  }));
  const overview = out.findIndex((section) => section.kind === 'overview');
  const landed = new Set<number>();
  const said: Tension[] = [];
  let inOverview = 0;
  for (const tension of found) {
    const where = [tension.a, tension.b].map((m) => ({
      index: out.findIndex((section) => matches(section, m.section)),
      inHouse: Boolean(m.section.inHouse),
    }));
    if (where.some(({ index: at }) => at < 0)) continue;
    if (inOverview < OVERVIEW_TENSIONS && overview >= 0) {
      // The contradictions are a paragraph of their own, after the themes.
      const gap = inOverview === 0 ? '\n\n' : ' ';
      out[overview] = { ...out[overview]!, text: `${out[overview]!.text}${gap}${tension.sentence}` };
      inOverview += 1;
      said.push(tension);
      continue;
    }
    const later = where.sort((x, y) => y.index - x.index)[0]!;
    landed.add(later.index);
    said.push(tension);
    const section = out[later.index]!;
    out[later.index] =
      later.inHouse && section.house
        ? { ...section, house: { ...section.house, text: `${section.house.text} ${tension.sentence}` } }
        : { ...section, text: `${section.text} ${tension.sentence}` };
  }
  return { sections: out, landed: new Set([...landed].map((index) => out[index]!)), said };
}
