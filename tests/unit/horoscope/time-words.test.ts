/**
 * Times in the reader's day (docs/horoscopes.md#times-in-the-readers-day): the words the page is
 * built with (UTC) and the words the visitor's script writes in other zones follow one rule.
 */
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  plainText,
  readingSegments,
  timeToken,
  timeWords,
  type TimeForm,
  type TimeSpan,
} from '@/lib/horoscope/time-words';
import { TIME_WORDS_SCRIPT } from '@/lib/horoscope/time-words-script';

const at = (iso: string) => Date.parse(iso);

describe('timeWords', () => {
  it("speaks of the page's own day by its parts", () => {
    const day = '2026-12-07';
    expect(timeWords(at('2026-12-07T03:10Z'), 'at', 'day', day)).toBe('in the early hours');
    expect(timeWords(at('2026-12-07T09:07Z'), 'at', 'day', day)).toBe('this morning');
    expect(timeWords(at('2026-12-07T15:06Z'), 'from', 'day', day)).toBe('from this afternoon');
    expect(timeWords(at('2026-12-07T19:28Z'), 'at', 'day', day)).toBe('this evening');
    expect(timeWords(at('2026-12-07T23:47Z'), 'at', 'day', day)).toBe('tonight');
    expect(timeWords(at('2026-12-07T23:47Z'), 'until', 'day', day)).toBe('until late tonight');
  });

  it('names the weekday for another day, and the date on a month', () => {
    expect(timeWords(at('2026-12-08T02:00Z'), 'until', 'day', '2026-12-07')).toBe('until early on Tuesday');
    expect(timeWords(at('2026-12-10T18:00Z'), 'at', 'week', '2026-12-07')).toBe('on Thursday evening');
    expect(timeWords(at('2026-12-10T18:00Z'), 'from', 'week', '2026-12-07')).toBe('from Thursday evening');
    expect(timeWords(at('2026-12-10T22:00Z'), 'at', 'week', '2026-12-07')).toBe('late on Thursday');
    expect(timeWords(at('2026-12-24T01:28Z'), 'at', 'month', '2026-12-01')).toBe('on 24 December');
  });

  it("reads in the visitor's zone: New York is five hours behind in December", () => {
    // 01:28 UTC on the 24th is 20:28 on the 23rd in New York.
    expect(timeWords(at('2026-12-24T01:28Z'), 'at', 'month', '2026-12-01', 300)).toBe('on 23 December');
    expect(timeWords(at('2026-12-07T03:10Z'), 'at', 'day', '2026-12-07', 300)).toBe('late on Sunday');
  });
});

describe('time tokens', () => {
  it('read as their words in plain text and as times on the page', () => {
    const text = `${timeToken(at('2026-12-07T15:06Z'), 'at', 'day', '2026-12-07', { capital: true })} the Moon enters Sagittarius.`;
    expect(plainText(text)).toBe('This afternoon the Moon enters Sagittarius.');
    expect(readingSegments(text)).toEqual([
      { kind: 'time', iso: '2026-12-07T15:06Z', form: 'A', text: 'This afternoon' },
      ' the Moon enters Sagittarius.',
    ]);
  });
});

/** A browser just enough for the script: <time> elements, each in a reading of a span and a day, in one zone. */
function runScript(
  times: Array<{ iso: string; form: string; span: TimeSpan; day: string }>,
  offsetMinutes: number,
): string[] {
  class ZoneDate extends Date {
    override getTimezoneOffset() {
      return offsetMinutes;
    }
  }
  const elements = times.map(({ iso, form, span, day }) => ({
    dataset: { w: form },
    textContent: '',
    getAttribute: () => iso,
    closest: () => ({ dataset: { span, day } }),
  }));
  const document = { querySelectorAll: () => elements };
  runInNewContext(TIME_WORDS_SCRIPT, { document, Date: ZoneDate });
  return elements.map((element) => element.textContent);
}

describe("the visitor's script", () => {
  const forms: TimeForm[] = ['at', 'from', 'until'];
  const spans: Array<[TimeSpan, string]> = [
    ['day', '2026-12-07'],
    ['week', '2026-12-07'],
    ['month', '2026-12-01'],
  ];
  // Every 97 minutes across three days: every part of the day, on either side of midnight.
  const instants = Array.from({ length: 45 }, (_, index) => at('2026-12-06T00:00Z') + index * 97 * 60_000);
  const cases = spans.flatMap(([span, day]) =>
    forms.flatMap((form) => instants.map((instant) => ({ instant, form, span, day }))),
  );

  for (const offset of [300, -330, 600])
    it(`writes what timeWords writes, ${offset} minutes behind UTC`, () => {
      const times = cases.map(({ instant, form, span, day }) => ({
        iso: `${new Date(instant).toISOString().slice(0, 16)}Z`,
        form: form[0]!,
        span,
        day,
      }));
      const expected = cases.map(({ instant, form, span, day }) =>
        timeWords(Math.floor(instant / 60_000) * 60_000, form, span, day, offset),
      );
      expect(runScript(times, offset)).toEqual(expected);
    });

  it('capitalises a time that starts a sentence, and leaves UTC visitors alone', () => {
    const time = { iso: '2026-12-07T15:06Z', form: 'A', span: 'day' as const, day: '2026-12-07' };
    expect(runScript([time], 300)).toEqual(['This morning']);
    expect(runScript([time], 0)).toEqual(['']);
  });
});
