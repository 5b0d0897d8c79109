/** The sky calendar's feed against RFC 5545's rules, read back by an independent parser (ical.js). */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarSpan } from '@/lib/sky-calendar/calendar';
import { skyFeed, webcalUrl } from '@/lib/sky-calendar/feed';

const span = calendarSpan('2026-11', 2);
const options = {
  siteUrl: 'https://astrelle.app',
  brand: 'Astrelle',
  stamp: new Date('2026-11-27T00:00:00Z'),
  pageMonths: ['2026-11', '2026-12'],
};
const feed = skyFeed(span.events, options);
const lines = feed.split('\r\n');
/** Content lines: folded lines joined again (RFC 5545 §3.1: CRLF followed by one space or tab). */
const unfolded = feed.replace(/\r\n[ \t]/g, '').split('\r\n');

describe('the sky calendar feed (RFC 5545)', () => {
  it('ends every line with CRLF and has no bare CR or LF', () => {
    // The last line too (RFC 5545 §3.1: contentline = name … value CRLF).
    expect(feed.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(feed.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
  });

  it('folds lines at 75 octets without splitting a UTF-8 character', () => {
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    // Some lines carry ° and ′ (two and three octets): none may come out mangled.
    expect(feed).not.toContain('\uFFFD');
    expect(feed).toMatch(/°/);
  });

  it('starts with the calendar properties and gives every event a UID, DTSTAMP and DTSTART in UTC', () => {
    expect(unfolded[0]).toBe('BEGIN:VCALENDAR');
    expect(unfolded).toContain('VERSION:2.0');
    expect(unfolded.some((line) => line.startsWith('PRODID:'))).toBe(true);
    const events = feed.split('BEGIN:VEVENT').slice(1);
    expect(events.length).toBe(span.events.length);
    for (const event of events) {
      const props = event.replace(/\r\n[ \t]/g, '').split('\r\n');
      expect(props.filter((line) => line.startsWith('UID:'))).toHaveLength(1);
      expect(props.find((line) => line.startsWith('DTSTAMP:'))).toBe('DTSTAMP:20261127T000000Z');
      expect(props.find((line) => line.startsWith('DTSTART'))).toMatch(/^DTSTART:\d{8}T\d{6}Z$/);
      expect(props).toContain('TRANSP:TRANSPARENT');
    }
  });

  it('escapes commas, semicolons and backslashes in text and writes line breaks as \\n', () => {
    for (const line of unfolded.filter((l) => /^(SUMMARY|DESCRIPTION|X-WR-CALDESC):/.test(l))) {
      const value = line.slice(line.indexOf(':') + 1);
      expect(value, line).not.toMatch(/(^|[^\\])[,;]/);
      expect(value.replaceAll('\\\\', '').replaceAll(/\\[,;nN]/g, '')).not.toContain('\\');
    }
    expect(unfolded.some((line) => line.startsWith('DESCRIPTION:') && line.includes('\\n'))).toBe(true);
  });

  it('keeps every UID the same when the feed is built again later, and unique within it', () => {
    const uids = (text: string) =>
      [...text.replace(/\r\n[ \t]/g, '').matchAll(/^UID:(.+)$/gm)].map((m) => m[1]);
    const again = skyFeed(calendarSpan('2026-11', 2).events, {
      ...options,
      stamp: new Date('2026-11-28T00:00:00Z'),
    });
    expect(uids(again)).toEqual(uids(feed));
    expect(new Set(uids(feed)).size).toBe(uids(feed).length);
    expect(uids(feed)).toContain('lunation-full-20261124@astrelle.app');
  });

  it('reads back with ical.js: names like "Full Moon in Gemini", voids with their end', () => {
    const calendar = new ICAL.Component(ICAL.parse(feed));
    const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    const summaries = events.map((event) => event.summary);
    for (const name of [
      'Full Moon in Gemini',
      'Moon enters Leo',
      'Mercury stations direct in Scorpio',
      'Uranus trine Pluto',
    ])
      expect(summaries).toContain(name);
    const full = events.find((event) => event.summary === 'Full Moon in Gemini')!;
    expect(full.startDate.toJSDate().toISOString()).toBe(
      span.events.find((e) => e.id === 'lunation-full-20261124')!.utc.replace('Z', '.000Z'),
    );
    const voids = events.filter((event) => event.summary.includes('void of course'));
    expect(voids.length).toBeGreaterThan(20);
    for (const event of voids) expect(event.endDate.compare(event.startDate)).toBe(1);
    // The calendar's description is escaped once, never twice (ical.js reads X- properties raw).
    expect(calendar.getFirstPropertyValue('x-wr-caldesc')).toBe(
      'Lunations\\, eclipses\\, ingresses\\, stations\\, exact aspects and void-of-course Moons\\, computed from the real sky. Times in UTC.',
    );
  });

  it('offers the feed as a webcal: address of the same file', () => {
    expect(webcalUrl('https://astrelle.app')).toBe('webcal://astrelle.app/sky-calendar.ics');
  });
});
