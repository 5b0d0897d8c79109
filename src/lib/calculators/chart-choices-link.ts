/**
 * A birth chart's drawing choices in its share link (docs/birth-chart.md#share-link), beside the
 * person's "a_…" parameters: `hs` the house system, `z` the zodiac, `ay` the ayanamsa (sidereal
 * only), `pts` the extra points shown, their switch names joined by "." ("pts=" for none). A
 * choice at its default is left out, so a chart drawn the default way keeps the address it
 * always had. Read back field by field: the page drops what it cannot read; the preview image
 * (chart-image/query.ts) refuses it, naming the parameter from `problems`.
 */
import {
  AYANAMSAS,
  DEFAULT_CHART_CHOICES,
  orderedChoices,
  POINT_CHOICES,
  ZODIACS,
  type Ayanamsa,
  type ChartChoices,
  type PointChoice,
  type Zodiac,
} from '../astrology/chart-options';
import { HOUSE_SYSTEMS, type HouseSystem } from '../astrology/house-systems';
import type { PersonForm } from './person-form';
import { encodeShare } from './share-link';

/** The parameter of each choice, and what it holds (for messages). */
export const CHOICE_PARAMETERS = {
  houseSystem: 'hs',
  zodiac: 'z',
  ayanamsa: 'ay',
  points: 'pts',
} as const satisfies Record<keyof ChartChoices, string>;

const POINT_SEPARATOR = '.';

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item) => b.includes(item));

/** A birth chart's share link: its person (share-link.ts) and the choices it was drawn with. */
export function encodeChartShare(people: readonly PersonForm[], choices: ChartChoices): string {
  const params = new URLSearchParams(encodeShare(people));
  writeChartChoices(params, choices);
  return `?${params.toString()}`;
}

/** Writes the choices that differ from the defaults into `params`. */
export function writeChartChoices(params: URLSearchParams, choices: ChartChoices): void {
  const defaults = DEFAULT_CHART_CHOICES;
  if (choices.houseSystem !== defaults.houseSystem) params.set('hs', choices.houseSystem);
  if (choices.zodiac !== defaults.zodiac) {
    params.set('z', choices.zodiac);
    if (choices.zodiac === 'sidereal' && choices.ayanamsa !== defaults.ayanamsa)
      params.set('ay', choices.ayanamsa);
  }
  const points = orderedChoices(choices.points);
  if (!sameSet(points, defaults.points)) params.set('pts', points.join(POINT_SEPARATOR));
}

export interface ReadChoices {
  /** The choices, with the default wherever the link says nothing or something unreadable. */
  choices: ChartChoices;
  /** The parameters that held something unreadable, with the rule they broke. */
  problems: Array<{ parameter: string; rule: string }>;
}

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** The choices a query string carries ("?a_d=…&hs=koch&z=sidereal"). */
export function readChartChoices(search: string | URLSearchParams): ReadChoices {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const problems: ReadChoices['problems'] = [];
  const pick = <T extends string>(key: string, list: readonly T[], fallback: T): T => {
    const raw = params.get(key);
    if (raw === null) return fallback;
    if (isOneOf(list, raw)) return raw;
    problems.push({ parameter: key, rule: `must be one of ${list.join(', ')}` });
    return fallback;
  };
  const houseSystem: HouseSystem = pick('hs', HOUSE_SYSTEMS, DEFAULT_CHART_CHOICES.houseSystem);
  const zodiac: Zodiac = pick('z', ZODIACS, DEFAULT_CHART_CHOICES.zodiac);
  const ayanamsa: Ayanamsa = pick('ay', AYANAMSAS, DEFAULT_CHART_CHOICES.ayanamsa);
  if (params.has('ay') && zodiac !== 'sidereal')
    problems.push({ parameter: 'ay', rule: 'is only for the sidereal zodiac (z=sidereal)' });
  let points: readonly PointChoice[] = DEFAULT_CHART_CHOICES.points;
  // "pts=a.b" from a share link; "pts=&pts=a&pts=b" from the form sent without JavaScript (its
  // empty field makes "none ticked" say so).
  const rawPoints = params.getAll('pts');
  if (rawPoints.length > 0) {
    const names = [
      ...new Set(rawPoints.flatMap((raw) => raw.split(POINT_SEPARATOR)).filter((name) => name !== '')),
    ];
    const unknown = names.filter((name) => !isOneOf(POINT_CHOICES, name));
    if (unknown.length > 0 || names.length > POINT_CHOICES.length)
      problems.push({ parameter: 'pts', rule: `must list only ${POINT_CHOICES.join(', ')}, joined by "."` });
    else points = orderedChoices(names as PointChoice[]);
  }
  return { choices: { houseSystem, zodiac, ayanamsa, points }, problems };
}
