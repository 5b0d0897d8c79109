/**
 * The horoscopes' sky, read from the sky-events engine (src/lib/astrology/sky, docs/sky-events.md):
 * its events mapped onto the few fields a reading needs (sky.ts). Eclipses travel with their
 * lunation.
 */
import { normalizeDegrees, signOfLongitude } from '@/lib/astrology/angles';
import {
  eventSummary,
  skyEvents,
  skyPositions,
  type EclipseEvent,
  type LunationEvent,
  type SkyEvent,
} from '@/lib/astrology/sky';
import type { PlanetName } from '@/lib/astrology/contract';
import { DAY_MS } from './days';
import type { LunationFact, SkyFact, SkySource } from './sky';

const PHASE_ANGLE: Record<LunationEvent['phase'], number> = {
  new: 0,
  'first-quarter': 90,
  full: 180,
  'last-quarter': 270,
};

/** The eclipse that belongs to a New or Full Moon: the same body's, within a day of it. */
function eclipseOf(lunation: LunationEvent, eclipses: readonly EclipseEvent[]): LunationFact['eclipse'] {
  if (!lunation.eclipse) return undefined;
  const body = lunation.phase === 'new' ? 'solar' : 'lunar';
  const near = (list: readonly EclipseEvent[]) =>
    list.find((event) => event.eclipse === body && Math.abs(event.time - lunation.time) < DAY_MS);
  const eclipse =
    near(eclipses) ??
    near(
      skyEvents(new Date(lunation.time - DAY_MS), new Date(lunation.time + DAY_MS), {
        kinds: ['eclipse'],
      }).filter((event): event is EclipseEvent => event.kind === 'eclipse'),
    );
  return eclipse ? { body, type: eclipse.type, summary: eventSummary(eclipse) } : undefined;
}

function toFact(event: SkyEvent, eclipses: readonly EclipseEvent[]): SkyFact | undefined {
  const base = { time: event.time, summary: eventSummary(event) };
  switch (event.kind) {
    case 'ingress':
      return {
        ...base,
        kind: 'ingress',
        body: event.body,
        sign: event.sign,
        fromSign: event.fromSign,
        retrograde: event.retrograde,
      };
    case 'aspect': {
      const signOf = (body: string) => event.positions.find((position) => position.body === body)!.sign;
      // The faster body first: the engine names the Sun before the Moon, a horoscope reads the Moon's contact.
      const bodies: [PlanetName, PlanetName] =
        event.bodies[1] === 'Moon' ? [event.bodies[1], event.bodies[0]] : event.bodies;
      return {
        ...base,
        kind: 'aspect',
        bodies,
        aspect: event.aspect,
        signs: [signOf(bodies[0]), signOf(bodies[1])],
      };
    }
    case 'station': {
      const other =
        event.direction === 'retrograde' ? event.period.stationDirect : event.period.stationRetrograde;
      return {
        ...base,
        kind: 'station',
        body: event.body,
        direction: event.direction,
        sign: event.sign,
        degree: event.degree,
        otherStation: other.time,
      };
    }
    case 'lunation':
      return {
        ...base,
        kind: 'lunation',
        phase: event.phase,
        sign: event.sign,
        degree: event.degree,
        sunSign: signOfLongitude(normalizeDegrees(event.longitude - PHASE_ANGLE[event.phase])).sign,
        eclipse: eclipseOf(event, eclipses),
      };
    case 'void-of-course':
      return { ...base, kind: 'void', end: event.end.time, sign: event.sign, nextSign: event.nextSign };
    default:
      return undefined;
  }
}

/** The sky as the engine computes it. */
export const engineSky: SkySource = {
  facts(fromMs, toMs) {
    const events = skyEvents(new Date(fromMs), new Date(toMs), {
      moonAspects: true,
      kinds: ['ingress', 'aspect', 'station', 'lunation', 'eclipse', 'void-of-course'],
    });
    const eclipses = events.filter((event): event is EclipseEvent => event.kind === 'eclipse');
    // A void that began before the span belongs to the span where it began.
    return events.flatMap((event) => (event.time >= fromMs ? (toFact(event, eclipses) ?? []) : []));
  },
  places(atMs) {
    return skyPositions(new Date(atMs)).map(({ body, longitude, sign, retrograde }) => ({
      body,
      longitude,
      sign,
      retrograde,
    }));
  },
};
