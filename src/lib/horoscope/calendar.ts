/**
 * The reader's calendar, as a month's horoscope reads it (docs/horoscopes.md#the-month): which days
 * are bank holidays in England and Wales (a month's best days for work avoid them and weekends),
 * and which days carry a name a reader plans around (Christmas Eve, New Year's Eve, Easter), so the
 * month can say what the sky means for them. The names are ours, in content/horoscope/periods.json.
 */
import { addDays, dayStartMs } from './days';

/** Easter Sunday of a Gregorian year ("YYYY-MM-DD"), by the anonymous Gregorian algorithm (Meeus). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** 0 Sunday … 6 Saturday. */
export const weekday = (day: string) => new Date(dayStartMs(day)).getUTCDay();
export const isWeekend = (day: string) => weekday(day) === 0 || weekday(day) === 6;

/** The first (or, with `last`, the last) Monday of a month. */
function monday(year: number, month: number, last = false): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  if (!last) {
    let day = `${year}-${pad(month)}-01`;
    while (weekday(day) !== 1) day = addDays(day, 1);
    return day;
  }
  let day = addDays(month === 12 ? `${year + 1}-01-01` : `${year}-${pad(month + 1)}-01`, -1);
  while (weekday(day) !== 1) day = addDays(day, -1);
  return day;
}

/**
 * The bank holidays of England and Wales in a year, by the standing rules: New Year's Day, Good
 * Friday, Easter Monday, the early May, spring and summer Mondays, Christmas Day and Boxing Day,
 * with a weekday off in lieu when New Year's Day, Christmas or Boxing Day falls at a weekend.
 * (One-off holidays, such as a coronation, are not in the rules and not here.)
 */
export function bankHolidays(year: number): Set<string> {
  const days = new Set<string>();
  let newYear = `${year}-01-01`;
  while (isWeekend(newYear)) newYear = addDays(newYear, 1);
  days.add(newYear);
  const easter = easterSunday(year);
  days.add(addDays(easter, -2));
  days.add(addDays(easter, 1));
  days.add(monday(year, 5));
  days.add(monday(year, 5, true));
  days.add(monday(year, 8, true));
  // Christmas and Boxing Day: each takes the next weekday not already taken.
  for (const day of [`${year}-12-25`, `${year}-12-26`]) {
    let off = day;
    while (isWeekend(off) || days.has(off)) off = addDays(off, 1);
    days.add(off);
  }
  return days;
}

const holidaysByYear = new Map<number, Set<string>>();

export function isBankHoliday(day: string): boolean {
  const year = Number(day.slice(0, 4));
  if (!holidaysByYear.has(year)) holidaysByYear.set(year, bankHolidays(year));
  return holidaysByYear.get(year)!.has(day);
}

/**
 * A day most people do not work: a weekend, a bank holiday, or Christmas Eve and New Year's Eve
 * (many offices close early or not at all).
 */
export function isDayOff(day: string): boolean {
  return isWeekend(day) || isBankHoliday(day) || day.endsWith('-12-24') || day.endsWith('-12-31');
}

export interface NamedDay {
  name: string;
  /** What the few days around it are called in a heading ("Christmas"). */
  season: string;
}

/**
 * The named day a date is, if any: fixed dates by "MM-DD", Easter's days by their distance from
 * Easter Sunday ("easter-2" is Good Friday).
 */
export function namedDay(day: string, names: Readonly<Record<string, NamedDay>>): NamedDay | undefined {
  const fixed = names[day.slice(5)];
  if (fixed) return fixed;
  const easter = dayStartMs(easterSunday(Number(day.slice(0, 4))));
  const offset = Math.round((dayStartMs(day) - easter) / 86_400_000);
  return names[`easter${offset}`];
}

/** The zones a named day must hold in: Britain's and the eastern edge of the EU's (docs/horoscopes.md#the-month). */
const NAMED_DAY_ZONES = ['Europe/London', 'Europe/Athens'] as const;
const zoneDays = NAMED_DAY_ZONES.map(
  (timeZone) =>
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
);

/**
 * The date an instant falls on for a reader anywhere from the UK to Greece, or undefined when it
 * falls on two different dates there (late evening in London is already tomorrow in Athens). A
 * named day ("on Christmas Eve") is only said of an event on its date in every one of these zones;
 * otherwise the page says the date, which the local-times script rewrites for the reader.
 */
export function europeanDay(instant: number): string | undefined {
  const [first, ...rest] = zoneDays.map((format) => format.format(instant));
  return rest.every((day) => day === first) ? first : undefined;
}
