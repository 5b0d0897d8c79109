import { describe, expect, it } from 'vitest';
import raw from '../../../content/celebrities/celebrities.json';
import { CELEBRITIES, celebrityListSchema, findCelebrity } from '@/lib/celebrity/dataset';
import { CELEBRITY_SUMMARIES, searchCelebrities } from '@/lib/celebrity/summaries';

describe('the celebrity dataset (content/celebrities/celebrities.json)', () => {
  it('holds at least 30 public figures that all pass the schema', () => {
    expect(celebrityListSchema.safeParse(raw).success).toBe(true);
    expect(CELEBRITIES.length).toBeGreaterThanOrEqual(30);
  });

  it('prefers recorded data: most entries are rated AA or A and have a birth time', () => {
    const recorded = CELEBRITIES.filter((celebrity) => celebrity.rodden === 'AA' || celebrity.rodden === 'A');
    expect(recorded.length).toBeGreaterThanOrEqual(30);
    for (const celebrity of recorded) expect(celebrity.birthTime, celebrity.id).toMatch(/^\d{2}:\d{2}$/);
    for (const celebrity of CELEBRITIES.filter((entry) => entry.rodden === 'X'))
      expect(celebrity.birthTime, celebrity.id).toBeNull();
  });

  it('refuses an impossible date, out-of-range coordinates, an unknown time zone and a repeated id', () => {
    const good = structuredClone(raw[0]!);
    const bad = (change: (entry: typeof good) => void) => {
      const entry = structuredClone(good);
      change(entry);
      return celebrityListSchema.safeParse([entry]).success;
    };
    expect(bad(() => undefined)).toBe(true);
    expect(bad((entry) => (entry.birthDate = '1961-02-30'))).toBe(false);
    expect(bad((entry) => (entry.birthTime = '25:10'))).toBe(false);
    expect(bad((entry) => (entry.place.latitude = 91))).toBe(false);
    expect(bad((entry) => (entry.place.longitude = -181))).toBe(false);
    expect(bad((entry) => (entry.place.timezone = 'Mars/Olympus_Mons'))).toBe(false);
    expect(bad((entry) => (entry.rodden = 'Z'))).toBe(false);
    // A rating without a time cannot carry one, and a recorded time cannot be missing.
    expect(bad((entry) => (entry.rodden = 'X'))).toBe(false);
    expect(bad((entry) => (entry.birthTime = null as unknown as string))).toBe(false);
    expect(celebrityListSchema.safeParse([good, good]).success).toBe(false);
  });

  it('finds entries by id and searches names, notes and places without caring about accents or case', () => {
    expect(findCelebrity('barack-obama')?.place.timezone).toBe('Pacific/Honolulu');
    expect(findCelebrity('nobody')).toBeUndefined();
    expect(searchCelebrities(CELEBRITY_SUMMARIES, 'dali').map((item) => item.id)).toEqual(['salvador-dali']);
    expect(
      searchCelebrities(CELEBRITY_SUMMARIES, 'BEATLES')
        .map((item) => item.id)
        .sort(),
    ).toEqual(['john-lennon', 'paul-mccartney']);
    expect(searchCelebrities(CELEBRITY_SUMMARIES, 'liverpool singer')).toHaveLength(2);
    expect(searchCelebrities(CELEBRITY_SUMMARIES, '  ')).toHaveLength(CELEBRITY_SUMMARIES.length);
  });
});
