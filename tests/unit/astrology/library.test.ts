/**
 * The interpretation library, walked whole: every template is filled with every value its
 * placeholders can take (every score 0–100, every sign, element, mode, body, house, count,
 * each way of addressing the two people) and every result is checked for articles ("an 81%",
 * "an Ascendant–Venus square", "a Uranus"), verb agreement with "you", names, dashes, aspect
 * phrasing and punctuation (support/prose-checks.ts).
 */
import { describe, expect, it } from 'vitest';
import compatibility from '../../../content/astrology/compatibility.json';
import pairs from '../../../content/astrology/synastry-pairs.json';
import placements from '../../../content/astrology/placements.json';
import sunSign from '../../../content/astrology/sun-sign.json';
import marriage from '../../../content/astrology/marriage.json';
import glimpse from '../../../content/astrology/glimpse.json';
import numerology from '../../../content/astrology/numerology.json';
import natal from '../../../content/astrology/natal.json';
import shape from '../../../content/astrology/natal-shape.json';
import { ZODIAC_SIGNS } from '@/lib/astrology/zodiac';
import { PLANETS } from '@/lib/astrology/ephemeris';
import { MATCH_LABELS } from '@/lib/calculators/score-bands';
import { aspectNoun, joinAnd, ordinal, pluralVerb } from '@/lib/astrology/narrative/grammar';
import { pointInSentence } from '@/lib/astrology/point-names';
import { RULER_PLANETS } from '@/lib/astrology/natal-library';
import { render, type TemplateValue } from '@/lib/astrology/narrative/template';
import { pairVoice, selfVoice } from '@/lib/astrology/narrative/voice';
import { contactCount } from '@/lib/astrology/narrative/category-text';
import { proseProblems } from './support/prose-checks';
import { AMERICAN_SPELLING } from '../../support/prose-style';

function strings(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${path}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => strings(item, path ? `${path}.${key}` : key));
  return [];
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const BODIES = [...PLANETS, 'Ascendant', 'MC'];
const ASPECTS = ['conjunction', 'sextile', 'square', 'trine', 'opposition'] as const;
const ELEMENTS = ['fire', 'earth', 'air', 'water'];
const MODES = ['cardinal', 'fixed', 'mutable'];
const signs = [...ZODIAC_SIGNS];
const roles = Object.values(placements.modalityRoles);

/** Every way the two people can be addressed, including the two roles swapped (a pair text's {a} can be either). */
const VOICES = [
  [false, false],
  [true, true],
  [false, true],
  [true, false],
].flatMap(([named1, named2]) => {
  const voice = pairVoice({ name: 'Ada', named: named1! }, { name: 'Ben', named: named2! });
  return [voice, { ...voice, a: voice.b, b: voice.a }];
});

/** What each placeholder can hold. The first value is the one used while other keys vary. */
const VALUES: Record<string, readonly TemplateValue[]> = {
  score: range(0, 100),
  years: range(3, 70),
  ...Object.fromEntries(
    [
      'sunA',
      'sunB',
      'moonA',
      'moonB',
      'merA',
      'merB',
      'venusA',
      'venusB',
      'marsA',
      'marsB',
      'sign',
      'dateSign',
      'previous',
      'from',
      'to',
      'other',
    ].map((key) => [key, signs]),
  ),
  elemA: ELEMENTS,
  elemB: ELEMENTS,
  modA: MODES,
  modB: MODES,
  roleA: roles,
  roleB: roles,
  roles: roles.map((role) => role.replace(/^\w+/, pluralVerb)),
  needA: Object.values(placements.moonNeeds),
  needB: Object.values(placements.moonNeeds),
  styleA: Object.values(placements.mercuryStyles),
  styleB: Object.values(placements.mercuryStyles),
  valueA: Object.values(placements.venusValues),
  valueB: Object.values(placements.venusValues),
  driveA: Object.values(placements.marsDrives),
  driveB: Object.values(placements.marsDrives),
  themeA: Object.values(compatibility.themes).flat(),
  themeB: Object.values(compatibility.themes).flat(),
  themeC: Object.values(compatibility.themes).flat(),
  themeD: Object.values(compatibility.themes).flat(),
  where: ['see Strengths', 'see Challenges', 'see Emotional Connection'],
  planet: BODIES,
  planets: [joinAnd(['Saturn', 'Uranus', 'Neptune', 'Pluto']), 'Pluto', joinAnd(['Jupiter', 'Saturn'])],
  house: range(1, 12).map(ordinal),
  theme: Object.values(compatibility.overlays.houseThemes),
  effect: ['your partner brings affection and ease to it'],
  easy: range(0, 30).map((n) => contactCount(n, 'easy')),
  tense: range(0, 30).map((n) => contactCount(n, 'tense')),
  best: Object.values(compatibility.dimensionNames),
  weakest: Object.values(compatibility.dimensionNames),
  contact: BODIES.flatMap((x) => BODIES.flatMap((y) => ASPECTS.map((aspect) => aspectNoun(x, aspect, y)))),
  meaning: ['attraction and tenderness arrive in the same breath'],
  tip: ['let praise outnumber correction, by a wide margin.'],
  time: ['07:35 UTC', '18:02 local time'],
  side: ['before', 'after'],
  degree: ['0°12′ Aries', '29°46′ Gemini'],
  name1: ['Ada', 'Ilse'],
  name2: ['Ben', 'Oliver'],
  n1: [1, 8, 11, 22],
  n2: [2, 8, 11, 33],
  k1: Object.values(numerology.keywords),
  k2: Object.values(numerology.keywords),
  l1: [1, 8, 11],
  l2: [3, 8, 22],
  s1: [5, 8, 11],
  s2: [6, 8, 33],
  timeframe: ['August 2028', 'April 2030'],
  reopens: ['July 2029', 'March 2031'],
  influence: [
    'Jupiter, the planet of growth and good fortune, joins your natal Venus, opening doors to commitment.',
  ],
  target: Object.values(marriage.targets),
  verb: Object.values(marriage.transitVerbs),
  fnA: Object.values(natal.aspects.functions),
  fnB: Object.values(natal.aspects.functions),
  ruler: RULER_PLANETS.map(pointInSentence),
  modern: ['Pluto', 'Uranus', 'Neptune'],
  venus: signs,
  more: Object.values(glimpse.teaser.more),
  point: ['Mars', 'the Moon', 'the Descendant'],
  element: ELEMENTS,
  contacts: [
    'a trine from transiting Jupiter',
    'a conjunction from transiting Venus and a sextile from transiting Saturn',
  ],
  opposite: range(1, 12).map(ordinal),
  northTopic: Object.values(shape.houseTopics),
  southTopic: Object.values(shape.houseTopics),
};

/** The templates of the natal library (its fixed texts are held by natal-library.test.ts). */
const NATAL_TEMPLATES = {
  chartRuler: {
    lead: natal.chartRuler.lead,
    leadHouse: natal.chartRuler.leadHouse,
    coRuler: natal.chartRuler.coRuler,
    readAbove: natal.chartRuler.readAbove,
  },
  nodesHouse: natal.nodesHouse,
  aspects: { kinds: natal.aspects.kinds, notes: natal.aspects.notes },
};

/** Fragments are set inside a sentence by the engine, so they start in lower case. */
const FRAGMENTS = [
  /^pairs\./,
  /^genericMeanings/,
  /^overlays\.effects/,
  /^placements/,
  /^themes/,
  /^overlays\.houseThemes/,
];
/** Templates whose {phrase} the engine fills after escaping (psychic.ts). */
const LEFT_FOR_LATER = new Set(['phrase']);

/** Every template of the library with where it lives and which family it belongs to. */
const TEMPLATES: Array<[family: string, path: string, text: string]> = [
  ...strings(compatibility).map(([path, text]) => ['compatibility', path, text] as [string, string, string]),
  ...strings(pairs).map(([path, text]) => ['pairs', `pairs.${path}`, text] as [string, string, string]),
  ...strings(placements).map(
    ([path, text]) => ['placements', `placements.${path}`, text] as [string, string, string],
  ),
  ...strings(sunSign).map(([path, text]) => ['sun-sign', path, text] as [string, string, string]),
  ...strings(marriage).map(([path, text]) => ['marriage', path, text] as [string, string, string]),
  ...strings(glimpse).map(([path, text]) => ['glimpse', path, text] as [string, string, string]),
  ...strings(numerology).map(([path, text]) => ['numerology', path, text] as [string, string, string]),
  ...strings(NATAL_TEMPLATES).map(
    ([path, text]) => ['natal', `natal.${path}`, text] as [string, string, string],
  ),
];

const keysOf = (template: string) =>
  [...template.matchAll(/\{(?:[Aa]n )?(\w+)(?:'s|\+[a-z]+)?\}/g)].map((match) => match[1]!);

describe('the interpretation library', () => {
  it('uses only placeholders the engine fills', () => {
    const known = new Set([
      ...Object.keys(VALUES),
      'a',
      'b',
      'both',
      'name',
      'first',
      'second',
      ...LEFT_FOR_LATER,
    ]);
    for (const [, path, text] of TEMPLATES)
      for (const key of keysOf(text)) expect(known.has(key), `{${key}} in ${path}`).toBe(true);
  });

  it('spells British, like the rest of the site (docs/decisions.md#british-spelling)', () => {
    const american = TEMPLATES.filter(([, , text]) => AMERICAN_SPELLING.test(text)).map(
      ([, path, text]) => `${path}: ${text}`,
    );
    expect(american).toEqual([]);
  });

  it('never writes an article before a placeholder: the engine chooses it ({an score})', () => {
    for (const [, path, text] of TEMPLATES) expect(text, path).not.toMatch(/(?<![\w'])[Aa]n? \{/);
  });

  it('never lets a single theme or function govern a verb: they can be plural ("your instincts", "your feelings")', () => {
    // "the way {a's} {themeA} supports" read "the way your instincts supports". A theme after
    // "X and" is the second half of a plural subject (or of "between X and Y"), which is fine.
    const agreeing = TEMPLATES.flatMap(([, path, text]) =>
      [...text.matchAll(/(?<!and (?:\{[ab]'s\}|your) )\{(?:theme|fn)[AB]\} ([a-z]+[^s\W]s)\b/g)].map(
        (match) => `${path}: "${match[0]}"`,
      ),
    );
    expect(agreeing).toEqual([]);
  });

  it('has an opening for every row of the score scale and the texts for every sign, body and relation', () => {
    for (const label of MATCH_LABELS)
      expect(compatibility.openers[label].length, label).toBeGreaterThanOrEqual(3);
    for (const sign of ZODIAC_SIGNS) {
      for (const table of [
        placements.moonNeeds,
        placements.mercuryStyles,
        placements.venusValues,
        placements.marsDrives,
      ])
        expect(table[sign]).toBeTruthy();
      for (const table of [glimpse.venus, glimpse.mars, glimpse.descendant]) expect(table[sign]).toBeTruthy();
    }
    for (const planet of PLANETS) {
      expect(compatibility.themes[planet].length).toBeGreaterThanOrEqual(2);
      expect(glimpse.seventhHouse[planet]).toBeTruthy();
    }
    expect(Object.keys(compatibility.sunPairs).sort()).toEqual(
      ['opposition', 'quincunx', 'same', 'semisextile', 'sextile', 'square', 'trine'].sort(),
    );
    expect(Object.keys(compatibility.elementPairs)).toHaveLength(10);
    expect(Object.keys(compatibility.overlays.houseThemes)).toHaveLength(12);
  });

  it('keys pair texts by two known bodies, each with easy, tense and conjunction meanings and tips', () => {
    const bodies = new Set(BODIES);
    for (const [key, texts] of Object.entries(pairs)) {
      const [x, y] = key.split('|');
      expect(bodies.has(x!) && bodies.has(y!), key).toBe(true);
      expect(pairs[`${y}|${x}` as keyof typeof pairs] === undefined || x === y, `${key} written twice`).toBe(
        true,
      );
      expect(texts.flow.length, key).toBeGreaterThanOrEqual(2);
      expect(texts.friction.length, key).toBeGreaterThanOrEqual(2);
      expect(texts.tips.length, key).toBeGreaterThanOrEqual(1);
      // A conjunction is two bodies in one place: neither a trine's ease nor a square's clash.
      expect(texts.conjunction.length, key).toBeGreaterThanOrEqual(2);
    }
    // Every contact of two personal points has its own texts, oppositions included.
    const personal = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Ascendant', 'MC'];
    for (const x of personal)
      for (const y of personal) {
        const texts = (pairs[`${x}|${y}` as keyof typeof pairs] ??
          pairs[`${y}|${x}` as keyof typeof pairs]) as { opposition?: string[] } | undefined;
        expect(texts, `${x}|${y}`).toBeTruthy();
        expect(texts!.opposition?.length ?? 0, `${x}|${y} opposition`).toBeGreaterThanOrEqual(2);
      }
  });

  it('reads correctly with every value each placeholder can take (the grammar walk)', () => {
    let rendered = 0;
    const problems: string[] = [];
    for (const [family, path, text] of TEMPLATES) {
      const keys = keysOf(text).filter((key) => !LEFT_FOR_LATER.has(key));
      const fragment = FRAGMENTS.some((pattern) => pattern.test(path));
      const voices =
        family === 'marriage' || family === 'glimpse' || family === 'sun-sign' || family === 'natal'
          ? [...VOICES, { a: selfVoice(), b: VOICES[0]!.b, both: VOICES[0]!.both }]
          : VOICES;
      const base = Object.fromEntries(keys.map((key) => [key, VALUES[key]?.[0] ?? 'Ada'])) as Record<
        string,
        TemplateValue
      >;
      const check = (values: Record<string, TemplateValue>) => {
        const output = render(text, values).replace('{phrase}', 'someone bold');
        rendered += 1;
        for (const problem of proseProblems(
          fragment ? output.charAt(0).toLowerCase() + output.slice(1) : output,
          { fragment },
        ))
          problems.push(`${path}: ${problem}`);
      };
      for (const voice of voices) check({ ...base, ...voice });
      for (const key of keys)
        for (const value of VALUES[key] ?? []) check({ ...base, ...VOICES[0], [key]: value });
    }
    expect([...new Set(problems)].slice(0, 40)).toEqual([]);
    expect(rendered).toBeGreaterThan(20_000);
  });
});
