/** How a chart names its zodiac on the page (docs/birth-chart.md#sidereal-zodiac). */
import type { ZodiacFacts } from '../astrology/contract';
import { formatDegree } from '../astrology/narrative/grammar';

/** "Tropical", or "Sidereal, Lahiri ayanamsa 23°43′". */
export function zodiacLine(zodiac: ZodiacFacts | undefined): string {
  if (!zodiac || zodiac.zodiac === 'tropical') return 'Tropical';
  return `Sidereal, ${zodiac.ayanamsaName} ayanamsa ${formatDegree(zodiac.ayanamsaDegrees)}`;
}
