/**
 * Marriage timing for one person: the month, 6 to 59 months ahead (and while the person is 18
 * to 100 years old, marriage-window.ts), in which transiting
 * Jupiter, Venus and Saturn make the strongest favourable contacts to the natal points of
 * partnership (Venus; the Descendant and the 7th-house ruler when the birth time and place
 * are known, otherwise the Moon and the point opposite the Sun).
 *
 * Each month is sampled every 3 days. A sample scores Σ transitWeight × nature × tightness
 * over the transit–target contacts within orb (Jupiter and Saturn 3°, Venus 2°; nature:
 * conjunction 1, trine 0.8, sextile 0.6). The month's score is the mean of its samples; the
 * best month wins, the earlier one on a tie. The confidence is the share of the points of
 * partnership that a transit reaches in that month (marriage-confidence.ts).
 */
import library from '../../../content/astrology/marriage.json';
import type { AspectFact, MarriagePredictionResult, PersonInput, PlanetName } from './contract';
import { parseIsoDate } from './birth-date';
import {
  hemisphereOf,
  searchWindow,
  seasonOf,
  type CalendarMonth,
  type Hemisphere,
  type SearchWindow,
} from './marriage-window';
import { normalizeDegrees, round, separation, signOfLongitude } from './angles';
import { estimatedVenusLongitude, transitLongitude, VENUS_ESTIMATE_MARGIN } from './transits';
import { toChartFacts } from './chart';
import { preparePerson, type CityResolver, type PreparedPerson } from './person';
import { marriageConfidence } from './marriage-confidence';
import { TRADITIONAL_RULER } from './rulers';
import { writeMarriageText } from './narrative/marriage-text';
import { render } from './narrative/template';
import { signNote } from './narrative/sign-note';
import { selfVoice } from './narrative/voice';
import { longDate, monthYear } from '../content/dates';

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
  /** The 7th-house ruler's planet, for SeventhRuler. */
  planet?: PlanetName;
  longitude: number;
  weight: number;
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
        planet: ruler,
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

function slowTrack(monthStartMs: number, nextMonthStartMs: number): SlowTrack {
  const track = {} as SlowTrack;
  for (const planet of ['Jupiter', 'Saturn'] as const) {
    const start = transitLongitude(planet, monthStartMs);
    let motion = transitLongitude(planet, nextMonthStartMs) - start;
    if (motion > 180) motion -= 360;
    if (motion < -180) motion += 360;
    track[planet] = { start, motion, startMs: monthStartMs, spanMs: nextMonthStartMs - monthStartMs };
  }
  return track;
}

/** Whether a longitude is within `orb` of a favourable aspect to any of the targets. */
function nearAnyTarget(longitude: number, targets: Target[], orb: number): boolean {
  return targets.some((target) => {
    const distance = separation(longitude, target.longitude);
    return FAVOURABLE.some((aspect) => Math.abs(distance - aspect.angle) <= orb);
  });
}

/**
 * Transit longitude at a date, or undefined where it cannot make a contact. Jupiter and Saturn
 * are interpolated within the month (they move under 7° a month, so the straight line is within
 * a few arcminutes). Venus is computed only where its estimate is near a target (transits.ts).
 */
function transitLongitudeAt(
  transit: (typeof TRANSITS)[number],
  date: Date,
  targets: Target[],
  track: SlowTrack,
): number | undefined {
  if (transit.planet === 'Venus') {
    const ms = date.getTime();
    const near = nearAnyTarget(estimatedVenusLongitude(ms), targets, transit.orb + VENUS_ESTIMATE_MARGIN);
    return near ? transitLongitude('Venus', ms) : undefined;
  }
  const { start, motion, startMs, spanMs } = track[transit.planet];
  return normalizeDegrees(start + (motion * (date.getTime() - startMs)) / spanMs);
}

function contactsAt(date: Date, targets: Target[], track: SlowTrack): Contact[] {
  const contacts: Contact[] = [];
  for (const transit of TRANSITS) {
    const longitude = transitLongitudeAt(transit, date, targets, track);
    if (longitude === undefined) continue;
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

interface MonthScore extends CalendarMonth {
  score: number;
  /** The strongest contact of each transit–target–aspect kind in the month. */
  contacts: Contact[];
}

/** Scores each month of the search window. */
function scoreMonths(person: PreparedPerson, window: readonly CalendarMonth[]): MonthScore[] {
  const targets = partnershipTargets(person);
  const months: MonthScore[] = [];
  for (const { year, monthIndex } of window) {
    const track = slowTrack(Date.UTC(year, monthIndex, 1), Date.UTC(year, monthIndex + 1, 1));
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

const monthName = ({ year, monthIndex }: CalendarMonth) => monthYear(new Date(Date.UTC(year, monthIndex, 1)));

/** The note on what was searched: the months, why fewer when the age rule cut some, whose seasons. */
function searchNote(window: SearchWindow, hemisphere: Hemisphere | undefined): string {
  const first = window.months[0]!;
  const last = window.months[window.months.length - 1]!;
  const cut =
    window.limitedBy === 'under-18'
      ? ', starting after your 18th birthday'
      : window.limitedBy === 'over-100'
        ? ', ending with the last month in which you are 100'
        : '';
  const seasons = hemisphere
    ? `the ${hemisphere} hemisphere, where you were born`
    : 'the northern hemisphere (no birth place was found to go by)';
  return `The search covers ${monthName(first)} to ${monthName(last)}${cut}; seasons are those of ${seasons}.`;
}

/** The answer when the age rule leaves no month to search: a kind message instead of a date. */
function withoutDate(window: SearchWindow): string {
  if (window.limitedBy === 'over-100') return library.ageOver100;
  return render(library.ageUnder18, { reopens: monthName(window.reopens!) });
}

/** The marriage-timing reading; `resolveCity` is the atlas for typed cities (see person.ts). */
export function predictMarriage(
  input: PersonInput,
  now: Date,
  resolveCity: CityResolver | null,
): MarriagePredictionResult {
  const person = preparePerson(input, 'You', { resolveCity });
  const note = signNote(person, selfVoice());
  const common = {
    person: note ? { ...person.summary, signNote: note } : person.summary,
    charts: { person: toChartFacts(person.chart) },
    places: person.placeReading ? [person.placeReading] : [],
    narrativeSource: 'library' as const,
  };
  const window = searchWindow(now, parseIsoDate(input.birthDate)!);
  if (window.months.length === 0) {
    return {
      ...common,
      prediction: null,
      reading: withoutDate(window),
      keyInfluences: [],
      preparation: [],
      aspects: [],
      notes: person.notes,
    };
  }

  const months = scoreMonths(person, window.months);
  const best = months.reduce((top, month) => (month.score > top.score ? month : top), months[0]!);
  const timeframe = monthName(best);
  // Without a birth place there is nothing to tell the hemisphere by; the note says so.
  const hemisphere = person.place ? hemisphereOf(person.place.latitude) : undefined;
  const season = seasonOf(best.monthIndex, hemisphere);
  const confidence = marriageConfidence(
    partnershipTargets(person),
    best.contacts.map((contact) => ({ ...contact, target: contact.target.key })),
    timeframe,
  );
  const seed = `${person.summary.name}|${person.summary.birthDate}|${person.moment.utc.toISOString()}|${timeframe}`;

  const { reading, keyInfluences, preparation } = writeMarriageText({
    seed,
    ...(person.named ? { name: person.summary.name } : {}),
    timeKnown: person.timeKnown,
    timeframe,
    season,
    contacts: best.contacts,
    formatDay: longDate,
  });

  const aspects: AspectFact[] = best.contacts.slice(0, 6).map((c) => ({
    from: c.target.label,
    to: `${c.transit} (transit)`,
    aspect: c.aspect,
    orb: round(c.orb, 2),
    weight: round(c.strength, 3),
  }));

  return {
    ...common,
    prediction: {
      timeframe,
      season,
      year: best.year,
      confidence: confidence.score,
      confidenceNote: confidence.note,
    },
    reading,
    keyInfluences,
    preparation,
    aspects,
    notes: [...person.notes, searchNote(window, hemisphere)],
  };
}
