import { describe, expect, it } from 'vitest';
import { resolveBirthCity } from '@/lib/astrology/gazetteer';
import { preparePerson } from '@/lib/astrology/person';
import { readPlace } from '@/lib/astrology/place-reading';

const read = (birthCity: string, timeKnown = true) =>
  readPlace({ birthCity }, 'Ann', timeKnown, resolveBirthCity);

describe('how a birth city is read and said beside the result', () => {
  it('uses a place picked from the suggestions as it is', () => {
    const place = {
      name: 'Portland, Maine, United States',
      latitude: 43.66,
      longitude: -70.26,
      timezone: 'America/New_York',
    };
    const { reading, zone } = readPlace({ birthCity: place.name, birthPlace: place }, 'Ann', true, null);
    expect(reading).toEqual({
      person: 'Ann',
      typed: place.name,
      status: 'picked',
      place: place.name,
      timezone: 'America/New_York',
      message: 'Birth place: Portland, Maine, United States.',
    });
    expect(zone).toEqual({ timezone: 'America/New_York', label: place.name });
  });

  it('names the place found for a typed city', () => {
    expect(read('Tallinn, Estonia').reading).toMatchObject({
      status: 'found',
      message: 'Birth place: Tallinn, Harjumaa, Estonia.',
      timezone: 'Europe/Tallinn',
    });
  });

  it('says which city a former or foreign name was read as', () => {
    expect(read('Leningrad').reading!.message).toBe(
      '“Leningrad” was read as Saint Petersburg, St.-Petersburg, Russia.',
    );
    expect(read('Wien').reading!.message).toBe('“Wien” was read as Vienna, Austria.');
  });

  it('never picks among namesakes silently: it says how many there are and how to choose another', () => {
    const { reading } = read('Portland');
    expect(reading!.status).toBe('namesake');
    expect(reading!.message).toMatch(
      /^Birth place: Portland, Oregon, United States\. \d+ other places have this name too; we used the largest\. To use another, add the region or country \(“Portland, Maine”\) or pick it from the suggestions\.$/,
    );
  });

  it('says when a spelling was corrected', () => {
    expect(read('Cinncinati').reading).toMatchObject({
      status: 'corrected',
      message: '“Cinncinati” was read as Cincinnati, Ohio, United States.',
    });
  });

  it('reads the time in the zone of a named region when the town is not found, and says so', () => {
    const { reading, zone, place } = read('Xyzzyville, Kansas');
    expect(place).toBeUndefined();
    expect(zone).toEqual({ timezone: 'America/Chicago', label: 'Kansas, United States' });
    expect(reading).toMatchObject({ status: 'not-found', timezone: 'America/Chicago' });
    expect(reading!.message).toBe(
      'We could not find “Xyzzyville, Kansas”, so the birth time was read as local time in Kansas, United States (America/Chicago) and the place itself was left out. For a full chart, check the spelling or choose a nearby town.',
    );
    expect(read('Xyzzyville, Kansas', false).reading!.message).toMatch(
      /so the chart is drawn for noon local time in Kansas/,
    );
  });

  it('reads the time as UTC when nothing at all is found, and says so', () => {
    const { reading, zone } = read('Xyzzyville');
    expect(zone).toBeUndefined();
    expect(reading).toMatchObject({ status: 'not-found', timezone: 'UTC' });
    expect(reading!.message).toMatch(
      /so the birth time was read as Universal Time \(UTC\), which can be hours off/,
    );
  });

  it('says nothing when no city was typed', () => {
    expect(read('  ')).toEqual({});
  });
});

describe('the birth moment follows what the notice says', () => {
  const person = (birthCity: string) =>
    preparePerson({ birthDate: '1990-01-15', birthTime: '10:00', birthCity }, 'Ann', {
      resolveCity: resolveBirthCity,
    });

  it('a found city: its local time, with houses', () => {
    const found = person('Portland, Maine');
    expect(found.moment.utc.toISOString()).toBe('1990-01-15T15:00:00.000Z');
    expect(found.chart.houses).toBeDefined();
  });

  it('a town not found in a named state: that state’s local time, without houses', () => {
    const fallback = person('Xyzzyville, Kansas');
    expect(fallback.moment.utc.toISOString()).toBe('1990-01-15T16:00:00.000Z');
    expect(fallback.chart.houses).toBeUndefined();
    expect(fallback.placeReading!.status).toBe('not-found');
    // The notice explains the time; the notes do not repeat it.
    expect(fallback.notes.join(' ')).not.toMatch(/Universal Time/);
  });

  it('nothing found: Universal Time', () => {
    expect(person('Xyzzyville').moment.utc.toISOString()).toBe('1990-01-15T10:00:00.000Z');
  });
});
