import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import majorLibrary from '../../../content/tarot/meanings.json';
import spreadFramesFile from '../../../content/tarot/spread-frames.json';
import { splitSentences } from '@/lib/content/text';
import { cardSlug, MAJOR_ARCANA } from '@/lib/tarot/deck';
import { meaningLibrarySchema } from '@/lib/tarot/meaning-schema';
import { MINOR_ARCANA, RANKS, SUIT_ELEMENT, SUITS, type MinorCardName } from '@/lib/tarot/minor-arcana';
import { minorMeaningLibrary } from '@/lib/tarot/minor-meanings';
import type { MinorCardMeaning } from '@/lib/tarot/minor-schema';
import { AMERICAN_SPELLING, sentenceKey, words } from '../../support/prose-style';

/**
 * The writing rules of the whole deck (docs/tarot.md, "The whole deck"): each minor card is its
 * own text of 400 words or more, and across all 78 cards no paragraph is shared and no sentence
 * appears in more than three cards, even with the cards' names, suits and numbers masked (so a
 * text written once and copied with the names swapped fails).
 */
const minors = [...minorMeaningLibrary().values()];
const majors = meaningLibrarySchema.parse(majorLibrary);
const SIDES = ['upright', 'reversed'] as const;

/** Words per text: long enough to say something of its own, short enough for a phone. */
const WORDS = {
  imagery: [50, 120],
  suitAndNumber: [40, 100],
  yesNoExplanation: [40, 110],
  why: [10, 40],
  meaning: [50, 130],
  love: [20, 90],
  work: [20, 90],
  advice: [6, 25],
} as const;

/** What a visitor reads on a minor card's page, field by field. */
function minorTexts(card: MinorCardMeaning): { field: keyof typeof WORDS; where: string; text: string }[] {
  return [
    { field: 'imagery', where: 'imagery', text: card.imagery },
    { field: 'suitAndNumber', where: 'suit and number', text: card.suitAndNumber },
    { field: 'yesNoExplanation', where: 'yes/no explanation', text: card.yesNoExplanation },
    { field: 'why', where: 'related major', text: card.relatedMajor.why },
    ...SIDES.flatMap((side) =>
      (['meaning', 'love', 'work', 'advice'] as const).map((field) => ({
        field,
        where: `${side} ${field}`,
        text: card[side][field],
      })),
    ),
  ];
}

/** Every paragraph of every card, majors included, with the card it belongs to. */
const paragraphs: { card: string; where: string; text: string }[] = [
  ...minors.flatMap((card) => minorTexts(card).map(({ where, text }) => ({ card: card.name, where, text }))),
  ...majors.flatMap((card) => [
    { card: card.name, where: 'yes/no explanation', text: card.yesNoExplanation },
    ...SIDES.flatMap((side) =>
      (['meaning', 'love', 'work', 'money', 'wellbeing', 'decision'] as const).map((field) => ({
        card: card.name,
        where: `${side} ${field}`,
        text: card[side][field],
      })),
    ),
  ]),
];

/** A sentence with every card name, suit, element, rank and number word replaced by one mark. */
const NAMES = [
  ...MAJOR_ARCANA.map((name) => name.replace(/^The /, '')),
  ...SUITS,
  ...SUITS.map((suit) => suit.replace(/s$/, '')),
  ...Object.values(SUIT_ELEMENT),
  ...RANKS,
  'one|two|three|four|five|six|seven|eight|nine|ten',
  'ace|page|knight|queen|king',
  'fire|water|air|earth',
].join('|');
const MASK = new RegExp(`\\b(${NAMES})s?\\b`, 'gi');
const skeleton = (sentence: string) => sentenceKey(sentence.replace(MASK, '#'));

/** Cards per sentence key; sentences of fewer than five words ("Talk about it.") do not count. */
function cardsPerSentence(key: (sentence: string) => string): Map<string, Set<string>> {
  const seen = new Map<string, Set<string>>();
  for (const { card, text } of paragraphs)
    for (const sentence of splitSentences(text)) {
      const k = key(sentence);
      if (k.split(' ').length < 5) continue;
      seen.set(k, (seen.get(k) ?? new Set()).add(card));
    }
  return seen;
}

describe('the minor arcana library', () => {
  it('has the fourteen cards of each suit, Ace to King, in one file per suit, keyed by page slug', () => {
    expect(minors.map((card) => card.name)).toEqual([...MINOR_ARCANA]);
    for (const card of minors) expect(card.id).toBe(cardSlug(card.name));
    for (const suit of SUITS) {
      const file = JSON.parse(
        readFileSync(`content/tarot/minor-arcana/${suit.toLowerCase()}.json`, 'utf8'),
      ) as { name: MinorCardName }[];
      expect(file.map((card) => card.name)).toEqual(RANKS.map((rank) => `${rank} of ${suit}`));
    }
  });

  it('gives every card 400 words or more of its own, each text within its length', () => {
    for (const card of minors) {
      const texts = minorTexts(card);
      const total = texts.reduce((sum, { text }) => sum + words(text).length, 0);
      expect(total, `${card.name}: words`).toBeGreaterThanOrEqual(400);
      for (const { field, where, text } of texts) {
        const [min, max] = WORDS[field];
        expect(words(text).length, `${card.name} ${where}`).toBeGreaterThanOrEqual(min);
        expect(words(text).length, `${card.name} ${where}`).toBeLessThanOrEqual(max);
        expect(text, `${card.name} ${where}: ends a sentence`).toMatch(/[.!?]$/);
      }
    }
  });

  it('explains the lean of both sides and names a real major that shares the theme', () => {
    for (const card of minors) {
      expect(card.yesNoExplanation, card.name).toMatch(/\bUpright\b/);
      expect(card.yesNoExplanation, card.name).toMatch(/\bReversed\b/);
      expect(MAJOR_ARCANA, card.name).toContain(card.relatedMajor.card);
    }
    // Every major but a few is named by some minor card, so the links reach across the deck.
    const named = new Set(minors.map((card) => card.relatedMajor.card));
    expect(named.size).toBeGreaterThanOrEqual(18);
  });

  it('is plain text in the house style: no markup, curly quotes or British spellings', () => {
    for (const card of minors)
      for (const { where, text } of [
        ...minorTexts(card),
        { where: 'description', text: card.seoDescription },
      ]) {
        const label = `${card.name} ${where}`;
        expect(text, label).toBe(text.trim());
        expect(text, label).not.toMatch(/[<>*_#`[\]{}"]|\s{2}/);
        expect(text, label).not.toMatch(/[‘’“”]/);
        expect(text.match(AMERICAN_SPELLING)?.[0], label).toBeUndefined();
      }
  });

  it('gives every card its own meta description', () => {
    const descriptions = [...majors, ...minors].map((card) => card.seoDescription);
    expect(new Set(descriptions).size).toBe(78);
  });
});

describe('repetition across the whole deck', () => {
  it('shares no paragraph between two cards', () => {
    const owner = new Map<string, string>();
    for (const { card, where, text } of paragraphs) {
      const key = sentenceKey(text);
      const other = owner.get(key);
      expect(other === undefined || other === card, `${card} ${where} repeats a paragraph of ${other}`).toBe(
        true,
      );
      owner.set(key, card);
    }
  });

  it('uses no sentence in more than three cards', () => {
    for (const [sentence, cards] of cardsPerSentence(sentenceKey))
      expect(cards.size, `"${sentence}" in ${[...cards].join(', ')}`).toBeLessThanOrEqual(3);
  });

  it('uses no sentence shape in more than three cards once names, suits and numbers are masked', () => {
    for (const [shape, cards] of cardsPerSentence(skeleton))
      expect(cards.size, `"${shape}" in ${[...cards].join(', ')}`).toBeLessThanOrEqual(3);
  });

  it('keeps the spread frames apart from the cards: no frame sentence is also a card sentence', () => {
    const cardSentences = cardsPerSentence(sentenceKey);
    const strings = (value: unknown): string[] =>
      typeof value === 'string'
        ? [value]
        : value && typeof value === 'object'
          ? Object.values(value).flatMap(strings)
          : [];
    for (const text of strings(spreadFramesFile))
      for (const sentence of splitSentences(text))
        expect(cardSentences.has(sentenceKey(sentence)), sentence).toBe(false);
  });

  it('catches a card written from another by swapping names', () => {
    // The check above must fail on exactly what it forbids: one text reused with new names.
    const base = 'Upright, the Three of Cups is a toast among friends who share the harvest.';
    const copies = ['Four of Wands', 'Six of Swords', 'Nine of Pentacles'].map((name) =>
      base.replace('Three of Cups', name),
    );
    expect(new Set([base, ...copies].map(skeleton)).size).toBe(1);
    expect(new Set([base, ...copies].map(sentenceKey)).size).toBe(4);
  });
});
