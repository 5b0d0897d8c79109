import { describe, expect, it } from 'vitest';
import { calendarMonth, calendarSpan } from '@/lib/sky-calendar/calendar';
import { addMonths, monthName } from '@/lib/sky-calendar/months';

describe('the sky calendar month', () => {
  const span = calendarSpan('2026-11', 2);
  const november = calendarMonth('2026-11', span);

  it('lists every event of the month once, day by day in time order, Moon aspects left out', () => {
    const ids = november.days.flatMap((day) => day.entries.map((entry) => entry.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(november.days.map((day) => day.day)).toEqual([...november.days.map((day) => day.day)].sort());
    for (const day of november.days) {
      expect(day.day.startsWith('2026-11')).toBe(true);
      const times = day.entries.map((entry) => entry.datetime);
      expect(
        times.slice(1).every((time, i) => time >= times[i]! || day.entries[i]!.time === '00:00 UTC'),
      ).toBe(true);
    }
    expect(ids.some((id) => id.startsWith('aspect-moon'))).toBe(false);
    expect(ids).toContain('station-mercury-direct-20261113');
  });

  it('shows the Moon phases among the highlights with sign and degree', () => {
    expect(november.highlights.map((entry) => entry.summary)).toContain('Full Moon in Gemini');
    expect(november.highlights.find((entry) => entry.summary === 'Full Moon in Gemini')!.detail).toMatch(
      /^at \d+°\d{2}′ Gemini$/,
    );
  });

  it('lists a retrograde loop whose shadow touches the month, with its stations and shadow in order', () => {
    const mercury = november.retrogrades.find((loop) => loop.body === 'Mercury')!;
    expect(mercury.stationDirect.utc.slice(0, 10)).toBe('2026-11-13');
    expect(mercury.shadow.enters.time).toBeLessThan(mercury.stationRetrograde.time);
    expect(mercury.stationDirect.time).toBeLessThan(mercury.shadow.leaves.time);
  });

  it('shows a void that began the month before on the first day, saying when it began', () => {
    const first = november.days[0]!;
    expect(first.day).toBe('2026-11-01');
    const carried = first.entries.find(
      (entry) => entry.kind === 'void-of-course' && entry.time === '00:00 UTC',
    );
    expect(carried?.detail).toMatch(/^since Saturday 31 October 21:59 UTC/);
  });

  it('names and counts months', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
    expect(monthName('2026-12')).toBe('December 2026');
  });
});
