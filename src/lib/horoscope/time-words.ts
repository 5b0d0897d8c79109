/**
 * Times in the reader's day (docs/horoscopes.md#times-in-the-readers-day): the prose says "this
 * morning", "tonight", "from Thursday evening" or "on 24 December", never a clock time; the
 * table under it keeps the exact times. The page is built in UTC, so the words are written for
 * UTC; a few inline lines (`time-words-script.ts`) rewrite them in the visitor's own zone with
 * the same rules, from the instant, the form and the page's span carried by the markup.
 *
 * In a reading's text a time is a token (`timeToken`), so the words can be plain text for the
 * tests and the bench (`plainText`) and a <time> element on the page (`readingSegments`).
 */
import { dayMonth, weekdayName } from '@/lib/content/dates';
import { utcDay } from './days';

/** "at" reads "this morning", "from" reads "from this morning", "until" reads "until this morning". */
export type TimeForm = 'at' | 'from' | 'until';
/** A daily page speaks of its own day ("this evening"); a week names weekdays; a month names dates. */
export type TimeSpan = 'day' | 'week' | 'month';

/** The part of the day an hour falls in: 0 the small hours (0–5), 1 morning, 2 afternoon (12–17), 3 evening (17–21), 4 night. */
export function dayPart(hour: number): number {
  return hour < 5 ? 0 : hour < 12 ? 1 : hour < 17 ? 2 : hour < 21 ? 3 : 4;
}

/** The page's own day, part by part: "this morning", "from this morning", "until late tonight". */
const SAME_DAY = ['the early hours', 'this morning', 'this afternoon', 'this evening', 'tonight'];

function sameDay(form: TimeForm, part: number): string {
  const words = SAME_DAY[part]!;
  if (form === 'at') return part === 0 ? `in ${words}` : words;
  return form === 'from' ? `from ${words}` : `until ${part === 4 ? 'late tonight' : words}`;
}

/** Another day, named: "early on Thursday", "Thursday morning", "late on Thursday". */
function namedDay(weekday: string, part: number): string {
  if (part === 0) return `early on ${weekday}`;
  if (part === 4) return `late on ${weekday}`;
  return `${weekday} ${['', 'morning', 'afternoon', 'evening'][part]}`;
}

const FORM_WORD: Record<TimeForm, string> = { at: 'on', from: 'from', until: 'until' };

/**
 * The words for an instant, as a reader whose clock is `offsetMinutes` behind UTC (the sign of
 * `Date#getTimezoneOffset`) reads them on a page of `span` for `pageDay` ("YYYY-MM-DD").
 */
export function timeWords(
  instant: number,
  form: TimeForm,
  span: TimeSpan,
  pageDay: string,
  offsetMinutes = 0,
): string {
  const local = new Date(instant - offsetMinutes * 60_000);
  const part = dayPart(local.getUTCHours());
  if (span === 'month') return `${FORM_WORD[form]} ${dayMonth(local)}`;
  if (span === 'day' && utcDay(local) === pageDay) return sameDay(form, part);
  const named = namedDay(weekdayName(local), part);
  // "on Thursday morning" but "early on Thursday", not "on early on Thursday".
  if (form === 'at') return part === 0 || part === 4 ? named : `on ${named}`;
  return `${FORM_WORD[form]} ${named}`;
}

/**
 * Marks a time inside a reading's text: \uE000 instant ~ form letter ~ words \uE001 (the letter
 * in upper case when the words start a sentence). The page's span and day are the reading's own.
 */
const OPEN = '\uE000';
const CLOSE = '\uE001';
const TOKEN = /\uE000(\d+)~([afuAFU])~([^\uE001]*)\uE001/g;
const FORM_LETTER: Record<TimeForm, string> = { at: 'a', from: 'f', until: 'u' };
const LETTER_FORM: Record<string, TimeForm> = { a: 'at', f: 'from', u: 'until' };

export interface TimeSegment {
  kind: 'time';
  /** ISO instant, to the minute. */
  iso: string;
  /** The form letter the visitor's script reads: a, f or u; upper case to start a sentence. */
  form: string;
  /** The words for UTC, as the page is built. */
  text: string;
}

export type ReadingSegment = string | TimeSegment;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A time in a reading's text, written for UTC until the visitor's script rewrites it. */
export function timeToken(
  instant: number,
  form: TimeForm,
  span: TimeSpan,
  pageDay: string,
  { capital = false } = {},
): string {
  const words = timeWords(instant, form, span, pageDay);
  const letter = capital ? FORM_LETTER[form].toUpperCase() : FORM_LETTER[form];
  return `${OPEN}${instant}~${letter}~${capital ? capitalise(words) : words}${CLOSE}`;
}

/** A text that opens with a time token, with that token in lower case (to follow "Christmas Eve: "). */
export function lowerLeadingToken(text: string): string {
  return text.replace(
    /^\uE000(\d+)~([AFU])~([^\uE001]*)\uE001/,
    (_whole, ms: string, letter: string, words: string) =>
      `${OPEN}${ms}~${letter.toLowerCase()}~${words.charAt(0).toLowerCase()}${words.slice(1)}${CLOSE}`,
  );
}

/** The reading's text as it reads for UTC: the tokens replaced by their words. */
export function plainText(text: string): string {
  return text.replace(TOKEN, (_whole, _ms, _form, words: string) => words);
}

/** The instants named in a text, with their forms (for the checks that words and table agree). */
export function timesIn(text: string): Array<{ instant: number; form: TimeForm; words: string }> {
  return [...text.matchAll(TOKEN)].map(([, ms, letter, words]) => ({
    instant: Number(ms),
    form: LETTER_FORM[letter!.toLowerCase()]!,
    words: words!,
  }));
}

/** The text cut into plain strings and times, for the page template. */
export function readingSegments(text: string): ReadingSegment[] {
  const segments: ReadingSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    if (match.index > last) segments.push(text.slice(last, match.index));
    const [, ms, letter, words] = match;
    segments.push({
      kind: 'time',
      iso: `${new Date(Number(ms)).toISOString().slice(0, 16)}Z`,
      form: letter!,
      text: words!,
    });
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push(text.slice(last));
  return segments;
}
