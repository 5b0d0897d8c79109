import { describe, expect, it } from 'vitest';
import { splitSentences } from '@/lib/content/text';
import { MAJOR_ARCANA, type Orientation } from '@/lib/tarot/deck';
import { HEALTH_CONFIDENCE_CAP, libraryOneQuestion, libraryYesNo } from '@/lib/tarot/library-reading';
import { cardSide } from '@/lib/tarot/meanings';
import { readingFrames } from '@/lib/tarot/reading-frames';

/** One question per theme and form, as the offline reading meets them (docs/tarot.md). */
const QUESTIONS = {
  loveYesNo: 'Will he call me back?',
  loveOpen: 'How can I make my marriage stronger?',
  workYesNo: 'Will I get the job after the interview?',
  workOpen: 'How do I handle my difficult boss?',
  moneyYesNo: 'Can I afford a new car this year?',
  healthYesNo: 'Will my surgery go well?',
  healthOpen: 'How can I sleep better?',
  decisionOpen: 'Should I take the job in Denver or stay here?',
  decisionYesNo: 'Should I move to Lisbon?',
  generalOpen: 'What do I need to hear today?',
  generalYesNo: 'Is it a good week to start?',
} as const;
const ORIENTATIONS: Orientation[] = ['upright', 'reversed'];
const first = (text: string) => splitSentences(text)[0]!;

describe('the offline one-question reading', () => {
  it('reads the same card differently for two different questions', () => {
    const love = libraryOneQuestion('The Hermit', 'upright', QUESTIONS.loveYesNo);
    const work = libraryOneQuestion('The Hermit', 'upright', QUESTIONS.workOpen);
    const side = cardSide('The Hermit', 'upright');
    expect(love.shortAnswer).not.toBe(work.shortAnswer);
    expect(love.interpretation).not.toBe(work.interpretation);
    expect(love.shortAnswer).toContain(first(side.love));
    expect(work.shortAnswer).toBe(first(side.work));
    expect(love.interpretation).toMatch(/^[^.]*(about love|of the heart)/);
    expect(work.interpretation).toMatch(/^[^.]*(your work|working life|career)/);
    // The card's lean does not depend on the question.
    expect(love.yesNo).toBe(work.yesNo);
  });

  it('leads a yes/no question with the card lean, and an open one with what the card says', () => {
    expect(libraryOneQuestion('The Sun', 'upright', QUESTIONS.moneyYesNo).shortAnswer).toBe(
      `Yes. ${first(cardSide('The Sun', 'upright').money)}`,
    );
    expect(libraryOneQuestion('The Star', 'reversed', QUESTIONS.loveYesNo).shortAnswer).toBe(
      `Leaning no, or not yet. ${first(cardSide('The Star', 'reversed').love)}`,
    );
    expect(libraryOneQuestion('The Tower', 'upright', QUESTIONS.workYesNo).shortAnswer).toMatch(
      /^No, not as things stand\. At work, the Tower /,
    );
    expect(libraryOneQuestion('The Sun', 'upright', QUESTIONS.decisionOpen).shortAnswer).toBe(
      first(cardSide('The Sun', 'upright').decision),
    );
  });

  it('keeps the card’s own yes/no sentence for an unthemed yes/no question, and its meaning for an open one', () => {
    const side = cardSide('Justice', 'reversed');
    const yesNo = libraryOneQuestion('Justice', 'reversed', QUESTIONS.generalYesNo);
    expect(yesNo.shortAnswer).toBe(side.shortAnswer);
    expect(yesNo.interpretation).toContain(side.meaning);
    const open = libraryOneQuestion('Justice', 'reversed', QUESTIONS.generalOpen);
    expect(open.shortAnswer).toBe(first(side.meaning));
  });

  it('answers health questions with self-care and the note, never with a verdict', () => {
    const frames = readingFrames().themes.health;
    for (const card of MAJOR_ARCANA) {
      const reading = libraryOneQuestion(card, 'upright', QUESTIONS.healthYesNo);
      expect(reading.shortAnswer).toBe(first(cardSide(card, 'upright').wellbeing));
      expect(reading.interpretation).toContain(frames.note);
      expect(reading.advice[0]).toBe(frames.firstAdvice);
    }
  });

  it('gives three advice lines: two for the theme, then one of the card’s own', () => {
    const reading = libraryOneQuestion('The Empress', 'reversed', QUESTIONS.workOpen);
    const pool = readingFrames().themes.work.advice;
    expect(reading.advice).toHaveLength(3);
    expect(pool).toContain(reading.advice[0]);
    expect(pool).toContain(reading.advice[1]);
    expect(reading.advice[0]).not.toBe(reading.advice[1]);
    expect(cardSide('The Empress', 'reversed').advice).toContain(reading.advice[2]);
  });

  it('is the same reading every time for the same question and card', () => {
    expect(libraryOneQuestion('Death', 'reversed', QUESTIONS.loveOpen)).toEqual(
      libraryOneQuestion('Death', 'reversed', `  ${QUESTIONS.loveOpen.toUpperCase()} `),
    );
  });
});

describe('the offline yes/no reading', () => {
  it('gives two different love questions different advice, on the same card as on another', () => {
    // Pairs a visitor might well ask one after the other.
    const questions = [
      'Does he love me?',
      'Does she love me?',
      'Will he come back to me?',
      'Will we get back together?',
      'Is he the one for me?',
      'Should I text my ex?',
      'Will I meet someone this year?',
      'Does my partner still find me attractive?',
      'Is this relationship good for me?',
      'Will she say yes if I ask her out?',
    ];
    for (const card of ['The Lovers', 'The Tower', 'The Star'] as const) {
      const advice = questions.map((question) => libraryYesNo(card, 'upright', question).advice.join(' | '));
      expect(new Set(advice).size, card).toBe(questions.length);
    }
    // And the two the visitor asked on two different draws never read the same either.
    expect(libraryYesNo('The Lovers', 'upright', questions[0]!).advice).not.toEqual(
      libraryYesNo('The Moon', 'reversed', questions[3]!).advice,
    );
  });

  it('gives the card lean and confidence, explained for the question theme', () => {
    const side = cardSide('The Chariot', 'upright');
    const reading = libraryYesNo('The Chariot', 'upright', QUESTIONS.workYesNo);
    expect(reading).toMatchObject({
      yesNo: side.yesNo,
      confidence: side.confidence,
      rationale: side.rationale,
    });
    expect(reading.interpretation).toContain(side.work);
    expect(libraryYesNo('The Chariot', 'upright', QUESTIONS.loveYesNo).interpretation).toContain(side.love);
  });

  it('never sounds surer than the cap on a health question', () => {
    const reading = libraryYesNo('The Sun', 'upright', QUESTIONS.healthYesNo);
    expect(cardSide('The Sun', 'upright').confidence).toBeGreaterThan(HEALTH_CONFIDENCE_CAP);
    expect(reading.confidence).toBe(HEALTH_CONFIDENCE_CAP);
    expect(reading.interpretation).toContain(readingFrames().themes.health.note);
  });

  it('says how it reads an open question', () => {
    expect(libraryYesNo('The Moon', 'upright', QUESTIONS.workOpen).interpretation).toContain(
      readingFrames().openQuestionInYesNoTool,
    );
    expect(libraryYesNo('The Moon', 'upright', QUESTIONS.workYesNo).interpretation).not.toContain(
      readingFrames().openQuestionInYesNoTool,
    );
  });
});

describe('every offline reading', () => {
  const readings = MAJOR_ARCANA.flatMap((card) =>
    ORIENTATIONS.flatMap((orientation) =>
      Object.entries(QUESTIONS).flatMap(([label, question]) => {
        const one = libraryOneQuestion(card, orientation, question);
        const yesNo = libraryYesNo(card, orientation, question);
        return [
          {
            where: `${card} ${orientation} ${label} (one question)`,
            texts: [one.shortAnswer, one.interpretation, one.rationale, ...one.advice],
          },
          {
            where: `${card} ${orientation} ${label} (yes/no)`,
            texts: [yesNo.interpretation, yesNo.rationale, ...yesNo.advice],
          },
        ];
      }),
    ),
  );

  it('never repeats a sentence and leaves no placeholder unfilled', () => {
    for (const { where, texts } of readings) {
      const sentences = texts.flatMap((text) => splitSentences(text.replace(/\n\n/g, ' ')));
      expect(new Set(sentences).size, where).toBe(sentences.length);
      for (const text of texts) expect(text, where).not.toMatch(/[{}]|\bundefined\b|\s{3}/);
    }
  });

  it('starts every sentence with a capital letter', () => {
    for (const { where, texts } of readings)
      for (const sentence of texts.flatMap((text) => splitSentences(text)))
        expect(sentence, where).toMatch(/^[A-Z]/);
  });
});
