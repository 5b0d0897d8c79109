/**
 * Eclipses from astronomy-engine's searches, timed at greatest eclipse (for a solar eclipse,
 * the moment the Moon's shadow axis passes closest to the Earth's centre; for a lunar one, the
 * moment the Moon is deepest in the Earth's shadow), as eclipse tables give them.
 */
import {
  NextGlobalSolarEclipse,
  NextLunarEclipse,
  SearchGlobalSolarEclipse,
  SearchLunarEclipse,
} from 'astronomy-engine';
import { astroTime } from '../ephemeris';
import { DAY_MS, idDate, momentOf } from './moments';
import { positionAt } from './positions';
import type { EclipseEvent, EclipseType } from './types';

function eclipseEvent(eclipse: 'solar' | 'lunar', type: EclipseType, time: number): EclipseEvent {
  const moment = momentOf(time);
  const sun = positionAt('Sun', time);
  const moon = positionAt('Moon', time);
  const eclipsed = eclipse === 'solar' ? sun : moon;
  return {
    ...moment,
    id: `eclipse-${eclipse}-${idDate(moment.time)}`,
    kind: 'eclipse',
    positions: eclipse === 'solar' ? [sun, moon] : [moon, sun],
    eclipse,
    type,
    longitude: eclipsed.longitude,
    sign: eclipsed.sign,
    degree: eclipsed.degree,
  };
}

/** Every solar and lunar eclipse with from ≤ greatest eclipse < to (ms), in time order. */
export function eclipseEvents(from: number, to: number): EclipseEvent[] {
  const events: EclipseEvent[] = [];
  // Each search finds the first eclipse after its start; start a day early and keep those inside.
  const start = astroTime(new Date(from - DAY_MS));
  for (
    let lunar = SearchLunarEclipse(start);
    lunar.peak.date.getTime() < to;
    lunar = NextLunarEclipse(lunar.peak)
  ) {
    const time = lunar.peak.date.getTime();
    if (time >= from) events.push(eclipseEvent('lunar', lunar.kind as EclipseType, time));
  }
  for (
    let solar = SearchGlobalSolarEclipse(start);
    solar.peak.date.getTime() < to;
    solar = NextGlobalSolarEclipse(solar.peak)
  ) {
    const time = solar.peak.date.getTime();
    if (time >= from) events.push(eclipseEvent('solar', solar.kind as EclipseType, time));
  }
  return events.sort((a, b) => a.time - b.time);
}
