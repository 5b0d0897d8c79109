/**
 * What the timing charts panel shows (docs/predictive.md#on-the-page): the five techniques, the
 * request fields each needs, and the sentences above its bi-wheel. Browser-safe: no engine here.
 */
import type { BirthPlace } from '../astrology/contract';
import { formatDegree } from '../astrology/narrative/grammar';
import type {
  PredictiveBirthChart,
  PredictiveChartFacts,
  ProgressedAngleMethod,
} from '../astrology/predictive/types';
import { MONTH_NAMES } from '../content/dates';
import { formatUtcMoment } from './format';

export const TECHNIQUES = ['transits', 'progressed', 'directed', 'solar-return', 'lunar-return'] as const;
export type Technique = (typeof TECHNIQUES)[number];

export const TECHNIQUE_LABELS: Record<Technique, string> = {
  transits: 'Transits',
  progressed: 'Progressions',
  directed: 'Solar arc',
  'solar-return': 'Solar return',
  'lunar-return': 'Lunar return',
};

/** The chart each technique draws, as a heading and the wheel's caption name it. */
export const CHART_NAMES: Record<Technique, string> = {
  transits: 'Transit chart',
  progressed: 'Progressed chart',
  directed: 'Solar arc chart',
  'solar-return': 'Solar return chart',
  'lunar-return': 'Lunar return chart',
};

/** How the outer ring's points are named: "Progressed Sun", "Transiting Mars". */
export const RING_NAMES: Record<Technique, string> = {
  transits: 'Transiting',
  progressed: 'Progressed',
  directed: 'Directed',
  'solar-return': 'Return',
  'lunar-return': 'Return',
};

/** One sentence under the technique's name that says what it is. */
export const TECHNIQUE_INTROS: Record<Technique, string> = {
  transits: 'The planets as they stand on the date you choose, around your birth chart.',
  progressed:
    'Secondary progressions: each day after your birth stands for a year of your life, so the sky of your 30th day describes your 30th year.',
  directed:
    'Solar arc directions: every point of your chart moved forward by the same arc, the distance your progressed Sun has travelled (about a degree a year).',
  'solar-return':
    'The chart of the moment the Sun comes back to its exact birth position, once a year near your birthday; read for the year that follows.',
  'lunar-return':
    'The chart of the moment the Moon comes back to its birth position, every 27 days or so; read for the month that follows.',
};

export interface TimingChoice {
  technique: Technique;
  /** "YYYY-MM-DD", the visitor's own date. */
  date: string;
  /** For transits: the instant to draw (ISO UTC), worked out from the date and the visitor's clock. */
  instant: string;
  year: number;
  method: ProgressedAngleMethod;
  /** A place to relocate the solar return to. */
  place?: BirthPlace;
}

/** The request fields that ask for the chosen chart. */
export function timingFields(choice: TimingChoice): Record<string, unknown> {
  switch (choice.technique) {
    case 'transits':
      return { transits: choice.instant };
    case 'progressed':
      return { progressed: choice.date, progressedAngles: choice.method };
    case 'directed':
      return { solarArc: choice.date };
    case 'solar-return':
      return { solarReturn: { year: choice.year, ...(choice.place ? { place: choice.place } : {}) } };
    case 'lunar-return':
      return { lunarReturn: choice.date };
  }
}

/** The answer's chart for the technique. */
export function timingFacts(
  answer: PredictiveBirthChart,
  technique: Technique,
): PredictiveChartFacts | undefined {
  switch (technique) {
    case 'transits':
      return answer.transits;
    case 'progressed':
      return answer.progressed;
    case 'directed':
      return answer.directed;
    case 'solar-return':
      return answer.solarReturn;
    case 'lunar-return':
      return answer.lunarReturn;
  }
}

/** "1 June 2025" for a "YYYY-MM-DD" date. */
export function dayName(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${day} ${MONTH_NAMES[month - 1]} ${year}`;
}

/** "03:27 in London" for an instant in a place's zone (none when the zone reads as UTC). */
function localTime(iso: string, place: BirthPlace | undefined): string {
  if (!place) return '';
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: place.timezone,
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
  return ` (${time} in ${place.name.split(',')[0]})`;
}

/** "35°12′" for an arc in degrees. */
const arcText = (degrees: number) => `${Math.floor(degrees)}°${formatDegree(degrees % 1).slice(2)}`;

/** The sentences above the bi-wheel: what was cast, for when, and how. */
export function timingSummary(answer: PredictiveBirthChart, technique: Technique): string[] {
  switch (technique) {
    case 'transits':
      return answer.transits
        ? [`The sky of ${formatUtcMoment(answer.transits.instant)} around your birth chart.`]
        : [];
    case 'progressed': {
      const facts = answer.progressed;
      if (!facts) return [];
      const angles = facts.angles
        ? `The angles and houses are progressed by ${facts.angles.method === 'naibod' ? 'Naibod’s mean rate in right ascension' : 'the solar arc in longitude'} (the Midheaven has moved ${arcText(facts.angles.arc)}).`
        : '';
      return [
        `Progressed to ${dayName(facts.date)}, age ${facts.age.toFixed(1)}: the sky of ${formatUtcMoment(facts.instant)}.`,
        ...(angles ? [angles] : []),
      ];
    }
    case 'directed':
      return answer.directed
        ? [
            `Directed to ${dayName(answer.directed.date)}: every point moved by a solar arc of ${arcText(answer.directed.arc)}.`,
          ]
        : [];
    case 'solar-return': {
      const facts = answer.solarReturn;
      if (!facts) return [];
      return [
        `Your ${facts.year} solar return: ${formatUtcMoment(facts.instant)}${localTime(facts.instant, facts.place)}.`,
      ];
    }
    case 'lunar-return': {
      const facts = answer.lunarReturn;
      if (!facts) return [];
      return [
        `Your first lunar return from ${dayName(facts.from)}: ${formatUtcMoment(facts.instant)}${localTime(facts.instant, facts.place)}.`,
      ];
    }
  }
}
