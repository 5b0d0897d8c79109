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

function combinations<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  return items.flatMap((item, index) =>
    combinations(items.slice(index + 1), size - 1).map((rest) => [item, ...rest]),
  );
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

  for (const trio of combinations(planets, 3)) {
    const [a, b, c] = trio as [string, string, string];
    if (between(a, b) === 'trine' && between(b, c) === 'trine' && between(a, c) === 'trine') {
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
  for (const four of combinations(planets, 4)) {
    const pairs = combinations(four, 2).map(([x, y]) => between(x!, y!));
    if (
      pairs.filter((name) => name === 'opposition').length === 2 &&
      pairs.filter((name) => name === 'square').length === 4
    ) {
      const members = inZodiacOrder(four, longitudes);
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
  }

  for (const [a, b] of combinations(planets, 2) as Array<[string, string]>) {
    const pairAspect = between(a, b);
    if (pairAspect !== 'opposition' && pairAspect !== 'sextile') continue;
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
