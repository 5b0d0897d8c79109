/**
 * The celebrity list for the admin screen, read straight from the data file so the browser
 * bundle carries neither the validator nor the astrology engine (the dataset test validates it).
 */
import raw from '../../../content/celebrities/celebrities.json';

export interface CelebritySummary {
  id: string;
  name: string;
  note: string;
  birthDate: string;
  birthTime: string | null;
  placeName: string;
  rodden: string;
}

export const CELEBRITY_SUMMARIES: readonly CelebritySummary[] = raw.map((entry) => ({
  id: entry.id,
  name: entry.name,
  note: entry.note,
  birthDate: entry.birthDate,
  birthTime: entry.birthTime,
  placeName: entry.place.name,
  rodden: entry.rodden,
}));

/** Case- and accent-insensitive search over name, note and place; every word must match. */
export function searchCelebrities(list: readonly CelebritySummary[], query: string): CelebritySummary[] {
  const fold = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...list];
  return list.filter((item) => {
    const haystack = fold(`${item.name} ${item.note} ${item.placeName}`);
    return words.every((word) => haystack.includes(word));
  });
}
