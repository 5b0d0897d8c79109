/** How events are named in calendars, feeds and lists (docs/sky-events.md#names). */
import type { MajorAspectName } from '../contract';
import type { ZodiacSign } from '../zodiac';
import type { EclipseType, LunationPhase, SkyEvent } from './types';

/** The verb form astrologers write between two bodies: "Venus trine Saturn", "Mars opposite Pluto". */
export const ASPECT_VERBS: Record<MajorAspectName, string> = {
  conjunction: 'conjunct',
  sextile: 'sextile',
  square: 'square',
  trine: 'trine',
  opposition: 'opposite',
};

export const LUNATION_NAMES: Record<LunationPhase, string> = {
  new: 'New Moon',
  'first-quarter': 'First Quarter Moon',
  full: 'Full Moon',
  'last-quarter': 'Last Quarter Moon',
};

const ECLIPSE_TYPE_NAMES: Record<EclipseType, string> = {
  total: 'Total',
  annular: 'Annular',
  partial: 'Partial',
  penumbral: 'Penumbral',
};

/** "14°32′ Gemini": whole degrees and minutes within the sign, cut (not rounded) as ephemerides print them. */
export function formatZodiacDegree(sign: ZodiacSign, degree: number): string {
  const totalMinutes = Math.floor(degree * 60 + 1e-7);
  const minutes = totalMinutes % 60;
  return `${Math.floor(totalMinutes / 60)}°${String(minutes).padStart(2, '0')}′ ${sign}`;
}

/** The event's name: "Full Moon in Gemini", "Mercury stations retrograde in Sagittarius", "Moon enters Leo", "Venus trine Saturn". */
export function eventSummary(event: SkyEvent): string {
  switch (event.kind) {
    case 'ingress':
      return `${event.body} enters ${event.sign}${event.retrograde ? ' (retrograde)' : ''}`;
    case 'aspect':
      return `${event.bodies[0]} ${ASPECT_VERBS[event.aspect]} ${event.bodies[1]}`;
    case 'station':
      return `${event.body} stations ${event.direction} in ${event.sign}`;
    case 'lunation':
      return `${LUNATION_NAMES[event.phase]} in ${event.sign}`;
    case 'eclipse':
      return `${ECLIPSE_TYPE_NAMES[event.type]} ${event.eclipse === 'solar' ? 'Solar' : 'Lunar'} Eclipse in ${event.sign}`;
    case 'void-of-course':
      return `Moon void of course in ${event.sign}`;
  }
}
