/**
 * The famous charts take the offset their source records (Astro-Databank states the zone and
 * offset of each birth): our atlas must read every recorded clock the same way, so a chart never
 * silently falls back on the recorded offset (docs/celebrities.md, docs/atlas.md).
 */
import { describe, expect, it } from 'vitest';
import { computeCelebrityChart, prepareCelebrity } from '@/lib/celebrity/chart';
import { CELEBRITIES, findCelebrity } from '@/lib/celebrity/dataset';
import { parseUtcOffset } from '@/lib/astrology/utc-offset';
import { libraryReading } from '@/lib/celebrity/library-article';

describe('the offsets the famous charts’ sources record', () => {
  const timed = CELEBRITIES.filter((celebrity) => celebrity.birthTime !== null);

  it('every timed figure carries the offset its source records', () => {
    expect(timed.filter((celebrity) => !celebrity.recordedOffset).map((celebrity) => celebrity.id)).toEqual(
      [],
    );
  });

  it.each(timed.map((celebrity) => [celebrity.id, celebrity] as const))(
    '%s: the atlas reads the recorded offset',
    (_, celebrity) => {
      const person = prepareCelebrity(celebrity);
      expect(person.moment.source).not.toBe('manual');
      expect(
        Math.abs(person.moment.offsetSeconds - parseUtcOffset(celebrity.recordedOffset!)!),
      ).toBeLessThanOrEqual(30);
    },
  );

  it('Martin Luther King Jr.: noon Central time in Atlanta, 18:00 UTC, Taurus rising', () => {
    const chart = computeCelebrityChart(findCelebrity('martin-luther-king-jr')!);
    expect(chart.utc).toBe('1929-01-15T18:00:00.000Z');
    expect(chart.clock.statement).toBe('UTC−6, Central time');
    expect(chart.chart.ascendant?.sign).toBe('Taurus');
  });

  it('Vincent van Gogh: Zundert’s own mean time, 1853', () => {
    const chart = computeCelebrityChart(findCelebrity('vincent-van-gogh')!);
    expect(chart.clock.source).toBe('local-mean-time');
    expect(chart.clock.statement).toBe('UTC+0:18:38, local mean time of Zundert (4°40′ E)');
  });

  it('uses the recorded offset, and says so, where the atlas would read another', () => {
    const elvis = findCelebrity('elvis-presley')!;
    const chart = computeCelebrityChart({ ...elvis, recordedOffset: '-05:00' });
    expect(chart.clock.statement).toBe('UTC−5, the offset the source records');
    expect(chart.utc).toBe('1935-01-08T09:35:00.000Z');
  });
});

describe('disputed birth times', () => {
  it('Diana: the rating says the time is disputed, and no rising sign or houses are shown', () => {
    const diana = findCelebrity('princess-diana')!;
    expect(diana.disputedTime).toBeDefined();
    const chart = computeCelebrityChart(diana);
    expect(chart.housesShown).toBe(false);
    expect(chart.chart.ascendant).toBeUndefined();
    expect(chart.notes.join(' ')).toMatch(/The birth time is disputed/);
    expect(libraryReading(diana, chart).reliability).toMatch(/leaves out the rising sign and the houses/);
  });

  it('Taylor Swift: several times circulate, none proven (DD), so the chart has no time', () => {
    const swift = findCelebrity('taylor-swift')!;
    expect(swift.rodden).toBe('DD');
    expect(computeCelebrityChart(swift).timeKnown).toBe(false);
  });
});
