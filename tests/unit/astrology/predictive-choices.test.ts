/**
 * The predictive charts follow the birth chart's drawing choices (docs/predictive.md#zodiac-and-points):
 * its zodiac (a sidereal chart's returns are sidereal returns) and the points it shows. Checked
 * against a second computation from the tropical engine and the ayanamsa (sidereal.ts, itself
 * within 1″ of swe_get_ayanamsa_ut: sidereal-and-points.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { onRequestPost } from '../../../functions/api/birth-chart';
import { separation } from '@/lib/astrology/angles';
import { astroTime, planetLongitude } from '@/lib/astrology/ephemeris';
import type { PredictiveBirthChart } from '@/lib/astrology/predictive/types';
import { toSidereal, trueAyanamsa } from '@/lib/astrology/sidereal';
import charts from './fixtures/swiss-ephemeris-birth-charts.json';
import { jsonPost } from '../../support/requests';

const ARCSECOND = 1 / 3600;
const london = charts.cases[1]!.person;
const post = (body: unknown) =>
  onRequestPost({ request: jsonPost('http://127.0.0.1/api/birth-chart', body), env: {} });

async function answer(body: Record<string, unknown>): Promise<PredictiveBirthChart> {
  const reply = await post({ person: london, ...body });
  expect(reply.status, JSON.stringify(body)).toBe(200);
  return (await reply.json()) as PredictiveBirthChart;
}

/** The Sun's sidereal (Lahiri) longitude at an instant, from the tropical engine and the ayanamsa. */
const siderealSun = (iso: string) => {
  const time = astroTime(new Date(iso));
  return toSidereal(planetLongitude('Sun', time), trueAyanamsa('lahiri', time));
};

describe('the predictive charts of a sidereal birth chart', () => {
  it('casts the solar return when the Sun is back on its sidereal place, later than the tropical one', async () => {
    const sidereal = await answer({ zodiac: 'sidereal', solarReturn: { year: 2030 } });
    const tropical = await answer({ solarReturn: { year: 2030 } });
    const natalSun = sidereal.chart.planets[0]!.longitude;
    // The answer's instant is to the second; the Sun moves 0.04″ in a second.
    expect(separation(siderealSun(sidereal.solarReturn!.instant), natalSun) / ARCSECOND).toBeLessThan(1);
    expect(sidereal.solarReturn!.chart.zodiac).toMatchObject({ zodiac: 'sidereal', ayanamsa: 'lahiri' });
    // 40 years of precession (50.3″ a year) at the Sun's 0.98° a day: about 20.4 minutes a year.
    const later =
      (Date.parse(sidereal.solarReturn!.instant) - Date.parse(tropical.solarReturn!.instant)) / 60_000;
    expect(later / 40).toBeGreaterThan(19.5);
    expect(later / 40).toBeLessThan(21.5);
    expect(sidereal.solarReturn!.notes[0]).toMatch(/sidereal solar return/);
  });

  it('casts the lunar return, the transits and the progressed chart in the sidereal zodiac', async () => {
    const sidereal = await answer({
      zodiac: 'sidereal',
      lunarReturn: '2026-05-01',
      transits: '2026-05-20T10:00Z',
      progressed: '2026-05-20',
    });
    const moon = sidereal.chart.planets[1]!.longitude;
    const returned = sidereal.lunarReturn!;
    const time = astroTime(new Date(returned.instant));
    const moonThen = toSidereal(planetLongitude('Moon', time), trueAyanamsa('lahiri', time));
    // The Moon moves 0.55″ in a second.
    expect(separation(moonThen, moon) / ARCSECOND).toBeLessThan(1);
    expect(Date.parse(returned.instant)).toBeGreaterThanOrEqual(Date.parse('2026-04-30T23:00:00Z'));

    expect(
      separation(sidereal.transits!.chart.planets[0]!.longitude, siderealSun('2026-05-20T10:00:00Z')),
    ).toBeLessThan(0.0001);
    const progressed = sidereal.progressed!;
    expect(separation(progressed.chart.planets[0]!.longitude, siderealSun(progressed.instant))).toBeLessThan(
      0.0001,
    );
    // The progressed Midheaven moves by the solar arc, counted in the sidereal zodiac.
    const arc = progressed.angles!.arc;
    expect(
      separation(progressed.chart.mc!.longitude, sidereal.chart.mc!.longitude + arc) / ARCSECOND,
    ).toBeLessThan(1);
    const sun = progressed.chart.planets[0]!.longitude;
    expect(separation(sun, sidereal.chart.planets[0]!.longitude + arc) / ARCSECOND).toBeLessThan(1);
    // The progressed Moon's sign is its sidereal sign.
    expect(progressed.moon.sign).toBe(progressed.chart.planets[1]!.sign);
  });

  it('draws an untimed sidereal chart in the sidereal zodiac too', async () => {
    const person = { birthDate: london.birthDate };
    const reply = await post({ person, zodiac: 'sidereal', solarArc: '2026-05-20' });
    const untimed = (await reply.json()) as PredictiveBirthChart;
    expect(untimed.chart.zodiac).toMatchObject({ zodiac: 'sidereal' });
    // 14 March 1990: the Sun at 23° Pisces in the tropical zodiac, 0° Pisces less the ayanamsa: Aquarius.
    expect(untimed.chart.planets[0]).toMatchObject({ planet: 'Sun', sign: 'Aquarius' });
    expect(untimed.directed!.chart.zodiac).toMatchObject({ zodiac: 'sidereal' });
  });
});

describe('the predictive charts show the points the birth chart shows', () => {
  it('leaves the hidden points out of every chart and every contact', async () => {
    const shown = ['Chiron', 'Ceres', 'Vertex', 'Anti-Vertex'];
    const result = await answer({
      points: ['chiron', 'ceres', 'vertex'],
      progressed: '2026-05-20',
      solarArc: '2026-05-20',
      solarReturn: { year: 2026 },
      lunarReturn: '2026-05-01',
      transits: '2026-05-20',
    });
    const charts = [
      result.progressed!,
      result.directed!,
      result.solarReturn!,
      result.lunarReturn!,
      result.transits!,
    ];
    for (const predictive of charts) {
      for (const point of predictive.chart.points ?? []) expect(shown).toContain(point.point);
      for (const aspect of predictive.aspects)
        for (const name of [aspect.from, aspect.to])
          expect(['North Node', 'Lilith', 'True Lilith', 'Pallas', 'Part of Fortune']).not.toContain(name);
    }
    // Shown and present: Ceres everywhere, the Vertex where the chart has angles.
    expect(result.progressed!.chart.points!.map((point) => point.point)).toEqual(
      expect.arrayContaining(shown),
    );
    expect(result.solarReturn!.chart.points!.map((point) => point.point)).toEqual(
      expect.arrayContaining(shown),
    );
    expect(result.transits!.chart.points!.map((point) => point.point)).toEqual(['Chiron', 'Ceres']);
  });
});

describe('the chart choices and the predictive fields in one request', () => {
  it('takes both, and still refuses each bad field by name', async () => {
    const both = await answer({
      houseSystem: 'regiomontanus',
      zodiac: 'sidereal',
      ayanamsa: 'raman',
      points: ['nodes'],
      solarReturn: { year: 2026 },
    });
    expect(both.chart.houseSystem!.system).toBe('regiomontanus');
    expect(both.solarReturn!.chart.houseSystem!.system).toBe('regiomontanus');
    expect(both.solarReturn!.chart.zodiac).toMatchObject({ ayanamsa: 'raman' });
    const refusals: Array<[Record<string, unknown>, RegExp]> = [
      [{ ayanamsa: 'lahiri', progressed: '2026-01-01' }, /^ayanamsa: is only for zodiac "sidereal"/],
      [{ zodiac: 'sidereal', progressed: '1980-01-01' }, /^progressed: must be on or after the birth date/],
    ];
    for (const [body, message] of refusals) {
      const reply = await post({ person: london, ...body });
      expect(reply.status).toBe(400);
      expect(((await reply.json()) as { error: string }).error).toMatch(message);
    }
  });
});
