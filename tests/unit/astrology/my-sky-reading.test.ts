/**
 * My Sky's reading (docs/personal-sky.md#the-reading): led by the strongest transit active today
 * with its dates, the Moon's exact contacts of the day all named, no transit read as in force
 * before it begins, 150–250 words, contacts in plain words with no glossary bracket, no phrase said
 * twice, no clock time, and no date that disagrees with the year list beside it.
 */
import { describe, expect, it } from 'vitest';
import { personalSky, transitName, type PersonalSky } from '@/lib/astrology/personal-sky';
import { READING_WORDS } from '@/lib/astrology/personal-sky/reading';
import { mySkyWords } from '@/lib/astrology/personal-sky/reading-words';
import { transitWindow } from '@/lib/astrology/personal-sky/window';
import { splitSentences } from '@/lib/astrology/narrative/grammar';
import { proseProblems } from './support/prose-checks';

const LONDON = { name: 'London', latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London' };
const sky = (birthDate: string, day: string, zone = 'Europe/London', hour = 9, timed = true): PersonalSky =>
  personalSky({
    person: { birthDate, ...(timed ? { birthTime: '08:30', birthPlace: LONDON } : {}) },
    day,
    zone,
    now: new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`),
  });

/** American forms that would give the words away (the British ones are what we write). */
const AMERICAN_SPELLING =
  /\b(colors?|colored|center|centered|favor|favorite|behavior|humor|toward|gray|practicing|\w+iz(e|ed|es|ing))\b/i;

const text = (reading: readonly string[]) => reading.join(' ');
const wordCount = (reading: readonly string[]) => text(reading).split(/\s+/).filter(Boolean).length;
/** Word runs of five (case and punctuation ignored) that a reading says more than once. */
function repeatedRuns(reading: readonly string[]): string[] {
  const tokens = text(reading)
    .toLowerCase()
    .replace(/[^a-z0-9'\s-]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (let i = 0; i + 5 <= tokens.length; i += 1) {
    const run = tokens.slice(i, i + 5).join(' ');
    if (seen.has(run)) repeated.add(run);
    seen.add(run);
  }
  return [...repeated];
}

/** A chart and a day whose list holds slow transits still to begin (Saturn from 9 December, Pluto from 23 December). */
const DECEMBER = sky('1990-01-10', '2025-12-07');

/** A spread of charts, days and zones, the same every run. */
const SAMPLE = Array.from({ length: 24 }, (_, i) =>
  sky(
    `${1950 + ((i * 7) % 55)}-${String(1 + ((i * 5) % 12)).padStart(2, '0')}-${String(1 + ((i * 11) % 28)).padStart(2, '0')}`,
    `2026-${String(1 + (i % 12)).padStart(2, '0')}-${String(3 + ((i * 3) % 25)).padStart(2, '0')}`,
    ['Europe/London', 'America/New_York', 'Asia/Tokyo', 'Australia/Sydney'][i % 4],
    (i * 5) % 24,
    i % 3 !== 0,
  ),
);

describe("My Sky's reading", () => {
  it('leads with the strongest transit active today and gives its dates as the year list has them', () => {
    const [lead] = DECEMBER.reading;
    expect(lead).toMatch(
      /^(The main story today is|Today's strongest thread is|What shapes your day most is|The transit to watch today is) Neptune (in easy step|working smoothly) with your Midheaven\./,
    );
    // Neptune stations on 10 December a fifth of a degree short of exact: a near miss, said so.
    expect(lead).toContain(
      'Neptune comes to a standstill on Wednesday, within a fifth of a degree of this point, before moving forwards again',
    );
    const uranus = DECEMBER.year.find(
      (transit) => transit.transiting === 'Uranus' && transit.natal === 'MC',
    )!;
    expect(uranus.end.slice(0, 10)).toBe('2025-12-23');
    expect(text(DECEMBER.reading)).toContain(
      'Uranus faces your Midheaven, past its peak on 27 November and now easing',
    );
  });

  it('after the lead, reads a slow planet’s contact before a passing one of the Sun or the inner planets', () => {
    // 7 December 2026 for a New York birth: Saturn trine the natal Jupiter within 0.03°, and the Sun
    // opposite the natal Venus (exact yesterday) weighs a little more by orb; Saturn's lasts weeks.
    const result = personalSky({
      person: {
        birthDate: '1995-06-22',
        birthTime: '21:15',
        birthPlace: { name: 'New York', latitude: 40.7128, longitude: -74.006, timezone: 'America/New_York' },
      },
      day: '2026-12-07',
      zone: 'America/New_York',
      now: new Date('2026-12-07T09:00:00Z'),
    });
    const [, , closing] = result.reading;
    expect(result.today.map((t) => `${t.transiting} ${t.natal}`).slice(1, 3)).toEqual([
      'Sun Venus',
      'Saturn Jupiter',
    ]);
    expect(closing).toMatch(
      new RegExp(`Saturn (also )?(${mySkyWords.moon.verbs.trine.join('|')}) your Jupiter`),
    );
  });

  it('never reads as active a transit that begins later: it is "coming up", with its start', () => {
    // Pluto comes within a degree of the natal Venus on 23 December, Saturn of the Ascendant on 9
    // December; both are in today's list (within its wider orb) but neither is in force yet.
    const listed = DECEMBER.today.map(transitName);
    expect(listed).toEqual(
      expect.arrayContaining(['Pluto conjunct your Venus', 'Saturn sextile your Ascendant']),
    );
    const readings = ['2025-12-07', '2025-12-08', '2025-12-12', '2025-12-20'].map((day) =>
      sky('1990-01-10', day),
    );
    let checked = 0;
    for (const reading of [...readings, ...SAMPLE]) {
      const natalAt = new Map(reading.natal.map((position) => [position.point, position.longitude]));
      for (const transit of reading.today) {
        if (transit.transiting === 'Moon' || transit.exact) continue;
        const window = transitWindow(
          transit.transiting,
          natalAt.get(transit.natal)!,
          transit.aspect,
          Date.parse(reading.reference),
        );
        if (!window || window.start < Date.parse(reading.dayEnd)) continue;
        // Not yet in force: any sentence that names it says it is coming, from a day after today.
        const body = transit.transiting === 'Sun' ? 'the Sun' : transit.transiting;
        const point = `your ${transit.natal === 'MC' ? 'Midheaven' : transit.natal}`;
        for (const sentence of text(reading.reading).split(/(?<=[.!?])\s+/))
          if (sentence.includes(` ${body} `) && sentence.includes(point)) {
            checked += 1;
            expect(sentence, text(reading.reading)).toMatch(/^(Coming up|Further ahead)/);
            expect(sentence).not.toMatch(/from (yesterday|last|this|the small hours|midday)/);
          }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it("names every one of the Moon's exact contacts of the day", () => {
    for (const reading of [DECEMBER, ...SAMPLE]) {
      const moon = reading.reading[1]!;
      const exact = reading.today.filter(
        (transit) =>
          transit.transiting === 'Moon' &&
          transit.exact &&
          transit.exact >= reading.dayStart &&
          transit.exact < reading.dayEnd,
      );
      for (const transit of exact)
        expect(
          mySkyWords.moon.verbs[transit.aspect].some((verb) =>
            moon.includes(`${verb} your ${transit.natal === 'MC' ? 'Midheaven' : transit.natal}`),
          ),
          `${transitName(transit)} in: ${moon}`,
        ).toBe(true);
    }
  });

  it('is 150–250 words in three paragraphs, with no clock time', () => {
    for (const reading of [DECEMBER, ...SAMPLE]) {
      expect(reading.reading).toHaveLength(3);
      const count = wordCount(reading.reading);
      expect(count, text(reading.reading)).toBeGreaterThanOrEqual(READING_WORDS.min);
      expect(count, text(reading.reading)).toBeLessThanOrEqual(READING_WORDS.max);
      expect(text(reading.reading)).not.toMatch(/\d\d:\d\d|UTC/);
    }
  });

  it('names contacts in plain words, with no glossary bracket and no aspect term in the prose', () => {
    // The table under the reading keeps "trine", "orb" and the rest, and its key explains them.
    for (const reading of [DECEMBER, ...SAMPLE]) {
      const all = text(reading.reading);
      expect(all, all).not.toMatch(/[()]/);
      expect(all, all).not.toMatch(/\b(conjunct(ion)?|opposition|squares?|trines?|sextiles?|orb)\b/i);
    }
  });

  it('says no phrase of five words twice, and reads as written', () => {
    for (const reading of [DECEMBER, ...SAMPLE]) {
      expect(repeatedRuns(reading.reading), text(reading.reading)).toEqual([]);
      // Shorter stock phrases too: a near miss is said one way once, and no two sentences in a
      // row of the closing paragraph open with the same word.
      expect(text(reading.reading).split('hovering just short').length - 1).toBeLessThanOrEqual(1);
      // The Moon's contacts name a part of the day once; after that "a little later" (its change of
      // sign may name the same part: it is not in the contacts' time order).
      const contacts = splitSentences(reading.reading[1]!).slice(1).join(' ');
      for (const part of ['this morning', 'this afternoon', 'this evening', 'in the small hours'])
        expect(contacts.split(new RegExp(`\\b${part}\\b`, 'i')).length - 1, contacts).toBeLessThanOrEqual(1);
      const openings = (reading.reading[2] ?? '').split(/(?<=[.!?])\s+/).map((s) => s.split(' ')[0]);
      for (let at = 1; at < openings.length; at += 1) expect(openings[at]).not.toBe(openings[at - 1]);
      for (const paragraph of reading.reading) expect(proseProblems(paragraph)).toEqual([]);
    }
  });

  it('spells British (issue 48 makes the whole site British)', () => {
    expect(JSON.stringify(mySkyWords).match(AMERICAN_SPELLING)).toBeNull();
  });

  it('is the same for the same chart, day and moment', () => {
    expect(sky('1990-01-10', '2025-12-07').reading).toEqual(DECEMBER.reading);
  });
});
