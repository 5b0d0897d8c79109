import { describe, expect, it } from 'vitest';
import { deckCardSide } from '@/lib/tarot/card-texts';
import { MAJOR_ARCANA } from '@/lib/tarot/deck';
import { FULL_DECK, isMinorCard } from '@/lib/tarot/minor-arcana';
import { readingFrames } from '@/lib/tarot/reading-frames';
import { localDay, spreadDay } from '@/lib/tarot/spread/day';
import { drawSpread, normalizeSpreadQuestion } from '@/lib/tarot/spread/draw';
import { spreadFrames } from '@/lib/tarot/spread/frames';
import { layoutLabel, SPREAD_LAYOUTS } from '@/lib/tarot/spread/layouts';
import { librarySpreadReading } from '@/lib/tarot/spread/reading';
import { spreadSummary, type SummaryCard } from '@/lib/tarot/spread/summary';
import { loadSavedSpread, SAVED_SPREAD_KEY, saveSpread } from '@/lib/tarot/spread/saved';
import {
  questionAdvice,
  questionReadingKind,
  questionReadingTemplates,
  type QuestionReadingKind,
} from '@/lib/tarot/spread/question-reading';
import { questionKind } from '@/lib/tarot/question-kind';
import { splitSentences } from '@/lib/content/text';

/** The three-card spread (docs/tarot.md, "The three-card spread"). */
const DAY = '2025-03-14';

describe('the spread draw', () => {
  it('lays out the same three cards for the same question on the same day', () => {
    const first = drawSpread('Where is my career heading?', DAY);
    expect(drawSpread('Where is my career heading?', DAY)).toEqual(first);
    // Case, spacing and the closing question mark are not a different question.
    expect(drawSpread('  where IS my   career heading ', DAY)).toEqual(first);
    expect(normalizeSpreadQuestion(' Will it work?! ')).toBe('will it work');
  });

  it('draws three different cards, and anew for another day or another question', () => {
    const today = drawSpread('Where is my career heading?', DAY);
    expect(new Set(today.map((draw) => draw.card)).size).toBe(3);
    const days = ['2025-03-15', '2025-03-16', '2025-03-17'].map((day) =>
      drawSpread('Where is my career heading?', day),
    );
    expect(days.some((draw) => JSON.stringify(draw) !== JSON.stringify(today))).toBe(true);
    expect(drawSpread('Should I move to Lisbon?', DAY)).not.toEqual(today);
  });

  it('draws from all 78 cards, majors and minors, upright and reversed', () => {
    const seen = new Set<string>();
    let reversed = 0;
    let total = 0;
    for (let index = 0; index < 600; index += 1)
      for (const draw of drawSpread(`question number ${index}`, DAY)) {
        seen.add(draw.card);
        total += 1;
        if (draw.orientation === 'reversed') reversed += 1;
      }
    expect(seen.size).toBe(FULL_DECK.length);
    // 1,800 draws: about half reversed (a fair coin stays within 45–55% here).
    expect(reversed / total).toBeGreaterThan(0.45);
    expect(reversed / total).toBeLessThan(0.55);
  });
});

describe('the spread day', () => {
  const noon = Date.parse('2025-03-14T12:00:00Z');
  it("takes the visitor's own date when it is within a day of UTC (every time zone)", () => {
    expect(spreadDay('2025-03-13', noon)).toBe('2025-03-13');
    expect(spreadDay('2025-03-14', noon)).toBe('2025-03-14');
    expect(spreadDay('2025-03-15', noon)).toBe('2025-03-15');
  });

  it('falls back to the UTC date for a wrong clock, a made-up date or none', () => {
    for (const day of ['2025-03-17', '2024-03-14', '2025-02-30', 'tomorrow', '', undefined])
      expect(spreadDay(day, noon), String(day)).toBe('2025-03-14');
  });

  it("writes the browser's local date", () => {
    expect(localDay(new Date(2025, 0, 5, 23, 30))).toBe('2025-01-05');
  });
});

describe('the library reading', () => {
  it('reads each card in its position, for the theme of the question', () => {
    const question = 'Will my relationship with Sam last?';
    const reading = librarySpreadReading(question, 'past-present-future', DAY);
    expect(reading.cards.map((card) => card.position)).toEqual(['past', 'present', 'future']);
    expect(reading.cards.map(({ card, orientation }) => ({ card, orientation }))).toEqual(
      drawSpread(question, DAY),
    );
    reading.cards.forEach((card, index) => {
      // A love question: each position carries what the card says about love.
      expect(reading.positions[index]).toContain(deckCardSide(card.card, card.orientation).love);
      expect(card.path).toMatch(/^\/tarot-card-meanings\//);
    });
    expect(reading.advice.length).toBeGreaterThanOrEqual(1);
    expect(layoutLabel(reading.layout)).toBe('Past · Present · Future');
  });

  it('reads an unthemed question from the meaning, bridged to it, and answers with the last card', () => {
    const question = 'What do I need to understand right now?';
    const reading = librarySpreadReading(question, 'situation-action-outcome', DAY);
    expect(reading.cards.map((card) => card.position)).toEqual([
      ...SPREAD_LAYOUTS['situation-action-outcome'],
    ]);
    reading.cards.forEach((card, index) => {
      const side = deckCardSide(card.card, card.orientation);
      // What the card is, then what it says here in its own keywords; not the whole library entry.
      expect(reading.positions[index]).toContain(splitSentences(side.meaning)[0]);
      expect(reading.positions[index]).toContain(side.keywords[0]);
      expect(reading.positions[index]).not.toContain(side.meaning);
    });
    const last = reading.cards[2]!;
    // An open question gets a direction from the last card, not a yes or a no.
    expect(reading.summary).toMatch(/in the outcome shows which way [a-z ]+ is heading/);
    expect(reading.summary).not.toMatch(/\b(yes|no)\b/);
    expect(reading.summary).toContain(last.card.replace(/^The /, ''));
  });

  it("answers the question's kind: the same cards read differently for an exam, love, a job and a choice", () => {
    const side = (card: Parameters<typeof deckCardSide>[0], orientation: 'upright' | 'reversed') =>
      deckCardSide(card, orientation);
    const cards = [
      { card: 'The Tower', orientation: 'upright', position: 'past', side: side('The Tower', 'upright') },
      {
        card: 'Temperance',
        orientation: 'upright',
        position: 'present',
        side: side('Temperance', 'upright'),
      },
      {
        card: 'Seven of Cups',
        orientation: 'upright',
        position: 'future',
        side: side('Seven of Cups', 'upright'),
      },
    ] as unknown as [SummaryCard, SummaryCard, SummaryCard];
    const read = (domain: 'exam' | 'love' | 'work' | 'decision') =>
      spreadSummary(cards, 'past-present-future', domain, 'seed', 'yes-no');
    const answers = (['exam', 'love', 'work', 'decision'] as const).map((domain) =>
      splitSentences(read(domain)).find((sentence) => sentence.includes('answers your question'))!,
    );
    expect(new Set(answers).size).toBe(4);
    // The exam's answer speaks of the exam (a pass, practice), never of a job or a relationship.
    expect(answers[0]).toMatch(/\b(pass|practice|nerves)\b/);
    expect(read('exam')).not.toMatch(/\b(at work|your work|the job|career|between you)\b/i);
    // A yes/no question gets a yes or a no; the same cards asked openly get a direction.
    expect(answers[0]).toMatch(/\b(yes|no)\b/);
    expect(spreadSummary(cards, 'past-present-future', 'exam', 'seed', 'open')).not.toMatch(/\b(yes|no)\b/);
    // A choice between options asked openly ("Lisbon or Leeds?") is told plainly the cards do not pick.
    expect(spreadSummary(cards, 'past-present-future', 'decision', 'seed', 'open')).toMatch(
      /The cards will not choose for you between the two options/,
    );
    // The options by name when the question gives them.
    expect(
      librarySpreadReading('Should I move to Lisbon or stay in Leeds?', 'situation-action-outcome', DAY)
        .summary,
    ).toMatch(/will not choose for you between Lisbon and Leeds/);
    expect(
      librarySpreadReading(
        'Will my back pain get better this winter?',
        'past-present-future',
        DAY,
      ).positions.join(' '),
    ).toMatch(/your back pain/);
  });

  it('states the one rule for reversals once, and never reads a reversed card as simply blocked', () => {
    let withReversals = 0;
    for (let index = 0; index < 120; index += 1) {
      const reading = librarySpreadReading(`Should I say yes? ${index}`, 'past-present-future', DAY);
      const reversed = reading.cards.filter((card) => card.orientation === 'reversed').length;
      const rule = reading.summary.split('reads as its meaning turned round').length - 1;
      expect(rule, reading.summary).toBe(reversed > 0 ? 1 : 0);
      if (reversed) withReversals += 1;
      // The frames around the cards never contradict a reversed card's own text (clarity, a confession).
      const frames = JSON.stringify(spreadFrames());
      expect(frames).not.toMatch(/\b(blocked|held back|unspoken)\b/);
    }
    expect(withReversals).toBeGreaterThan(60);
  });

  it('sums up what the cards share, naming them: major arcana, a repeated suit, reversals', () => {
    for (let index = 0; index < 40; index += 1) {
      const reading = librarySpreadReading(`question ${index}`, 'past-present-future', DAY);
      const majors = reading.cards.filter((card) => (MAJOR_ARCANA as readonly string[]).includes(card.card));
      const reversed = reading.cards.filter((card) => card.orientation === 'reversed');
      // The major arcana are named only when all three cards are majors: no stock line about one or two.
      if (majors.length < 3) expect(reading.summary).not.toContain('major arcana');
      if (majors.length === 3) expect(reading.summary).toContain('are all major arcana');
      if (reversed.length === 2) expect(reading.summary).toContain('both lie reversed');
      if (reversed.length === 3) expect(reading.summary).toContain('Every card lies reversed');
      const suits = reading.cards
        .filter((card) => isMinorCard(card.card))
        .map((card) => card.card.split(' of ')[1]);
      const repeated = suits.find((suit, position) => suits.indexOf(suit) !== position);
      if (repeated)
        expect(reading.summary).toMatch(new RegExp(`(are both|are all|share the suit of) ${repeated}`));
      // The story names all three cards, in order.
      const [first, second, third] = reading.cards.map((card) => card.card.replace(/^The /, ''));
      expect(reading.summary.indexOf(first!)).toBeLessThan(reading.summary.indexOf(second!));
      expect(reading.summary.indexOf(second!)).toBeLessThan(reading.summary.indexOf(third!));
    }
  });

  it('shares no summary sentence with a spread that drew other cards: every sentence names its cards', () => {
    const topics = ['my job', 'my exam', 'Sam', 'my savings', 'my health', 'the move', 'this year'];
    const cardNames = [...FULL_DECK].map((card) => card.replace(/^The /, ''));
    const seen = new Map<string, Set<string>>();
    for (let index = 0; index < 300; index += 1) {
      const question = `What should I know about ${topics[index % topics.length]} (${index})?`;
      const reading = librarySpreadReading(
        question,
        index % 2 ? 'past-present-future' : 'situation-action-outcome',
        DAY,
      );
      const drawn = reading.cards.map((card) => card.card.replace(/^The /, ''));
      // The health note is the one fixed sentence: the same safety note as the one-card tools.
      const summary = reading.summary.replace(readingFrames().themes.health.note, '');
      for (const sentence of splitSentences(summary)) {
        const names = cardNames.filter((name) => new RegExp(`\\b${name}\\b`).test(sentence));
        expect(names.length, sentence).toBeGreaterThan(0);
        expect(
          names.every((name) => drawn.includes(name)),
          sentence,
        ).toBe(true);
        const key = names.sort().join('|');
        // A sentence met again is about the very same cards, never a stock line.
        if (seen.has(sentence)) expect(seen.get(sentence)!.has(key), sentence).toBe(true);
        seen.set(sentence, new Set([...(seen.get(sentence) ?? []), key]));
      }
    }
  });

  it('reads an exam as study, not as a job', () => {
    for (const question of [
      'Will I pass my driving exam?',
      'How will my finals go?',
      'Will I get into university?',
    ]) {
      const reading = librarySpreadReading(question, 'past-present-future', DAY);
      expect(reading.summary).toMatch(/your (exam|studies)/);
      expect([...reading.positions, reading.summary].join(' ')).not.toMatch(
        /\b(at work|your work|the job|on the job|career)\b/i,
      );
      // What the card is, in its meaning's own words ("It is the card of …" after the opener named it).
      reading.cards.forEach((card, index) => {
        const first = splitSentences(deckCardSide(card.card, card.orientation).meaning)[0]!;
        const rest = first.split(' ').slice(-2).join(' ');
        expect(reading.positions[index]).toContain(rest);
      });
    }
    expect(librarySpreadReading('Will I pass my driving exam?', 'past-present-future', DAY).summary).toMatch(
      /your exam/,
    );
  });

  it('names the question’s domain in turn, never the same way in two sentences running', () => {
    const names = spreadFrames().domains;
    const questions = ['Does he love me?', 'Should I quit my job?', 'Will I pass my exam?', 'Should I move?'];
    for (let index = 0; index < 40; index += 1)
      for (const question of questions) {
        const reading = librarySpreadReading(`${question} ${index}`, 'past-present-future', DAY);
        const sentences = splitSentences(reading.summary);
        const said = sentences.map(
          (sentence) =>
            Object.values(names)
              .flat()
              .filter((name) => sentence.toLowerCase().includes(name))
              .sort((a, b) => b.length - a.length)[0],
        );
        for (let at = 1; at < said.length; at += 1)
          if (said[at]) expect(said[at], reading.summary).not.toBe(said[at - 1]);
      }
  });

  it('calls a reversed card reversed once, the first time the summary names it', () => {
    let reversedCards = 0;
    for (let index = 0; index < 120; index += 1) {
      const reading = librarySpreadReading(`Will it work out? ${index}`, 'past-present-future', DAY);
      for (const card of reading.cards.filter((drawn) => drawn.orientation === 'reversed')) {
        reversedCards += 1;
        const name = card.card.replace(/^The /, '');
        expect(reading.summary.split(`${name} reversed`).length - 1, reading.summary).toBe(1);
      }
    }
    expect(reversedCards).toBeGreaterThan(100);
  });

  it('carries the health note on a health question, as the one-card tools do', () => {
    const reading = librarySpreadReading('Will my back pain get better?', 'past-present-future', DAY);
    expect(reading.summary.startsWith(readingFrames().themes.health.note)).toBe(true);
  });
});

describe('the saved spread', () => {
  const memory = (): Storage => {
    const values = new Map<string, string>();
    return {
      getItem: (key) => values.get(key) ?? null,
      setItem: (key, value) => void values.set(key, value),
      removeItem: (key) => void values.delete(key),
      clear: () => values.clear(),
      key: () => null,
      get length() {
        return values.size;
      },
    };
  };

  it('keeps the question, the layout and the reading for a reload', () => {
    const storage = memory();
    const reply = {
      ...librarySpreadReading('Where am I heading?', 'past-present-future', DAY),
      source: 'library' as const,
    };
    saveSpread(storage, { question: 'Where am I heading?', layout: 'past-present-future', reply });
    expect(loadSavedSpread(storage)).toEqual({
      question: 'Where am I heading?',
      layout: 'past-present-future',
      reply: JSON.parse(JSON.stringify(reply)),
    });
  });

  it('ignores what it did not write: broken JSON, another shape, a foreign link', () => {
    const storage = memory();
    for (const raw of [
      '{not json',
      JSON.stringify({ question: 'q', layout: 'celtic-cross', reply: null }),
      JSON.stringify({ question: 'q', layout: 'past-present-future', reply: { source: 'ai' } }),
    ]) {
      storage.setItem(SAVED_SPREAD_KEY, raw);
      expect(loadSavedSpread(storage), raw).toBeNull();
    }
    const reply = { ...librarySpreadReading('q', 'past-present-future', DAY), source: 'ai' as const };
    reply.cards[0] = { ...reply.cards[0]!, path: 'https://example.com/' };
    storage.setItem(
      SAVED_SPREAD_KEY,
      JSON.stringify({ question: 'q', layout: 'past-present-future', reply }),
    );
    expect(loadSavedSpread(storage)).toBeNull();
    expect(loadSavedSpread(undefined)).toBeNull();
  });
});

describe('the cards read for the question asked (docs/tarot.md#the-three-card-spread)', () => {
  const QUESTIONS: Array<[string, QuestionReadingKind | undefined]> = [
    ['Will I pass my driving exam next month?', 'exam'],
    ['Should I move to Lisbon or stay in Leeds?', 'choice'],
    ['Is it time to leave my job?', 'leaving'],
    ['Should I quit and go freelance?', 'leaving'],
    ['Should I tell my friend how I feel about her?', 'confession'],
    ['Will I meet someone new this year?', 'single'],
    ['Will my back pain get better this winter?', 'health'],
    ['Will my boyfriend and I last?', undefined],
    ['Will I get the promotion?', undefined],
  ];

  it('knows the kinds of question with texts of their own', () => {
    for (const [question, kind] of QUESTIONS)
      expect(questionReadingKind(question, questionKind(question).theme), question).toBe(kind);
  });

  it('reads every card for the question: its sentence for that kind, none twice in a spread', () => {
    for (const [question, kind] of QUESTIONS) {
      if (!kind) continue;
      for (let day = 1; day <= 20; day += 1) {
        const reading = librarySpreadReading(
          question,
          'past-present-future',
          `2026-12-${String(day).padStart(2, '0')}`,
        );
        const ends = reading.positions.map((text) => splitSentences(text).at(-1)!);
        expect(new Set(ends).size, `${question}: ${ends.join(' / ')}`).toBe(3);
        reading.cards.forEach((card, index) => {
          const keyword = deckCardSide(card.card, card.orientation).keywords[0]!;
          const texts = questionReadingTemplates(kind).map((template) =>
            template
              .replace('{K1}', keyword.charAt(0).toUpperCase() + keyword.slice(1))
              .replace('{k1}', keyword),
          );
          expect(texts, `${kind}: ${reading.positions[index]}`).toContain(ends[index]);
        });
      }
    }
  });

  it("gives steps for the question, not the cards' general advice", () => {
    const reading = librarySpreadReading(
      'Should I tell my friend how I feel about her?',
      'past-present-future',
      DAY,
    );
    const last = reading.cards[2]!;
    expect(reading.advice).toEqual(
      questionAdvice('confession', deckCardSide(last.card, last.orientation).yesNo),
    );
    const promotion = librarySpreadReading('Will I get the promotion?', 'past-present-future', DAY);
    expect(promotion.advice).toContain(
      deckCardSide(promotion.cards[0]!.card, promotion.cards[0]!.orientation).advice,
    );
  });

  it('never assumes a partner when the question has none', () => {
    for (const question of [
      'Should I tell my friend how I feel about her?',
      'Will I meet someone new this year?',
    ])
      for (let day = 1; day <= 28; day += 1) {
        const reading = librarySpreadReading(
          question,
          'past-present-future',
          `2026-12-${String(day).padStart(2, '0')}`,
        );
        const all = [...reading.positions, reading.summary].join(' ');
        expect(all, all).not.toMatch(/\b(your partner|partners|if you are single|between you|this bond)\b/i);
      }
  });

  it('reads an upright card in the action position as the move to make, as the summary does', () => {
    for (let day = 1; day <= 28; day += 1) {
      const reading = librarySpreadReading(
        'Is it time to leave my job?',
        'situation-action-outcome',
        `2026-12-${String(day).padStart(2, '0')}`,
      );
      const action = reading.cards[1]!;
      if (action.orientation !== 'upright') continue;
      const side = deckCardSide(action.card, action.orientation);
      if (side.yesNo !== 'no') continue;
      expect(reading.positions[1]).not.toMatch(/warn|not ready|rather than a plan|a mood rather/);
    }
  });
});
