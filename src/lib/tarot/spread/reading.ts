import { capitalize } from '@/lib/astrology/narrative/grammar';
import { pick } from '@/lib/astrology/narrative/pick';
import { fillFragment as fill } from '@/lib/astrology/narrative/template';
import { splitSentences } from '@/lib/content/text';
import { deckCardSide } from '@/lib/tarot/card-texts';
import { cardMeaningPath } from '@/lib/tarot/meaning-pages';
import { deckCardInProse, isMinorCard, minorParts, SUITS, type DeckCardName } from '@/lib/tarot/minor-arcana';
import { questionKind, type QuestionTheme } from '@/lib/tarot/question-kind';
import { readingFrames } from '@/lib/tarot/reading-frames';
import type { Orientation } from '@/lib/tarot/deck';
import { drawSpread, normalizeSpreadQuestion } from './draw';
import { spreadFrames } from './frames';
import { SPREAD_LAYOUTS, type SpreadLayout, type SpreadPosition } from './layouts';

/**
 * The spread's reading from our own library (docs/tarot.md): for each position an opener, the
 * card's text for the question's theme, then a summary drawn from what the three cards share.
 */
export interface SpreadCard {
  position: SpreadPosition;
  card: DeckCardName;
  orientation: Orientation;
  /** The card's meaning page. */
  path: string;
  keywords: readonly string[];
}

export interface SpreadReading {
  layout: SpreadLayout;
  /** The day the cards were drawn for ('2025-03-14'). */
  day: string;
  cards: SpreadCard[];
  /** What each card says in its position, in the cards' order. */
  positions: string[];
  summary: string;
  advice: string[];
}

/** Which of a card's texts answers the question; anything unthemed reads the card's meaning. */
const THEME_TEXT: Record<QuestionTheme, 'meaning' | 'love' | 'work' | 'money'> = {
  love: 'love',
  work: 'work',
  money: 'money',
  health: 'meaning',
  decision: 'meaning',
  general: 'meaning',
};

/** From this confidence up a card leans "clearly"; below it, "gently" (as in the one-card tools). */
const CLEAR_LEAN = 0.75;

export function librarySpreadReading(question: string, layout: SpreadLayout, day: string): SpreadReading {
  const frames = spreadFrames();
  const theme = questionKind(question).theme;
  const seed = `${normalizeSpreadQuestion(question)}|${day}|${layout}`;
  const drawn = drawSpread(question, day).map((draw, index) => ({
    ...draw,
    position: SPREAD_LAYOUTS[layout][index]!,
    side: deckCardSide(draw.card, draw.orientation),
  }));

  const positions = drawn.map(({ card, orientation, position, side }) => {
    const opener = capitalize(
      fill(pick(frames.positions[position], seed, position), { card: deckCardInProse(card) }),
    );
    const text = side[THEME_TEXT[theme]];
    // A reversed card's own text usually says so at once; when it does not, a line says it.
    const saysReversed = /\b(revers|upside down)/i.test(splitSentences(text)[0] ?? '');
    const reversed =
      orientation === 'reversed' && !saysReversed
        ? [pick(frames.reversed, seed, `${position}-reversed`)]
        : [];
    return [opener, ...reversed, text].join(' ');
  });

  const majors = drawn.filter(({ card }) => !isMinorCard(card));
  const majorLine =
    majors.length === 1
      ? fill(frames.majors.one, { card: deckCardInProse(majors[0]!.card), position: majors[0]!.position })
      : frames.majors[(['none', 'one', 'two', 'three'] as const)[majors.length]!];
  const suitCounts = SUITS.map((suit) => ({
    suit,
    count: drawn.filter(({ card }) => minorParts(card)?.suit === suit).length,
  }));
  const repeated = suitCounts.find(({ count }) => count >= 2);
  const suitLine = repeated
    ? frames.suits[repeated.suit][repeated.count === 3 ? 'three' : 'two']
    : majors.length < 2
      ? frames.mixedSuits
      : null;
  const reversedCount = drawn.filter(({ orientation }) => orientation === 'reversed').length;
  const last = drawn.at(-1)!;
  const leanLine = capitalize(
    fill(frames.lean[last.side.yesNo][last.side.confidence >= CLEAR_LEAN ? 'clear' : 'gentle'], {
      card: deckCardInProse(last.card),
      position: last.position,
    }),
  );
  // On health a card says nothing medical: the same note as the one-card tools, first.
  const healthNote = theme === 'health' ? [readingFrames().themes.health.note] : [];
  const summary = [...healthNote, capitalize(majorLine), suitLine, frames.reversals[reversedCount]!, leanLine]
    .filter((part): part is string => Boolean(part))
    .join(' ');

  return {
    layout,
    day,
    cards: drawn.map(({ card, orientation, position, side }) => ({
      position,
      card,
      orientation,
      path: cardMeaningPath(card),
      keywords: side.keywords,
    })),
    positions,
    summary,
    advice: [...new Set(drawn.map(({ side }) => side.advice))],
  };
}
