/** The words on a shared chart's preview image and in its alt text (docs/birth-chart.md#preview-image). */
import type { BirthChartResult } from '../astrology/contract';
import type { ZodiacSign } from '../astrology/zodiac';
import { possessive } from '../chart-view/format';

/**
 * "Sun Aries", "Moon Leo", "Rising Virgo": the three placements a chat preview names, and
 * "sidereal, Lahiri" after them for a sidereal chart.
 */
export function bigThree(result: Pick<BirthChartResult, 'chart' | 'noTime'>): string[] {
  const { chart, noTime } = result;
  const sign = (planet: string): ZodiacSign | undefined =>
    chart.planets.find((entry) => entry.planet === planet)?.sign;
  const sun = sign('Sun');
  const ingress = noTime?.moon.ingress;
  // Without a birth time a Moon that changed sign that day is named with both signs.
  const moon = ingress ? `${ingress.from}/${ingress.to}` : sign('Moon');
  const parts = [sun && `Sun ${sun}`, moon && `Moon ${moon}`];
  if (chart.ascendant) parts.push(`Rising ${chart.ascendant.sign}`);
  // A sidereal chart says so, or its signs would read as the usual tropical ones.
  if (chart.zodiac?.zodiac === 'sidereal') parts.push(`sidereal, ${chart.zodiac.ayanamsaName}`);
  return parts.filter((part): part is string => Boolean(part));
}

/**
 * The title's two lines: "Ann's" and "birth chart", or "A free" without a name. A name too wide
 * for the line (`fits`) is shortened to its first word, then cut with an ellipsis.
 */
export function titleLines(name: string, fits: (line: string) => boolean): [string, string] {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (!trimmed) return ['A free', 'birth chart'];
  const first = trimmed.split(' ')[0]!;
  for (const candidate of [trimmed, first])
    if (fits(possessive(candidate))) return [possessive(candidate), 'birth chart'];
  let cut = [...first];
  while (cut.length > 1 && !fits(`${cut.join('')}…'s`)) cut = cut.slice(0, -1);
  return [`${cut.join('')}…'s`, 'birth chart'];
}

/** The image's alt text: "Ann's birth chart wheel: Sun Aries, Moon Leo, Rising Virgo". */
export function imageAlt(name: string, placements: readonly string[] = []): string {
  const whose = name.trim() ? `${possessive(name.trim())} birth chart wheel` : 'A birth chart wheel';
  return placements.length ? `${whose}: ${placements.join(', ')}` : whose;
}
