/**
 * Stations and retrograde periods (docs/sky-events.md#stations-and-shadows). A station is a
 * turning point of a planet's longitude (its speed passes zero); the loop runs from the
 * station retrograde (a highest longitude) to the station direct (the next lowest), and its
 * shadow from the day the planet first reaches the direct station's degree to the day it
 * passes the retrograde station's degree again.
 */
import { signOfLongitude } from '../angles';
import { searchAngle, type TurningPoint } from './crossings';
import { stepFor } from './grids';
import { DAY_MS, idDate, momentOf } from './moments';
import { longitudeAt, positionAt, sampledLongitude, TURNING_BODIES, type TurningBody } from './positions';
import type { RetrogradePeriod, SkyMoment, StationEvent } from './types';

/** Longer than any planet's retrograde loop (Pluto's, about 160 days). */
const LONGEST_LOOP_MS = 170 * DAY_MS;
/** A shadow's ends lie within a year of its stations: the planet has come round to the degree by then. */
const SHADOW_WINDOW_MS = 400 * DAY_MS;

function searchBody(body: TurningBody, from: number, to: number, targets: readonly number[]) {
  return searchAngle((ms) => longitudeAt(body, ms), from, to, targets, {
    stepMs: stepFor(body),
    sampled: (ms) => sampledLongitude(body, ms),
    turns: true,
  });
}

/** The body's turning points with from ≤ time < to: its stations ('max' turns retrograde). */
export function turningPoints(body: TurningBody, from: number, to: number): TurningPoint[] {
  return searchBody(body, from, to, []).turns;
}

function stationMoment(body: TurningBody, time: number): RetrogradePeriod['stationRetrograde'] {
  const longitude = longitudeAt(body, time);
  return { ...momentOf(time), longitude, ...signOfLongitude(longitude) };
}

/** The last time before `before` that the body moved forward across `longitude`. */
function lastForwardPassage(body: TurningBody, longitude: number, before: number): SkyMoment {
  const rising = searchBody(body, before - SHADOW_WINDOW_MS, before, [longitude]).crossings.filter(
    (crossing) => crossing.rising,
  );
  const last = rising.at(-1);
  if (!last) throw new Error(`${body}: no forward passage of ${longitude}° in the year before its station`);
  return momentOf(last.time);
}

/** The first time after `after` that the body moves forward across `longitude`. */
function firstForwardPassage(body: TurningBody, longitude: number, after: number): SkyMoment {
  const first = searchBody(body, after, after + SHADOW_WINDOW_MS, [longitude]).crossings.find(
    (crossing) => crossing.rising,
  );
  if (!first) throw new Error(`${body}: no forward passage of ${longitude}° in the year after its station`);
  return momentOf(first.time);
}

/** Every retrograde loop of one planet that overlaps [from, to) (ms), in time order. */
export function bodyRetrogradePeriods(body: TurningBody, from: number, to: number): RetrogradePeriod[] {
  const turns = turningPoints(body, from - LONGEST_LOOP_MS, to + LONGEST_LOOP_MS);
  const periods: RetrogradePeriod[] = [];
  turns.forEach((turn, index) => {
    const next = turns[index + 1];
    if (turn.kind !== 'max' || !next || next.kind !== 'min') return;
    if (next.time < from || turn.time >= to) return;
    const stationRetrograde = stationMoment(body, turn.time);
    const stationDirect = stationMoment(body, next.time);
    periods.push({
      body,
      stationRetrograde,
      stationDirect,
      shadow: {
        enters: lastForwardPassage(body, stationDirect.longitude, turn.time),
        leaves: firstForwardPassage(body, stationRetrograde.longitude, next.time),
      },
    });
  });
  return periods;
}

/** Every loop of Mercury…Pluto overlapping [from, to) (ms), by retrograde station. */
export function allRetrogradePeriods(from: number, to: number): RetrogradePeriod[] {
  return TURNING_BODIES.flatMap((body) => bodyRetrogradePeriods(body, from, to)).sort(
    (a, b) => a.stationRetrograde.time - b.stationRetrograde.time,
  );
}

/** The stations with from ≤ time < to, each with the loop it begins or ends. */
export function stationEvents(
  periods: readonly RetrogradePeriod[],
  from: number,
  to: number,
): StationEvent[] {
  const events: StationEvent[] = [];
  for (const period of periods) {
    for (const direction of ['retrograde', 'direct'] as const) {
      const station = direction === 'retrograde' ? period.stationRetrograde : period.stationDirect;
      if (station.time < from || station.time >= to) continue;
      events.push({
        time: station.time,
        utc: station.utc,
        id: `station-${period.body}-${direction}-${idDate(station.time)}`.toLowerCase(),
        kind: 'station',
        positions: [positionAt(period.body, station.time, station.longitude)],
        body: period.body,
        direction,
        longitude: station.longitude,
        sign: station.sign,
        degree: station.degree,
        period,
      });
    }
  }
  return events;
}
