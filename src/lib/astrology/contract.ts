/**
 * The contract between the calculator islands and the three calculator functions
 * (/api/romantic-compatibility, /api/marriage-prediction, /api/soulmate-reading): request
 * bodies and answers as docs/calculators.md#what-is-sent lists them, plus the computed chart facts.
 * The engine implements it; islands only read it.
 */
import type { z } from 'zod';
import type { Element, Modality, ZodiacSign } from './zodiac';
import type { HouseSystem } from './house-systems';
import type { OffsetSource } from './instant';
import type { Ayanamsa } from './chart-options';
import type {
  birthChartRequestSchema,
  birthPlaceSchema,
  compatibilityRequestSchema,
  personSchema,
  singlePersonRequestSchema,
} from './request-schema';

export type { HouseSystem };
export type { Gender } from './person-fields';

/**
 * The request bodies are the types of their schemas (./request-schema.ts, which says what each
 * field holds and allows): written once, so the check at the edge and the engine cannot disagree.
 */
/** A place picked from the /api/geocode autocomplete. */
export type BirthPlace = z.infer<typeof birthPlaceSchema>;
/** One person as the forms send it. */
export type PersonInput = z.infer<typeof personSchema>;
export type CompatibilityRequest = z.infer<typeof compatibilityRequestSchema>;
export type SinglePersonRequest = z.infer<typeof singlePersonRequestSchema>;
export type BirthChartRequest = z.infer<typeof birthChartRequestSchema>;

/**
 * The clock a birth time was read on (src/lib/astrology/instant.ts, docs/atlas.md), as every
 * answer states it: the offset and where it comes from, in plain words.
 */
export interface BirthClock {
  /** The UTC instant the chart is cast for (ISO). */
  utc: string;
  /** "UTC+1:19:32". */
  offset: string;
  offsetSeconds: number;
  /** The zone's history, the birthplace's local mean time, an atlas rule, the form's offset, or UTC. */
  source: OffsetSource;
  daylightSaving: boolean;
  /** "UTC+1:19:32, Amsterdam summer time". */
  statement: string;
  /**
   * The local time never happened (gap) or happened twice (overlap): both readings, the first
   * on the offset before the change; `chosen` is the one used.
   */
  ambiguity?: { kind: 'gap' | 'overlap'; readings: Array<{ utc: string; statement: string }>; chosen: 0 | 1 };
}

/** The ten bodies of every chart, in the astrologer's order: the lights, then outward from the Sun. */
export const PLANET_NAMES = [
  'Sun',
  'Moon',
  'Mercury',
  'Venus',
  'Mars',
  'Jupiter',
  'Saturn',
  'Uranus',
  'Neptune',
  'Pluto',
] as const;

export type PlanetName = (typeof PLANET_NAMES)[number];

export interface PlanetPosition {
  planet: PlanetName;
  /** Ecliptic longitude 0–360°. */
  longitude: number;
  sign: ZodiacSign;
  /** Degree within the sign, 0–30. */
  degree: number;
  /** Moving backwards at the moment (the sign of its speed; see `station` near a turn). */
  retrograde: boolean;
  /**
   * Present when the planet is stationary: a station falls within 12 hours of the moment
   * (src/lib/astrology/stations.ts). 'retrograde': it is turning retrograde (SR); 'direct': it
   * is turning direct (SD). Charts show S rather than R or D for it.
   */
  station?: 'retrograde' | 'direct';
  /** House 1–12 in the chart's house system, present when the houses are known. */
  house?: number;
}

/**
 * The chart points besides the ten planets (docs/birth-chart.md#points). 'North Node' and
 * 'South Node' are the true (osculating) nodes; 'Mean North Node' and 'Mean South Node' the
 * mean ones; 'Lilith' is Black Moon Lilith, the mean lunar apogee, 'True Lilith' the osculating
 * one; Ceres, Pallas, Juno and Vesta the four first asteroids; 'Part of Fortune' needs the
 * birth time (day formula Asc + Moon − Sun, night formula Asc + Sun − Moon), and so do the
 * 'Vertex' (where the prime vertical meets the ecliptic in the west) and the 'Anti-Vertex'.
 */
export const CHART_POINTS = [
  'North Node',
  'South Node',
  'Mean North Node',
  'Mean South Node',
  'Lilith',
  'True Lilith',
  'Chiron',
  'Ceres',
  'Pallas',
  'Juno',
  'Vesta',
  'Part of Fortune',
  'Vertex',
  'Anti-Vertex',
] as const;
export type ChartPointName = (typeof CHART_POINTS)[number];

export interface PointPosition {
  point: ChartPointName;
  /** How a reader is told which point it is: "North Node (true)", "Black Moon Lilith (mean)". */
  label: string;
  longitude: number;
  sign: ZodiacSign;
  degree: number;
  /** The nodes move backwards most of the time; Chiron sometimes. Absent for Lilith and Fortune. */
  retrograde?: boolean;
  house?: number;
}

/** Which house system the cusps are in, and why when it is not the one asked for. */
export interface HouseSystemFacts {
  /** The system of the cusps given. */
  system: HouseSystem;
  /** The system asked for, when it is undefined at the birthplace and `system` stands in for it. */
  requested?: HouseSystem;
  /** "Placidus is undefined above the polar circle (66°34′ N), so Porphyry houses are used." */
  note?: string;
}

/** The zodiac the chart's longitudes are counted in (docs/birth-chart.md#sidereal-zodiac). */
export type ZodiacFacts =
  | { zodiac: 'tropical' }
  | {
      zodiac: 'sidereal';
      ayanamsa: Ayanamsa;
      /** "Lahiri". */
      ayanamsaName: string;
      /** The ayanamsa (mean equinox) at the chart's moment, degrees: what the sidereal places are behind the tropical ones. */
      ayanamsaDegrees: number;
    };

export interface ChartFacts {
  planets: PlanetPosition[];
  /** Present in the birth chart's answer: which zodiac every longitude of this chart is in. */
  zodiac?: ZodiacFacts;
  ascendant?: { longitude: number; sign: ZodiacSign; degree: number };
  mc?: { longitude: number; sign: ZodiacSign; degree: number };
  /** House cusps 1–12 (longitudes) when time and place are known, in `houseSystem.system`. */
  houses?: number[];
  /** Present with `houses`. */
  houseSystem?: HouseSystemFacts;
  /** Nodes, Lilith, Chiron and the Part of Fortune: present in the birth chart's answer. */
  points?: PointPosition[];
}

export type MajorAspectName = 'conjunction' | 'sextile' | 'square' | 'trine' | 'opposition';
export type MinorAspectName = 'quincunx' | 'semi-sextile' | 'semi-square' | 'sesquiquadrate';
export type AspectName = MajorAspectName | MinorAspectName;

export interface AspectFact {
  /** Body of person 1 (or the natal chart) and of person 2 (or the transit). */
  from: string;
  to: string;
  aspect: AspectName;
  /** Distance from exact, in degrees. */
  orb: number;
  /** Positive for harmonious, negative for tense contacts, scaled by tightness. */
  weight: number;
  /**
   * Both bodies are slow planets (Jupiter to Pluto): a contact everyone born in those years
   * shares, so readings and scores do not treat it as personal (docs/readings.md).
   */
  generational?: true;
  /** A body's place depends on a birth time that was not given (the Moon): the orb is approximate. */
  approximate?: true;
  /**
   * With `approximate`: the smallest and largest orb over the whole birth day (degrees). The
   * aspect is listed when it is within orb at some moment of the day, even if not at noon.
   */
  orbRange?: [number, number];
  /**
   * With `approximate`: the birth times (local clock, "03:12"–"14:40") for which the aspect is
   * within orb; the day's first or last minute when it is in orb from the start or to the end.
   */
  orbWindow?: { from: string; to: string };
  /** Natal aspects between moving points: whether the orb is shrinking or growing. */
  motion?: 'applying' | 'separating';
  /** The two points' signs are not the aspect's number of signs apart (29° Sagittarius trine 1° Virgo). */
  outOfSign?: true;
}

/** A configuration of several planets (docs/birth-chart.md#patterns). */
export interface ChartPattern {
  kind: 'grand-trine' | 't-square' | 'grand-cross' | 'yod' | 'stellium';
  /** "Grand trine", "T-square", "Grand cross", "Yod", "Stellium". */
  name: string;
  /** The planets in it, in zodiac order (the apex last for a T-square and a yod). */
  points: string[];
  /** The focal planet of a T-square or yod. */
  apex?: string;
  /** A stellium's sign, or a grand trine's element / a grand cross's and T-square's modality. */
  sign?: ZodiacSign;
  house?: number;
  element?: Element;
  modality?: Modality;
  /** One sentence that names it: "Sun, Mercury, Venus and Mars in Aries". */
  description: string;
}

/** One span of the birth day during which a sign was rising at the birthplace. */
export interface RisingSignSpan {
  sign: ZodiacSign;
  /** Local clock times "07:42" and "10:05" ("00:00" and "24:00" at the day's ends). */
  from: string;
  to: string;
  /** The same moments in UTC, ISO 8601. */
  fromUtc: string;
  toUtc: string;
}

/** What a chart without a birth time can still say (docs/birth-chart.md#no-birth-time). */
export interface NoTimeFacts {
  /** Whose clock the times are on: the birthplace's zone ("local time") or "UTC". */
  clock: 'local time' | 'UTC';
  moon: {
    /** The Moon's place at the first and last moment of the birth day. */
    start: { longitude: number; sign: ZodiacSign; degree: number };
    end: { longitude: number; sign: ZodiacSign; degree: number };
    /** When it changed sign that day, if it did: "14:33", with the two signs. */
    ingress?: { time: string; utc: string; from: ZodiacSign; to: ZodiacSign };
  };
  /** The Sun changed sign that day: the same fields as the Moon's ingress. */
  sunIngress?: { time: string; utc: string; from: ZodiacSign; to: ZodiacSign };
  /** Rising signs over the birth day, in time order; absent without a birthplace. */
  risingSigns?: RisingSignSpan[];
}

export type CompatibilityLevel =
  'Excellent' | 'Very Good' | 'Good' | 'Moderate' | 'Challenging' | 'Difficult';

export const SCORE_KEYS = [
  'overall',
  'emotional',
  'intellectual',
  'physical',
  'spiritual',
  'communication',
  'trust',
  'values',
  'lifestyle',
  'romance',
  'longTerm',
] as const;
export type ScoreKey = (typeof SCORE_KEYS)[number];
/** The ten areas under the overall score of the eleven-score result. */
export type AreaKey = Exclude<ScoreKey, 'overall'>;
export const AREA_KEYS = SCORE_KEYS.filter((key): key is AreaKey => key !== 'overall');

export const CATEGORY_LABELS = {
  emotionalConnection: 'Emotional Connection',
  communicationStyle: 'Communication Style',
  valuesAlignment: 'Values Alignment',
  trustLoyalty: 'Trust & Loyalty',
  growthPotential: 'Growth Potential',
  physicalChemistry: 'Physical Chemistry',
  spiritualResonance: 'Spiritual Resonance',
  dailyRhythmHarmony: 'Daily Rhythm',
  challengeBalance: 'Challenge & Balance',
  longTermVision: 'Long-Term Vision',
} as const;
export type CategoryKey = keyof typeof CATEGORY_LABELS;

export interface PersonSummary {
  /** The name given, or the default label ("Person 1", "Person 2", "You") when none was. */
  name: string;
  /** False when no real name was given: readings then speak to "you" and "your partner". */
  named: boolean;
  /** The sign of the chart's Sun (which can differ from the date table's around a cusp). */
  zodiacSign: ZodiacSign;
  birthDate: string;
  /** One friendly sentence when the chart's Sun sign differs from the date table's, or is unsure. */
  signNote?: string;
  /**
   * In a two-person result, how its notes and place notices name this chart: "Your chart" for the
   * visitor, the partner's name, or "Your partner's chart".
   */
  label?: string;
  /** The clock the birth time was read on; absent when no birth time was given (noon was used). */
  clock?: BirthClock;
}

/** What the engine assumed: no birth time, noon, houses left out, and so on. */
export type Notes = string[];

/**
 * How one person's typed birth city was read (docs/places.md), shown beside the result:
 * picked from the suggestions, found by its name (or a former or foreign one), the largest of
 * several namesakes, read from a near spelling, not found (the time read in a fallback zone
 * or UTC), or not checked (no atlas at hand: the in-browser reading).
 */
export interface PlaceReading {
  /** Whose place: the name the reading uses for that person. */
  person: string;
  /** What was typed in the birth-city field. */
  typed: string;
  status: 'picked' | 'found' | 'namesake' | 'corrected' | 'not-found' | 'not-checked';
  /** The place used, "Portland, Oregon, United States"; absent when none was. */
  place?: string;
  /** The IANA zone the birth time was read in, or "UTC". */
  timezone: string;
  /** The sentence the result shows. */
  message: string;
}

/** Pythagorean numbers of one name (soulmate by name). */
export interface NameNumbersFacts {
  expression: number;
  soulUrge: number;
  personality: number;
  lifePath: number;
}

/** The focus areas of the soulmate-by-name call (docs/calculators.md#what-is-sent), each 0–100 with a sentence. */
export interface NameReadingFacts {
  numbers: { person1: NameNumbersFacts; person2: NameNumbersFacts };
  focusAreas: Record<'name-vibration' | 'numerology' | 'energetic-harmony', { score: number; text: string }>;
  score: number;
}

/** Element and modality shares of one chart (each set sums to 1), weighted by planet. */
export interface BalanceFacts {
  elements: Record<Element, number>;
  modalities: Record<Modality, number>;
  dominantElement: Element;
  dominantModality: Modality;
}

/** A chart drawn for the couple (docs/birth-chart.md#composite-and-davison), with its own aspects. */
export interface CoupleChartFacts {
  /** The planets and points, and the angles and houses when both birth times and places are known. */
  chart: ChartFacts;
  /**
   * Aspects among the chart's own points, major and minor, strongest first. The Moon's are
   * `approximate` when a birth time is unknown; the Davison's say applying or separating.
   */
  aspects: AspectFact[];
}

/** The Davison chart: a real sky, cast for the moment and place halfway between the births. */
export interface DavisonFacts extends CoupleChartFacts {
  /** The midpoint moment, ISO 8601 UTC (within 6 hours of the truth when a birth time is unknown). */
  utc: string;
  /** The midpoint place, when both birthplaces and birth times are known (it gives the houses). */
  place?: { latitude: number; longitude: number };
}

/** The birth-date pages' strengths, challenges and advice (docs/readings.md#two-pages-one-couple). */
export interface FitLists {
  strengths: string[];
  challenges: string[];
  advice: string;
}

/** Answer of /api/romantic-compatibility: both result shapes (docs/calculators.md#what-is-sent) plus chart facts. */
export interface CompatibilityResult {
  person1: PersonSummary;
  person2: PersonSummary;
  compatibility: Record<ScoreKey, number>;
  summary: string;
  strengths: string[];
  challenges: string[];
  advice: string;
  /** The ten-dimension shape of the birth-date page. */
  person1Name: string;
  person2Name: string;
  sign1: ZodiacSign;
  sign2: ZodiacSign;
  compatibilityScore: number;
  compatibilityLevel: CompatibilityLevel;
  description: string;
  categories: Record<CategoryKey, { score: number; description: string }>;
  /**
   * The birth-date pages' lists and advice: how the two of you fit. `strengths`, `challenges`,
   * `advice` and `summary` above belong to the eleven-score pages (docs/readings.md#two-pages-one-couple).
   * Absent from results saved before the two were told apart.
   */
  fit?: FitLists;
  /** One sentence for each of the ten areas of the eleven-score result, in the tier of its score. */
  areas: Record<AreaKey, string>;
  /** For each score, the aspects that moved it most (explainability). */
  drivers: Partial<Record<ScoreKey | CategoryKey, AspectFact[]>>;
  /**
   * Each dimension's "Why:" line (categories and areas): the factors its sentence explains
   * (docs/readings.md#why-lines). Absent for a dimension read from nothing in particular.
   */
  why?: Partial<Record<CategoryKey | AreaKey, string>>;
  /** What a missing birth time leaves unknown, said once near the top (docs/readings.md#without-a-birth-time). */
  timeNote?: string;
  charts: { person1: ChartFacts; person2: ChartFacts };
  aspects: AspectFact[];
  notes: Notes;
  /** How each typed birth city was read; empty when no city was given. */
  places: PlaceReading[];
  /** Where the words came from: our interpretation library or an AI polish of it. */
  narrativeSource: 'library' | 'ai';
  /** The element and modality balance behind the scores; harmony −0.5…1 and −0.3…0.3. */
  balance?: { person1: BalanceFacts; person2: BalanceFacts; elementHarmony: number; modalityHarmony: number };
  /** Present when the request asked for analysisType 'name-compatibility'. */
  nameReading?: NameReadingFacts;
  /** The composite and Davison charts of the couple, when the request asked for them (`coupleCharts: true`). */
  coupleCharts?: { composite: CoupleChartFacts; davison: DavisonFacts };
}

/** The month a marriage reading names; the season is that of the birth place's hemisphere. */
export interface MarriagePrediction {
  timeframe: string;
  season: 'Spring' | 'Summer' | 'Autumn' | 'Winter';
  year: number;
  /** 0–100: the share of the points of partnership a transit reaches that month (docs/marriage-timing.md#confidence). */
  confidence: number;
  /** What the confidence means for this chart, point by point. */
  confidenceNote: string;
}

/** Answer of /api/marriage-prediction (docs/calculators.md#what-is-sent). */
export interface MarriagePredictionResult {
  person: PersonSummary;
  /**
   * Null when no month of the search suits the person's age (under 18 or over 100 for all of
   * it, docs/marriage-timing.md): `reading` then holds a kind message instead of a date, and
   * the influences, preparation and aspects are empty.
   */
  prediction: MarriagePrediction | null;
  reading: string;
  keyInfluences: string[];
  preparation: string[];
  charts: { person: ChartFacts };
  aspects: AspectFact[];
  notes: Notes;
  /** How the typed birth city was read; empty when none was given. */
  places: PlaceReading[];
  narrativeSource: 'library' | 'ai';
}

/** Answer of /api/soulmate-reading (docs/calculators.md#what-is-sent). */
export interface PsychicGlimpseResult {
  person: PersonSummary;
  /** Sanitised HTML: headings, emphasised phrases and a teaser paragraph. */
  glimpse: string;
  /** 0–100: how far the signs that describe a partner agree with Venus (docs/readings.md#confidence-and-teaser). */
  confidence: number;
  /** What the confidence means for this chart, sign by sign. */
  confidenceNote: string;
  energyType: string;
  charts: { person: ChartFacts };
  aspects: AspectFact[];
  notes: Notes;
  /** How the typed birth city was read; empty when none was given. */
  places: PlaceReading[];
  narrativeSource: 'library' | 'ai';
}

/**
 * One section of the natal reading (docs/natal-library.md): a placement by sign (and by house
 * when the birth time is known), the chart ruler, the lunar nodes, or one of the tightest aspects.
 */
export interface NatalInterpretation {
  /**
   * 'overview' opens the reading; 'pattern' is a stellium, T-square, grand trine, grand cross or
   * yod; 'angular' a slow planet on an angle; 'generation' Uranus, Neptune and Pluto by sign
   * (docs/natal-library.md#the-shape-of-the-chart).
   */
  kind: 'overview' | 'placement' | 'chart-ruler' | 'pattern' | 'angular' | 'nodes' | 'aspect' | 'generation';
  /** The planet or angle read; for the nodes "North Node", for an aspect its first body. */
  point: string;
  /** The sign it is read in (none for an aspect). */
  sign?: ZodiacSign;
  /** "Sun in Aries", "Gemini rising", "Your chart ruler: Mars in Leo", "Sun square Saturn". */
  heading: string;
  /** Plain text; a blank line ("\n\n") parts two paragraphs (the overview's contradictions follow its themes). */
  text: string;
  house?: { number: number; heading: string; text: string };
  /**
   * Without a birth time, when the point changed sign during the birth day (the Moon does every
   * two or three days): the heading then says for which births the sign holds, and this is the
   * reading of the other sign, so each is said on its own, never both in one breath.
   */
  alternative?: { sign: ZodiacSign; heading: string; text: string };
  /**
   * The astrologers' words the section uses (an aspect, the orb, "exalted"), explained in a short
   * list under it, never in the prose (docs/natal-library.md#terms).
   */
  terms?: Array<{ term: string; meaning: string }>;
}

/** Answer of /api/birth-chart. */
export interface BirthChartResult {
  /** The name as given ('' when none: the page then speaks of "your chart"). */
  person: PersonSummary;
  /**
   * Planets with their houses, the nodes, Lilith, Chiron and the Part of Fortune, and the
   * Ascendant, MC and twelve cusps (in `chart.houseSystem`) when the time and place are known.
   */
  chart: ChartFacts;
  /**
   * Aspects among the chart's own points, strongest first: major and minor, applying or
   * separating, out-of-sign flagged; the Moon's marked approximate without a birth time.
   */
  aspects: AspectFact[];
  /** Grand trines, T-squares, grand crosses, yods and stelliums present in the chart. */
  patterns: ChartPattern[];
  /** Without a birth time: the Moon over the day and the rising sign by time of day. */
  noTime?: NoTimeFacts;
  balance: BalanceFacts;
  interpretation: NatalInterpretation[];
  timeKnown: boolean;
  notes: Notes;
  /** How the typed birth city was read; empty when none was given. */
  places: PlaceReading[];
}

/** One suggestion of /api/geocode: the place, with its parts for display. */
export interface PlaceSuggestion extends BirthPlace {
  city: string;
  /** State, province or other first-level region; '' when unknown or the same as the city. */
  region: string;
  country: string;
  population: number;
  /** The other name that matched ("Madras" for Chennai), when it was not the city's own. */
  alias?: string;
}

/** Answer of /api/geocode?q= (at most 10). */
export interface GeocodeResult {
  results: PlaceSuggestion[];
  /** How many places bear exactly the typed name: 2 or more means the visitor should pick one. */
  namesakes: number;
}
