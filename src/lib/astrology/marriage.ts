/**
 * Marriage timing for one person: the month, 6 to 59 months ahead, in which transiting
 * Jupiter, Venus and Saturn make the strongest favourable contacts to the natal points of
 * partnership (Venus; the Descendant and the 7th-house ruler when the birth time and place
 * are known, otherwise the Moon and the point opposite the Sun).
 *
 * Each month is sampled every 3 days. A sample scores Σ transitWeight × nature × tightness
 * over the transit–target contacts within orb (Jupiter and Saturn 3°, Venus 2°; nature:
 * conjunction 1, trine 0.8, sextile 0.6). The month's score is the mean of its samples; the
 * best month wins, the earlier one on a tie. Confidence grows with that score.
 */
import library from '../../../content/astrology/marriage.json';
import type { AspectFact, MarriagePredictionResult, PersonInput, PlanetName } from './contract';
import { normalizeDegrees, round, separation, signOfLongitude } from './angles';
import { astroTime, planetLongitude } from './ephemeris';
import { toChartFacts } from './chart';
import { preparePerson, type CityResolver, type PreparedPerson } from './person';
import { TRADITIONAL_RULER } from './rulers';
import { writeMarriageText } from './narrative/marriage-text';
import { signNote } from './narrative/sign-note';
import { selfVoice } from './narrative/voice';

export const SEARCH_FIRST_MONTH = 6;
export const SEARCH_LAST_MONTH = 59;
const SAMPLE_EVERY_DAYS = 3;

type TransitPlanet = 'Jupiter' | 'Venus' | 'Saturn';
const TRANSITS: ReadonlyArray<{ planet: TransitPlanet; weight: number; orb: number }> = [
  { planet: 'Jupiter', weight: 3, orb: 3 },
  { planet: 'Saturn', weight: 1.5, orb: 3 },
  { planet: 'Venus', weight: 1, orb: 2 },
];
const FAVOURABLE: ReadonlyArray<{
  name: 'conjunction' | 'trine' | 'sextile';
  angle: number;
  nature: number;
}> = [
  { name: 'conjunction', angle: 0, nature: 1 },
  { name: 'trine', angle: 120, nature: 0.8 },
  { name: 'sextile', angle: 60, nature: 0.6 },
];

type TargetKey = keyof typeof library.targets;
interface Target {
  key: TargetKey;
  label: string;
  longitude: number;
  weight: number;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Meteorological seasons of the northern hemisphere, by month index 0–11. */
export function seasonOf(monthIndex: number): MarriagePredictionResult['prediction']['season'] {
  if (monthIndex >= 2 && monthIndex <= 4) return 'Spring';
  if (monthIndex >= 5 && monthIndex <= 7) return 'Summer';
  if (monthIndex >= 8 && monthIndex <= 10) return 'Autumn';
  return 'Winter';
}

function partnershipTargets(person: PreparedPerson): Target[] {
  const { chart } = person;
  const targets: Target[] = [{ key: 'Venus', label: 'Venus', longitude: chart.longitudes.Venus, weight: 1 }];
  if (chart.ascendant !== undefined) {
    const descendant = normalizeDegrees(chart.ascendant + 180);
    targets.push({ key: 'Descendant', label: 'Descendant', longitude: descendant, weight: 1 });
    const seventhCusp = chart.houses?.[6] ?? descendant;
    const ruler: PlanetName = TRADITIONAL_RULER[signOfLongitude(seventhCusp).sign];
    if (ruler !== 'Venus')
      targets.push({
        key: 'SeventhRuler',
        label: `${ruler} (7th-house ruler)`,
        longitude: chart.longitudes[ruler],
        weight: 0.8,
      });
  } else {
    targets.push({ key: 'Moon', label: 'Moon', longitude: chart.longitudes.Moon, weight: 0.7 });
    targets.push({
      key: 'SolarDescendant',
      label: 'Solar Descendant',
      longitude: normalizeDegrees(chart.longitudes.Sun + 180),
      weight: 0.7,
    });
  }
  return targets;
}

interface Contact {
  transit: TransitPlanet;
  target: Target;
  aspect: (typeof FAVOURABLE)[number]['name'];
  orb: number;
  strength: number;
  date: Date;
}

/** Longitudes of the slow transits at the first of a month and of the next, for interpolation. */
type SlowTrack = Record<
  'Jupiter' | 'Saturn',
  { start: number; motion: number; startMs: number; spanMs: number }
>;

function slowTrack(monthStart: Date, nextMonthStart: Date): SlowTrack {
  const track = {} as SlowTrack;
  for (const planet of ['Jupiter', 'Saturn'] as const) {
    const start = planetLongitude(planet, astroTime(monthStart));
    let motion = planetLongitude(planet, astroTime(nextMonthStart)) - start;
    if (motion > 180) motion -= 360;
    if (motion < -180) motion += 360;
    track[planet] = {
      start,
      motion,
      startMs: monthStart.getTime(),
      spanMs: nextMonthStart.getTime() - monthStart.getTime(),
    };
  }
  return track;
}

/**
 * Transit longitude at a date: Venus computed, Jupiter and Saturn interpolated within the
 * month (they move under 7° a month, so the straight line is within a few arcminutes).
 */
function transitLongitude(planet: TransitPlanet, date: Date, track: SlowTrack): number {
  if (planet === 'Venus') return planetLongitude('Venus', astroTime(date));
  const { start, motion, startMs, spanMs } = track[planet];
  return normalizeDegrees(start + (motion * (date.getTime() - startMs)) / spanMs);
}

function contactsAt(date: Date, targets: Target[], track: SlowTrack): Contact[] {
  const contacts: Contact[] = [];
  for (const transit of TRANSITS) {
    const longitude = transitLongitude(transit.planet, date, track);
    for (const target of targets) {
      const distance = separation(longitude, target.longitude);
      for (const aspect of FAVOURABLE) {
        const orb = Math.abs(distance - aspect.angle);
        if (orb > transit.orb) continue;
        const strength = transit.weight * target.weight * aspect.nature * (1 - orb / transit.orb);
        contacts.push({ transit: transit.planet, target, aspect: aspect.name, orb, strength, date });
      }
    }
  }
  return contacts;
}

interface MonthScore {
  year: number;
  monthIndex: number;
  score: number;
  /** The strongest contact of each transit–target–aspect kind in the month. */
  contacts: Contact[];
}

/** Scores every month of the search window that starts `SEARCH_FIRST_MONTH` months after `now`. */
export function scoreMonths(person: PreparedPerson, now: Date): MonthScore[] {
  const targets = partnershipTargets(person);
  const months: MonthScore[] = [];
  for (let offset = SEARCH_FIRST_MONTH; offset <= SEARCH_LAST_MONTH; offset += 1) {
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1, 12));
    const year = start.getUTCFullYear();
    const monthIndex = start.getUTCMonth();
    const track = slowTrack(
      new Date(Date.UTC(year, monthIndex, 1)),
      new Date(Date.UTC(year, monthIndex + 1, 1)),
    );
    const best = new Map<string, Contact>();
    let total = 0;
    let samples = 0;
    for (let day = 1; ; day += SAMPLE_EVERY_DAYS) {
      const date = new Date(Date.UTC(year, monthIndex, day, 12));
      if (date.getUTCMonth() !== monthIndex) break;
      samples += 1;
      for (const contact of contactsAt(date, targets, track)) {
        total += contact.strength;
        const key = `${contact.transit}-${contact.target.key}-${contact.aspect}`;
        if ((best.get(key)?.strength ?? -1) < contact.strength) best.set(key, contact);
      }
    }
    const contacts = [...best.values()].sort((a, b) => b.strength - a.strength);
    months.push({ year, monthIndex, score: total / samples, contacts });
  }
  return months;
}

function formatDay(date: Date): string {
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** The marriage-timing reading; `resolveCity` is the atlas for typed cities (see person.ts). */
export function predictMarriage(
  input: PersonInput,
  now: Date,
  resolveCity: CityResolver | null,
): MarriagePredictionResult {
  const person = preparePerson(input, 'You', { resolveCity });
  const months = scoreMonths(person, now);
  const best = months.reduce((top, month) => (month.score > top.score ? month : top), months[0]!);
  const timeframe = `${MONTHS[best.monthIndex]} ${best.year}`;
  const season = seasonOf(best.monthIndex);
  const confidence = Math.round(Math.min(97, 72 + 25 * Math.tanh(best.score / 1.5)));
  const seed = `${person.summary.name}|${person.summary.birthDate}|${person.moment.utc.toISOString()}|${timeframe}`;

  const { reading, keyInfluences, preparation } = writeMarriageText({
    seed,
    ...(person.named ? { name: person.summary.name } : {}),
    timeKnown: person.timeKnown,
    timeframe,
    season,
    contacts: best.contacts,
    formatDay,
  });

  const aspects: AspectFact[] = best.contacts.slice(0, 6).map((c) => ({
    from: c.target.label,
    to: `${c.transit} (transit)`,
    aspect: c.aspect,
    orb: round(c.orb, 2),
    weight: round(c.strength, 3),
  }));

  const note = signNote(person, selfVoice());
  return {
    person: note ? { ...person.summary, signNote: note } : person.summary,
    prediction: { timeframe, season, year: best.year, confidence },
    reading,
    keyInfluences,
    preparation,
    charts: { person: toChartFacts(person.chart) },
    aspects,
    notes: [
      ...person.notes,
      `The search covers ${MONTHS[months[0]!.monthIndex]} ${months[0]!.year} to ${MONTHS[months[months.length - 1]!.monthIndex]} ${months[months.length - 1]!.year}; seasons are those of the northern hemisphere.`,
    ],
    places: person.placeReading ? [person.placeReading] : [],
    narrativeSource: 'library',
  };
}
