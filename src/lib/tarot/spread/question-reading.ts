import { z } from 'zod';
import readings from '../../../../content/tarot/question-readings.json';
import { fillFragment as fill } from '@/lib/astrology/narrative/template';
import { splitSentences } from '@/lib/content/text';
import type { CardSide } from '@/lib/tarot/meaning-schema';
import { deckCardInProse, minorParts, SUITS, type DeckCardName } from '@/lib/tarot/minor-arcana';
import { capitalize } from '@/lib/astrology/narrative/grammar';
import type { Orientation } from '@/lib/tarot/deck';
import type { QuestionTheme } from '@/lib/tarot/question-kind';

/**
 * What a card says to the question that was asked (docs/tarot.md#the-three-card-spread): for the
 * kinds of question people bring most (an exam, a choice between two options, leaving a job,
 * telling someone how you feel, love without a partner, health), each suit has its own sentence
 * for a card that leans yes and one that leans no, and a major arcana card is read through its
 * own keyword. Texts: content/tarot/question-readings.json.
 */
export const QUESTION_READING_KINDS = [
  'exam',
  'choice',
  'leaving',
  'confession',
  'single',
  'health',
] as const;
export type QuestionReadingKind = (typeof QUESTION_READING_KINDS)[number];

const lean = z.object({ yes: z.string().min(20), no: z.string().min(20) });
const majorLean = z.object({
  yes: z.array(z.string().min(20)).min(2),
  no: z.array(z.string().min(20)).min(2),
});
const kindSchema = z.object({
  ...(Object.fromEntries(SUITS.map((suit) => [suit, lean])) as Record<(typeof SUITS)[number], typeof lean>),
  major: majorLean,
});
const byKind = <T extends z.ZodType>(value: T) =>
  z.object(
    Object.fromEntries(QUESTION_READING_KINDS.map((kind) => [kind, value])) as Record<QuestionReadingKind, T>,
  );
const answer = z.object({ clear: z.string().min(10), gentle: z.string().min(10) });
/** A kind whose summary needs its own words: the last card's answer and the middle card's focus. */
const summaryWords = z.object({
  answers: z.object({ yes: answer, no: answer }),
  focus: z.object({ upright: z.string().min(20), reversed: z.string().min(20) }),
});
export type KindSummaryWords = z.infer<typeof summaryWords>;
const adviceLines = z.array(z.string().min(20)).min(2);
const schema = z.object({
  /** Two practical steps for the question, by the way the last card leans. */
  advice: byKind(z.object({ yes: adviceLines, no: adviceLines })),
  /** Love questions without a partner: the domain's answers ("the way between you is open") would assume one. */
  summaries: z.object({ confession: summaryWords, single: summaryWords, choice: summaryWords }),
  /** How the opener and the summary name the question, three ways taken in turn ("your exam", "the test"…). */
  names: byKind(z.array(z.string().min(5)).length(3)),
  readings: byKind(kindSchema),
});
let parsed: z.infer<typeof schema> | undefined;
const library = () => (parsed ??= schema.parse(readings));

const EXAM = /\b(exams?|tests?|finals|gcses?|a-levels?)\b/;
const LEAVING = /\b(leave|leaving|quit|quitting|resign|resigning|hand in my notice|move on from)\b/;
const CONFESSION =
  /\b(tell|telling|confess|admit|ask (?:him|her|them) out|make (?:a|the) (?:first )?move|how i feel|my feelings)\b/;
/** Words that say the asker already has a partner: then the card's own love text fits. */
const PARTNERED =
  /\b(partner|boyfriend|girlfriend|husband|wife|spouse|fianc[ée]e?|we|us|our|relationship|marriage|married|ex)\b/;

/** The kind of question a spread's cards are read for, when it is one with texts of its own. */
export function questionReadingKind(question: string, theme: QuestionTheme): QuestionReadingKind | undefined {
  const text = question.toLowerCase().replace(/[’‘]/g, "'");
  if (theme === 'study') return EXAM.test(text) ? 'exam' : undefined;
  if (theme === 'decision') return 'choice';
  if (theme === 'health') return 'health';
  if (theme === 'work') return LEAVING.test(text) ? 'leaving' : undefined;
  if (theme === 'love') {
    if (CONFESSION.test(text)) return 'confession';
    return PARTNERED.test(text) ? undefined : 'single';
  }
  return undefined;
}

/** Every card sentence of a kind, as written (for the tests). */
export function questionReadingTemplates(kind: QuestionReadingKind): string[] {
  const texts = library().readings[kind];
  return [
    ...SUITS.flatMap((suit) => [texts[suit].yes, texts[suit].no]),
    ...texts.major.yes,
    ...texts.major.no,
  ];
}

/** The practical steps for a kind of question, by the lean of the spread's last card. */
export function questionAdvice(kind: QuestionReadingKind, lastLean: CardSide['yesNo']): string[] {
  return library().advice[kind][lastLean];
}

/** The summary's own words for a kind, when it has them. */
export function questionSummaryWords(kind: QuestionReadingKind): KindSummaryWords | undefined {
  const { summaries } = library();
  return kind === 'confession' || kind === 'single' || kind === 'choice' ? summaries[kind] : undefined;
}

/** The three names of the question's subject, for the opener and the summary ("your back pain" when the question says "my back pain"). */
export function questionReadingNames(kind: QuestionReadingKind, question = ''): readonly string[] {
  const names = library().names[kind];
  const subject = kind === 'health' ? HEALTH_SUBJECT.exec(question.toLowerCase())?.[1] : undefined;
  return subject ? [`your ${subject}`, ...names.slice(1)] : names;
}

/** "my back pain", "my sleep": the health question's own subject, up to its verb. */
const HEALTH_SUBJECT =
  /\bmy ((?:[a-z-]+ ){0,2}?[a-z-]+?)\s+(?:get|gets|be|is|improve|heal|go|clear|settle|come)\b/;

/** The two options of an either/or ("Lisbon and Leeds"), when both end in a name; else "the two options". */
export function choiceOptions(question: string): string {
  const match = /\b(?:should|shall|do|can|would) (?:i|we) (.+?) or (.+?)[?.!\s]*$/i.exec(question.trim());
  const proper = (phrase: string | undefined) => /((?:[A-Z][\w'-]+ ?)+)$/.exec(phrase ?? '')?.[1]?.trim();
  const [first, second] = [proper(match?.[1]), proper(match?.[2])];
  return first && second ? `${first} and ${second}` : 'the two options';
}

interface Drawn {
  card: DeckCardName;
  orientation: Orientation;
  side: { meaning: string; keywords: readonly string[]; yesNo: CardSide['yesNo'] };
  /** Read as leaning yes whatever the card's own lean (an upright card in the action position: the move to make). */
  backed?: boolean;
}

/**
 * The three cards' texts for a question of this kind: what the card is (its meaning's first
 * sentence), then what it says to the question. Two cards of one suit and lean, or two majors of
 * one lean, in a spread never read the same sentence: the second takes the other wording.
 */
export function questionReadings(kind: QuestionReadingKind, cards: readonly Drawn[]): string[] {
  const texts = library().readings[kind];
  const used = new Set<string>();
  return cards.map(({ card, side, backed }) => {
    // The opener has just named the card: here it is "it" ("It is the card of …", "Reversed, it shows …").
    const name = deckCardInProse(card).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const core = (splitSentences(side.meaning)[0] ?? '')
      .replace(/^Upright, /, '')
      .replace(new RegExp(`^(Reversed, )?${name}\\b`, 'i'), (_, reversed?: string) =>
        reversed ? 'Reversed, it' : 'It',
      );
    const suit = minorParts(card)?.suit;
    const lean = backed ? 'yes' : side.yesNo;
    const keyword = side.keywords[0] ?? 'its theme';
    const majors = texts.major[lean];
    const candidates = suit ? [texts[suit][lean], ...majors] : majors;
    const template = candidates.find((candidate) => !used.has(candidate)) ?? candidates[0]!;
    used.add(template);
    return [
      core,
      // A major's own keyword leads its sentence ("Upheaval is what to guard against").
      fill(template, { K1: capitalize(keyword), k1: keyword }),
    ].join(' ');
  });
}
