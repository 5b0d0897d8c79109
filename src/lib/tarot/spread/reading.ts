import { capitalize } from '@/lib/astrology/narrative/grammar';
import { pick } from '@/lib/astrology/narrative/pick';
import { fillFragment as fill } from '@/lib/astrology/narrative/template';
import { splitSentences } from '@/lib/content/text';
import { deckCardSide } from '@/lib/tarot/card-texts';
import { cardMeaningPath } from '@/lib/tarot/meaning-pages';
import { deckCardInProse, isMinorCard, type DeckCardName } from '@/lib/tarot/minor-arcana';
import { questionKind, type QuestionTheme } from '@/lib/tarot/question-kind';
import { readingFrames } from '@/lib/tarot/reading-frames';
import type { Orientation } from '@/lib/tarot/deck';
import { drawSpread, normalizeSpreadQuestion } from './draw';
import { BRIDGED_DOMAINS, spreadFrames, type BridgedDomain, type SpreadDomain } from './frames';
import { spreadSummary, type SummaryCard } from './summary';
import {
  choiceOptions,
  questionAdvice,
  questionReadingKind,
  questionReadingNames,
  questionReadings,
  questionSummaryWords,
} from './question-reading';
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
  study: 'meaning',
  decision: 'meaning',
  general: 'meaning',
};

/** An exam (or a test) is named as such in the summary; other study questions are "your studies". */
const EXAM = /\b(exams?|tests?|finals|gcses?|a-levels?)\b/i;

/** The domain the summary is written for: the question's theme, with an exam told apart. */
function summaryDomain(question: string, theme: QuestionTheme): SpreadDomain {
  return theme === 'study' && EXAM.test(question) ? 'exam' : theme;
}

/** When a position stands in the question's time: before it, now, or ahead. */
const POSITION_TIME: Record<SpreadPosition, 'before' | 'now' | 'ahead'> = {
  past: 'before',
  situation: 'before',
  present: 'now',
  action: 'now',
  future: 'ahead',
  outcome: 'ahead',
};

const isBridged = (domain: SpreadDomain): domain is BridgedDomain =>
  (BRIDGED_DOMAINS as readonly string[]).includes(domain);

/**
 * A card's meaning for a question whose domain has no card texts of its own (an exam, a choice):
 * the meaning's first two sentences (what the card is, without the picture), then what it says
 * for this question in this position, in the card's own keywords.
 */
function bridgedText(
  card: DeckCardName,
  orientation: Orientation,
  domain: BridgedDomain,
  position: SpreadPosition,
  seed: string,
): string {
  const side = deckCardSide(card, orientation);
  const sentences = splitSentences(side.meaning);
  // An upright major's second sentence describes the picture on the card: the reading skips it.
  const core =
    !isMinorCard(card) && orientation === 'upright' ? [sentences[0], sentences[2]] : sentences.slice(0, 2);
  const keywords = side.keywords;
  // A card that leans no names what to watch for, never what the question "asks for".
  const time = POSITION_TIME[position];
  const slot = side.yesNo === 'no' && time !== 'before' ? (`${time}Warning` as const) : time;
  const bridge = fill(pick(spreadFrames().bridges[domain][slot], seed, `${position}-bridge`), {
    k1: keywords[0] ?? 'its theme',
    k2: keywords[1] ?? keywords[0] ?? 'its theme',
  });
  return [...core.filter(Boolean), bridge].join(' ');
}

export function librarySpreadReading(question: string, layout: SpreadLayout, day: string): SpreadReading {
  const frames = spreadFrames();
  const { theme, form } = questionKind(question);
  const domain = summaryDomain(question, theme);
  // The kinds of question with texts of their own read each card for that question, and name it.
  const readingKind = questionReadingKind(question, theme);
  const names = readingKind ? questionReadingNames(readingKind, question) : frames.domains[domain];
  const domainName = names[0]!;
  const seed = `${normalizeSpreadQuestion(question)}|${day}|${layout}`;
  const drawn = drawSpread(question, day).map((draw, index) => ({
    ...draw,
    position: SPREAD_LAYOUTS[layout][index]!,
    side: deckCardSide(draw.card, draw.orientation),
  }));

  // An upright card in the action position is the move to make, whatever its lean (as in the summary).
  const kindTexts = readingKind
    ? questionReadings(
        readingKind,
        drawn.map((draw) => ({
          ...draw,
          backed: draw.position === 'action' && draw.orientation === 'upright',
        })),
      )
    : undefined;
  const positions = drawn.map(({ card, orientation, position, side }, index) => {
    const opener = capitalize(
      fill(pick(frames.positions[position], seed, position), {
        card: deckCardInProse(card),
        domain: domainName,
      }),
    );
    const text =
      kindTexts?.[index] ??
      (isBridged(domain) ? bridgedText(card, orientation, domain, position, seed) : side[THEME_TEXT[theme]]);
    // One rule for reversals (docs/tarot.md#reversed-cards): a reversed card reads as its meaning
    // turned round. Its own text usually says so at once; when it does not, a line says it.
    const saysReversed = /\b(revers|upside down)/i.test(splitSentences(text)[0] ?? '');
    const reversed =
      orientation === 'reversed' && !saysReversed
        ? [
            fill(pick(frames.reversed, seed, `${position}-reversed`), {
              card: deckCardInProse(card),
              krev: side.keywords.slice(0, 2).join(' and '),
            }),
          ]
        : [];
    return [opener, ...reversed, text].join(' ');
  });

  // On health a card says nothing medical: the same note as the one-card tools, first.
  const healthNote = theme === 'health' ? [readingFrames().themes.health.note] : [];
  const summary = [
    ...healthNote,
    spreadSummary(
      drawn as unknown as [SummaryCard, SummaryCard, SummaryCard],
      layout,
      domain,
      seed,
      form,
      names,
      readingKind && questionSummaryWords(readingKind),
      choiceOptions(question),
    ),
  ].join(' ');

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
    // A question of a kind with texts of its own gets steps for that question, not the cards' general advice.
    advice: readingKind
      ? questionAdvice(readingKind, drawn[2]!.side.yesNo)
      : [...new Set(drawn.map(({ side }) => side.advice))],
  };
}
