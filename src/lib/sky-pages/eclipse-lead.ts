/**
 * The eclipse page's opening answer and its "where on Earth" paragraph, written from the engine's
 * facts for this eclipse (docs/sky-pages.md#where-on-earth): the countries the path crosses,
 * where it begins and ends, the regions that see a partial phase, and what London sees.
 */
import type { EclipseEvent } from '@/lib/astrology/sky';
import { fillFragment as fill } from '@/lib/astrology/narrative/template';
import { weekdayDate } from '@/lib/content/dates';
import { joinList } from '@/lib/content/text';
import { pageWords } from './content';
import type { CityRow } from './eclipse-page';
import { nearTownPhrase, notSeenList, seenList } from './eclipse-reach';
import { nearestTown, type EclipseReach, type NearTown } from './eclipse-where';
import type { Place } from './local-eclipse';
import { percent } from './format';

const copy = pageWords.eclipses;
/** The city the opening speaks to: the site's readers are mostly in Britain. */
export const HOME_CITY = 'London';
const LOW_DEGREES = 12;

const centralName = (event: EclipseEvent) =>
  event.type === 'total' ? pageWords.place.central.total : pageWords.place.central.annular;

/** What the home city sees, in one sentence. */
function homeSentence(rows: readonly CityRow[]): string {
  const row = rows.find((item) => item.name === HOME_CITY);
  const { lead } = copy;
  if (!row) return fill(lead.homeNone, { city: HOME_CITY });
  if (row.coverage === undefined)
    return fill(row.horizon === 'rises' ? lead.homeRises : lead.homeSets, { city: HOME_CITY });
  const hour = Number(row.greatest?.local.slice(0, 2) ?? 12);
  return fill(lead.home, {
    city: HOME_CITY,
    percent: percent(row.coverage),
    time: row.greatest?.local ?? '',
    low: row.altitude < LOW_DEGREES ? fill(lead.homeLow, { side: hour < 12 ? 'eastern' : 'western' }) : '',
  });
}

/** Two to four sentences: where the eclipse is, and what London sees. */
export function eclipseLead(event: EclipseEvent, reach: EclipseReach, rows: readonly CityRow[]): string {
  const { lead } = copy;
  const day = weekdayDate(event.utc);
  const regions = seenList(reach);
  if (event.eclipse === 'lunar')
    return [fill(lead.lunar, { weekdayDate: day, regions }), homeLunar(rows)].join(' ');
  const sentences: string[] = [];
  if (event.type === 'total' || event.type === 'annular') {
    const phase = centralName(event).toLowerCase();
    sentences.push(
      reach.pathCountries.length > 0
        ? fill(lead.central, { weekdayDate: day, phase, countries: joinList(reach.pathCountries) })
        : fill(lead.centralAtSea, { weekdayDate: day, phase }),
    );
    const ends = reach.pathEnds;
    if (ends?.begins && ends.ends)
      sentences.push(
        fill(lead.pathEnds, { begins: nearTownPhrase(ends.begins), ends: nearTownPhrase(ends.ends) }),
      );
    sentences.push(...lowPath(event, rows));
    if (regions) sentences.push(fill(lead.partialAround, { regions }));
  } else if (regions) {
    sentences.push(fill(lead.partialOnly, { weekdayDate: day, regions }));
  }
  sentences.push(homeSentence(rows));
  return sentences.join(' ');
}

/**
 * Where the central phase comes low, at the day's edge, in every city of a country the table
 * lists in the path (Spain on 12 August 2026, at sunset): one sentence per country, with how high
 * the Sun stands at those cities' greatest eclipse.
 */
function lowPath(event: EclipseEvent, rows: readonly CityRow[]): string[] {
  const phase = centralName(event).toLowerCase();
  const byCountry = new Map<string, CityRow[]>();
  for (const row of rows.filter((item) => item.central !== undefined))
    byCountry.set(row.country, [...(byCountry.get(row.country) ?? []), row]);
  return [...byCountry].flatMap(([country, cities]) => {
    if (!cities.every((row) => row.altitude < LOW_DEGREES)) return [];
    const hour = Number(cities[0]!.greatest?.local.slice(0, 2) ?? 12);
    const heights = cities.map((row) => row.altitude);
    return [
      fill(copy.lead.lowPath[hour < 12 ? 'rises' : 'sets'], {
        country,
        phase,
        low: Math.min(...heights),
        high: Math.max(...heights),
      }),
    ];
  });
}

function homeLunar(rows: readonly CityRow[]): string {
  const row = rows.find((item) => item.name === HOME_CITY);
  return row ? '' : fill(copy.lead.homeNone, { city: HOME_CITY });
}

/** The "where on Earth" paragraph: seen from, the central phase's countries and cities, not seen from. */
export function whereText(
  event: EclipseEvent,
  reach: EclipseReach,
  centralCities: readonly string[],
  central: string | undefined,
): string {
  const sentences: string[] = [];
  if (reach.seen.length > 0) sentences.push(fill(copy.seenFrom, { regions: seenList(reach) }));
  if (event.eclipse === 'solar' && central && reach.pathCountries.length > 0) {
    sentences.push(
      fill(copy.centralIn.countries, { phase: central, countries: joinList(reach.pathCountries) }),
    );
    if (centralCities.length > 0)
      sentences.push(
        fill(copy.centralIn.cities, {
          cities: joinList(centralCities),
          see: centralCities.length === 1 ? 'sees' : 'see',
          phase: central.toLowerCase(),
        }),
      );
  }
  if (event.eclipse === 'lunar' && central && centralCities.length > 0)
    sentences.push(fill(copy.centralIn.lunar, { phase: central, cities: joinList(centralCities) }));
  if (reach.notSeen.length > 0) sentences.push(fill(copy.notSeen, { regions: notSeenList(reach) }));
  return sentences.join(' ');
}

/** "about 2 min 20 s": to the nearest ten seconds (our duration is a few seconds from NASA's: docs/sky-pages.md#eclipses). */
export function aboutDuration(ms: number): string {
  const tens = Math.round(ms / 10_000) * 10;
  const minutes = Math.floor(tens / 60);
  const seconds = tens % 60;
  const text = minutes > 0 ? `${minutes} min${seconds ? ` ${seconds} s` : ''}` : `${seconds} s`;
  return `about ${text}`;
}

export function greatestNearTown(place: Place): NearTown | undefined {
  return nearestTown(place);
}
