import { pick } from '../astrology/narrative/pick';
import { fillFragment as fill } from '../astrology/narrative/template';
import { capitalize } from '../astrology/narrative/grammar';
import { joinList, splitSentences } from '../content/text';
import { cardInProse, type CardName, type Orientation } from './deck';
import type { CardSide } from './meaning-schema';
import { cardSide } from './meanings';
import { questionKind, type QuestionKind, type QuestionTheme } from './question-kind';
import { readingFrames } from './reading-frames';
import type { OneQuestionReading, YesNoReading } from './types';

/**
 * The offline readings (no AI provider): built from the card's texts for the question's theme and
 * shaped by its form, so two questions drawing the same card read differently (docs/tarot.md).
 */

/** From this confidence up the card leans "clearly"; below it, "gently". */
const CLEAR_LEAN = 0.75;
/** A card is a reflection, not a forecast: on health the yes/no tool never sounds surer than this. */
export const HEALTH_CONFIDENCE_CAP = 0.6;

/** Which of the card's texts answers each theme; an unthemed question gets the card's meaning. */
const THEME_TEXT = {
  love: 'love',
  work: 'work',
  money: 'money',
  health: 'wellbeing',
  study: 'meaning',
  decision: 'decision',
  general: 'meaning',
} as const satisfies Record<QuestionTheme, keyof CardSide>;

interface Draw {
  card: CardName;
  orientation: Orientation;
  side: CardSide;
  kind: QuestionKind;
  /** Chooses among the frames' wordings: the same question and card always read the same. */
  seed: string;
}

function draw(card: CardName, orientation: Orientation, question: string): Draw {
  const normalized = question.trim().toLowerCase().replace(/\s+/g, ' ');
  return {
    card,
    orientation,
    side: cardSide(card, orientation),
    kind: questionKind(question),
    seed: `${card}|${orientation}|${normalized}`,
  };
}

function opener({ card, orientation, kind, seed }: Draw): string {
  const wordings = readingFrames().themes[kind.theme].openers;
  const template = pick(kind.form === 'yes-no' ? wordings.yesNo : wordings.open, seed, 'opener');
  return capitalize(fill(template, { card: cardInProse(card), orientation }));
}

/** "Yes.", "Leaning no, or not yet." and the like: how firmly the card leans. */
function leanLine({ side }: Draw): string {
  return readingFrames().leans[side.yesNo][side.confidence >= CLEAR_LEAN ? 'clear' : 'gentle'];
}

function closer({ orientation, side, seed }: Draw): string {
  const template = pick(readingFrames().closers[orientation], seed, 'closer');
  return fill(template, { keywords: joinList(side.keywords.slice(0, 3)) });
}

/** The health note, read out whatever the card, before anything the card says. */
function notes({ kind }: Draw): string[] {
  return kind.theme === 'health' ? [readingFrames().themes.health.note] : [];
}

/**
 * Two lines for the question's theme, then one of the card's own; on health, the doctor first.
 * Each is chosen by the question as well as the card, from pools large enough that two questions
 * on the same theme rarely share all three (docs/tarot.md).
 */
function advice({ side, kind, seed }: Draw): string[] {
  const own = pick(side.advice, seed, 'card-advice');
  if (kind.theme === 'general') return [own, ...side.advice.filter((line) => line !== own)];
  const pool = readingFrames().themes[kind.theme].advice;
  const first = pick(pool, seed, 'advice');
  const second = pick(
    pool.filter((line) => line !== first),
    seed,
    'advice-second',
  );
  const lead = kind.theme === 'health' ? [readingFrames().themes.health.firstAdvice, first] : [first, second];
  return [...lead, own];
}

const paragraphs = (...parts: (string | null)[]) =>
  parts.filter((part): part is string => Boolean(part)).join('\n\n');

/**
 * A one-question reading. The short answer is the opening sentence of the card's text for the
 * theme (after the card's lean when the question asks yes or no); the interpretation follows with
 * the rest of that text, the card's meaning and the words to keep.
 */
export function libraryOneQuestion(
  card: CardName,
  orientation: Orientation,
  question: string,
): OneQuestionReading {
  const reading = draw(card, orientation, question);
  const { side, kind } = reading;
  const [lead = '', ...rest] = splitSentences(side[THEME_TEXT[kind.theme]]);
  // An unthemed yes/no question keeps the card's own yes/no sentence, so the meaning is read whole.
  const ownShortAnswer = kind.theme === 'general' && kind.form === 'yes-no';
  // On health the answer opens with what the card says about self-care, never with a verdict.
  const withLean = kind.form === 'yes-no' && kind.theme !== 'health';
  const shortAnswer = ownShortAnswer ? side.shortAnswer : withLean ? `${leanLine(reading)} ${lead}` : lead;
  const body = ownShortAnswer ? [lead, ...rest] : rest;
  return {
    cardName: card,
    orientation,
    shortAnswer,
    interpretation: paragraphs(
      [opener(reading), ...notes(reading), ...body].join(' '),
      kind.theme === 'general' ? null : side.meaning,
      closer(reading),
    ),
    yesNo: side.yesNo,
    rationale: side.rationale,
    advice: advice(reading),
  };
}

/** A yes/no reading: the card's lean and how firmly it leans, explained for the question's theme. */
export function libraryYesNo(card: CardName, orientation: Orientation, question: string): YesNoReading {
  const reading = draw(card, orientation, question);
  const { side, kind } = reading;
  const openQuestion = kind.form === 'open' ? [readingFrames().openQuestionInYesNoTool] : [];
  return {
    cardName: card,
    orientation,
    yesNo: side.yesNo,
    confidence: kind.theme === 'health' ? Math.min(side.confidence, HEALTH_CONFIDENCE_CAP) : side.confidence,
    rationale: side.rationale,
    interpretation: [opener(reading), ...openQuestion, ...notes(reading), side[THEME_TEXT[kind.theme]]].join(
      ' ',
    ),
    advice: advice(reading),
  };
}
