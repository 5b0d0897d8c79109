/**
 * The spread's summary (docs/tarot.md#the-three-card-spread): the three cards read as one story
 * for the question's domain, then what weighs most (the major arcana, a suit that repeats, the
 * reversed cards, with the one rule for reversals said once), the last card's answer in the
 * question's own terms (a pass for an exam, a move for a job) and the middle card's focus. Every sentence names the
 * cards it speaks of (the health note aside), so no summary sentence of one spread stands in
 * another that did not draw the same cards.
 */
import { capitalize } from '@/lib/astrology/narrative/grammar';
import { pick } from '@/lib/astrology/narrative/pick';
import { fillFragment as fill } from '@/lib/astrology/narrative/template';
import type { CardSide } from '@/lib/tarot/meaning-schema';
import { deckCardInProse, isMinorCard, minorParts, SUITS, type DeckCardName } from '@/lib/tarot/minor-arcana';
import type { Orientation } from '@/lib/tarot/deck';
import type { QuestionForm } from '@/lib/tarot/question-kind';
import { spreadFrames, type SpreadDomain } from './frames';
import type { KindSummaryWords } from './question-reading';
import type { SpreadLayout, SpreadPosition } from './layouts';

export interface SummaryCard {
  card: DeckCardName;
  orientation: Orientation;
  position: SpreadPosition;
  side: Pick<CardSide, 'keywords' | 'yesNo' | 'confidence'>;
}

/** From this confidence up a card leans "clearly"; below it, "gently" (as in the one-card tools). */
const CLEAR_LEAN = 0.75;

/** "the Three of Wands reversed", "Justice". */
const named = ({ card, orientation }: SummaryCard) =>
  `${deckCardInProse(card)}${orientation === 'reversed' ? ' reversed' : ''}`;
const keyword = ({ side }: SummaryCard) => side.keywords[0] ?? 'its theme';

export function spreadSummary(
  cards: readonly [SummaryCard, SummaryCard, SummaryCard],
  layout: SpreadLayout,
  domain: SpreadDomain,
  seed: string,
  form: QuestionForm = 'yes-no',
  /** How to name the question, when its kind has names of its own ("leaving your job"). */
  domainNames?: readonly string[],
  /** The answers and focus of a kind with words of its own (love without a partner). */
  words?: KindSummaryWords,
  /** The options of an either/or, named as the question names them ("Lisbon and Leeds"). */
  options = 'the two options',
): string {
  const { summary, domains } = spreadFrames();
  const [first, middle, last] = cards;
  const names = domainNames ?? domains[domain];
  let domainUses = 0;
  const base = {
    c1: named(first),
    c2: named(middle),
    C2: capitalize(named(middle)),
    c3: named(last),
    C1: capitalize(named(first)),
    k1: keyword(first),
    k2: keyword(middle),
    k3: keyword(last),
  };
  // The domain's names are taken in turn, one a sentence that names it.
  const sentence = (template: string, values: Record<string, string> = {}) => {
    const domainName = names[domainUses % names.length]!;
    if (template.includes('{domain}')) domainUses += 1;
    return capitalize(fill(template, { ...base, domain: domainName, ...values }));
  };

  const story = sentence(pick(summary.story[layout], seed, 'story'));

  const majors = cards.filter(({ card }) => !isMinorCard(card));
  const majorLine =
    majors.length === 0
      ? summary.majors.none
      : majors.length === 1
        ? summary.majors.one
        : majors.length === 2
          ? summary.majors.two
          : summary.majors.three;
  const weight = sentence(majorLine, {
    Cmajor: capitalize(named(majors[0] ?? first)),
    cmajor2: named(majors[1] ?? middle),
    pmajor: (majors[0] ?? first).position,
    kmajor: keyword(majors[0] ?? first),
    kmajor2: keyword(majors[1] ?? middle),
  });

  const suited = SUITS.map((suit) => cards.filter(({ card }) => minorParts(card)?.suit === suit)).find(
    (group) => group.length >= 2,
  );
  const suitLine = suited
    ? sentence(summary.suits[minorParts(suited[0]!.card)!.suit][suited.length === 3 ? 'three' : 'two'], {
        Ca: capitalize(named(suited[0]!)),
        cb: named(suited[1]!),
      })
    : undefined;

  const reversed = cards.filter(({ orientation }) => orientation === 'reversed');
  // The one rule for reversals is said here, once, whenever a card lies reversed.
  const reversalLine =
    reversed.length === 0
      ? undefined
      : sentence(summary.reversals[(['one', 'two', 'three'] as const)[reversed.length - 1]!], {
          crev: deckCardInProse(reversed[0]!.card),
          krev: keyword(reversed[0]!),
          Ca: capitalize(named(reversed[0]!)),
          cb: named(reversed[1] ?? reversed[0]!),
          ka: keyword(reversed[0]!),
          kb: keyword(reversed[1] ?? reversed[0]!),
          kc: keyword(reversed[2] ?? reversed[0]!),
        });

  // The last card answers the question asked: yes or no in the domain's terms, or a direction.
  const strength = last.side.confidence >= CLEAR_LEAN ? 'clear' : 'gentle';
  const answers = words?.answers ?? (form === 'yes-no' ? summary.lean.answers[domain] : summary.lean.open);
  // A choice between options ("Lisbon or Leeds?") is not answered by a direction: the cards say so plainly.
  const frame = form === 'open' && domain === 'decision' ? 'choice' : form;
  const lean = sentence(summary.lean.frame[frame], {
    Clast: capitalize(named(last)),
    clast: named(last),
    plast: last.position,
    answer: answers[last.side.yesNo][strength],
    options,
  });
  // The middle card's focus: something to build on when it leans yes, a caution when it leans no.
  // An upright card in the action position is the move to make, whatever its lean; reversed, it warns.
  const buildOn =
    middle.side.yesNo === 'yes' ||
    (layout === 'situation-action-outcome' && middle.orientation === 'upright');
  const focus = sentence((words?.focus ?? summary.focus[domain])[buildOn ? 'upright' : 'reversed']);

  // The major arcana weigh in only when all three cards are majors (a rare, telling spread).
  const lines = [story, majors.length === 3 ? weight : undefined, suitLine, reversalLine, lean, focus];
  const text = lines.filter((line): line is string => Boolean(line)).join(' ');
  // A reversed card is called reversed the first time it is named; after that its name is enough.
  return cards
    .filter(({ orientation }) => orientation === 'reversed')
    .reduce((summaryText, card) => {
      const name = deckCardInProse(card.card);
      const reversed = `${name} reversed`;
      const first = summaryText.search(new RegExp(`${escapeRegExp(reversed)}\\b`, 'i'));
      if (first < 0) return summaryText;
      const rest = summaryText.slice(first + reversed.length);
      return (
        summaryText.slice(0, first + reversed.length) +
        rest.replace(new RegExp(`(${escapeRegExp(name.replace(/^the /, ''))}) reversed\\b`, 'g'), '$1')
      );
    }, text);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
