/**
 * Calendar text is escaped in one place (src/lib/ical/calendar-file.ts, docs/security.md#calendar-files):
 * a file built from hostile names is read back by an independent parser (ical.js), which finds
 * exactly the calendar and the events we wrote, the hostile text as plain words inside them.
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarFile, MAX_LINE_CHARS, oneLine } from '@/lib/ical/calendar-file';

/** What a stranger might type as a name to plant an event in someone's calendar. */
const PLANT =
  'Eve\r\nBEGIN:VEVENT\r\nUID:evil@x\r\nDTSTART:20270101T000000Z\r\nSUMMARY:Pay now\r\nEND:VEVENT';
const HOSTILE = [
  PLANT,
  'Eve\nEND:VCALENDAR\nBEGIN:VCALENDAR\nX-WR-CALNAME:Bank',
  'Eve\rSUMMARY:Pay now',
  'Eve\u2028SUMMARY:Pay now\u2029',
  'Eve\u0000\u0007\u001b[31m',
  'Semi;colon, comma\\ back\\slash \\n not a break',
  'Ünïcødé ✨ 🌙 — ° ′',
];

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
  return { calendar, events };
}

describe('a calendar file built from hostile text', () => {
  const file = calendarFile({
    name: PLANT,
    description: 'Line one;\r\nline two, with a \\ backslash\rBEGIN:VEVENT',
    url: 'https://astrelle.app/my-sky',
    stamp: new Date('2026-12-07T00:00:00Z'),
    events: HOSTILE.map((text, index) => ({
      uid: `event-${index}@astrelle.app`,
      start: new Date(Date.UTC(2027, 0, 1 + index)),
      summary: `${text}'s transit`,
      description: `${text}\nsecond line`,
      url: 'https://astrelle.app/my-sky',
    })),
  });
  const { calendar, events } = parse(file);

  it('holds exactly the events we wrote, the hostile text inside them as words', () => {
    expect(events).toHaveLength(HOSTILE.length);
    expect(events.map((event) => event.uid)).toEqual(
      HOSTILE.map((_, index) => `event-${index}@astrelle.app`),
    );
    expect(events.map((event) => event.summary)).toEqual(HOSTILE.map((text) => oneLine(`${text}'s transit`)));
    expect(events.some((event) => event.summary === 'Pay now')).toBe(false);
    expect(calendar.getAllSubcomponents('vcalendar')).toHaveLength(0);
  });

  it('keeps the calendar name on one line and reads it back as written', () => {
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(oneLine(PLANT));
    expect(calendar.getFirstPropertyValue('name')).toBe(oneLine(PLANT));
    expect(oneLine(PLANT)).not.toMatch(/[\r\n]/);
  });

  it('keeps line breaks in descriptions as text and escapes ; , and \\', () => {
    expect(events[5]!.description).toBe('Semi;colon, comma\\ back\\slash \\n not a break\nsecond line');
    // ical.js hands back an X- property's value as written: RFC 5545 escapes, one line.
    expect(calendar.getFirstPropertyValue('x-wr-caldesc')).toBe(
      'Line one\\;\\nline two\\, with a \\\\ backslash\\nBEGIN:VEVENT',
    );
    // No raw line of the file starts a component except the ones we wrote.
    const lines = file.replace(/\r\n[ \t]/g, '').split('\r\n');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(HOSTILE.length);
    expect(lines.filter((line) => line.startsWith('BEGIN:'))).toHaveLength(HOSTILE.length + 1);
    expect(file.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
  });

  it('cuts a name or summary to one line of at most 200 characters, whole characters kept', () => {
    expect(Array.from(oneLine('🌙'.repeat(500)))).toHaveLength(MAX_LINE_CHARS);
    expect(oneLine('  a \r\n\t b  ')).toBe('a b');
  });

  it('writes UIDs and URLs only as the characters they may hold', () => {
    const odd = calendarFile({
      name: 'x',
      description: '',
      url: 'https://astrelle.app/my sky?x=1\r\nSUMMARY:Pay now',
      stamp: new Date('2026-12-07T00:00:00Z'),
      events: [
        {
          uid: 'a\r\nSUMMARY:Pay now@x',
          start: new Date('2027-01-01T00:00:00Z'),
          summary: 's',
          description: '',
        },
      ],
    });
    const parsed = parse(odd);
    expect(parsed.events).toHaveLength(1);
    expect(parsed.events[0]!.uid).toBe('a--SUMMARY-Pay-now@x');
    expect(parsed.events[0]!.summary).toBe('s');
    expect(odd).not.toMatch(/\r\nSUMMARY:Pay now/);
    expect(() =>
      calendarFile({ name: 'x', description: '', url: 'javascript:alert(1)', stamp: new Date(), events: [] }),
    ).toThrow();
  });
});
