import { describe, expect, it } from 'vitest';
import { onRequestGet, onRequestPost } from '../../../functions/api/birth-chart';
import { separation } from '@/lib/astrology/angles';
import type { BirthChartResult } from '@/lib/astrology/contract';
import { houseOf } from '@/lib/astrology/house-systems';
import { astroTime, planetLongitude } from '@/lib/astrology/ephemeris';
import { computeBirthChart } from '@/lib/astrology/natal';
import { natalLibrary } from '@/lib/astrology/natal-library';
import reference from './fixtures/swiss-ephemeris-birth-charts.json';
import { jsonPost } from '../../support/requests';

const ARCSECOND = 1 / 3600;
const post = (body: unknown) =>
  onRequestPost({ request: jsonPost('http://127.0.0.1/api/birth-chart', body), env: {} });

async function chartFor(person: unknown): Promise<BirthChartResult> {
  const reply = await post({ person });
  expect(reply.status).toBe(200);
  return (await reply.json()) as BirthChartResult;
}

describe('POST /api/birth-chart against the Swiss Ephemeris', () => {
  for (const entry of reference.cases) {
    describe(entry.label, () => {
      it('puts the planets within 20″ and the Moon within 5″, with the same retrograde planets', async () => {
        const { chart } = await chartFor(entry.person);
        expect(chart.planets).toHaveLength(10);
        for (const position of chart.planets) {
          const expected =
            reference.cases.length && (entry.planets as Record<string, number>)[position.planet]!;
          const limit = position.planet === 'Moon' ? 5 : 20;
          expect(separation(position.longitude, expected) / ARCSECOND, position.planet).toBeLessThan(limit);
        }
        expect(chart.planets.filter((position) => position.retrograde).map((p) => p.planet)).toEqual(
          entry.retrograde,
        );
      });

      it('puts the Ascendant, the MC and the twelve Placidus cusps within 5″', async () => {
        const { chart } = await chartFor(entry.person);
        expect(separation(chart.ascendant!.longitude, entry.ascendant) / ARCSECOND).toBeLessThan(5);
        expect(separation(chart.mc!.longitude, entry.mc) / ARCSECOND).toBeLessThan(5);
        expect(chart.houses).toHaveLength(12);
        chart.houses!.forEach((cusp, index) =>
          expect(separation(cusp, entry.houses[index]!) / ARCSECOND, `cusp ${index + 1}`).toBeLessThan(5),
        );
      });
    });
  }
});

describe('POST /api/birth-chart: the answer', () => {
  const timed = reference.cases[1]!.person; // London, 14 March 1990, 08:45

  it('gives every planet its sign, degree, retrograde flag and house, consistent with the cusps', async () => {
    const { chart } = await chartFor(timed);
    for (const position of chart.planets) {
      // `station` appears only for a planet within 12 hours of a station; none is, this day.
      expect(Object.keys(position).sort()).toEqual([
        'degree',
        'house',
        'longitude',
        'planet',
        'retrograde',
        'sign',
      ]);
      expect(position.degree).toBeGreaterThanOrEqual(0);
      expect(position.degree).toBeLessThan(30);
      expect(position.house).toBe(houseOf(position.longitude, chart.houses!));
    }
    expect(chart.ascendant).toMatchObject({ sign: expect.any(String), degree: expect.any(Number) });
    expect(chart.houses![0]).toBe(chart.ascendant!.longitude);
    expect(chart.houses![9]).toBe(chart.mc!.longitude);
  });

  it('names the house system, and gives every extra point its label, place and house', async () => {
    const { chart } = await chartFor(timed);
    expect(chart.houseSystem).toEqual({ system: 'placidus' });
    expect(chart.points!.map((point) => [point.point, point.label])).toEqual([
      ['North Node', 'North Node (true)'],
      ['South Node', 'South Node (true)'],
      ['Mean North Node', 'North Node (mean)'],
      ['Mean South Node', 'South Node (mean)'],
      ['Lilith', 'Black Moon Lilith (mean)'],
      ['Chiron', 'Chiron'],
      ['Part of Fortune', 'Part of Fortune'],
    ]);
    for (const point of chart.points!) {
      expect(point.house).toBe(houseOf(point.longitude, chart.houses!));
      expect(point.degree).toBeLessThan(30);
    }
    const at = (name: string) => chart.points!.find((point) => point.point === name)!.longitude;
    expect(separation(at('North Node'), at('South Node'))).toBeCloseTo(180, 6);
    expect(separation(at('North Node'), at('Mean North Node'))).toBeLessThan(2);
    // 08:45 in March in London is a day chart: Fortune = Ascendant + Moon − Sun.
    const longitude = (planet: string) => chart.planets.find((p) => p.planet === planet)!.longitude;
    const fortune = (chart.ascendant!.longitude + longitude('Moon') - longitude('Sun') + 720) % 360;
    expect(separation(at('Part of Fortune'), fortune)).toBeLessThan(0.001);
  });

  it('answers in the house system asked for, and falls back to Porphyry above the polar circle', async () => {
    const koch = (await (await post({ person: timed, houseSystem: 'koch' })).json()) as BirthChartResult;
    expect(koch.chart.houseSystem).toEqual({ system: 'koch' });
    expect(koch.chart.houses![0]).toBe(koch.chart.ascendant!.longitude);
    expect(koch.chart.houses).not.toEqual((await chartFor(timed)).chart.houses);
    const whole = (await (
      await post({ person: timed, houseSystem: 'whole-sign' })
    ).json()) as BirthChartResult;
    expect(whole.chart.houses![0]! % 30).toBe(0);

    const tromso = {
      birthDate: '1990-12-21',
      birthTime: '12:00',
      birthPlace: { name: 'Tromsø', latitude: 69.6492, longitude: 18.9553, timezone: 'Europe/Oslo' },
    };
    const polar = (await (
      await post({ person: tromso, houseSystem: 'placidus' })
    ).json()) as BirthChartResult;
    expect(polar.chart.ascendant!.sign).toBe('Pisces');
    expect(polar.chart.houseSystem).toMatchObject({ system: 'porphyry', requested: 'placidus' });
    expect(polar.chart.houseSystem!.note).toMatch(/^Placidus houses are undefined beyond the polar circles/);
    expect(polar.notes.join(' ')).toContain('Porphyry houses');
    expect(polar.interpretation.find((section) => section.point === 'Ascendant')!.heading).toBe(
      'Pisces rising',
    );
  });

  it('lists the natal aspects with orbs, each pair once, strongest first, without the Ascendant–MC angle', async () => {
    const { aspects } = await chartFor(timed);
    expect(aspects.length).toBeGreaterThan(5);
    const pairs = aspects.map((aspect) => [aspect.from, aspect.to].sort().join('|'));
    expect(new Set(pairs).size).toBe(pairs.length);
    expect(pairs).not.toContain('Ascendant|MC');
    for (const aspect of aspects) expect(aspect.orb).toBeLessThanOrEqual(8);
    const strengths = aspects.map((aspect) => Math.abs(aspect.weight));
    expect(strengths).toEqual([...strengths].sort((a, b) => b - a));
    // Between moving points each aspect says whether it applies; the angles' aspects do not.
    for (const aspect of aspects) {
      const angle = ['Ascendant', 'MC'].includes(aspect.from) || ['Ascendant', 'MC'].includes(aspect.to);
      expect(aspect.motion === undefined, `${aspect.from}–${aspect.to}`).toBe(angle);
    }
  });

  it('lists the aspect patterns it finds', async () => {
    const { patterns } = await chartFor(timed);
    expect(Array.isArray(patterns)).toBe(true);
    for (const pattern of patterns) expect(pattern.description.length).toBeGreaterThan(5);
  });

  it('weighs the element and modality balance to a whole', async () => {
    const { balance } = await chartFor(timed);
    const sum = (shares: Record<string, number>) => Object.values(shares).reduce((a, b) => a + b, 0);
    expect(sum(balance.elements)).toBeCloseTo(1, 2);
    expect(sum(balance.modalities)).toBeCloseTo(1, 2);
    expect(balance.elements[balance.dominantElement]).toBe(Math.max(...Object.values(balance.elements)));
  });

  it('reads the planets by sign and house, the chart ruler, the nodes and the tightest aspects', async () => {
    const result = await chartFor({ ...timed, name: 'Maris' });
    expect(result.person.name).toBe('Maris');
    expect(result.timeKnown).toBe(true);
    // The chart's shape opens it (docs/natal-library.md#the-shape-of-the-chart); this chart has no
    // pattern or angular slow planet, so no section for them.
    expect(result.interpretation.map((section) => `${section.kind}:${section.point}`)).toEqual([
      'overview:chart',
      'placement:Sun',
      'placement:Moon',
      'placement:Sun and Moon',
      'placement:Ascendant',
      'chart-ruler:Mercury',
      'placement:Mercury',
      'placement:Venus',
      'placement:Mars',
      'placement:Jupiter',
      'placement:Saturn',
      'aspect:Sun',
      'aspect:Mars',
      'aspect:Mars',
      'nodes:North Node',
      'generation:Uranus',
    ]);
    const section = (key: string) =>
      result.interpretation.find((candidate) => `${candidate.kind}:${candidate.point}` === key)!;
    const sun = section('placement:Sun');
    const sunPosition = result.chart.planets.find((position) => position.planet === 'Sun')!;
    expect(sun.heading).toBe(`Sun in ${sunPosition.sign}`);
    expect(sun.text).toBe(natalLibrary.signs.Sun[sunPosition.sign]);
    expect(sun.house).toEqual({
      number: sunPosition.house,
      heading: expect.stringMatching(/^Sun in the \d+(st|nd|rd|th) house$/),
      text: natalLibrary.houses.Sun[String(sunPosition.house)],
    });
    const rising = section('placement:Ascendant');
    expect(rising.heading).toBe(`${result.chart.ascendant!.sign} rising`);
    expect(rising.house).toBeUndefined();
    expect(result.interpretation.every((section) => section.alternative === undefined)).toBe(true);

    // Gemini rises, so Mercury rules the chart; it stands in Pisces, in the 11th house.
    const ruler = section('chart-ruler:Mercury');
    expect(ruler.heading).toBe('Your chart ruler: Mercury in Pisces');
    expect(ruler.text).toMatch(/^[^.]*\bMercury\b[^.]*whole chart[^.]*Pisces, in your 11th house\./);
    expect(ruler.text).toContain(natalLibrary.chartRuler.planets.Mercury);
    expect(ruler.text).toContain(natalLibrary.chartRuler.houses['11']);
    const mercury = section('placement:Mercury');
    expect(mercury.text).toBe(natalLibrary.signs.Mercury.Pisces);

    // The true node, as the wheel shows it, with the houses of both ends.
    const north = result.chart.points!.find((point) => point.point === 'North Node')!;
    const nodes = section('nodes:North Node');
    expect(nodes.heading).toBe(`North Node in ${north.sign}, South Node in Leo`);
    expect(nodes.text).toContain(natalLibrary.nodes[north.sign]);
    // The signs are the year group's, the houses the reader's own, each with its part of life.
    expect(nodes.text).toMatch(/North Node (in|stands in) your \d+(st|nd|rd|th) house/);
    expect(nodes.text).toMatch(/South Node in the \d+(st|nd|rd|th)|in the \d+(st|nd|rd|th), is where/);

    // The three tightest aspects among planets and angles, by orb, with their motion.
    const aspects = result.interpretation.filter((section) => section.kind === 'aspect');
    expect(aspects.map((section) => section.heading)).toEqual([
      'Sun sextile Saturn',
      'Mars quincunx Jupiter',
      'Mars conjunct MC',
    ]);
    // The orb is under each, in the section's list of terms (applying or separating is left to the table).
    expect(aspects.map((section) => section.terms!.at(-1)!.term)).toEqual([
      'Orb 0°15′',
      'Orb 0°41′',
      'Orb 1°22′',
    ]);
    // No aspect among the planets and angles (the nodes, Lilith and Chiron aside) is tighter.
    const points = new Set(['North Node', 'Lilith', 'Chiron']);
    const eligible = result.aspects
      .filter(
        (aspect) =>
          ['conjunction', 'opposition', 'square', 'trine', 'sextile', 'quincunx'].includes(aspect.aspect) &&
          !points.has(aspect.from) &&
          !points.has(aspect.to),
      )
      .sort((x, y) => x.orb - y.orb);
    expect(eligible.slice(0, 3).map((aspect) => `${aspect.from}|${aspect.to}`)).toEqual([
      'Sun|Saturn',
      'Mars|Jupiter',
      'Mars|MC',
    ]);
    expect(aspects[0]!.text).toMatch(/^Your sense of self and your sense of duty /);
  });

  it('without a birth time leaves out the angles, houses and house readings, and says so', async () => {
    const result = await chartFor({ birthDate: '1990-03-14', birthCity: 'London, United Kingdom' });
    expect(result.person.name).toBe('');
    expect(result.timeKnown).toBe(false);
    expect(result.chart.ascendant).toBeUndefined();
    expect(result.chart.houses).toBeUndefined();
    expect(result.chart.planets.every((position) => position.house === undefined)).toBe(true);
    expect(
      result.interpretation.filter((section) => section.kind === 'placement').map((s) => s.point),
    ).toEqual(['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn']);
    expect(result.interpretation.some((section) => section.kind === 'chart-ruler')).toBe(false);
    expect(result.interpretation.every((section) => section.house === undefined)).toBe(true);
    expect(result.notes.join(' ')).toMatch(/No birth time given/);
    // The typed city is read as the calculators read it, and the answer says which place was used.
    expect(result.places).toHaveLength(1);
    expect(result.places[0]).toMatchObject({ typed: 'London, United Kingdom', status: 'found' });
  });

  it('without a birth time gives the Moon over the day, the rising sign by time of day and approximate Moon aspects', async () => {
    const result = await chartFor({
      birthDate: '1990-03-03',
      birthPlace: { name: 'London', latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London' },
    });
    const { noTime } = result;
    expect(noTime!.clock).toBe('local time');
    expect(noTime!.moon.ingress).toMatchObject({
      from: 'Taurus',
      to: 'Gemini',
      time: expect.stringMatching(/^\d\d:\d\d$/),
    });
    expect(noTime!.moon.start.sign).toBe('Taurus');
    expect(noTime!.moon.end.sign).toBe('Gemini');
    const rising = noTime!.risingSigns!;
    expect(rising[0]!.from).toBe('00:00');
    expect(rising.at(-1)!.to).toBe('24:00');
    // Every sign rises in a day at London, one after another round the zodiac.
    expect(new Set(rising.map((span) => span.sign)).size).toBe(12);
    rising.slice(1).forEach((span, index) => expect(span.from).toBe(rising[index]!.to));
    const moonAspects = result.aspects.filter((aspect) => aspect.from === 'Moon' || aspect.to === 'Moon');
    expect(moonAspects.length).toBeGreaterThan(0);
    for (const aspect of moonAspects) {
      expect(aspect.approximate).toBe(true);
      expect(aspect.orbRange![0]).toBeLessThanOrEqual(aspect.orbRange![1]);
      expect(aspect.orbWindow!.from <= aspect.orbWindow!.to).toBe(true);
      expect(aspect.orbWindow!.to).toMatch(/^\d\d:\d\d$/);
    }
    expect(result.chart.points!.some((point) => point.point === 'Part of Fortune')).toBe(false);
    expect(result.chart.houseSystem).toBeUndefined();
  });

  it('without a birth time says when a planet changed sign during the birth day', () => {
    // 3 March 1990 (no place: the day is read in UTC): the Moon entered Gemini, Venus Aquarius.
    const result = computeBirthChart({ birthDate: '1990-03-03' }, null);
    // The reading says what each sign would mean, with its hours, never both in one breath.
    const moon = result.interpretation.find((section) => section.point === 'Moon')!;
    expect(moon).toMatchObject({
      sign: 'Gemini',
      heading: expect.stringMatching(/^Moon in Gemini, if you were born after 03:\d\d UTC$/),
      text: natalLibrary.signs.Moon.Gemini,
      alternative: {
        sign: 'Taurus',
        heading: expect.stringMatching(/^Moon in Taurus, if you were born before 03:\d\d UTC$/),
        text: natalLibrary.signs.Moon.Taurus,
      },
    });
    expect(result.interpretation.find((section) => section.point === 'Venus')).toMatchObject({
      sign: 'Capricorn',
      alternative: { sign: 'Aquarius' },
    });
    expect(result.notes).toContainEqual(
      expect.stringMatching(
        /^The Moon moved from Taurus into Gemini at \d\d:\d\d UTC on the day you were born\. Without a birth time the chart draws it at noon, in Gemini; the reading gives both signs, and your birth time would settle which is yours\.$/,
      ),
    );
    expect(result.notes.some((note) => note.startsWith('Venus moved from Capricorn into Aquarius'))).toBe(
      true,
    );
  });

  it('without a birth time says the Sun changed sign that day in the same sentence as the calculators', () => {
    // The March equinox of 1990 fell at 21:19 UTC on the 20th: the chart reads the Sun at noon, in Pisces.
    const result = computeBirthChart({ birthDate: '1990-03-20' }, null);
    expect(result.person.signNote).toMatch(
      /^The Sun moved from Pisces into Aries on your birthday, at 21:1\d UTC/,
    );
    expect(result.interpretation.find((section) => section.point === 'Sun')).toMatchObject({
      point: 'Sun',
      sign: 'Pisces',
      heading: expect.stringMatching(/^Sun in Pisces, if you were born before 21:1\d UTC$/),
      alternative: { sign: 'Aries', text: natalLibrary.signs.Sun.Aries },
    });
    expect(result.notes.some((note) => note.startsWith('The Sun moved'))).toBe(false);
  });

  it('answers the same chart for the same input', async () => {
    expect(await chartFor(timed)).toEqual(await chartFor(timed));
  });
});

describe('POST /api/birth-chart: refusals', () => {
  it('refuses a body without a person, broken JSON and a bad date with 400 JSON naming the field', async () => {
    const missing = await post({ birthDate: '1990-03-14' });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error).toMatch(/^person: /);
    const broken = await post('{"person":');
    expect(broken.status).toBe(400);
    expect(broken.headers.get('content-type')).toContain('application/json');
    const badDate = await post({ person: { birthDate: '1990-02-30' } });
    expect(badDate.status).toBe(400);
    expect((await badDate.json()).error).toMatch(
      /^person\.birthDate: 1990-02-30 is not a real calendar date/,
    );
  });

  it('refuses a house system it does not know, and one that is not text, naming the field', async () => {
    // Regiomontanus is known now, and answers (celestial-houses.test.ts checks its cusps).
    expect((await post({ person: reference.cases[1]!.person, houseSystem: 'regiomontanus' })).status).toBe(
      200,
    );
    for (const houseSystem of ['Placidus', 'meridian', '', 7, null, ['koch'], { system: 'koch' }]) {
      const reply = await post({ person: reference.cases[1]!.person, houseSystem });
      expect(reply.status, JSON.stringify(houseSystem)).toBe(400);
      expect((await reply.json()).error).toMatch(
        /^houseSystem: must be one of placidus, koch, whole-sign, equal, porphyry/,
      );
    }
  });

  it('ignores fields it does not know rather than failing on them', async () => {
    const reply = await post({ person: reference.cases[1]!.person, houseSystem: 'equal', extra: { a: 1 } });
    expect(reply.status).toBe(200);
    expect(((await reply.json()) as BirthChartResult).chart.houseSystem!.system).toBe('equal');
  });

  it('answers 405 to GET', () => {
    expect(onRequestGet().status).toBe(405);
  });
});

describe('POST /api/birth-chart: the clock the birth time is read on (docs/atlas.md)', () => {
  const moonAt = (iso: string) => planetLongitude('Moon', astroTime(new Date(iso)));
  const moonOf = (result: BirthChartResult) =>
    result.chart.planets.find((position) => position.planet === 'Moon')!.longitude;

  it('casts Amsterdam, 1 July 1935, 12:00 on Amsterdam summer time (+1:19:32), and says so', async () => {
    const result = await chartFor({
      birthDate: '1935-07-01',
      birthTime: '12:00',
      birthCity: 'Amsterdam, Netherlands',
    });
    expect(result.person.clock).toMatchObject({
      utc: '1935-07-01T10:40:28.000Z',
      statement: 'UTC+1:19:32, Amsterdam summer time',
      source: 'zone',
      daylightSaving: true,
    });
    // The Moon moves about 20″ a minute: the chart is cast on this instant, not Brussels' 11:00 UTC.
    expect(Math.abs(moonOf(result) - moonAt('1935-07-01T10:40:28Z'))).toBeLessThan(2 * ARCSECOND);
    expect(Math.abs(moonOf(result) - moonAt('1935-07-01T11:00:00Z'))).toBeGreaterThan(300 * ARCSECOND);
  });

  it('casts Kazan, 1910, on Kazan’s own mean time (+3:16:29 from its longitude, within the atlas’s rounding)', async () => {
    const result = await chartFor({
      birthDate: '1910-06-01',
      birthTime: '12:00',
      birthCity: 'Kazan, Russia',
    });
    expect(result.person.clock?.source).toBe('local-mean-time');
    expect(Math.abs(result.person.clock!.offsetSeconds - (3 * 3600 + 16 * 60 + 29))).toBeLessThanOrEqual(5);
  });

  it('a manual UTC offset overrides the atlas, and the answer says where it came from', async () => {
    const result = await chartFor({
      birthDate: '1935-07-01',
      birthTime: '12:00',
      birthCity: 'Amsterdam, Netherlands',
      utcOffset: '+01:00',
    });
    expect(result.person.clock).toMatchObject({
      utc: '1935-07-01T11:00:00.000Z',
      source: 'manual',
      statement: 'UTC+1, the offset entered by hand',
    });
    expect(result.notes.join(' ')).toMatch(/read at UTC\+1, the UTC offset given with it/);
  });

  it('names a time that never happened, with both readings', async () => {
    const result = await chartFor({
      birthDate: '2021-03-14',
      birthTime: '02:30',
      birthCity: 'New York, USA',
    });
    expect(result.person.clock?.ambiguity?.kind).toBe('gap');
    expect(result.notes.join(' ')).toContain(
      '02:30 never happened on the clocks of New York City, New York, United States that day (they jumped forward): it reads as 07:30 UTC on UTC−5, Eastern standard time, or as 06:30 UTC on UTC−4, Eastern daylight time.',
    );
  });
});
