/**
 * The twelve tropical Sun signs with their fixed date ranges (docs/constants.md#zodiac-signs), their
 * symbols, elements and modalities. One place for these constants; everything else imports it.
 */
export const ZODIAC_SIGNS = [
  'Aries',
  'Taurus',
  'Gemini',
  'Cancer',
  'Leo',
  'Virgo',
  'Libra',
  'Scorpio',
  'Sagittarius',
  'Capricorn',
  'Aquarius',
  'Pisces',
] as const;

export type ZodiacSign = (typeof ZODIAC_SIGNS)[number];
export type Element = 'fire' | 'earth' | 'air' | 'water';
export type Modality = 'cardinal' | 'fixed' | 'mutable';

export const SIGN_SYMBOLS: Record<ZodiacSign, string> = {
  Aries: '♈',
  Taurus: '♉',
  Gemini: '♊',
  Cancer: '♋',
  Leo: '♌',
  Virgo: '♍',
  Libra: '♎',
  Scorpio: '♏',
  Sagittarius: '♐',
  Capricorn: '♑',
  Aquarius: '♒',
  Pisces: '♓',
};

const ELEMENT_ORDER: readonly Element[] = ['fire', 'earth', 'air', 'water'];
const MODALITY_ORDER: readonly Modality[] = ['cardinal', 'fixed', 'mutable'];

/** Fire, earth, air, water repeat in zodiac order starting with Aries. */
export function signElement(sign: ZodiacSign): Element {
  return ELEMENT_ORDER[ZODIAC_SIGNS.indexOf(sign) % 4]!;
}

/** Cardinal, fixed, mutable repeat in zodiac order starting with Aries. */
export function signModality(sign: ZodiacSign): Modality {
  return MODALITY_ORDER[ZODIAC_SIGNS.indexOf(sign) % 3]!;
}

/** How many signs apart two signs are the short way round the zodiac, 0 (same sign) to 6 (opposite). */
export function signDistance(a: ZodiacSign, b: ZodiacSign): number {
  const steps = Math.abs(ZODIAC_SIGNS.indexOf(a) - ZODIAC_SIGNS.indexOf(b));
  return Math.min(steps, 12 - steps);
}

/** How two signs stand to each other, by their distance round the zodiac (0–6 signs). */
export const SIGN_RELATIONS = [
  'same',
  'semisextile',
  'sextile',
  'square',
  'trine',
  'quincunx',
  'opposition',
] as const;
export type SignRelation = (typeof SIGN_RELATIONS)[number];

export function signRelation(a: ZodiacSign, b: ZodiacSign): SignRelation {
  return SIGN_RELATIONS[signDistance(a, b)]!;
}

/**
 * First day of each sign as [month, day], in calendar order (docs/constants.md#zodiac-signs): Capricorn runs
 * 22 Dec–19 Jan, Aquarius 20 Jan–18 Feb, Pisces 19 Feb–20 Mar, Aries 21 Mar–19 Apr, and so on.
 */
const SIGN_STARTS: ReadonlyArray<readonly [month: number, day: number, sign: ZodiacSign]> = [
  [1, 20, 'Aquarius'],
  [2, 19, 'Pisces'],
  [3, 21, 'Aries'],
  [4, 20, 'Taurus'],
  [5, 21, 'Gemini'],
  [6, 21, 'Cancer'],
  [7, 23, 'Leo'],
  [8, 23, 'Virgo'],
  [9, 23, 'Libra'],
  [10, 23, 'Scorpio'],
  [11, 22, 'Sagittarius'],
  [12, 22, 'Capricorn'],
];

/**
 * The Sun sign for a month (1–12) and day (1–31), or '' when either is missing or out of range.
 * It does not check that the date exists (31 February gives Pisces): the forms offer only real
 * dates (docs/decisions.md#a-date-of-birth-that-exists).
 */
export function zodiacSignFor(
  month: number | string | undefined | null,
  day: number | string | undefined | null,
): ZodiacSign | '' {
  const m = Number(month);
  const d = Number(day);
  if (month === '' || day === '' || month == null || day == null) return '';
  if (!Number.isInteger(m) || !Number.isInteger(d) || m < 1 || m > 12 || d < 1 || d > 31) return '';
  let sign: ZodiacSign = 'Capricorn';
  for (const [startMonth, startDay, candidate] of SIGN_STARTS) {
    if (m > startMonth || (m === startMonth && d >= startDay)) sign = candidate;
  }
  return sign;
}

/** The Sun sign for an ISO date string "YYYY-MM-DD" (as a date input gives it), or ''. */
export function zodiacSignForIsoDate(isoDate: string | undefined | null): ZodiacSign | '' {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate ?? '');
  if (!match) return '';
  return zodiacSignFor(Number(match[2]), Number(match[3]));
}

export function isZodiacSign(value: unknown): value is ZodiacSign {
  return typeof value === 'string' && (ZODIAC_SIGNS as readonly string[]).includes(value);
}

/**
 * The dates a sign covers by the same table, as [month, day] pairs (1-based): Aries is
 * [[3, 21], [4, 19]], Capricorn [[12, 22], [1, 19]].
 */
export function signDates(sign: ZodiacSign): [[number, number], [number, number]] {
  const index = SIGN_STARTS.findIndex(([, , candidate]) => candidate === sign);
  const [month, day] = SIGN_STARTS[index]!;
  const [nextMonth, nextDay] = SIGN_STARTS[(index + 1) % SIGN_STARTS.length]!;
  const end = new Date(Date.UTC(2001, nextMonth - 1, nextDay - 1));
  return [
    [month, day],
    [end.getUTCMonth() + 1, end.getUTCDate()],
  ];
}
