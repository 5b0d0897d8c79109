import { cardSide } from './meanings';
import type { Orientation } from './deck';
import { minorMeaning } from './minor-meanings';
import { isMinorCard, type DeckCardName } from './minor-arcana';

/**
 * What any of the 78 cards says in one orientation, in the shape the three-card spread reads
 * (docs/tarot.md): the majors' library (meanings.json) and the minors' (minor-arcana/) agree on
 * these fields. Money is a major's own text; a minor answers money questions with its work text.
 */
export interface DeckCardSide {
  keywords: readonly string[];
  yesNo: 'yes' | 'no';
  confidence: number;
  meaning: string;
  love: string;
  work: string;
  money: string;
  advice: string;
}

export function deckCardSide(name: DeckCardName, orientation: Orientation): DeckCardSide {
  if (isMinorCard(name)) {
    const side = minorMeaning(name)[orientation];
    return { ...side, money: side.work };
  }
  const side = cardSide(name, orientation);
  return {
    keywords: side.keywords,
    yesNo: side.yesNo,
    confidence: side.confidence,
    meaning: side.meaning,
    love: side.love,
    work: side.work,
    money: side.money,
    advice: side.advice[0]!,
  };
}
