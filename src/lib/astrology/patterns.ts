/**
 * The major aspect patterns of a chart (docs/birth-chart.md#patterns), found among the ten
 * planets from the chart's own aspects, so a pattern is present exactly when its aspects are
 * within the orbs of aspects.ts:
 * - Grand trine: three planets each trine the other two.
 * - T-square: two planets in opposition, both square a third (the apex).
 * - Grand cross: four planets forming two oppositions and four squares (its T-squares are
 *   not listed again).
 * - Yod: two planets in sextile, both quincunx a third (the apex).
 * - Stellium: four or more planets in one sign, or in one house. Three is too common to mean
 *   much: Mercury and Venus never stray far from the Sun, and the outer planets share a sign
 *   for years.
 */
import type { AspectFact, AspectName, ChartPattern, PlanetName } from './contract';
import { normalizeDegrees, signOfLongitude } from './angles';
import { PLANETS } from './ephemeris';
import { ordinal, joinAnd } from './narrative/grammar';
import { signElement, signModality, type ZodiacSign } from './zodiac';

const STELLIUM_SIZE = 4;

type Longitudes = Readonly<Record<PlanetName, number>>;

/** Aspect lookup between two planets, in either order. */
function aspectIndex(aspects: readonly AspectFact[]): (a: string, b: string) => AspectName | undefined {
  const index = new Map<string, AspectName>();
  for (const aspect of aspects) {
    index.set(`${aspect.from}|${aspect.to}`, aspect.aspect);
    index.set(`${aspect.to}|${aspect.from}`, aspect.aspect);
  }
  return (a, b) => index.get(`${a}|${b}`);
}

/** Planets sorted by longitude, so a pattern's members read round the zodiac. */
function inZodiacOrder(planets: readonly string[], longitudes: Longitudes): string[] {
  return [...planets].sort(
    (a, b) => normalizeDegrees(longitudes[a as PlanetName]) - normalizeDegrees(longitudes[b as PlanetName]),
  );
}

/** Every unordered pair of `items` that `keep` accepts. */
function pairsWhere<T>(items: readonly T[], keep: (a: T, b: T) => boolean): Array<[T, T]> {
  const pairs: Array<[T, T]> = [];
  items.forEach((a, i) => {
    for (const b of items.slice(i + 1)) if (keep(a, b)) pairs.push([a, b]);
  });
  return pairs;
}

const signOf = (longitudes: Longitudes, planet: string) =>
  signOfLongitude(longitudes[planet as PlanetName]).sign;

export function findPatterns(
  longitudes: Longitudes,
  aspects: readonly AspectFact[],
  houses?: readonly number[],
  houseOfLongitude?: (longitude: number) => number,
  /** Planets whose sign is not certain (the Moon without a birth time): left out of stelliums. */
  uncertain: ReadonlySet<string> = new Set(),
): ChartPattern[] {
  const between = aspectIndex(aspects);
  const planets: readonly string[] = PLANETS;
  const placed = planets.filter((planet) => !uncertain.has(planet));
  const patterns: ChartPattern[] = [];

  // Built from the chart's few aspects rather than every trio and quartet of planets: the
  // birth chart's CPU budget (docs/engine.md) has no room for 330 combinations.
  const trines = pairsWhere(planets, (a, b) => between(a, b) === 'trine');
  for (const [a, b] of trines) {
    // Each trio once: its first two members are a trine pair, the third comes after both.
    for (const c of planets.slice(planets.indexOf(b) + 1)) {
      if (between(a, c) !== 'trine' || between(b, c) !== 'trine') continue;
      const trio = [a, b, c];
      const members = inZodiacOrder(trio, longitudes);
      const element = signElement(signOf(longitudes, members[0]!));
      const same = members.every((planet) => signElement(signOf(longitudes, planet)) === element);
      patterns.push({
        kind: 'grand-trine',
        name: 'Grand trine',
        points: members,
        ...(same ? { element } : {}),
        description: `${joinAnd(members)}${same ? `, all in ${element} signs` : ''}`,
      });
    }
  }

  const crosses: string[][] = [];
  const oppositions = pairsWhere(planets, (a, b) => between(a, b) === 'opposition');
  for (const [[a, b], [c, d]] of pairsWhere(oppositions, ([a, b], [c, d]) =>
    [a, b].every((x) => [c, d].every((y) => between(x, y) === 'square')),
  )) {
    const members = inZodiacOrder([a, b, c, d], longitudes);
    crosses.push(members);
    const modality = signModality(signOf(longitudes, members[0]!));
    const same = members.every((planet) => signModality(signOf(longitudes, planet)) === modality);
    patterns.push({
      kind: 'grand-cross',
      name: 'Grand cross',
      points: members,
      ...(same ? { modality } : {}),
      description: `${joinAnd(members)}${same ? `, all in ${modality} signs` : ''}`,
    });
  }

  for (const [a, b] of pairsWhere(planets, (x, y) =>
    ['opposition', 'sextile'].includes(between(x, y) ?? ''),
  )) {
    const pairAspect = between(a, b);
    for (const apex of planets) {
      if (apex === a || apex === b) continue;
      if (pairAspect === 'opposition' && between(a, apex) === 'square' && between(b, apex) === 'square') {
        const members = [...inZodiacOrder([a, b], longitudes), apex];
        if (crosses.some((cross) => members.every((planet) => cross.includes(planet)))) continue;
        const modality = signModality(signOf(longitudes, apex));
        const same = members.every((planet) => signModality(signOf(longitudes, planet)) === modality);
        patterns.push({
          kind: 't-square',
          name: 'T-square',
          points: members,
          apex,
          ...(same ? { modality } : {}),
          description: `${members[0]} opposite ${members[1]}, both square ${apex}`,
        });
      }
      if (pairAspect === 'sextile' && between(a, apex) === 'quincunx' && between(b, apex) === 'quincunx') {
        const members = [...inZodiacOrder([a, b], longitudes), apex];
        patterns.push({
          kind: 'yod',
          name: 'Yod',
          points: members,
          apex,
          description: `${members[0]} sextile ${members[1]}, both quincunx ${apex}`,
        });
      }
    }
  }

  const bySign = new Map<ZodiacSign, string[]>();
  for (const planet of placed)
    bySign.set(signOf(longitudes, planet), [...(bySign.get(signOf(longitudes, planet)) ?? []), planet]);
  for (const [sign, members] of bySign) {
    if (members.length < STELLIUM_SIZE) continue;
    const ordered = inZodiacOrder(members, longitudes);
    patterns.push({
      kind: 'stellium',
      name: 'Stellium',
      points: ordered,
      sign,
      description: `${joinAnd(ordered)} in ${sign}`,
    });
  }
  if (houses && houseOfLongitude) {
    const byHouse = new Map<number, string[]>();
    for (const planet of planets) {
      const house = houseOfLongitude(longitudes[planet as PlanetName]);
      byHouse.set(house, [...(byHouse.get(house) ?? []), planet]);
    }
    for (const [house, members] of [...byHouse].sort(([x], [y]) => x - y)) {
      if (members.length < STELLIUM_SIZE) continue;
      const ordered = inZodiacOrder(members, longitudes);
      patterns.push({
        kind: 'stellium',
        name: 'Stellium',
        points: ordered,
        house,
        description: `${joinAnd(ordered)} in the ${ordinal(house)} house`,
      });
    }
  }
  return patterns;
}
