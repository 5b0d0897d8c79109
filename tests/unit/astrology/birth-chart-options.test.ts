import { describe, expect, it } from 'vitest';
import { onRequestPost } from '../../../functions/api/birth-chart';
import type { BirthChartResult } from '@/lib/astrology/contract';
import reference from './fixtures/swiss-ephemeris-birth-charts.json';
import { jsonPost } from '../../support/requests';

const london = reference.cases[1]!.person;
const post = (body: unknown) =>
  onRequestPost({ request: jsonPost('http://127.0.0.1/api/birth-chart', body), env: {} });

async function chart(extra: Record<string, unknown>, person: unknown = london): Promise<BirthChartResult> {
  const reply = await post({ person, ...extra });
  expect(reply.status).toBe(200);
  return (await reply.json()) as BirthChartResult;
}

describe('POST /api/birth-chart: the zodiac, the ayanamsa and the points shown', () => {
  it('says the zodiac: tropical by default, sidereal with its ayanamsa when asked', async () => {
    expect((await chart({})).chart.zodiac).toEqual({ zodiac: 'tropical' });
    const sidereal = await chart({ zodiac: 'sidereal', ayanamsa: 'krishnamurti' });
    expect(sidereal.chart.zodiac).toMatchObject({
      zodiac: 'sidereal',
      ayanamsa: 'krishnamurti',
      ayanamsaName: 'Krishnamurti',
    });
    // Lahiri when no ayanamsa is named; the Sun of 14 March 1990 is in sidereal Aquarius.
    const lahiri = await chart({ zodiac: 'sidereal' });
    expect(lahiri.chart.zodiac).toMatchObject({ ayanamsa: 'lahiri' });
    // swe_get_ayanamsa_ut gives 23.7201741° (fixtures/swiss-ephemeris-toolkit.json); the answer rounds to 4 decimals.
    const { ayanamsaDegrees } = lahiri.chart.zodiac as { ayanamsaDegrees: number };
    expect(Math.abs(ayanamsaDegrees - 23.7201741)).toBeLessThan(0.0001);
    expect(lahiri.chart.planets[0]).toMatchObject({ planet: 'Sun', sign: 'Aquarius' });
    expect(lahiri.person.signNote).toBeUndefined();
    expect(lahiri.interpretation.find((section) => section.point === 'Sun')?.sign).toBe('Aquarius');
  });

  it('answers the default points unless asked for others, and leaves the hidden ones’ aspects out', async () => {
    const defaults = await chart({});
    expect(defaults.chart.points!.map((point) => point.point)).not.toContain('Ceres');
    const chosen = await chart({ points: ['vertex', 'true-lilith', 'chiron'] });
    expect(chosen.chart.points!.map((point) => point.point)).toEqual([
      'True Lilith',
      'Chiron',
      'Vertex',
      'Anti-Vertex',
    ]);
    const named = new Set(chosen.aspects.flatMap((aspect) => [aspect.from, aspect.to]));
    expect(named.has('North Node')).toBe(false);
    expect(named.has('Lilith')).toBe(false);
    const none = await chart({ points: [] });
    expect(none.chart.points).toEqual([]);
  });

  it('refuses a bad zodiac, ayanamsa or points list with a 400 naming the field', async () => {
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ zodiac: 'Sidereal' }, /^zodiac: must be one of tropical, sidereal/],
      [{ zodiac: 'sidereal', ayanamsa: 'yukteshwar' }, /^ayanamsa: must be one of lahiri, fagan-bradley/],
      [{ ayanamsa: 'lahiri' }, /^ayanamsa: is only for zodiac "sidereal"/],
      [{ points: 'ceres' }, /^points: must be a list of point names/],
      [{ points: ['ceres', 'eris'] }, /^points\.1: must list only nodes, mean-nodes/],
      [{ points: new Array(12).fill('ceres') }, /^points: has at most 11 entries/],
    ];
    for (const [extra, message] of cases) {
      const reply = await post({ person: london, ...extra });
      expect(reply.status, JSON.stringify(extra)).toBe(400);
      expect((await reply.json()).error).toMatch(message);
    }
  });
});
