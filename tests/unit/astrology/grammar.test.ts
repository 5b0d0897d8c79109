import { describe, expect, it } from 'vitest';
import { articleFor, withArticle } from '@/lib/astrology/narrative/articles';
import {
  aspectNoun,
  aspectPhrase,
  capitaliseSentences,
  formatDegree,
  joinAnd,
  ordinal,
  pluralVerb,
  splitSentences,
} from '@/lib/astrology/narrative/grammar';
import { render } from '@/lib/astrology/narrative/template';
import { limitNames, pairVoice, selfVoice, withVerb } from '@/lib/astrology/narrative/voice';

describe('indefinite articles, as the words are read aloud', () => {
  it('takes "an" before numbers said with a vowel: 8, 11, 18, 80–89, 800', () => {
    const an = [8, 11, 18, 80, 81, 85, 89, 800, 8000, 11000, 18000];
    const a = [0, 1, 2, 7, 9, 10, 12, 17, 19, 20, 70, 79, 90, 99, 100, 101, 180, 1100];
    for (const n of an) expect(articleFor(n), String(n)).toBe('an');
    for (const n of a) expect(articleFor(n), String(n)).toBe('a');
    expect(withArticle(81)).toBe('an 81');
    expect(render('{An score}% reading', { score: 81 })).toBe('An 81% reading');
    expect(withArticle(72)).toBe('a 72');
  });
  it('reads names of bodies, signs and elements by sound', () => {
    const an = [
      'Ascendant',
      'MC',
      'Aries',
      'Aquarius',
      'earth',
      'air',
      'easy',
      'hour',
      'honest',
      'Ascendant–Venus',
    ];
    const a = [
      'Uranus',
      'Taurus',
      'Leo',
      'Sun',
      'fire',
      'water',
      'one-off',
      'unique',
      'European',
      'Sun–Moon',
    ];
    for (const word of an) expect(articleFor(word), word).toBe('an');
    for (const word of a) expect(articleFor(word), word).toBe('a');
  });
});

describe('aspect phrasing', () => {
  it("names a contact the astrologer's way, and as a noun with an en dash", () => {
    expect(aspectPhrase('Sun', 'conjunction', 'Jupiter')).toBe('Sun conjunct Jupiter');
    expect(aspectPhrase('Moon', 'opposition', 'Saturn')).toBe('Moon opposite Saturn');
    expect(aspectPhrase('Venus', 'trine', 'Mars')).toBe('Venus trine Mars');
    expect(withArticle(aspectNoun('Ascendant', 'square', 'Venus'))).toBe('an Ascendant–Venus square');
    expect(withArticle(aspectNoun('Sun', 'conjunction', 'Moon'))).toBe('a Sun–Moon conjunction');
  });
});

describe('small helpers', () => {
  it('conjugates for "you" from the third person', () => {
    expect(
      [
        'is',
        'has',
        'was',
        'does',
        'needs',
        'carries',
        'pushes',
        'misses',
        'sees',
        'goes',
        'prizes',
        'buzzes',
      ].map(pluralVerb),
    ).toEqual(['are', 'have', 'were', 'do', 'need', 'carry', 'push', 'miss', 'see', 'go', 'prize', 'buzz']);
  });
  it('writes ordinals, degrees and lists', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
    ]);
    expect(formatDegree(0.2)).toBe('0°12′');
    expect(formatDegree(29.9999)).toBe('29°59′');
    expect(joinAnd(['Saturn', 'Uranus', 'Pluto'])).toBe('Saturn, Uranus and Pluto');
  });
  it('capitalises sentence starts and splits sentences without breaking decimals', () => {
    expect(capitaliseSentences("your Moon. your partner's Sun! fine")).toBe(
      "Your Moon. Your partner's Sun! Fine",
    );
    expect(splitSentences('Orb 0.5° here. Next one? "Quoted." 81% too.')).toEqual([
      'Orb 0.5° here.',
      'Next one?',
      '"Quoted."',
      '81% too.',
    ]);
  });
});

describe('the reading voice', () => {
  it('speaks to "you" and "your partner" when no names were given', () => {
    const { a, b, both } = pairVoice({ name: 'Person 1', named: false }, { name: 'Person 2', named: false });
    expect(render("{a's} Moon and {b's} Venus; {a+needs} and {b+needs}; {both} share", { a, b, both })).toBe(
      "Your Moon and your partner's Venus; you need and your partner needs; you and your partner share",
    );
  });
  it('speaks to the visitor as "you", greets them by a given name, and names the partner', () => {
    const named = pairVoice({ name: 'Ada', named: true }, { name: 'Ben', named: true });
    expect([named.a.subject, named.both.subject, named.both.possessive, named.greeting]).toEqual([
      'you',
      'you and Ben',
      'your',
      'Ada',
    ]);
    expect(pairVoice({ name: '', named: false }, { name: 'Ben', named: true }).both.subject).toBe(
      'you and Ben',
    );
    const mixed = pairVoice({ name: 'Ada', named: true }, { name: 'Person 2', named: false });
    expect(mixed.b.subject).toBe('your partner');
    expect(mixed.both.subject).toBe('you and your partner');
  });

  it('keeps the partner\'s name to a few uses a section, "your partner" standing in with the same verb', () => {
    expect(
      limitNames(
        ["Ben's Moon needs warmth. Ben laughs. Ben needs space, and you and Ben agree.", 'Ben knows.'],
        'Ben',
        { cap: 2 },
      ),
    ).toEqual([
      "Ben's Moon needs warmth. Ben laughs. Your partner needs space, and the two of you agree.",
      'Your partner knows.',
    ]);
    expect(limitNames(['Bengal Ben, Benedict'], 'Ben')).toEqual(['Bengal Ben, Benedict']);
    expect(limitNames(['Zoë, Zoë, Zoë.'], 'Zoë', { cap: 2 })).toEqual(['Zoë, Zoë, your partner.']);
    expect(limitNames(['you and Ben'], 'Ben', { pair: true })[0]).toMatch(/^(the two of you|you two)$/);
    // A partner named like a sign: the sign is left alone and not counted as a use of the name.
    expect(
      limitNames(
        ["Leo's Moon. Leo laughs. Your Sun in Leo, a Leo Sun, Leo and Aquarius are fixed. Leo knows."],
        'Leo',
        { cap: 2 },
      ),
    ).toEqual([
      "Leo's Moon. Leo laughs. Your Sun in Leo, a Leo Sun, Leo and Aquarius are fixed. Your partner knows.",
    ]);
    expect(withVerb(selfVoice(), 'is')).toBe('you are');
  });
});
