/**
 * The one spelling-insensitive form of a place name, used both by scripts/make-atlas.ts (to
 * write the atlas keys) and by the gazetteer (to read what visitors type): lower case, letters
 * without accents ("Łódź" → "lodz", "Straße" → "strasse", "Đà Nẵng" → "da nang"), and anything
 * that is not a letter or digit collapsed to one space ("St.-Étienne" → "st etienne").
 */
import deburr from 'lodash-es/deburr.js';

/** Plain ASCII, which deburring and decomposing leave as it is (most names: the quick path). */
const ASCII = /^[^\u0080-\uffff]*$/;

export function normalizePlaceName(text: string): string {
  const folded = ASCII.test(text) ? text.toLowerCase() : foldLetters(text);
  return folded.replace(/[^a-z0-9]+/g, ' ').trim();
}

/** Lower case without accents: "Łódź" → "lodz", "Straße" → "strasse". */
function foldLetters(text: string): string {
  return (
    deburr(text)
      // deburr covers Latin-1 and Latin Extended-A; decomposing catches the rest (Vietnamese, …).
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
  );
}
