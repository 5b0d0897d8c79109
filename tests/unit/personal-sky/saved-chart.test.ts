import { describe, expect, it } from 'vitest';
import {
  birthQuery,
  forgetChart,
  isSavedChart,
  readSavedChart,
  SAVED_CHART_KEY,
  saveChart,
} from '@/lib/personal-sky/saved-chart';
import { calendarLinks, personalSkyView } from '@/lib/personal-sky/view';
import { personalSky } from '@/lib/astrology/personal-sky';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

const PLACE = { name: 'Riga, Latvia', latitude: 56.95, longitude: 24.11, timezone: 'Europe/Riga' };

describe('the chart saved on this device', () => {
  it('keeps only the birth data, reads it back and forgets it', () => {
    const storage = memoryStorage();
    saveChart(
      {
        name: ' Lea ',
        birthDate: '1991-07-04',
        birthTime: '06:30',
        birthCity: 'Riga',
        birthPlace: PLACE,
        zodiacSign: 'Cancer',
      },
      storage,
    );
    expect(JSON.parse(storage.items.get(SAVED_CHART_KEY)!)).toEqual({
      name: 'Lea',
      birthDate: '1991-07-04',
      birthTime: '06:30',
      birthPlace: PLACE,
    });
    expect(readSavedChart(storage)).toEqual({
      name: 'Lea',
      birthDate: '1991-07-04',
      birthTime: '06:30',
      birthPlace: PLACE,
    });
    forgetChart(storage);
    expect(readSavedChart(storage)).toBeNull();
  });

  it('keeps a UTC offset set by hand, carries it to the function, and knows its own chart', () => {
    const storage = memoryStorage();
    const person = { birthDate: '1991-07-04', birthTime: '06:30', birthPlace: PLACE, utcOffset: ' +02:00 ' };
    saveChart(person, storage);
    const saved = readSavedChart(storage)!;
    expect(saved.utcOffset).toBe('+02:00');
    expect(birthQuery(saved).get('offset')).toBe('+02:00');
    expect(isSavedChart(saved, person)).toBe(true);
    expect(isSavedChart(saved, { ...person, utcOffset: '' })).toBe(false);
    expect(isSavedChart(saved, { ...person, birthPlace: { ...PLACE, latitude: 57 } })).toBe(false);
    expect(isSavedChart(null, person)).toBe(false);
    storage.setItem(SAVED_CHART_KEY, '{"birthDate":"1991-07-04","utcOffset":"soon"}');
    expect(readSavedChart(storage)).toEqual({ birthDate: '1991-07-04' });
  });

  it('ignores anything stored under its key that is not a chart', () => {
    const storage = memoryStorage();
    for (const junk of ['not json', '{}', '{"birthDate":"yesterday"}', '[]']) {
      storage.setItem(SAVED_CHART_KEY, junk);
      expect(readSavedChart(storage)).toBeNull();
    }
    storage.setItem(
      SAVED_CHART_KEY,
      '{"birthDate":"1991-07-04","birthPlace":{"name":"x"},"birthCity":"Riga"}',
    );
    expect(readSavedChart(storage)).toEqual({ birthDate: '1991-07-04', birthCity: 'Riga' });
  });

  it('turns into the query the function reads: a picked place, or a typed city', () => {
    expect(birthQuery({ birthDate: '1991-07-04', birthTime: '06:30', birthPlace: PLACE }).toString()).toBe(
      'date=1991-07-04&time=06%3A30&place=Riga%2C+Latvia&lat=56.95&lon=24.11&tz=Europe%2FRiga',
    );
    expect(birthQuery({ birthDate: '1991-07-04', birthCity: 'Riga' }).toString()).toBe(
      'date=1991-07-04&city=Riga',
    );
  });
});

describe('what the page shows', () => {
  const saved = { birthDate: '1991-07-04', birthTime: '06:30', birthPlace: PLACE };
  const sky = personalSky({
    person: saved,
    day: '2026-11-27',
    zone: 'Europe/Riga',
    now: new Date('2026-11-27T10:00:00Z'),
  });
  const view = personalSkyView(sky, saved, { timeZone: 'Europe/Riga' });

  it('gives exact times in the visitor zone with UTC beside them, and calendar links with no birth data', () => {
    const exact = view.today.find((row) => row.detail.startsWith('exact at'));
    expect(exact?.detail).toMatch(/^exact at \d{2}:\d{2} UTC \((\w{3} \d+ \w{3}, )?\d{2}:\d{2} EET\) · /);
    expect(calendarLinks('https://astrelle.app', '/api/my-sky-feed?token=c1.abc')).toEqual({
      ics: 'https://astrelle.app/api/my-sky-feed?token=c1.abc',
      webcal: 'webcal://astrelle.app/api/my-sky-feed?token=c1.abc',
    });
    expect(
      view.year.every((row) => /^from \d+ \w{3} \d{4} to \d+ \w{3} \d{4} · exact /.test(row.detail)),
    ).toBe(true);
    expect(view.todayHeading).toBe('Your sky on Friday 27 November');
    expect(view.natalLine).toBe(
      'Born 4 Jul 1991 at 06:30, Riga, Latvia. Birth time read on UTC+3, Riga summer time (03:30\u00a0UTC).',
    );
    expect(sky.clock).toMatchObject({ offset: 'UTC+3', source: 'zone', daylightSaving: true });
    // The orbs and degrees are for the request's instant: 10:00 UTC is 12:00 in Riga.
    expect(sky.reference).toBe('2026-11-27T10:00:00Z');
    expect(view.asOf).toBe(
      'Orbs and positions as of 10:00 UTC (12:00 EET); times in UTC with yours (Europe/Riga) beside them.',
    );
  });

  it('gives a visitor on UTC each time once', () => {
    const onUtc = personalSky({
      person: saved,
      day: '2026-11-27',
      zone: 'UTC',
      now: new Date('2026-11-28T01:00:00Z'),
    });
    const utcView = personalSkyView(onUtc, saved, { timeZone: 'UTC' });
    // Asked after the day ended: the orbs are measured at its midday.
    expect(utcView.asOf).toBe('Orbs and positions as of 12:00 UTC.');
    const exact = utcView.today.filter((row) => row.detail.startsWith('exact at'));
    expect(exact.length).toBeGreaterThan(0);
    for (const row of exact) expect(row.detail).toMatch(/^exact at \d{2}:\d{2} UTC · /);
  });
});
