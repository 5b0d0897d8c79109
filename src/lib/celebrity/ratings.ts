/**
 * Lois Rodden's ratings of birth data and what the site does with each (docs/celebrities.md).
 * Kept free of the validator and the engine so the admin's browser bundle can show the same
 * texts as the public pages; the unit tests check the texts file.
 */
import texts from '../../../content/celebrities/ratings.json';

export const RODDEN_RATINGS = ['AA', 'A', 'B', 'C', 'DD', 'X', 'XX'] as const;
export type RoddenRating = (typeof RODDEN_RATINGS)[number];

/** Ratings that come with a birth time; the others are read at noon. */
export const TIMED_RATINGS: readonly RoddenRating[] = ['AA', 'A', 'B', 'C'];

/**
 * Ratings whose birth time is trusted for the Ascendant, Midheaven and houses. B is left out:
 * a biography's time cannot be traced to a record or a witness, and a rounded hour can move
 * the Ascendant by a whole sign. B and C times still place the Moon and the planets.
 */
export const HOUSE_RATINGS: readonly RoddenRating[] = ['AA', 'A'];

export interface RatingText {
  /** One or two words: "Recorded", "No time". */
  name: string;
  /** What the rating says about where the data came from, in a sentence. */
  meaning: string;
}

/** The type checks that every rating has its text in content/celebrities/ratings.json. */
export const RATING_TEXTS: Readonly<Record<RoddenRating, RatingText>> = texts;

/**
 * Whether a chart of data with this rating (and a birth time) shows houses and angles. A time
 * the sources dispute never does, whatever its rating: the rising sign would be a guess.
 */
export function housesShown(rating: RoddenRating, birthTime: string | null, disputed = false): boolean {
  return birthTime !== null && !disputed && HOUSE_RATINGS.includes(rating);
}

export function isRoddenRating(value: string): value is RoddenRating {
  return (RODDEN_RATINGS as readonly string[]).includes(value);
}
