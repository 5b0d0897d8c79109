import { describe, expect, it } from 'vitest';
import library from '../../../content/tarot/meanings.json';
import frames from '../../../content/tarot/reading-frames.json';
import { splitSentences } from '@/lib/content/text';
import { cardSlug, MAJOR_ARCANA } from '@/lib/tarot/deck';
import { meaningLibrarySchema } from '@/lib/tarot/meaning-schema';
import { AMERICAN_SPELLING, sentenceKey, words } from '../../support/prose-style';

/**
 * The card meaning pages and the offline readings are written from these texts. The writing rules
 * checked here are in docs/tarot.md.
 */
const cards = meaningLibrarySchema.parse(library);
const ORIENTATIONS = ['upright', 'reversed'] as const;

/** Words per text: long enough to say something specific, short enough to read on a phone. */
const WORDS = {
  meaning: [65, 140],
  love: [35, 90],
  work: [35, 90],
  money: [18, 60],
  wellbeing: [18, 60],
  decision: [18, 60],
} as const;
type LongText = keyof typeof WORDS;
const LONG_TEXTS = Object.keys(WORDS) as LongText[];

/** Words a wellbeing text must not use: a card reading says nothing medical. */
const MEDICAL =
  /\b(heal|cure|diagnos|symptom|illness|disease|medic|recover|treatment|sick|surgery|therapy|doctor)/i;

interface Entry {
  where: string;
  text: string;
}

/** Every sentence a visitor can read, card by card; the card name "Judgement" is a proper noun. */
function entries(): Entry[] {
  return cards.flatMap((card) => [
    { where: `${card.name} yes/no explanation`, text: card.yesNoExplanation },
    ...ORIENTATIONS.flatMap((orientation) => {
      const side = card[orientation];
      const where = (field: string) => `${card.name} ${orientation} ${field}`;
      return [
        ...LONG_TEXTS.map((field) => ({ where: where(field), text: side[field] })),
        { where: where('shortAnswer'), text: side.shortAnswer },
        { where: where('rationale'), text: side.rationale },
        ...side.advice.map((text, index) => ({ where: where(`advice ${index + 1}`), text })),
      ];
    }),
  ]);
}

/** Every string inside a JSON value. */
const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(strings)
      : [];
describe('tarot meaning library', () => {
  it('has one entry per major arcana card, in deck order, keyed by its page slug', () => {
    expect(cards.map((card) => card.name)).toEqual([...MAJOR_ARCANA]);
    for (const card of cards) expect(card.id).toBe(cardSlug(card.name));
  });

  it('gives every long text a reasonable length and complete sentences', () => {
    for (const card of cards) {
      for (const orientation of ORIENTATIONS) {
        for (const field of LONG_TEXTS) {
          const text = card[orientation][field];
          const where = `${card.name} ${orientation} ${field}`;
          const [min, max] = WORDS[field];
          expect(words(text).length, `${where}: word count`).toBeGreaterThanOrEqual(min);
          expect(words(text).length, `${where}: word count`).toBeLessThanOrEqual(max);
          expect(splitSentences(text).length, `${where}: sentences`).toBeGreaterThanOrEqual(2);
          expect(text, `${where}: ends a sentence`).toMatch(/[.!?]$/);
        }
      }
      expect(words(card.yesNoExplanation).length, card.name).toBeGreaterThanOrEqual(55);
      expect(words(card.yesNoExplanation).length, card.name).toBeLessThanOrEqual(120);
    }
  });

  it('opens each theme text with a sentence that can stand alone as a short answer', () => {
    for (const card of cards)
      for (const orientation of ORIENTATIONS)
        for (const field of LONG_TEXTS) {
          const lead = splitSentences(card[orientation][field])[0]!;
          const where = `${card.name} ${orientation} ${field}`;
          expect(words(lead).length, where).toBeLessThanOrEqual(30);
          // It names the card, so it reads right on its own: "At work, the Magician is…" ("the Wheel" will do).
          expect(lead, where).toContain(card.name.replace(/^The /, '').split(' ')[0]!);
          if (orientation === 'reversed') expect(lead, where).toMatch(/^Reversed\b/);
        }
  });

  it('states the lean of each side the same way in the page explanation', () => {
    for (const card of cards)
      for (const orientation of ORIENTATIONS)
        expect(card.yesNoExplanation, `${card.name} explains its ${orientation} side`).toMatch(
          new RegExp(`\\b${orientation === 'upright' ? 'Upright' : 'Reversed'}\\b`, 'i'),
        );
  });

  it('is plain text in the house style: no markup, placeholders, curly quotes or British spellings', () => {
    for (const { where, text } of entries()) {
      expect(text, where).toBe(text.trim());
      expect(text, where).not.toMatch(/[<>*_#`[\]{}]|\s{2}/);
      expect(text, where).not.toMatch(/[‘’“”]/);
      expect(text.match(AMERICAN_SPELLING)?.[0], where).toBeUndefined();
    }
  });

  it('keeps wellbeing texts free of medical words', () => {
    for (const card of cards)
      for (const orientation of ORIENTATIONS)
        expect(
          card[orientation].wellbeing.match(MEDICAL)?.[0],
          `${card.name} ${orientation}`,
        ).toBeUndefined();
  });

  it('never repeats a sentence anywhere in the library or its reading frames', () => {
    const seen = new Map<string, string>();
    const all = [...entries(), ...strings(frames).map((text) => ({ where: 'reading frames', text }))];
    for (const { where, text } of all) {
      for (const sentence of splitSentences(text)) {
        const key = sentenceKey(sentence);
        if (key.split(' ').length < 4) continue;
        expect(seen.get(key), `"${sentence}" in ${where}`).toBeUndefined();
        seen.set(key, where);
      }
    }
  });
});
