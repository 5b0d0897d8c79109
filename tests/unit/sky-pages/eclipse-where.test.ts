/**
 * Where an eclipse is seen, as the pages say it (docs/sky-pages.md#where-on-earth): the city
 * table never prints a coverage for a city whose Sun is down at greatest eclipse nor lists a city
 * that sees under 1% of the Sun covered; the "seen from" regions and the path's countries are the
 * engine's over the atlas (eclipse-reach.json, recomputed here for two eclipses), and the opening
 * answers from them.
 */
import { describe, expect, it } from 'vitest';
import { skyEvents, type EclipseEvent } from '@/lib/astrology/sky';
import { ECLIPSE_CITIES } from '@/lib/sky-pages/cities';
import { centralDuration, cityRows } from '@/lib/sky-pages/eclipse-page';
import { eclipseLead } from '@/lib/sky-pages/eclipse-lead';
import { eclipseReachOf, REACH_YEARS } from '@/lib/sky-pages/eclipse-reach';
import { eclipseReach, landWithoutTowns, samplePlaces } from '@/lib/sky-pages/eclipse-where';
import { sunCoverageAt } from '@/lib/sky-pages/sun-coverage';
import { localLunarEclipse, localSolarEclipse, MIN_VISIBLE_COVERAGE } from '@/lib/sky-pages/local-eclipse';

const eclipses = skyEvents(new Date('2026-01-01T00:00:00Z'), new Date('2029-01-01T00:00:00Z'), {
  kinds: ['eclipse'],
}).filter((event): event is EclipseEvent => event.kind === 'eclipse');
const views = (event: EclipseEvent) =>
  ECLIPSE_CITIES.map((city) => ({
    city,
    local: (event.eclipse === 'solar' ? localSolarEclipse : localLunarEclipse)(event.time, city),
  }));
const august2026 = eclipses.find((event) => event.utc.startsWith('2026-08-12'))!;

describe('the city table', () => {
  it('prints no coverage where the Sun is down at greatest eclipse, and no city under 1% covered (2026–2028)', () => {
    const wrong: string[] = [];
    for (const event of eclipses.filter((item) => item.eclipse === 'solar')) {
      for (const row of cityRows(views(event), 'solar')) {
        if (row.altitude < 0 && row.coverage !== undefined)
          wrong.push(`${event.utc} ${row.name}: coverage, Sun down`);
        if (row.altitude >= 0 && row.coverage === undefined)
          wrong.push(`${event.utc} ${row.name}: no coverage, Sun up`);
        if ((row.coverage ?? 1) < MIN_VISIBLE_COVERAGE) wrong.push(`${event.utc} ${row.name}: under 1%`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('says the Sun sets eclipsed in Rome on 12 August 2026, and lists the cities with totality first', () => {
    const rows = cityRows(views(august2026), 'solar');
    const rome = rows.find((row) => row.name === 'Rome')!;
    expect(rome.horizon).toBe('sets');
    expect(rome.coverage).toBeUndefined();
    // What Rome does see: the Sun sets at 18:15 UTC about three-quarters covered (95% at a greatest
    // eclipse below its horizon); the same overlap at greatest eclipse agrees with the engine's 95%.
    expect(rome.horizonCoverage).toBeGreaterThan(0.7);
    expect(rome.horizonCoverage).toBeLessThan(0.85);
    const romePlace = { latitude: 41.9, longitude: 12.5 };
    const local = localSolarEclipse(august2026.time, romePlace);
    const greatest = local.contacts.find((contact) => contact.name === 'greatest')!;
    expect(Math.abs(sunCoverageAt(greatest.time, romePlace) - local.obscuration)).toBeLessThan(0.005);
    const firstPartial = rows.findIndex((row) => row.seen === 'partial');
    expect(
      rows
        .slice(0, firstPartial)
        .map((row) => row.name)
        .sort(),
    ).toEqual(['Bilbao', 'Palma', 'Reykjavík', 'Valencia'].sort());
    expect(rows.slice(firstPartial).every((row) => row.seen === 'partial')).toBe(true);
  });
});

describe('where on Earth', () => {
  it('covers every eclipse of the years the file claims', () => {
    const all = skyEvents(
      new Date(Date.UTC(REACH_YEARS.from, 0, 1)),
      new Date(Date.UTC(REACH_YEARS.to + 1, 0, 1)),
      {
        kinds: ['eclipse'],
      },
    );
    for (const event of all) expect(() => eclipseReachOf(event)).not.toThrow();
  });

  it('samples the inhabited world, one town per cell', () => {
    const places = samplePlaces();
    expect(places.length).toBeGreaterThan(500);
    for (const region of [
      'Europe',
      'Africa',
      'Asia',
      'Oceania',
      'North America',
      'South America',
      'Greenland',
      'Iceland',
    ])
      expect(
        places.some((place) => place.region === region),
        region,
      ).toBe(true);
  });

  it('agrees with the engine for the lunar eclipse of 3 March 2026 and the total solar eclipse of 12 August 2026', () => {
    const march = eclipses.find((event) => event.utc.startsWith('2026-03-03'))!;
    expect(eclipseReach(march)).toEqual(eclipseReachOf(march));
    const august = eclipseReach(august2026);
    expect(august).toEqual(eclipseReachOf(august2026));
    // Totality crosses Greenland, Iceland and Spain (NASA; the IGN: "the Arctic Ocean, north-east
    // Greenland and the western tip of Iceland"); the atlas has no town in north-east Greenland,
    // so the island is known by its outline. The partial phase reaches the north-east of Asia.
    expect(august.pathCountries).toEqual(['Greenland', 'Iceland', 'Spain']);
    expect(august.seen).toContainEqual({ region: 'Greenland' });
    expect(august.seen).toContainEqual({ region: 'Asia', part: 'north-eastern' });
    expect(august.notSeen).toEqual(['Oceania', 'South America']);
  }, 60_000);

  it('finds totality in north-east Greenland, where no atlas town is: Scoresby Sund over two minutes, Station Nord a few seconds', () => {
    // Espenak's and Zeiler's eclipse atlas: "Scoresby Sund experiences up to 2 minutes and 16 seconds of totality".
    const scoresby = localSolarEclipse(august2026.time, { latitude: 70.6, longitude: -26 });
    expect(scoresby.seen).toBe('total');
    expect(centralDuration(scoresby)).toBeGreaterThan(120 * 1000);
    expect(centralDuration(scoresby)).toBeLessThanOrEqual(136 * 1000 + 8 * 1000);
    expect(localSolarEclipse(august2026.time, { latitude: 81.6, longitude: -16.67 }).seen).toBe('total');
    expect(landWithoutTowns({ latitude: 70.6, longitude: -26 })).toBe('Greenland');
    expect(landWithoutTowns({ latitude: 66, longitude: -25 })).toBeUndefined(); // the Denmark Strait
    expect(landWithoutTowns({ latitude: 64.15, longitude: -21.94 })).toBeUndefined(); // Reykjavík
  });

  it('gives each city in the path its length of totality (Reykjavík about a minute)', () => {
    const rows = cityRows(views(august2026), 'solar');
    const central = rows.filter((row) => row.central !== undefined);
    expect(central.map((row) => row.name).sort()).toEqual(
      ['Bilbao', 'Palma', 'Reykjavík', 'Valencia'].sort(),
    );
    // Madrid, 99.9% covered, is just outside the path (the IGN: "Madrid and Barcelona stand just outside").
    expect(rows.filter((row) => row.nearPath).map((row) => row.name)).toEqual(['Madrid']);
    const reykjavik = rows.find((row) => row.name === 'Reykjavík')!;
    expect(reykjavik.central).toBeGreaterThan(55 * 1000);
    expect(reykjavik.central).toBeLessThan(75 * 1000);
  });

  it('opens the page with the path and what London sees (91% at 19:13, low in the west)', () => {
    const lead = eclipseLead(august2026, eclipseReachOf(august2026), cityRows(views(august2026), 'solar'));
    expect(lead).toContain('a path of totality across Greenland, Iceland and Spain');
    // Spain sees it at sunset: Bilbao, Valencia and Palma have the Sun 8°, 5° and 3° high (the IGN: Palma 2°).
    expect(lead).toContain(
      'In Spain totality comes shortly before sunset, with the Sun 3–8° above the western horizon',
    );
    expect(lead).toMatch(/From London, 91% of the Sun is covered at 19:13 UK time, low in the western sky\./);
  });
});
