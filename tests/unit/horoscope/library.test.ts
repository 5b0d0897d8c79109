/**
 * The horoscope library walked whole (content/horoscope/, docs/horoscopes.md#the-library): every
 * template filled with every value its placeholders can take, through the grammar check the
 * calculator readings use, in British spelling; and the page titles and descriptions fit the
 * snippet lengths for every sign on every day of two years.
 */
import { describe, expect, it } from 'vitest';
import { ZODIAC_SIGNS } from '@/lib/astrology/zodiac';
import { formatDegree, ordinal } from '@/lib/astrology/narrative/grammar';
import { render } from '@/lib/astrology/narrative/template';
import { longDate } from '@/lib/content/dates';
import { addDays, daysBetween, monthDay, monthName, weekdayName } from '@/lib/horoscope/days';
import { horoscopeLibrary } from '@/lib/horoscope/library';
import { horoscopeCopy, horoscopeDescription, horoscopeTitle } from '@/lib/horoscope/page-copy';
import { weekRange } from '@/lib/horoscope/page-model';
import { theBody } from '@/lib/horoscope/writer';
import { PLANETS } from '@/lib/astrology/ephemeris';
import { proseProblems } from '../astrology/support/prose-checks';
import { AMERICAN_SPELLING } from '../../support/prose-style';

function strings(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${path}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => strings(item, path ? `${path}.${key}` : key));
  return [];
}

const houses = Array.from({ length: 12 }, (_, index) => ordinal(index + 1));
const areas = Object.values(horoscopeLibrary.houses).flatMap((house) => house.areas);
const bodies = PLANETS.map(String);
/** What each placeholder can hold; the first value is used while the others vary. */
const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const upper = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** Times as the prose says them (time-words.ts): the page's own day, a week's weekdays, a month's dates. */
const AT = [
  'this morning',
  'tonight',
  'in the early hours',
  'on Thursday evening',
  'late on Sunday',
  'on 24 December',
];
const FROM = ['from this evening', 'from Thursday morning', 'from 9 December'];
const UNTIL = [
  'until this afternoon',
  'until late tonight',
  'until Friday evening',
  'until 13 April',
  'for about five hours',
];
const moonMeanings = Object.values(horoscopeLibrary.moon.byHouse).map((texts) => texts[0]!);
const pairMeanings = Object.values(horoscopeLibrary.pairs).map((texts) => texts[0]!);
const topics = Object.values(horoscopeLibrary.houses).map((house) => ` of ${house.of}`);
const dates = ['9 December', '1 March'];
/** What each placeholder can hold; the first value is used while the others vary. */
const VALUES: Record<string, readonly string[]> = {
  sign: ZODIAC_SIGNS,
  fromSign: ZODIAC_SIGNS,
  nextSign: ZODIAC_SIGNS,
  endSign: ZODIAC_SIGNS,
  sunSign: ZODIAC_SIGNS,
  moon: ZODIAC_SIGNS,
  ruler: ['Mars', 'Venus', 'the Sun', 'Saturn'],
  Ruler: ['Mars', 'Venus', 'The Sun', 'Saturn'],
  house: houses,
  fromHouse: houses,
  sunHouse: houses,
  endHouse: houses,
  houseA: houses,
  houseB: houses,
  newHouse: houses,
  fullHouse: houses,
  nextHouse: houses,
  first: houses,
  second: houses,
  of: ['', ...topics],
  ofA: ['', ...topics],
  firstOf: Object.values(horoscopeLibrary.houses).map((house) => house.of),
  secondOf: Object.values(horoscopeLibrary.houses).map((house) => house.of),
  area: areas,
  Area: areas,
  areaA: areas,
  areaB: areas,
  fromArea: areas,
  topicA: Object.values(horoscopeLibrary.houses).map((house) => house.topic),
  time: AT,
  Time: AT.map(upper),
  newTime: AT,
  fullTime: AT,
  from: FROM,
  From: FROM.map(upper),
  until: UNTIL,
  to: dates,
  since: dates,
  sinceMonth: ['July', 'March'],
  degree: [formatDegree(0.2), formatDegree(29.99), formatDegree(8.5), formatDegree(11.1), formatDegree(18)],
  eclipse: ['total', 'annular', 'partial', 'penumbral'],
  planet: bodies.filter((body) => body !== 'Sun' && body !== 'Moon'),
  thePlanet: bodies.map((body) => theBody(body as never)),
  body: bodies.map((body) => theBody(body as never)),
  a: bodies,
  b: bodies,
  theA: bodies.map((body) => theBody(body as never)),
  theB: bodies.map((body) => theBody(body as never)),
  aspect: ['conjunct', 'sextile', 'square', 'trine', 'opposite'],
  aspectNoun: ['conjunction', 'sextile', 'square', 'trine', 'opposition'],
  verb: ['meets', 'sextiles', 'squares', 'trines', 'opposes'],
  days: ['one day', '2 days', '8 days', '11 days', '18 days', '29 days'],
  lunation: ['New Moon', 'Full Moon'],
  span: ['all month', 'before 9 December', 'after 9 December'],
  Span: ['All month', 'Before 9 December', 'After 9 December'],
  date: ['22 November', '8 August'],
  monthDay: ['22 November'],
  weekday: ['Monday', 'Sunday'],
  month: ['December', 'December 2026'],
  range: ['7–13 December 2026', '28 December 2026 – 3 January 2027'],
  start: ['7 December', 'The Moon starts the week in Scorpio, your 4th house of home and family'],
  steps: [
    '5th house on Monday afternoon',
    '5th house on Monday afternoon, your 6th early on Thursday and your 7th on Saturday',
  ],
  extra: ['', ' trine Jupiter'],
  lead: ['the Sun moves into Capricorn, your 6th house.'],
  meaning: moonMeanings.map(lower),
  Meaning: moonMeanings,
  pair: pairMeanings,
  clause: ['steady effort is rewarded'],
  // The weeks' and months' own words (periods.json): how a house is named, what a planet stands
  // for, what to do in a house, the story line's clauses.
  where: Object.values(horoscopeLibrary.periods.events.where).flat(),
  nature: Object.values(horoscopeLibrary.periods.events.nature).flat(),
  Nature: Object.values(horoscopeLibrary.periods.events.nature).flat().map(upper),
  act: Object.values(horoscopeLibrary.periods.events.act).flat(),
  Since: ['Since July', 'Since March'],
  First: ['Saturn turns forward in Aries, your own sign, late on Thursday'],
  short: [
    'Jupiter turns backwards in Leo, your birth sign',
    'the Moon is full in Cancer, your solitude house',
  ],
  newArea: areas,
  fullArea: areas,
  other: bodies.map((body) => theBody(body as never)),
  holiday: ['Christmas Eve', "New Year's Eve", 'Good Friday'],
  name: ['Christmas Eve', "New Year's Day", "Valentine's Day"],
  season: ['Christmas', 'New Year', 'Easter'],
  Holiday: ['Christmas Eve', "New Year's Eve", 'Good Friday'],
  Clause: ['Steady effort is rewarded'],
  voidAct: Object.values(horoscopeLibrary.periods.week.voidAct).flat(),
  started: [
    ...Object.values(horoscopeLibrary.periods.month.started.forward),
    ...Object.values(horoscopeLibrary.periods.month.started.review),
  ],
  list: [
    '23 December (the Sun and Neptune)',
    'Boxing Day (Mercury and Neptune) and 29 December (the Sun and Saturn)',
  ],
};
/** Where a family's placeholder holds something else: a station's other end is a bare date; a week's Moon path a clause. */
const FAMILY_VALUES: Record<string, Record<string, readonly string[]>> = {
  planets: { until: dates, since: dates },
  periods: {
    month: ['December'],
    since: ['since July', 'since March'],
    second: [
      'Neptune does the same late on Saturday',
      'the New Moon falls in Sagittarius, your career house, early on Wednesday',
    ],
  },
  pages: { start: ['7 December'] },
};
const valuesFor = (path: string, key: string) => FAMILY_VALUES[path.split('.')[0]!]?.[key] ?? VALUES[key]!;
/** Whole clauses the engine sets inside a sentence: they start in lower case. */
const FRAGMENT =
  /^(aspects\.pairs|pairs\.|periods\.week\.storyShort|periods\.events\.(act|nature|where)|periods\.month\.(holidayClause|best\.for|best\.evening)|periods\.week\.voidAct|periods\.month\.started|moon\.signs|background\.(sun\.byHouse|retrograde\.byPlanet|planets\.byHouse))/;

const TEMPLATES = (Object.entries(horoscopeLibrary) as Array<[string, unknown]>)
  .filter(([family]) => family !== 'houses')
  .flatMap(([family, value]) => strings(value, family))
  .filter(([path]) => !path.endsWith('.acts') && !path.endsWith('.tone'));
const keysOf = (template: string) =>
  [...template.matchAll(/\{(?:[Aa]n )?(\w+)\}/g)].map((match) => match[1]!);

describe('the horoscope library', () => {
  it("gives the daily's story lines and advice no sentence in common (the 14-day memory counts them apart)", () => {
    const { story, advice, daily } = horoscopeLibrary;
    const lines = Object.values(story).flat();
    const pieces = new Set([
      ...Object.values(advice).flatMap((entries) => entries.map((entry) => entry.text)),
      ...Object.values(daily.pairAdvice),
      ...Object.values(daily.lunationAdvice.new),
      ...Object.values(daily.lunationAdvice.full),
    ]);
    expect(lines.filter((line) => pieces.has(line))).toEqual([]);
    expect(new Set(lines).size).toBe(lines.length);
  });

  it('uses only placeholders the composer fills', () => {
    for (const [path, template] of TEMPLATES)
      for (const key of keysOf(template))
        expect(Object.hasOwn(VALUES, key), `{${key}} in ${path}`).toBe(true);
  });

  it('reads correctly with every value each placeholder can take (the grammar walk)', () => {
    const problems = new Set<string>();
    let rendered = 0;
    for (const [path, template] of TEMPLATES) {
      const keys = [...new Set(keysOf(template))];
      const fragment = FRAGMENT.test(path);
      const base = Object.fromEntries(keys.map((key) => [key, valuesFor(path, key)[0]!]));
      const check = (values: Record<string, string>) => {
        const output = render(template, values);
        rendered += 1;
        const text = fragment ? output.charAt(0).toLowerCase() + output.slice(1) : output;
        for (const problem of proseProblems(text, { fragment })) problems.add(`${path}: ${problem}`);
        if (AMERICAN_SPELLING.test(text)) problems.add(`${path}: American spelling: ${text}`);
      };
      check(base);
      for (const key of keys) for (const value of valuesFor(path, key)) check({ ...base, [key]: value });
    }
    expect([...problems]).toEqual([]);
    expect(rendered).toBeGreaterThan(3000);
  });

  it('keeps interpretation out of the advice-free slots: only the advice recommends a restricted act', () => {
    // The advice rules (advice-rules.ts) can only hold the advice to the sky; descriptions stay descriptions.
    const restricted = /\b(sign the|sign a contract|book the|buy (it|the)|ask out|start the|begin the)\b/i;
    // The daily's own advice (daily.json: by pair of houses, by New or Full Moon, for a named day) is advice too.
    const isAdvice = (path: string) =>
      path.startsWith('advice') || /^daily\.(pairAdvice|lunationAdvice|namedDays)\./.test(path);
    const outside = TEMPLATES.filter(([path]) => !isAdvice(path)).filter(([, text]) => restricted.test(text));
    expect(outside).toEqual([]);
  });

  it('gives each ordinary phase only texts true for all of it, not just at one end', () => {
    // A waning crescent lasts about seven days: "nearly dark" read wrong the day after a Last Quarter.
    const oneEnd = /\b(almost|nearly|young|slender|thin|last crescent|first crescent|days after|just)\b/i;
    const phaseTexts = TEMPLATES.filter(([path]) => path.startsWith('moon.phases'));
    expect(phaseTexts.length).toBeGreaterThanOrEqual(12);
    expect(phaseTexts.filter(([, text]) => oneEnd.test(text))).toEqual([]);
  });
});

describe('the page titles and descriptions', () => {
  const days = daysBetween('2026-01-01', '2027-12-31');

  it('fit the snippet lengths for every sign on every day, with any Moon sign and house', () => {
    // Only the lengths of the values decide whether a template fits: each combination once.
    const tried = new Set<string>();
    for (const day of days)
      for (const sign of ZODIAC_SIGNS)
        for (const moon of ['Leo', 'Sagittarius'])
          for (const house of ['1st', '10th']) {
            const values = {
              sign,
              weekday: weekdayName(day),
              date: longDate(day),
              monthDay: monthDay(day),
              moon,
              house,
            };
            const lengths = Object.values(values)
              .map((value) => value.length)
              .join('|');
            if (tried.has(lengths)) continue;
            tried.add(lengths);
            for (const mode of ['today', 'dated'] as const) {
              expect(() => horoscopeTitle(horoscopeCopy.day.titles[mode], values)).not.toThrow();
              expect(() => horoscopeDescription(horoscopeCopy.day.descriptions[mode], values)).not.toThrow();
            }
          }
  });

  it('fit for every week and month of two years', () => {
    for (let monday = '2025-12-29'; monday < '2028-01-01'; monday = addDays(monday, 7))
      for (const sign of ZODIAC_SIGNS) {
        const values = { sign, range: weekRange(monday, addDays(monday, 6)), start: longDate(monday) };
        expect(() => horoscopeTitle(horoscopeCopy.week.titles, values)).not.toThrow();
        expect(() => horoscopeDescription(horoscopeCopy.week.descriptions, values)).not.toThrow();
      }
    for (const year of [2026, 2027])
      for (let number = 1; number <= 12; number += 1)
        for (const sign of ZODIAC_SIGNS) {
          const values = { sign, month: monthName(`${year}-${String(number).padStart(2, '0')}`) };
          expect(() => horoscopeTitle(horoscopeCopy.month.titles, values)).not.toThrow();
          expect(() => horoscopeDescription(horoscopeCopy.month.descriptions, values)).not.toThrow();
        }
  });

  it("write week ranges in the site's one date style", () => {
    expect(weekRange('2026-11-23', '2026-11-29')).toBe('23–29 November 2026');
    expect(weekRange('2026-11-30', '2026-12-06')).toBe('30 November – 6 December 2026');
    expect(weekRange('2026-12-28', '2027-01-03')).toBe('28 December 2026 – 3 January 2027');
  });
});
