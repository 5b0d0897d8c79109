/** Where the sky calendar's events link to, and the Event structured data of the event pages. */
import { describe, expect, it } from 'vitest';
import { skyEvents } from '@/lib/astrology/sky';
import { skyEvent } from '@/lib/seo/json-ld';
import { eventPageHref } from '@/lib/sky-pages/links';

describe('eventPageHref', () => {
  const events = skyEvents(new Date('2026-08-01T00:00:00Z'), new Date('2026-10-01T00:00:00Z'), {
    kinds: ['lunation', 'eclipse', 'station', 'ingress'],
  });
  const href = (summary: (event: (typeof events)[number]) => boolean) => eventPageHref(events.find(summary)!);

  it('sends a New or Full Moon to its page, a quarter nowhere', () => {
    expect(href((event) => event.kind === 'lunation' && event.phase === 'new')).toBe('/new-moon/2026-08-12');
    expect(href((event) => event.kind === 'lunation' && event.phase === 'full')).toBe(
      '/full-moon/2026-08-28',
    );
    expect(href((event) => event.kind === 'lunation' && event.phase === 'first-quarter')).toBeUndefined();
  });
  it('sends an eclipse to its page and a station to its planet', () => {
    expect(href((event) => event.kind === 'eclipse' && event.eclipse === 'solar')).toBe(
      '/eclipses/2026-08-12-total-solar-eclipse',
    );
    expect(href((event) => event.kind === 'station')).toMatch(/^\/[a-z]+-retrograde$/);
    expect(href((event) => event.kind === 'ingress')).toBeUndefined();
  });
});

describe('skyEvent', () => {
  it('is a scheduled, free Event out of doors, seen where the page says', () => {
    expect(
      skyEvent({
        name: 'Total Solar Eclipse',
        startDate: '2026-08-12T17:45:47Z',
        description: 'd',
        url: 'https://astrelle.app/eclipses/2026-08-12-total-solar-eclipse',
        seenFrom: 'Europe, Africa and North America',
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Total Solar Eclipse',
      startDate: '2026-08-12T17:45:47Z',
      description: 'd',
      url: 'https://astrelle.app/eclipses/2026-08-12-total-solar-eclipse',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: 'Europe, Africa and North America' },
      isAccessibleForFree: true,
    });
  });
});
