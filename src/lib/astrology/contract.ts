/**
 * The contract between the calculator islands and the three calculator functions
 * (/api/romantic-compatibility, /api/marriage-prediction, /api/soulmate-reading): request
 * bodies and answers as docs/calculators.md#what-is-sent lists them, plus the computed chart facts.
 * The engine implements it; islands only read it.
 */
import type { Element, Modality, ZodiacSign } from './zodiac';

export type Gender = 'male' | 'female' | 'other';

/** A place picked from the /api/geocode autocomplete. */
export interface BirthPlace {
  /** "Portland, Oregon, United States". */
  name: string;
  latitude: number;
  longitude: number;
  /** IANA time zone, e.g. "Europe/Tallinn". */
  timezone: string;
}

/** One person as the forms send it. */
export interface PersonInput {
  name?: string;
  /** "YYYY-MM-DD" */
  birthDate: string;
  /** "HH:MM" (24 h), optional. */
  birthTime?: string;
  /** Free text "City, Country", optional. */
  birthCity?: string;
  birthPlace?: BirthPlace;
  /**
   * A UTC offset that overrides the atlas ("+01:00", "-05:30"), for a birth certificate that
   * states its own; optional.
   */
  utcOffset?: string;
  zodiacSign?: ZodiacSign | '';
  gender?: Gender | '';
}

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
  source: 'zone' | 'local-mean-time' | 'atlas-rule' | 'manual' | 'utc';
  daylightSaving: boolean;
  /** "UTC+1:19:32, Amsterdam summer time". */
  statement: string;
  /**
   * The local time never happened (gap) or happened twice (overlap): both readings, the first
   * on the offset before the change; `chosen` is the one used.
   */
  ambiguity?: { kind: 'gap' | 'overlap'; readings: Array<{ utc: string; statement: string }>; chosen: 0 | 1 };
}

export interface CompatibilityRequest {
  person1: PersonInput;
  person2: PersonInput;
  analysisType?: 'name-compatibility';
  focusAreas?: Array<'name-vibration' | 'numerology' | 'energetic-harmony'>;
}

export interface SinglePersonRequest {
  person: PersonInput;
}

export type PlanetName =
  'Sun' | 'Moon' | 'Mercury' | 'Venus' | 'Mars' | 'Jupiter' | 'Saturn' | 'Uranus' | 'Neptune' | 'Pluto';

export interface PlanetPosition {
  planet: PlanetName;
  /** Ecliptic longitude 0–360°. */
  longitude: number;
  sign: ZodiacSign;
  /** Degree within the sign, 0–30. */
  degree: number;
  retrograde: boolean;
  /** Placidus house 1–12, present when the houses are known. */
  house?: number;
}

export interface ChartFacts {
  planets: PlanetPosition[];
  ascendant?: { longitude: number; sign: ZodiacSign; degree: number };
  mc?: { longitude: number; sign: ZodiacSign; degree: number };
  /** Placidus cusps 1–12 (longitudes) when time and place are known. */
  houses?: number[];
}

export type AspectName = 'conjunction' | 'sextile' | 'square' | 'trine' | 'opposition';

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
  /** For each score, the aspects that moved it most (explainability). */
  drivers: Partial<Record<ScoreKey | CategoryKey, AspectFact[]>>;
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
}

/** The month a marriage reading names; the season is that of the birth place's hemisphere. */
export interface MarriagePrediction {
  timeframe: string;
  season: 'Spring' | 'Summer' | 'Autumn' | 'Winter';
  year: number;
  confidence: number;
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
  confidence: number;
  energyType: string;
  charts: { person: ChartFacts };
  aspects: AspectFact[];
  notes: Notes;
  /** How the typed birth city was read; empty when none was given. */
  places: PlaceReading[];
  narrativeSource: 'library' | 'ai';
}

/** One interpreted point of a birth chart: by sign, and by house when the birth time is known. */
export interface NatalInterpretation {
  point: 'Sun' | 'Moon' | 'Ascendant' | 'Venus' | 'Mars';
  sign: ZodiacSign;
  /** "Sun in Aries", "Gemini rising". */
  heading: string;
  text: string;
  house?: { number: number; heading: string; text: string };
  /**
   * Without a birth time: the other sign this point stood in at some moment of the birth day
   * (the Moon changes sign every two or three days). The reading uses the noon position.
   */
  otherSign?: ZodiacSign;
}

/** Answer of /api/birth-chart. */
export interface BirthChartResult {
  /** The name as given ('' when none: the page then speaks of "your chart"). */
  person: PersonSummary;
  /** Planets with their houses, and the Ascendant, MC and twelve Placidus cusps when known. */
  chart: ChartFacts;
  /** Aspects among the chart's own points, strongest first. */
  aspects: AspectFact[];
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
