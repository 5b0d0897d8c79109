/**
 * Clock rules astrologers' atlases know and the IANA database never had (docs/atlas.md): cities
 * that kept their own time after their zone had moved on, a city on another zone's time, and
 * a zone city's mean time that was only ever that city's. Each rule is data with its sources,
 * here and nowhere else; instant.ts applies them and tests/unit/astrology/instant.test.ts
 * pins them.
 */

export interface AtlasRulePeriod {
  /** UTC instant the period starts (inclusive); absent: from the zone's first record. */
  from?: string;
  /** UTC instant it ends (exclusive). */
  until: string;
  /**
   * The standard offset in seconds, or 'local-mean-time': the birthplace's own mean time from
   * its longitude (four minutes a degree).
   */
  offset: number | 'local-mean-time';
  /** Daylight saving in this period, in seconds (0 when absent). */
  save?: number;
  /** Add the zone's own daylight or war time on top (the city changed its clocks with the country). */
  zoneSaving?: boolean;
  /** What the clock was called, in plain words: "Bombay Time". */
  clock: string;
}

export interface AtlasRule {
  id: string;
  /** The IANA zone whose places the rule may cover. */
  zone: string;
  /** The area: places within `radiusKm` of the point. Absent: every place of the zone. */
  near?: { latitude: number; longitude: number; radiusKm: number };
  /** Or the zone's places farther than `radiusKm` from the point (the zone city's own rules left out). */
  beyond?: { latitude: number; longitude: number; radiusKm: number };
  periods: AtlasRulePeriod[];
  /** Where the rule comes from, in words a reader can look up. */
  sources: string[];
}

const HOUR = 3600;

export const ATLAS_RULES: readonly AtlasRule[] = [
  {
    id: 'bombay-time',
    zone: 'Asia/Kolkata',
    near: { latitude: 18.96, longitude: 72.83, radiusKm: 35 },
    periods: [
      {
        // Bombay Time was set in 1884; Bombay refused Indian Standard Time in 1906 and kept its
        // own clock until 1955 (the sources give the year only: we take 1 January).
        from: '1884-01-01T00:00:00Z',
        until: '1955-01-01T00:00:00Z',
        offset: 4 * HOUR + 51 * 60,
        zoneSaving: true,
        clock: 'Bombay Time',
      },
    ],
    sources: [
      'Wikipedia, "Bombay Time": set at 4 h 51 min ahead of GMT in 1884, kept until 1955.',
      'Issue 30 of this project: an astrologer’s check of Bombay births before 1955.',
    ],
  },
  {
    id: 'calcutta-time',
    zone: 'Asia/Kolkata',
    near: { latitude: 22.57, longitude: 88.36, radiusKm: 30 },
    periods: [
      {
        from: '1884-01-01T00:00:00Z',
        until: '1948-01-01T00:00:00Z',
        offset: 5 * HOUR + 53 * 60 + 20,
        zoneSaving: true,
        clock: 'Calcutta Time',
      },
    ],
    sources: [
      'Wikipedia, "Calcutta Time": 5 h 53 min 20 s ahead of GMT, kept after Indian Standard Time came in on 1 January 1906, until 1948 (citing Science 23:588, 1906, and the Indian Railways Fan Club).',
    ],
  },
  {
    id: 'atlanta-central',
    zone: 'America/New_York',
    near: { latitude: 33.75, longitude: -84.39, radiusKm: 40 },
    periods: [
      // Standard time began at noon Central on 18 November 1883 (railway time).
      {
        from: '1883-11-18T18:00:00Z',
        until: '1918-03-31T08:00:00Z',
        offset: -6 * HOUR,
        clock: 'Central time',
      },
      // The federal daylight saving of 1918 and 1919: last Sunday of March to last of October, 2:00.
      { until: '1918-10-27T07:00:00Z', offset: -6 * HOUR, save: HOUR, clock: 'Central time' },
      { until: '1919-03-30T08:00:00Z', offset: -6 * HOUR, clock: 'Central time' },
      { until: '1919-10-26T07:00:00Z', offset: -6 * HOUR, save: HOUR, clock: 'Central time' },
      // Governor Talmadge put all of Georgia on Eastern time at 11:35 a.m. on 21 March 1941.
      { until: '1941-03-21T17:35:00Z', offset: -6 * HOUR, clock: 'Central time' },
    ],
    sources: [
      'Appen Media, "When Georgia had two time zones" (2021): Atlanta was in the Central zone (map in the 1931 Atlanta Constitution) until Governor Talmadge signed Eastern time for all of Georgia at 11:35 a.m. on 21 March 1941 (Atlanta Constitution, 22 March 1941).',
      'Martin Luther King Jr.’s published chart (Astro-Databank): 15 January 1929, 12:00 CST.',
    ],
  },
  {
    id: 'central-standard-time-outside-chicago',
    zone: 'America/Chicago',
    beyond: { latitude: 41.88, longitude: -87.63, radiusKm: 80 },
    periods: [
      // After the federal daylight saving of 1918–19, summer time was a city's choice; the
      // zone's summers are Chicago's own ordinances. Between the wars few other places on
      // Central time followed, so they read standard time until the national war time of 1942.
      // After the war more cities chose summer time, each its own way: the zone is kept there.
      {
        from: '1920-01-01T06:00:00Z',
        until: '1942-02-09T08:00:00Z',
        offset: -6 * HOUR,
        clock: 'Central standard time',
      },
    ],
    sources: [
      'IANA tz, northamerica file, zone America/Chicago: its 1920–1966 summer times are Chicago’s own ordinances.',
      'Astro-Databank records Central standard time for Judy Garland (Grand Rapids, Minnesota, 10 June 1922, 06:00 CST) and Bob Dylan (Duluth, 24 May 1941, 21:05 CST).',
    ],
  },
  {
    id: 'netherlands-local-mean-time',
    zone: 'Europe/Amsterdam',
    periods: [
      {
        // The database's Amsterdam mean time from 1835 was the railways' and telegraphs' clock;
        // towns kept their own until Amsterdam Time became the law on 1 May 1909.
        until: '1909-04-30T23:40:28Z',
        offset: 'local-mean-time',
        clock: 'local mean time',
      },
    ],
    sources: [
      'OpenRijk, "For over 30 years, time ticked slightly differently in Amsterdam": every town ran on its own clock until Amsterdam Time became the official time on 1 May 1909.',
      'Trace Your Dutch Roots, "Timezones" (2007): times in Dutch records were local; every town kept its own time through the 19th century, railway time being Amsterdam mean time.',
    ],
  },
  {
    id: 'russia-local-mean-time',
    zone: 'Europe/Moscow',
    periods: [
      {
        // The database's Moscow Mean Time (1880–1919) was Moscow's clock, not the country's:
        // until the zones of the 1919 decree each town kept its own mean time.
        until: '1919-07-01T00:00:00Z',
        offset: 'local-mean-time',
        zoneSaving: true,
        clock: 'local mean time',
      },
    ],
    sources: [
      'IANA tz, europe file, zone Europe/Moscow: "MMT" (Moscow Mean Time) until 1916 and Moscow’s 2:31:19 until standard time on 1 July 1919.',
      'Issue 30 of this project: St Petersburg 1910 was +2:01:18 and Kazan +3:16:29, their own mean times.',
    ],
  },
];
