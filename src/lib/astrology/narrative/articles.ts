/**
 * "a" or "an", chosen by how the next word or number is read aloud (docs/readings.md). The
 * engine uses these; islands do not, so the library's word list stays out of their bundles.
 */
import indefinite from 'indefinite';

/**
 * Words the article library reads by their first letter where the spoken word starts
 * otherwise: Uranus is said "YOOR-a-nus", so "a Uranus transit".
 */
const ARTICLE_BY_SOUND: Record<string, 'a' | 'an'> = { uranus: 'a', uranian: 'a' };

/** "a" or "an" for a word or number as it is read aloud: an 8, an 11, an 18, an 80, a 100, an MC. */
export function articleFor(word: string | number): 'a' | 'an' {
  const text = String(word).trim();
  const first = (text.split(/[\s–—-]/)[0] ?? '').toLowerCase();
  const known = ARTICLE_BY_SOUND[first];
  if (known) return known;
  return indefinite(text, { articleOnly: true }) === 'an' ? 'an' : 'a';
}

/** The word with its article: "an 81", "a Taurus", "an Ascendant–Venus". */
export function withArticle(word: string | number): string {
  return `${articleFor(word)} ${word}`;
}
