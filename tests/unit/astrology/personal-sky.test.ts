/**
 * The personal sky against the Swiss Ephemeris (fixture: its `about` says how it was made), the
 * accuracy of its interpolated tracks, and /api/my-sky's answers.
 */
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { onRequestGet, onRequestPost } from '../../../functions/api/my-sky';
import { separation } from '@/lib/astrology/angles';
import { astroTime, planetLongitude, PLANETS } from '@/lib/astrology/ephemeris';
import { personalSky, transitRange, type PersonalSky, type TransitRange } from '@/lib/astrology/personal-sky';
import { rangeTrack } from '@/lib/astrology/personal-sky/range';
import { personalFeed } from '@/lib/astrology/personal-sky/feed';
import { dayReading } from '@/lib/astrology/personal-sky/reading';
import type { DayTransit } from '@/lib/astrology/personal-sky/types';
import library from '../../../content/astrology/transits.json';
import { proseProblems } from './support/prose-checks';
import { DAY_STEP_MS, dayLongitude, yearLongitude, yearStepMs } from '@/lib/astrology/personal-sky/tracks';
import reference from './fixtures/swiss-ephemeris-personal-transits.json';

const MINUTE = 60_000;
const DAY = 86_400_000;
const ARC_20 = 20 / 3600;
const allowed = (speed: number) => Math.max(MINUTE, (ARC_20 / Math.abs(speed)) * DAY);
const SLOW = new Set(['Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto']);
/**
 * A slow planet's exact pass within two days of a window's edge may fall on either side of it in
 * two ephemerides that agree within 20″ (Pluto takes days to move 20″): such a pass is not
 * counted on either side.
 */
const atEdge = (transiting: string, time: string, from: string, to: string) =>
  SLOW.has(transiting) &&
  Math.min(Math.abs(Date.parse(time) - Date.parse(from)), Math.abs(Date.parse(time) - Date.parse(to))) <
    2 * DAY;

const LONDON = {
  birthDate: '1990-03-14',
  birthTime: '08:45',
  birthPlace: { name: 'London', latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London' },
};
const sky: PersonalSky = personalSky({
  person: LONDON,
  day: '2026-11-27',
  zone: 'Europe/Tallinn',
  now: new Date('2026-11-27T09:00:00Z'),
});

describe('the personal sky against the Swiss Ephemeris', () => {
  it('uses the natal longitudes the fixture was made for', () => {
    // To 10⁻⁶° (0.004″): the chart's Pluto now comes from one state vector a day (main's chart
    // merge), within 0.001″ of the series the fixture's longitudes were written from. Jupiter to
    // Neptune have since moved to the fuller VSOP87 series (outer-planets.ts): within 6″ of the
    // fixture's, which the transit times below allow for (20″ of the transiting planet's motion).
    const vsop = new Set(['Jupiter', 'Saturn', 'Uranus', 'Neptune']);
    for (const [point, longitude] of reference.natal) {
      const mine = sky.natal.find((position) => position.point === point)!.longitude;
      if (vsop.has(point as string))
        expect(Math.abs(mine - (longitude as number)) * 3600, point as string).toBeLessThan(6);
      else expect(mine).toBeCloseTo(longitude as number, 6);
    }
    expect([sky.dayStart, sky.dayEnd]).toEqual([reference.dayStart, reference.dayEnd]);
  });

  it("finds every transit exact during the visitor's day, each in time", () => {
    const exact = sky.today.filter(
      (transit) => transit.exact && !atEdge(transit.transiting, transit.exact, sky.dayStart, sky.dayEnd),
    );
    const expected = reference.today.filter((t) => !atEdge(t.transiting, t.time, sky.dayStart, sky.dayEnd));
    expect(exact.length).toBe(expected.length);
    for (const truth of expected) {
      const mine = exact.find(
        (t) => t.transiting === truth.transiting && t.natal === truth.natal && t.aspect === truth.aspect,
      );
      expect(mine, `${truth.transiting} ${truth.aspect} ${truth.natal}`).toBeDefined();
      expect(Math.abs(Date.parse(mine!.exact!) - Date.parse(truth.time))).toBeLessThanOrEqual(
        allowed(truth.speed),
      );
    }
  });

  it('finds every exact pass of the major transits and returns of the next twelve months, each in time', () => {
    const mine = sky.year.flatMap((transit) =>
      transit.exact
        .filter((time) => time >= sky.yearStart && time < sky.yearEnd)
        .filter((time) => !atEdge(transit.transiting, time, sky.yearStart, sky.yearEnd))
        .map((time) => ({ ...transit, time })),
    );
    const expected = reference.year.filter((t) => !atEdge(t.transiting, t.time, sky.yearStart, sky.yearEnd));
    expect(mine.length).toBe(expected.length);
    for (const truth of expected) {
      const match = mine.find(
        (t) =>
          t.transiting === truth.transiting &&
          t.natal === truth.natal &&
          t.aspect === truth.aspect &&
          Math.abs(Date.parse(t.time) - Date.parse(truth.time)) < 5 * DAY,
      );
      expect(match, `${truth.transiting} ${truth.aspect} ${truth.natal} ${truth.time}`).toBeDefined();
      expect(match!.kind).toBe(truth.return ? 'return' : 'transit');
      expect(Math.abs(Date.parse(match!.time) - Date.parse(truth.time))).toBeLessThanOrEqual(
        allowed(truth.speed),
      );
    }
  });

  it("times the slow planets' exact passes within 10 minutes of the Swiss Ephemeris", () => {
    // Jupiter to Neptune crawl (Neptune 0.02° a day: 10 minutes is 0.6″), so this is the test of
    // their positions the issue set. Measured: Jupiter 1.4, Saturn 1.7, Uranus 3.8, Neptune 2.3 min
    // (VSOP87 alone, before its correction to DE431: Uranus 24, Neptune 33).
    const mine = sky.year.flatMap((transit) => transit.exact.map((time) => ({ ...transit, time })));
    const slow = reference.year.filter((truth) =>
      ['Jupiter', 'Saturn', 'Uranus', 'Neptune'].includes(truth.transiting),
    );
    expect(slow.filter((truth) => ['Uranus', 'Neptune'].includes(truth.transiting)).length).toBeGreaterThan(
      4,
    );
    for (const truth of slow) {
      const match = mine.find(
        (t) =>
          t.transiting === truth.transiting &&
          t.natal === truth.natal &&
          t.aspect === truth.aspect &&
          Math.abs(Date.parse(t.time) - Date.parse(truth.time)) < 5 * DAY,
      );
      expect(match, `${truth.transiting} ${truth.aspect} ${truth.natal} ${truth.time}`).toBeDefined();
      expect(
        Math.abs(Date.parse(match!.time) - Date.parse(truth.time)) / MINUTE,
        `${truth.transiting} ${truth.aspect} ${truth.natal} ${truth.time}`,
      ).toBeLessThan(10);
    }
  });

  it('gives every major transit a window that starts before its first pass and ends after its last', () => {
    expect(sky.year.length).toBeGreaterThan(5);
    for (const transit of sky.year) {
      expect(transit.start < transit.exact[0]!).toBe(true);
      expect(transit.exact.at(-1)! < transit.end).toBe(true);
      expect(transit.exact).toEqual([...transit.exact].sort());
    }
  });
});

describe('the interpolated tracks', () => {
  const worst = (
    track: (ms: number) => number,
    planet: (typeof PLANETS)[number],
    from: number,
    to: number,
    step: number,
  ) => {
    let arc = 0;
    for (let ms = from; ms < to; ms += step)
      arc = Math.max(arc, separation(track(ms), planetLongitude(planet, astroTime(new Date(ms)))));
    return arc * 3600;
  };

  it("keeps today's six-hourly track of every body within 0.01″ of the ephemeris", () => {
    for (const planet of PLANETS) {
      const start = Date.UTC(2026, 10, 20, 1, 7);
      expect(
        worst(dayLongitude(planet), planet, start, start + 3 * DAY, DAY_STEP_MS / 7),
        planet,
      ).toBeLessThan(0.01);
    }
  });

  it("keeps the year's track of the Sun and Jupiter–Pluto within 0.5″", () => {
    for (const planet of ['Sun', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'] as const) {
      const start = Date.UTC(2026, 0, 3, 5);
      expect(
        worst(yearLongitude(planet), planet, start, start + 700 * DAY, yearStepMs(planet) * 0.37),
        planet,
      ).toBeLessThan(0.5);
    }
  });
});

describe('the reading', () => {
  it("reads today's strongest transits in a few sentences that name them", () => {
    expect(sky.reading.length).toBeGreaterThan(0);
    expect(sky.reading.length).toBeLessThanOrEqual(3);
    sky.reading.forEach((sentence, index) => {
      const transit = sky.today[index]!;
      expect(
        sentence.startsWith(
          `${transit.transiting === 'Sun' || transit.transiting === 'Moon' ? 'The ' : ''}${transit.transiting} `,
        ),
      ).toBe(true);
      expect(sentence).toMatch(/[.!]$/);
      expect(sentence).not.toMatch(/\s{2}|undefined/);
    });
    expect(new Set(sky.reading).size).toBe(sky.reading.length);
  });

  it('never says a body, an aspect or a piece of advice twice in one reading', () => {
    // Three Moon sextiles: the commonest day, the Moon's contacts outnumbering the rest.
    const moon = (natal: DayTransit['natal'], exact: string): DayTransit => ({
      transiting: 'Moon',
      natal,
      aspect: 'sextile',
      orb: 0.5,
      applying: true,
      exact,
      sign: 'Scorpio',
      degree: 222,
      weight: 1,
    });
    const transits = [
      moon('Neptune', '2026-12-06T04:35:00Z'),
      moon('MC', '2026-12-06T16:29:00Z'),
      moon('Mercury', '2026-12-06T21:03:00Z'),
    ];
    for (const day of ['2026-12-06', '2026-12-07', '2026-12-08']) {
      const reading = dayReading(transits, day);
      expect(reading).toHaveLength(3);
      for (const list of [library.transiting.Moon, library.links.sextile, library.advice.sextile]) {
        const used = reading.map((sentence) => list.filter((wording) => sentence.includes(wording)));
        // Each sentence says one wording of the list, and no two say the same.
        expect(used.every((found) => found.length === 1)).toBe(true);
        expect(new Set(used.flat()).size).toBe(3);
      }
      for (const sentence of reading) expect(proseProblems(sentence)).toEqual([]);
    }
  });

  it('reads every wording of the library through the grammar check', () => {
    const bodies = Object.keys(library.transiting) as DayTransit['transiting'][];
    const aspects = Object.keys(library.links) as DayTransit['aspect'][];
    const problems: string[] = [];
    for (const transiting of bodies)
      for (const aspect of aspects)
        for (let day = 1; day <= 3; day++)
          for (const sentence of dayReading(
            [
              {
                transiting,
                natal: 'Sun',
                aspect,
                orb: 1,
                applying: true,
                sign: 'Aries',
                degree: 1,
                weight: 1,
              },
            ],
            `2026-12-0${day}`,
          ))
            problems.push(...proseProblems(sentence));
    expect(problems).toEqual([]);
  });
});

const ORIGIN = 'http://127.0.0.1';
const query = (extra: Record<string, string> = {}) =>
  new URLSearchParams({
    date: LONDON.birthDate,
    time: LONDON.birthTime,
    place: 'London',
    lat: '51.5074',
    lon: '-0.1278',
    tz: 'Europe/London',
    day: '2026-11-27',
    zone: 'Europe/Tallinn',
    ...extra,
  });
const get = (params: URLSearchParams) =>
  onRequestGet({ request: new Request(`${ORIGIN}/api/my-sky?${params}`), env: {} });

describe('GET /api/my-sky', () => {
  // The function takes only today somewhere on Earth as the visitor's day: the fixture's day is "now" here.
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T09:00:00Z'));
  });
  afterAll(() => vi.useRealTimers());

  it('answers JSON with the chart, today and the year, stored nowhere and cached by no one', async () => {
    const reply = await get(query());
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    const body = (await reply.json()) as PersonalSky;
    expect(body.day).toBe('2026-11-27');
    expect(body.natal.map((p) => p.point)).toContain('Ascendant');
    expect(body.year.map((t) => t.id)).toEqual(sky.year.map((t) => t.id));
    // The clock the birth time was read on, as every answer states it.
    expect(body.clock).toMatchObject({ offset: 'UTC+0', statement: 'UTC+0, London standard time' });
  });

  it('answers no calendar: the calendar is the private link, whose address carries no birth data', async () => {
    const reply = await get(query({ format: 'ics' }));
    expect(reply.status).toBe(400);
    expect(((await reply.json()) as { error: string }).error).toMatch(/format: .*private calendar link/);
  });

  it('refuses bad input with 400 naming the field, never a 500', async () => {
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ date: '' }, /birthDate/],
      [{ date: '1990-02-30' }, /birthDate/],
      [{ time: '25:00' }, /birthTime/],
      [{ lat: 'north' }, /latitude/],
      [{ tz: 'Mars/Olympus' }, /timezone/],
      [{ zone: 'Nowhere/City' }, /zone/],
      [{ day: '2026-13-01' }, /day/],
      // Only today somewhere on Earth: a far day once kept every function busy for 80 s.
      [{ day: '9999-12-31' }, /day: must be today in your time zone/],
      [{ day: '2026-11-29' }, /day: must be today/],
      [{ day: '2026-11-25' }, /day: must be today/],
      [{ format: 'pdf' }, /format/],
      [{ from: '2026-01-01' }, /^to: is required/],
      [{ to: '2026-01-01' }, /^from: is required/],
      [{ from: '2026-02-30', to: '2026-03-01' }, /^from: is not a real calendar date/],
      [{ from: '2026-03-01', to: '2026-02-01' }, /^to: must not be before from/],
      [
        { from: '2026-01-01', to: '2026-04-03' },
        /^to: must be at most 91 days after from \(92 days in all\)/,
      ],
      [{ from: '2026-12-01', to: '2101-01-01' }, /^to: must be between 1800 and 2100/],
      // Within a year back and three ahead of today (2026-11-27): a far span costs a Worker its tracks.
      [{ from: '2099-01-01', to: '2099-04-02' }, /^from: must be within a year before today/],
      [{ from: '2025-11-20', to: '2025-12-20' }, /^from: must be within a year before today/],
      [
        { from: '2029-11-01', to: '2029-12-01' },
        /^to: must be within a year before today and three years after/,
      ],
      [{ from: '2026-01-01', to: '2026-01-31', format: 'ics' }, /^format:/],
    ];
    for (const [change, field] of cases) {
      const reply = await get(query(change));
      expect(reply.status, JSON.stringify(change)).toBe(400);
      expect(((await reply.json()) as { error: string }).error).toMatch(field);
    }
    expect(onRequestPost().status).toBe(405);
  });

  it('casts the chart on a UTC offset set by hand, as the birth chart did', async () => {
    const atlas = (await (await get(query())).json()) as PersonalSky;
    // London was on GMT in March 1990; an offset typed by hand overrides the atlas, an hour earlier in UTC.
    const byHand = (await (await get(query({ offset: '+01:00' }))).json()) as PersonalSky;
    const ascendant = (sky: PersonalSky) => sky.natal.find((p) => p.point === 'Ascendant')!.longitude;
    const moon = (sky: PersonalSky) => sky.natal.find((p) => p.point === 'Moon')!.longitude;
    // An hour: about 15° of Ascendant, and half a degree of the Moon (backwards in time).
    expect(Math.abs(ascendant(byHand) - ascendant(atlas))).toBeGreaterThan(8);
    expect(moon(atlas) - moon(byHand)).toBeGreaterThan(0.4);
    expect(moon(atlas) - moon(byHand)).toBeLessThan(0.7);
    const reply = await get(query({ offset: '+25:00' }));
    expect(reply.status).toBe(400);
    expect(((await reply.json()) as { error: string }).error).toMatch(/utcOffset/);
  });

  it("uses the visitor's own day when none is given", async () => {
    const params = query();
    params.delete('day');
    const body = (await (await get(params)).json()) as PersonalSky;
    expect(body.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('the calendar of the year', () => {
  it('holds one event per transit, spanning its window (DTSTART entering 1°, DTEND leaving it), its passes in the notes', () => {
    const text = personalFeed(sky, {
      siteUrl: ORIGIN,
      pageUrl: `${ORIGIN}/my-sky`,
      stamp: new Date('2026-11-27T09:00:00Z'),
      feedId: 'feed-id-1234567',
    });
    const events = new ICAL.Component(ICAL.parse(text))
      .getAllSubcomponents('vevent')
      .map((c) => new ICAL.Event(c));
    expect(events.length).toBe(sky.year.length);
    for (const transit of sky.year) {
      const event = events.find((e) => e.uid === `${transit.id}-feed-id-1234567@127.0.0.1`)!;
      expect(event.startDate.toJSDate().toISOString().replace('.000Z', 'Z')).toBe(transit.start);
      expect(event.endDate.toJSDate().toISOString().replace('.000Z', 'Z')).toBe(transit.end);
      for (const exact of transit.exact) expect(event.description).toContain(exact.slice(0, 10));
    }
    expect(text).toMatch(/^DTEND:\d{8}T\d{6}Z\r$/m);
  });
});

describe('the transits between two dates', () => {
  const range = (from: string, to: string) =>
    transitRange({ person: LONDON, from, to, zone: 'Europe/Tallinn' });

  it('reads every body from the Sun to Pluto against the planets, the angles and both nodes', () => {
    const month = range('2026-11-01', '2026-11-30');
    expect(month.natal.map((position) => position.point)).toEqual([
      ...PLANETS,
      'Ascendant',
      'MC',
      'North Node',
      'South Node',
    ]);
    const bodies = new Set(month.transits.map((transit) => transit.transiting));
    for (const body of ['Sun', 'Mercury', 'Venus', 'Mars']) expect(bodies).toContain(body);
    expect(bodies).not.toContain('Moon');
    // The South Node takes the conjunction only; its other aspects are the North Node's.
    for (const transit of month.transits.filter((t) => t.natal === 'South Node'))
      expect(transit.aspect).toBe('conjunction');
    for (const transit of month.transits) {
      expect(transit.start < transit.exact[0]!).toBe(true);
      expect(transit.exact.at(-1)! < transit.end).toBe(true);
      expect(transit.end > month.rangeStart && transit.start < month.rangeEnd).toBe(true);
    }
  });

  it("times the fast bodies' passes of the Swiss Ephemeris's day", () => {
    const day = range('2026-11-27', '2026-11-27');
    const fast = reference.today.filter((t) => t.transiting !== 'Moon');
    expect(fast.length).toBeGreaterThan(0);
    for (const truth of fast) {
      const match = day.transits
        .filter(
          (t) => t.transiting === truth.transiting && t.natal === truth.natal && t.aspect === truth.aspect,
        )
        .flatMap((t) => t.exact)
        .find((time) => Math.abs(Date.parse(time) - Date.parse(truth.time)) < DAY);
      expect(match, `${truth.transiting} ${truth.aspect} ${truth.natal}`).toBeDefined();
      expect(Math.abs(Date.parse(match!) - Date.parse(truth.time))).toBeLessThanOrEqual(allowed(truth.speed));
    }
  });

  it("times the slow bodies' passes of the Swiss Ephemeris's year", () => {
    const year = range('2026-11-27', '2027-11-26');
    const slow = reference.year.filter(
      (t) => t.transiting !== 'Sun' && !atEdge(t.transiting, t.time, year.rangeStart, year.rangeEnd),
    );
    for (const truth of slow) {
      const match = year.transits
        .filter(
          (t) => t.transiting === truth.transiting && t.natal === truth.natal && t.aspect === truth.aspect,
        )
        .flatMap((t) => t.exact)
        .find((time) => Math.abs(Date.parse(time) - Date.parse(truth.time)) < 5 * DAY);
      expect(match, `${truth.transiting} ${truth.aspect} ${truth.natal} ${truth.time}`).toBeDefined();
      expect(Math.abs(Date.parse(match!) - Date.parse(truth.time))).toBeLessThanOrEqual(allowed(truth.speed));
    }
  });

  it('keeps the tracks of Mercury (two-day grid), Venus and Mars (four-day) within 0.05″', () => {
    for (const planet of ['Mercury', 'Venus', 'Mars'] as const) {
      const { lon, stepMs } = rangeTrack(planet);
      let arc = 0;
      for (let ms = Date.UTC(2026, 0, 3, 5); ms < Date.UTC(2027, 6, 1); ms += stepMs * 0.37)
        arc = Math.max(arc, separation(lon(ms), planetLongitude(planet, astroTime(new Date(ms)))));
      expect(arc * 3600, planet).toBeLessThan(0.05);
    }
  });

  it('answers GET /api/my-sky with from and to as the list, JSON only', async () => {
    const params = query({ from: '2026-11-01', to: '2026-11-30' });
    params.delete('day');
    const reply = await get(params);
    expect(reply.status).toBe(200);
    const body = (await reply.json()) as TransitRange;
    expect(body.from).toBe('2026-11-01');
    expect(body.transits.map((t) => t.id)).toEqual(
      range('2026-11-01', '2026-11-30').transits.map((t) => t.id),
    );
  });
});
