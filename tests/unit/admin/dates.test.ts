import { describe, expect, it } from 'vitest';
import { adminDate, adminDateTime } from '@/lib/admin/dates';

describe("the admin's one date format", () => {
  it('writes day, short month and year, in UTC whatever the reader’s zone', () => {
    expect(adminDate('2026-11-12T23:30:00.000Z')).toBe('12 Nov 2026');
    // 00:30 in Tokyo is still the 12th in UTC.
    expect(adminDate('2026-11-13T00:30:00+09:00')).toBe('12 Nov 2026');
    expect(adminDate(new Date(Date.UTC(2027, 0, 1)))).toBe('1 Jan 2027');
  });

  it('adds the time on the 24-hour clock and says it is UTC', () => {
    expect(adminDateTime('2026-11-12T14:05:09.000Z')).toBe('12 Nov 2026, 14:05 UTC');
    expect(adminDateTime('2026-03-01T03:07:00+02:00')).toBe('1 Mar 2026, 01:07 UTC');
  });

  it('says "—" for a missing or unreadable date instead of "Invalid Date"', () => {
    for (const none of [null, undefined, '', 'not a date']) {
      expect(adminDate(none)).toBe('—');
      expect(adminDateTime(none)).toBe('—');
    }
  });
});
