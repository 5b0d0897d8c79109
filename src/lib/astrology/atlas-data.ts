/**
 * The layout of atlas.json, written by scripts/make-atlas.ts. Countries, regions and zones are
 * stored once and referred to by index, to keep the file the functions bundle small.
 */
export interface AtlasData {
  source: string;
  /** IANA time zones. */
  zones: string[];
  /** [ISO alpha-2 code, English name, index of its most populous city]. */
  countries: Array<[string, string, number]>;
  /**
   * First-level regions (states, provinces, …): [country index, name ('' when GeoNames has
   * none), short code ("OR", "NSW"; '' when none is known), index of its most populous city].
   */
  regions: Array<[number, string, string, number]>;
  /** Second-level areas people name (England's counties): [region index, name]. */
  counties: Array<[number, string]>;
  /**
   * The cities, column by column (it compresses better than rows), sorted by normalised name:
   * coordinates to 2 decimals (~1 km), population to 2 significant digits.
   */
  cities: {
    names: string[];
    regions: number[];
    /** 1 + the county's index, or 0 where none is kept. */
    counties: number[];
    latitudes: number[];
    longitudes: number[];
    populations: number[];
    zones: number[];
  };
  /** The cities that are sections of a larger place (neighbourhoods, suburbs), ascending. */
  sections: number[];
  /** Other names (former names, other languages' spellings), normalised and sorted, with their city. */
  aliases: { keys: string[]; cities: number[] };
  /** First character of a normalised name → [cities start, end, aliases start, end). */
  buckets: Record<string, [number, number, number, number]>;
  /**
   * Names and codes of regions and countries (countries in many languages), normalised and
   * sorted, each with the regions and the countries it names ("il": Illinois and Israel).
   */
  areas: { keys: string[]; regions: number[][]; countries: number[][]; counties: number[][] };
}
