/**
 * The instant module against published clock histories. Sources: the IANA tz database 2025b
 * built with backzone (Debian tzdata; `zdump -v -c 1934,1937 Europe/Amsterdam` and so on show
 * the same transitions), Wikipedia's "Bombay Time" and "Calcutta Time", Appen Media's "When
 * Georgia had two time zones" (Atlanta), and the local mean times of St Petersburg and Kazan from their longitudes.
 * Every value is pinned here: the test needs no tzdata package.
 */
import { describe, expect, it } from 'vitest';
import { clockAt, resolveInstant, type InstantPlace } from '@/lib/astrology/instant';
import { parseUtcOffset, formatUtcOffset } from '@/lib/astrology/utc-offset';
import { TZ_HISTORY_SOURCE } from '@/lib/astrology/zone-clock';

const place = (name: string, timezone: string, latitude?: number, longitude?: number): InstantPlace => ({
  name,
  timezone,
  ...(latitude !== undefined && longitude !== undefined ? { latitude, longitude } : {}),
});

const AMSTERDAM = place('Amsterdam, North Holland, Netherlands', 'Europe/Amsterdam', 52.37, 4.89);
const NEW_YORK = place('New York City, New York, United States', 'America/New_York', 40.71, -74.01);

function at(
  date: string,
  time: string,
  where?: InstantPlace,
  extra: { manualOffsetSeconds?: number; reading?: 0 | 1 } = {},
) {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return resolveInstant({
    date: { year, month, day },
    time: { hour, minute },
    ...(where ? { place: where } : {}),
    ...extra,
  });
}

describe('the zone histories the runtime leaves out (backzone)', () => {
  it('records where its data comes from', () => {
    expect(TZ_HISTORY_SOURCE).toMatch(/^IANA tz \d{4}[a-z] with backzone/);
  });

  it('Amsterdam 1935 kept Amsterdam time, +0:19:32, and +1:19:32 in summer (not Brussels’ +1)', () => {
    const summer = at('1935-07-01', '12:00', AMSTERDAM);
    expect(summer.utc.toISOString()).toBe('1935-07-01T10:40:28.000Z');
    expect(summer.statement).toBe('UTC+1:19:32, Amsterdam summer time');
    expect(summer).toMatchObject({ source: 'zone', daylightSaving: true, offsetSeconds: 4772 });
    const winter = at('1935-01-15', '12:00', AMSTERDAM);
    expect(winter.statement).toBe('UTC+0:19:32, Amsterdam standard time');
    expect(winter.daylightSaving).toBe(false);
  });

  it('Stockholm had no summer time in 1943 and Copenhagen none in 1949', () => {
    expect(at('1943-07-01', '12:00', place('Stockholm', 'Europe/Stockholm', 59.33, 18.07)).statement).toBe(
      'UTC+1, Stockholm standard time',
    );
    expect(at('1949-07-01', '12:00', place('Copenhagen', 'Europe/Copenhagen', 55.68, 12.57)).statement).toBe(
      'UTC+1, Copenhagen standard time',
    );
  });

  it('Oslo had summer time in 1962 (18 March to 16 September)', () => {
    const oslo = place('Oslo', 'Europe/Oslo', 59.91, 10.75);
    expect(at('1962-07-01', '12:00', oslo).utc.toISOString()).toBe('1962-07-01T10:00:00.000Z');
    expect(at('1962-07-01', '12:00', oslo).daylightSaving).toBe(true);
    expect(at('1962-10-01', '12:00', oslo).statement).toBe('UTC+1, Oslo standard time');
  });

  it('Reykjavík was on UTC−1 in the winter of 1960', () => {
    const winter = at('1960-01-15', '12:00', place('Reykjavík', 'Atlantic/Reykjavik', 64.15, -21.94));
    expect(winter.utc.toISOString()).toBe('1960-01-15T13:00:00.000Z');
    expect(winter.offsetLabel).toBe('UTC−1');
  });

  it('from 1970 on it agrees with the runtime (London’s British Standard Time, Sydney over new year)', () => {
    expect(at('1970-01-15', '12:00', place('London', 'Europe/London', 51.51, -0.13)).utc.toISOString()).toBe(
      '1970-01-15T11:00:00.000Z',
    );
    expect(at('2020-01-10', '09:00', place('Sydney', 'Australia/Sydney', -33.87, 151.21)).statement).toBe(
      'UTC+11, Sydney summer time',
    );
  });

  it('names double summer time and war time', () => {
    expect(at('1944-07-01', '12:00', place('London', 'Europe/London', 51.51, -0.13)).statement).toBe(
      'UTC+2, London double summer time',
    );
    expect(at('1943-01-15', '12:00', NEW_YORK).statement).toBe('UTC−4, Eastern war time');
  });

  it('names British India’s extra hour of 1942–45 war time, which the database leaves nameless (+0630)', () => {
    // The audit's Delhi 1943 chart said "Kolkata summer time"; it was the war, all year round.
    const delhi = place('New Delhi, India', 'Asia/Kolkata', 28.61, 77.21);
    expect(at('1943-01-15', '12:00', delhi).statement).toBe('UTC+6:30, Kolkata war time');
    expect(at('1943-07-15', '12:00', delhi).statement).toBe('UTC+6:30, Kolkata war time');
    expect(at('1950-07-15', '12:00', delhi).statement).toBe('UTC+5:30, Kolkata standard time');
  });
});

describe('local mean time of the birthplace before standard time', () => {
  it('St Petersburg 1910 was +2:01:18 and Kazan +3:16:29, not Moscow’s +2:30:17', () => {
    // 30°19′30″ E and 49°07′20″ E: four minutes of clock a degree.
    const petersburg = at(
      '1910-06-01',
      '12:00',
      place('Saint Petersburg, Russia', 'Europe/Moscow', 59.94, 30.325),
    );
    expect(petersburg.offsetLabel).toBe('UTC+2:01:18');
    expect(petersburg.source).toBe('local-mean-time');
    expect(petersburg.description).toBe('local mean time of Saint Petersburg (30°20′ E)');
    const kazan = at(
      '1910-06-01',
      '12:00',
      place('Kazan, Tatarstan, Russia', 'Europe/Moscow', 55.79, 49.1222),
    );
    expect(kazan.offsetLabel).toBe('UTC+3:16:29');
    expect(kazan.utc.toISOString()).toBe('1910-06-01T08:43:31.000Z');
  });

  it('uses the birthplace’s own longitude where the zone still kept the zone city’s mean time (Málaga 1881)', () => {
    const malaga = at(
      '1881-10-25',
      '23:15',
      place('Málaga, Andalusia, Spain', 'Europe/Madrid', 36.7213, -4.4214),
    );
    expect(malaga.offsetLabel).toBe('UTC−0:17:41');
    expect(malaga.utc.toISOString()).toBe('1881-10-25T23:32:41.000Z');
  });

  it('keeps the zone city’s mean time when only the zone is known (a region, no coordinates)', () => {
    const region = at('1881-10-25', '12:00', place('Andalusia, Spain', 'Europe/Madrid'));
    expect(region.description).toBe('local mean time of Madrid');
    expect(region.offsetLabel).toBe('UTC−0:14:44');
  });
});

describe('atlas rules the IANA data never had', () => {
  const MUMBAI = place('Mumbai, Maharashtra, India', 'Asia/Kolkata', 19.07, 72.88);
  const KOLKATA = place('Kolkata, West Bengal, India', 'Asia/Kolkata', 22.57, 88.36);
  const DELHI = place('Delhi, India', 'Asia/Kolkata', 28.65, 77.23);

  it('Bombay kept Bombay Time (+4:51) until 1955', () => {
    const bombay = at('1930-07-01', '12:00', MUMBAI);
    expect(bombay.statement).toBe('UTC+4:51, Bombay Time');
    expect(bombay.source).toBe('atlas-rule');
    expect(bombay.rule?.id).toBe('bombay-time');
    expect(at('1960-07-01', '12:00', MUMBAI).offsetLabel).toBe('UTC+5:30');
    // Elsewhere in India: Indian Standard Time.
    expect(at('1930-07-01', '12:00', DELHI).offsetLabel).toBe('UTC+5:30');
  });

  it('Calcutta kept its own time (+5:53:20) until 1948', () => {
    expect(at('1930-07-01', '12:00', KOLKATA).utc.toISOString()).toBe('1930-07-01T06:06:40.000Z');
    expect(at('1950-07-01', '12:00', KOLKATA).offsetLabel).toBe('UTC+5:30');
  });

  it('Atlanta was on Central time until March 1941: Martin Luther King Jr. was born at noon CST', () => {
    const atlanta = place('Atlanta, Georgia, United States', 'America/New_York', 33.749, -84.388);
    const king = at('1929-01-15', '12:00', atlanta);
    expect(king.utc.toISOString()).toBe('1929-01-15T18:00:00.000Z');
    expect(king.statement).toBe('UTC−6, Central time');
    expect(at('1950-01-15', '12:00', atlanta).offsetLabel).toBe('UTC−5');
    // Savannah was always on Eastern time.
    expect(at('1929-01-15', '12:00', place('Savannah', 'America/New_York', 32.08, -81.1)).offsetLabel).toBe(
      'UTC−5',
    );
  });
});

describe('clock times that never happened or happened twice', () => {
  it('a spring-forward gap names both readings and uses the offset before the change', () => {
    // 14 March 2021, New York: 02:00 EST jumped to 03:00 EDT; 02:30 never happened.
    const gap = at('2021-03-14', '02:30', NEW_YORK);
    expect(gap.utc.toISOString()).toBe('2021-03-14T07:30:00.000Z');
    expect(gap.ambiguity?.kind).toBe('gap');
    expect(gap.ambiguity?.readings.map((reading) => reading.statement)).toEqual([
      'UTC−5, Eastern standard time',
      'UTC−4, Eastern daylight time',
    ]);
    expect(at('2021-03-14', '02:30', NEW_YORK, { reading: 1 }).utc.toISOString()).toBe(
      '2021-03-14T06:30:00.000Z',
    );
  });

  it('a fall-back overlap names both readings and uses the first by default', () => {
    const overlap = at('2021-11-07', '01:30', NEW_YORK);
    expect(overlap.utc.toISOString()).toBe('2021-11-07T05:30:00.000Z');
    expect(overlap.ambiguity).toMatchObject({ kind: 'overlap', chosen: 0 });
    expect(overlap.ambiguity?.readings[1].utc.toISOString()).toBe('2021-11-07T06:30:00.000Z');
  });

  it('finds gaps in the backzone history too (Amsterdam, 15 May 1935)', () => {
    const gap = at('1935-05-15', '02:30', AMSTERDAM);
    expect(gap.ambiguity?.kind).toBe('gap');
    expect(gap.ambiguity?.readings.map((reading) => reading.offsetLabel)).toEqual([
      'UTC+0:19:32',
      'UTC+1:19:32',
    ]);
  });
});

describe('manual offsets and unknown places', () => {
  it('a manual offset overrides every rule', () => {
    const manual = at('1935-07-01', '12:00', AMSTERDAM, { manualOffsetSeconds: 3600 });
    expect(manual.utc.toISOString()).toBe('1935-07-01T11:00:00.000Z');
    expect(manual.statement).toBe('UTC+1, the offset entered by hand');
    expect(manual.source).toBe('manual');
  });

  it('without a place the time is Universal Time', () => {
    expect(at('2000-01-01', '12:00')).toMatchObject({ source: 'utc', offsetSeconds: 0 });
  });

  it('reads the clocks of a place at an instant (the reverse question)', () => {
    expect(clockAt(AMSTERDAM, new Date('1935-07-01T10:40:28Z')).statement).toBe(
      'UTC+1:19:32, Amsterdam summer time',
    );
  });

  it('covers 1800 to 2100', () => {
    expect(at('1800-01-01', '12:00', place('Paris', 'Europe/Paris', 48.85, 2.35)).source).toBe(
      'local-mean-time',
    );
    expect(at('2100-07-01', '12:00', place('Paris', 'Europe/Paris', 48.85, 2.35)).offsetLabel).toBe('UTC+2');
  });
});

describe('UTC offsets as people type them', () => {
  it.each([
    ['+01:00', 3600],
    ['-5', -18000],
    ['UTC+5:30', 19800],
    ['\u22123:30', -12600],
    ['+1:19:32', 4772],
    ['GMT-04:00', -14400],
    ['+0', 0],
  ])('%s is %d seconds', (text, seconds) => {
    expect(parseUtcOffset(text)).toBe(seconds);
  });

  it.each(['1:00', '+16:00', 'abc', '', '+1:75'])('%s is refused', (text) => {
    expect(parseUtcOffset(text)).toBeNull();
  });

  it('states offsets to the second only when needed', () => {
    expect([0, 3600, 19800, 4772, -18000, -1061].map(formatUtcOffset)).toEqual([
      'UTC+0',
      'UTC+1',
      'UTC+5:30',
      'UTC+1:19:32',
      'UTC\u22125',
      'UTC\u22120:17:41',
    ]);
  });
});

describe('Dutch towns before Amsterdam Time became the law (1 May 1909)', () => {
  it('Vincent van Gogh, Zundert 1853: the town’s own mean time, +0:18:38', () => {
    const zundert = at(
      '1853-03-30',
      '11:00',
      place('Zundert, North Brabant, Netherlands', 'Europe/Amsterdam', 51.4697, 4.6594),
    );
    expect(zundert.offsetLabel).toBe('UTC+0:18:38');
    expect(zundert.source).toBe('local-mean-time');
    expect(zundert.rule?.id).toBe('netherlands-local-mean-time');
    expect(at('1910-01-15', '12:00', AMSTERDAM).statement).toBe('UTC+0:19:32, Amsterdam standard time');
  });
});

describe('Central time outside Chicago between the wars', () => {
  it('reads standard time where the zone has Chicago’s own summer time (Duluth 1941, Grand Rapids MN 1922)', () => {
    expect(
      at('1941-05-24', '21:05', place('Duluth, Minnesota', 'America/Chicago', 46.7867, -92.1005)).statement,
    ).toBe('UTC−6, Central standard time');
    expect(
      at('1922-06-10', '06:00', place('Grand Rapids, Minnesota', 'America/Chicago', 47.2372, -93.5302))
        .offsetLabel,
    ).toBe('UTC−6');
    // Chicago itself kept its summer time, and war time was national.
    expect(at('1941-05-24', '21:05', place('Chicago', 'America/Chicago', 41.88, -87.63)).offsetLabel).toBe(
      'UTC−5',
    );
    expect(
      at('1943-01-19', '09:45', place('Port Arthur, Texas', 'America/Chicago', 29.885, -93.94)).statement,
    ).toBe('UTC−5, Central war time');
  });
});

describe('clock names', () => {
  it('names North American clocks by their zone, from the database’s own abbreviation before 1970', () => {
    const louisville = place('Louisville, Kentucky', 'America/Kentucky/Louisville', 38.25, -85.76);
    expect(at('1942-01-17', '18:35', louisville).statement).toBe('UTC−6, Central standard time');
    expect(at('1980-07-01', '12:00', louisville).statement).toBe('UTC−4, Eastern daylight time');
    expect(at('1959-01-15', '12:00', place('Havana', 'America/Havana', 23.13, -82.38)).description).toBe(
      'Havana standard time',
    );
  });
});
