/** skyEvents: every kind of event over a span, gathered and put in time order. */
import { aspectEvent, isLunation, lunationEvent, pairAspects, type ExactAspect } from './aspects';
import { eclipseEvents } from './eclipses';
import { bodyIngresses } from './ingresses';
import { SKY_BODIES } from './positions';
import { allRetrogradePeriods, stationEvents } from './stations';
import type { SkyBody, SkyEvent, SkyEventKind, SkyEventOptions } from './types';
import {
  VOID_LOOKAHEAD_MS,
  VOID_LOOKBACK_MS,
  VOID_OF_COURSE_PLANETS,
  voidOfCourseEvents,
} from './void-of-course';

const PLANETS_WITHOUT_MOON = SKY_BODIES.filter((body) => body !== 'Moon');

/** Every exact aspect between two of Sun, Mercury … Pluto in [from, to). */
function planetAspects(from: number, to: number): ExactAspect[] {
  return PLANETS_WITHOUT_MOON.flatMap((first, index) =>
    PLANETS_WITHOUT_MOON.slice(index + 1).flatMap((second) => pairAspects(first, second, from, to)),
  );
}

/** The Moon's exact aspects to `partners` in [from, to) (to the Sun: lunations among them). */
function moonAspects(from: number, to: number, partners: readonly SkyBody[]): ExactAspect[] {
  return partners.flatMap((body) => pairAspects('Moon', body, from, to));
}

/** Same instant: a fixed order of kinds, then the id, so lists never reshuffle between builds. */
const KIND_ORDER: readonly SkyEventKind[] = [
  'eclipse',
  'lunation',
  'station',
  'ingress',
  'aspect',
  'void-of-course',
];

function inTimeOrder(a: SkyEvent, b: SkyEvent): number {
  return (
    a.time - b.time || KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) || a.id.localeCompare(b.id)
  );
}

function isValidSpan(from: Date, to: Date): boolean {
  return Number.isFinite(from.getTime()) && Number.isFinite(to.getTime()) && from.getTime() <= to.getTime();
}

/**
 * Every event whose exact instant lies in [fromUtc, toUtc), in time order. A void-of-course
 * period is listed when it overlaps the span, so its start may come before `fromUtc`.
 * Costs about a second of CPU per year of span: call it once for a span, not once a day.
 */
export function skyEvents(fromUtc: Date, toUtc: Date, options: SkyEventOptions = {}): SkyEvent[] {
  if (!isValidSpan(fromUtc, toUtc))
    throw new RangeError('skyEvents: the span must be two valid dates, in order');
  const from = fromUtc.getTime();
  const to = toUtc.getTime();
  const wanted = (kind: SkyEventKind) => !options.kinds || options.kinds.includes(kind);
  const events: SkyEvent[] = [];

  if (wanted('ingress')) {
    for (const body of SKY_BODIES) events.push(...bodyIngresses(body, from, to));
  }
  if (wanted('aspect')) events.push(...planetAspects(from, to).map(aspectEvent));

  const needMoon =
    wanted('lunation') || wanted('void-of-course') || (wanted('aspect') && options.moonAspects);
  if (needMoon) {
    // The lunations need only the Sun; the voids and the Moon's aspects need every planet.
    const partners =
      wanted('void-of-course') || (wanted('aspect') && options.moonAspects)
        ? VOID_OF_COURSE_PLANETS
        : ['Sun' as const];
    const around = moonAspects(from - VOID_LOOKBACK_MS, to + VOID_LOOKAHEAD_MS, partners);
    const inside = around.filter((aspect) => aspect.time >= from && aspect.time < to);
    if (wanted('lunation')) events.push(...inside.filter(isLunation).map(lunationEvent));
    if (wanted('aspect') && options.moonAspects) {
      // The Sun–Moon conjunction, squares and opposition are listed as lunations.
      events.push(...inside.filter((aspect) => !isLunation(aspect)).map(aspectEvent));
    }
    if (wanted('void-of-course')) {
      const ingresses = bodyIngresses('Moon', from - VOID_LOOKBACK_MS, to + VOID_LOOKAHEAD_MS);
      events.push(...voidOfCourseEvents(ingresses, around, from, to));
    }
  }
  if (wanted('station')) events.push(...stationEvents(allRetrogradePeriods(from, to), from, to));
  if (wanted('eclipse')) {
    const eclipses = eclipseEvents(from, to);
    events.push(...eclipses);
    markEclipsedLunations(events, eclipses);
  }
  return events.sort(inTimeOrder);
}

/** An eclipse falls within hours of its New or Full Moon; that lunation is marked. */
function markEclipsedLunations(events: SkyEvent[], eclipses: readonly SkyEvent[]): void {
  for (const event of events) {
    if (event.kind !== 'lunation' || (event.phase !== 'new' && event.phase !== 'full')) continue;
    if (eclipses.some((eclipse) => Math.abs(eclipse.time - event.time) < 12 * 3_600_000))
      event.eclipse = true;
  }
}
