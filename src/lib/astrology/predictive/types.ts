/**
 * The predictive charts of POST /api/birth-chart (docs/predictive.md): secondary progressions,
 * solar arc directions, solar and lunar returns and the transits of a moment, each a chart of
 * its own with its contacts to the natal chart. Browser-safe types only.
 */
import type { AspectFact, BirthChartResult, BirthPlace, ChartFacts } from '../contract';
import type { ZodiacSign } from '../zodiac';
import type { ProgressedAngleMethod } from './angle-methods';

export { PROGRESSED_ANGLE_METHODS, type ProgressedAngleMethod } from './angle-methods';

/** What a visitor asks for, beside the birth data (the request's predictive fields). */
export interface PredictiveRequest {
  /** "YYYY-MM-DD": the date to progress the chart to. */
  progressed?: string;
  /** Solar arc in longitude unless Naibod is asked for. */
  progressedAngles?: ProgressedAngleMethod;
  /** "YYYY-MM-DD": the date to direct the chart to. */
  solarArc?: string;
  /** The year of the solar return, and the place it is cast for when not the birthplace. */
  solarReturn?: { year: number; place?: BirthPlace };
  /** "YYYY-MM-DD": the lunar return is the first one from the start of that day. */
  lunarReturn?: string;
  /** "YYYY-MM-DD" (noon UTC) or an instant "YYYY-MM-DDTHH:MM[:SS]Z": the sky drawn around the chart. */
  transits?: string;
}

/**
 * One predictive chart and its contacts: aspects go `from` a natal point `to` a point of this
 * chart (the grid's rows are natal, its columns this chart's), strongest first.
 */
export interface PredictiveChartFacts {
  chart: ChartFacts;
  aspects: AspectFact[];
  /** Said beside the chart: what it assumes (no birth time, a relocation). */
  notes: string[];
}

/** The progressed Moon in words (docs/predictive.md#the-progressed-moon). */
export interface ProgressedMoonFacts {
  sign: ZodiacSign;
  degree: number;
  /** The natal house it is passing through, when the houses are known. */
  house?: number;
  /** When it entered this sign and when it leaves it, as real dates ("YYYY-MM-DD", UTC). */
  entered: string;
  leaves: string;
  /** Its phase in the progressed lunation cycle (progressed Moon's distance ahead of the progressed Sun). */
  phase: {
    name: ProgressedPhaseName;
    /** Degrees the progressed Moon is ahead of the progressed Sun, 0–360. */
    angle: number;
    began: string;
    ends: string;
  };
  /** Two or three sentences that read the sign and the phase. */
  reading: string[];
}

export const PROGRESSED_PHASES = [
  'new',
  'crescent',
  'first-quarter',
  'gibbous',
  'full',
  'disseminating',
  'last-quarter',
  'balsamic',
] as const;
export type ProgressedPhaseName = (typeof PROGRESSED_PHASES)[number];

export interface ProgressedFacts extends PredictiveChartFacts {
  /** The date asked for ("YYYY-MM-DD"), read at 12:00 UTC. */
  date: string;
  /** The progressed moment: birth + (date − birth) / 365.2422 days (ISO, UTC). */
  instant: string;
  /** Years of life at the date. */
  age: number;
  /** How the angles were progressed, and by how much the Midheaven moved (degrees); absent without them. */
  angles?: { method: ProgressedAngleMethod; arc: number };
  moon: ProgressedMoonFacts;
}

export interface DirectedFacts extends PredictiveChartFacts {
  date: string;
  /** The solar arc: the progressed Sun's distance from the natal Sun, degrees. */
  arc: number;
}

export interface ReturnFacts extends PredictiveChartFacts {
  /** The moment of the return (ISO, UTC, to the second). */
  instant: string;
  /** Where the chart is cast: the relocation asked for, else the birthplace (absent without one). */
  place?: BirthPlace;
  relocated: boolean;
  /** Without a birth time the natal Sun or Moon is a noon estimate, so the moment is too. */
  approximate?: true;
}

export interface SolarReturnFacts extends ReturnFacts {
  year: number;
}

export interface LunarReturnFacts extends ReturnFacts {
  /** The day the search started ("YYYY-MM-DD"). */
  from: string;
}

export interface TransitChartFacts extends PredictiveChartFacts {
  instant: string;
}

/** The predictive part of the birth chart's answer: each present when asked for. */
export interface PredictiveCharts {
  progressed?: ProgressedFacts;
  directed?: DirectedFacts;
  solarReturn?: SolarReturnFacts;
  lunarReturn?: LunarReturnFacts;
  transits?: TransitChartFacts;
}

/** The birth chart's answer with the predictive charts it was asked for. */
export type PredictiveBirthChart = BirthChartResult & PredictiveCharts;
