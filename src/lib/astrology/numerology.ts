/**
 * Pythagorean numerology for the soulmate-by-name reading: letters a–i = 1–9, j–r = 1–9,
 * s–z = 1–8; sums are reduced digit by digit, keeping the master numbers 11, 22 and 33.
 * Numbers fall into the classic harmonious triads {1,5,7}, {2,4,8}, {3,6,9}.
 */
import library from '../../../content/astrology/numerology.json';
import type { CivilDate } from './birth-date';
import type { NameNumbersFacts, NameReadingFacts } from './contract';
import type { Element } from './zodiac';
import { render } from './narrative/template';
import { scoreTier } from '../calculators/score-bands';

const MASTER = new Set([11, 22, 33]);
const VOWELS = new Set(['a', 'e', 'i', 'o', 'u']);

export function letterValue(letter: string): number {
  const code = letter.charCodeAt(0) - 96;
  return code >= 1 && code <= 26 ? ((code - 1) % 9) + 1 : 0;
}

export function reduceNumber(value: number): number {
  let n = value;
  while (n > 9 && !MASTER.has(n))
    n = String(n)
      .split('')
      .reduce((sum, digit) => sum + Number(digit), 0);
  return n;
}

function lettersOf(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .split('');
}

export type NameNumbers = NameNumbersFacts;

export function nameNumbers(name: string, birth: CivilDate): NameNumbers {
  const letters = lettersOf(name);
  const sum = (filter: (l: string) => boolean) =>
    reduceNumber(letters.filter(filter).reduce((s, l) => s + letterValue(l), 0));
  const lifePath = reduceNumber(
    reduceNumber(birth.year) + reduceNumber(birth.month) + reduceNumber(birth.day),
  );
  return {
    expression: sum(() => true),
    soulUrge: sum((l) => VOWELS.has(l)),
    personality: sum((l) => !VOWELS.has(l)),
    lifePath,
  };
}

const root = (n: number) =>
  n > 9
    ? reduceNumber(
        String(n)
          .split('')
          .reduce((s, d) => s + Number(d), 0),
      )
    : n;
const TRIADS = [new Set([1, 5, 7]), new Set([2, 4, 8]), new Set([3, 6, 9])];

/** Harmony of two numbers, 0–1: same triad 1, same number 0.85, otherwise 0.45. */
export function numberHarmony(a: number, b: number): number {
  const [ra, rb] = [root(a), root(b)];
  if (TRIADS.some((triad) => triad.has(ra) && triad.has(rb)) && ra !== rb) return 1;
  if (ra === rb) return 0.85;
  return 0.45;
}

const NUMBER_ELEMENT: Record<number, Element> = {
  1: 'fire',
  3: 'fire',
  9: 'fire',
  4: 'earth',
  8: 'earth',
  22: 'earth',
  5: 'air',
  7: 'air',
  11: 'air',
  2: 'water',
  6: 'water',
  33: 'water',
};
const ELEMENT_FIT: Record<Element, Element[]> = {
  fire: ['fire', 'air'],
  air: ['air', 'fire'],
  earth: ['earth', 'water'],
  water: ['water', 'earth'],
};

export type NameReading = NameReadingFacts;

const toScore = (harmony: number) => Math.round(40 + 58 * harmony);
const keyword = (n: number) => (library.keywords as Record<string, string>)[String(n)] ?? '';

/** The three focus areas (docs/calculators.md#what-is-sent) for two named people and their charts' dominant elements. */
export function nameReading(
  person1: { name: string; birth: CivilDate; element: Element },
  person2: { name: string; birth: CivilDate; element: Element },
): NameReading {
  const n1 = nameNumbers(person1.name, person1.birth);
  const n2 = nameNumbers(person2.name, person2.birth);
  const vibration = toScore(numberHarmony(n1.expression, n2.expression));
  const numerology = toScore(
    0.6 * numberHarmony(n1.lifePath, n2.lifePath) + 0.4 * numberHarmony(n1.soulUrge, n2.soulUrge),
  );
  const fits = (n: number, element: Element) =>
    ELEMENT_FIT[element].includes(NUMBER_ELEMENT[n] ?? 'air') ? 1 : 0.3;
  const energetic = toScore(
    (fits(n1.expression, person2.element) + fits(n2.expression, person1.element)) / 2,
  );
  const values = {
    name1: person1.name,
    name2: person2.name,
    n1: n1.expression,
    n2: n2.expression,
    k1: keyword(n1.expression),
    k2: keyword(n2.expression),
    l1: n1.lifePath,
    l2: n2.lifePath,
    s1: n1.soulUrge,
    s2: n2.soulUrge,
  };
  return {
    numbers: { person1: n1, person2: n2 },
    focusAreas: {
      'name-vibration': {
        score: vibration,
        text: render(library.nameVibration[scoreTier(vibration)], values),
      },
      numerology: { score: numerology, text: render(library.numerology[scoreTier(numerology)], values) },
      'energetic-harmony': {
        score: energetic,
        text: render(library.energeticHarmony[scoreTier(energetic)], values),
      },
    },
    score: Math.round((vibration + numerology + energetic) / 3),
  };
}
