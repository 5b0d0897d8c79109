/**
 * Whole readings, as a visitor gets them: no sentence twice, summary and description saying
 * different things, the one scale, generational contacts kept out of the personal picture,
 * approximate wording without a birth time, the chart's real Sun sign at a cusp, and "you" /
 * "your partner" when no names were given (docs/readings.md).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { computeCompatibility } from '@/lib/astrology/compatibility';
import { predictMarriage } from '@/lib/astrology/marriage';
import { readSoulmateGlimpse } from '@/lib/astrology/psychic';
import { resolveBirthCity } from '@/lib/astrology/gazetteer';
import { scoreSynastry } from '@/lib/astrology/scoring';
import { SLOW_PLANETS } from '@/lib/astrology/aspects';
import { AREA_KEYS, type AreaKey, type CategoryKey, type PersonInput } from '@/lib/astrology/contract';
import { capitalize, splitSentences } from '@/lib/astrology/narrative/grammar';
import { NAME_USES_PER_SECTION } from '@/lib/astrology/narrative/voice';
import { pageTexts, resultTexts } from '@/lib/astrology/narrative/result-texts';
import { matchLabel, scoreLevel, scoreTier, type ScoreTier } from '@/lib/calculators/score-bands';
import {
  contactsLine,
  pairHeadingNames,
  pairSignLines,
  singleReadingTitle,
} from '@/lib/calculators/result-labels';
import { loveAnalysis } from '@/lib/love-calculator/analysis';
import { proseProblems, repeatedSentences } from './support/prose-checks';

const NOW = new Date('2026-11-22T02:00:00Z');

/** A reproducible stream of people born 1950–2005; every third with a time and a city. */
function people(count: number, seed: number): PersonInput[] {
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
  const cities = ['Tallinn, Estonia', 'London', 'Sydney, Australia', 'Toronto, Canada'];
  return Array.from({ length: count }, (_, i) => {
    const birthDate = new Date(Date.UTC(1950, 0, 1) + Math.floor(next() * 20_000) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    if (i % 3 !== 0) return { birthDate };
    const hour = String(Math.floor(next() * 24)).padStart(2, '0');
    return { birthDate, birthTime: `${hour}:30`, birthCity: cities[i % cities.length]! };
  });
}

const FIRST = people(36, 7);
const SECOND = people(36, 71);
const NAMINGS: Array<[string | undefined, string | undefined]> = [
  [undefined, undefined],
  ['Person 1', 'Person 2'],
  ['Ada', 'Ben'],
  ['', 'Ben'],
  ['Ada', 'Person 2'],
];
/** The order astrologers name two bodies in: angles, then the planets from the Sun outwards. */
const BODY_ORDER = [
  'Ascendant',
  'MC',
  'Sun',
  'Moon',
  'Mercury',
  'Venus',
  'Mars',
  'Jupiter',
  'Saturn',
  'Uranus',
  'Neptune',
  'Pluto',
];

const READINGS = FIRST.map((first, i) => {
  const [name1, name2] = NAMINGS[i % NAMINGS.length]!;
  return computeCompatibility({
    person1: { ...first, ...(name1 !== undefined ? { name: name1 } : {}) },
    person2: { ...SECOND[i]!, ...(name2 !== undefined ? { name: name2 } : {}) },
  });
});

describe('a compatibility reading', () => {
  it('never repeats a sentence, and its summary and description share none', () => {
    for (const result of READINGS) {
      expect(
        repeatedSentences(resultTexts(result)),
        JSON.stringify(repeatedSentences(resultTexts(result))),
      ).toEqual([]);
      const summary = new Set(splitSentences(result.summary));
      expect(splitSentences(result.description).filter((sentence) => summary.has(sentence))).toEqual([]);
    }
  });

  it("gives each of the ten areas of the eleven-score result a sentence in its own score's tier", () => {
    const library = JSON.parse(readFileSync('content/astrology/score-areas.json', 'utf8')) as {
      leads: Record<AreaKey, Record<ScoreTier, string[]>>;
    };
    // The sentence opens with one of the area's leads for its tier (names filled in).
    const opening = (lead: string) => lead.split('{both}')[0]!.trim().slice(0, 18);
    for (const result of READINGS) {
      expect(Object.keys(result.areas).sort()).toEqual([...AREA_KEYS].sort());
      const named = new Set<string>();
      for (const key of AREA_KEYS) {
        const text = result.areas[key];
        expect(text.length, key).toBeGreaterThan(40);
        const leads = library.leads[key][scoreTier(result.compatibility[key])];
        expect(
          leads.some((lead) => !opening(lead) || text.startsWith(capitalize(opening(lead)))),
          `${key}: ${text}`,
        ).toBe(true);
        // The contact that moved the score most is read once in the result (docs/readings.md#each-contact-once):
        // by what its planets stand for the first time, after that only named, pointing back to where it was read.
        const driver = result.drivers[key]?.[0];
        const contact = driver && `${driver.from}|${driver.to}|${driver.aspect}`;
        // A contact read in the lists or an earlier area is not named again, nor pointed at.
        expect(text, key).not.toMatch(/\(see /);
        if (contact && named.has(contact)) expect(text, key).not.toMatch(/(collide|rub|get on well)\.$/);
        if (contact) named.add(contact);
      }
    }
    // Ten areas, as every page that shows them promises ("an overall score and ten areas").
    expect(AREA_KEYS).toHaveLength(10);
  });

  it('reads correctly everywhere: articles, verbs after "you", names, dashes, aspect words', () => {
    const problems = READINGS.flatMap((result) => resultTexts(result).flatMap((text) => proseProblems(text)));
    expect(problems).toEqual([]);
  });

  it('puts the meter, the level word and the description on the same row of the scale', () => {
    for (const result of READINGS) {
      expect(result.compatibilityLevel).toBe(scoreLevel(result.compatibility.overall));
      expect(result.description.startsWith(`${matchLabel(result.compatibility.overall)}: `)).toBe(true);
    }
  });

  it('speaks to the visitor as "you", greets them once by name, and names the partner as a person would', () => {
    const unnamed = READINGS.filter((r) => !r.person1.named && !r.person2.named);
    const named = READINGS.filter((r) => r.person1.named && r.person2.named);
    expect(unnamed.length).toBeGreaterThan(5);
    for (const result of unnamed) {
      const all = resultTexts(result).join(' ');
      expect(all).toMatch(/\byour partner\b/);
      expect(all).not.toMatch(/Person [12]|\bAda\b|\bBen\b/);
      expect(pairHeadingNames(result.person1, result.person2)).toEqual(['You', 'your partner']);
    }
    expect(named.length).toBeGreaterThan(5);
    for (const result of named) {
      // The visitor filled in "Your Information": "you" throughout, their name once, to greet them.
      // Each page greets once: the birth-date pages in the description, the others in the summary.
      for (const tenDimensions of [true, false])
        expect(
          pageTexts(result, tenDimensions)
            .join(' ')
            .match(/\bAda\b/g),
        ).toHaveLength(1);
      expect(result.summary).toMatch(/^Ada, [a-z]/);
      expect(result.description).toMatch(/^[A-Za-z ]+ Match: Ada, /);
      // The partner by name, a few times at most in any one section (each list item is its own paragraph).
      const sections = [
        result.summary,
        result.description,
        result.advice,
        ...result.strengths,
        ...result.challenges,
        ...Object.values(result.categories).map((c) => c.description),
        ...Object.values(result.areas),
        // A "Why:" line is a list of facts, counted on its own.
        ...Object.values(result.why ?? {}),
      ];
      for (const section of sections)
        expect((section.match(/\bBen\b/g) ?? []).length, section).toBeLessThanOrEqual(NAME_USES_PER_SECTION);
      expect(resultTexts(result).join(' ')).toMatch(/\bBen\b/);
      expect(pairHeadingNames(result.person1, result.person2)).toEqual(['Ada', 'Ben']);
    }
    const mixed = READINGS.find((r) => r.person1.named && !r.person2.named)!;
    // Under the heading each sign stands after its owner and planet, so a partner called Leo is never read as one.
    const leo = computeCompatibility({
      person1: { name: 'Maria', birthDate: '1993-08-21' },
      person2: { name: 'Leo', birthDate: '1991-02-14' },
    });
    expect(pairSignLines(leo.person1, leo.person2)).toEqual(['Maria — Sun in Leo', 'Leo — Sun in Aquarius']);
    expect(pairSignLines(unnamed[0]!.person1, unnamed[0]!.person2).join(' | ')).toMatch(
      /^You — Sun in \w+ \| Your partner — Sun in \w+$/,
    );
    expect(pairHeadingNames(mixed.person1, mixed.person2)).toEqual(['Ada', 'your partner']);
  });

  it("cites in each dimension's Why line the factors its sentence explains", () => {
    for (const result of READINGS) {
      const why = result.why ?? {};
      for (const [key, category] of Object.entries(result.categories)) {
        const line = why[key as CategoryKey];
        if (!line) continue;
        const planet = {
          emotionalConnection: 'Moon',
          communicationStyle: 'Mercury',
          valuesAlignment: 'Venus',
          physicalChemistry: 'Mars',
        }[key];
        // A placement category cites the two placements it reads, then the contact its sentence names.
        if (planet) expect(line).toMatch(new RegExp(`^Your ${planet} in `));
        const contact = line.match(
          /(\w+) (conjunct|sextile|square|trine|opposite) (?:your partner's|Ben's|your) (\w+) \(orb/,
        );
        if (contact) {
          const [, from, aspect, to] = contact;
          const word = {
            conjunct: 'conjunction',
            sextile: 'sextile',
            square: 'square',
            trine: 'trine',
            opposite: 'opposition',
          }[aspect!]!;
          const noun = [from, to].sort((x, y) => BODY_ORDER.indexOf(x!) - BODY_ORDER.indexOf(y!)).join('–');
          const byThemes =
            key in { trustLoyalty: 1, growthPotential: 1, spiritualResonance: 1, longTermVision: 1 };
          if (!byThemes) expect(category.description, line).toContain(`${noun} ${word}`);
        }
        // The balance cites the count its sentence gives.
        if (key === 'challengeBalance') {
          const count = line.match(/^(\w+(?:-\w+)?) easy contacts?/)![1]!.toLowerCase();
          expect(category.description.toLowerCase()).toContain(`${count} easy contact`);
        }
      }
    }
  });

  it('writes the contacts behind a score in the same voice', () => {
    const result = READINGS.find((r) => !r.person1.named && r.aspects.some((a) => !a.generational))!;
    const aspect =
      result.aspects.find((a) => !a.generational && a.aspect === 'conjunction') ?? result.aspects[0]!;
    const line = contactsLine([aspect, aspect], result.person1, result.person2);
    const one = String.raw`our \w+ (conjunct|sextile|square|trine|opposite) your partner's \w+ \(orb (about )?\d+\.\d°\)`;
    expect(line).toMatch(new RegExp(`^Y${one}; y${one}$`));
    for (const why of Object.values(result.why ?? {}))
      expect(why).toMatch(/^(Your|Nine|[A-Z][a-z]+ (easy|tense))/);
  });
});

describe('generational contacts', () => {
  const sameAge = computeCompatibility({
    person1: { birthDate: '1990-02-10', birthTime: '08:00', birthCity: 'London' },
    person2: { birthDate: '1990-09-03', birthTime: '19:00', birthCity: 'London' },
  });

  it('are flagged, and never described as a strength, a challenge or a reason for a score', () => {
    const generational = sameAge.aspects.filter((aspect) => aspect.generational);
    expect(generational.map((a) => `${a.from}-${a.to}`)).toEqual(
      expect.arrayContaining(['Pluto-Pluto', 'Neptune-Neptune', 'Uranus-Uranus']),
    );
    for (const aspect of sameAge.aspects)
      expect(Boolean(aspect.generational)).toBe(SLOW_PLANETS.has(aspect.from) && SLOW_PLANETS.has(aspect.to));
    const slow = [...SLOW_PLANETS].join('|');
    const twoSlow = new RegExp(`\\b(${slow}) in \\w+ (probably )?\\w+ (your|your partner's) (${slow})\\b`);
    for (const text of [...sameAge.strengths, ...sameAge.challenges]) expect(text).not.toMatch(twoSlow);
    for (const drivers of Object.values(sameAge.drivers))
      for (const aspect of drivers ?? []) expect(aspect.generational).toBeUndefined();
  });

  it('do not move the scores', () => {
    const personal = sameAge.aspects.filter((aspect) => !aspect.generational);
    const balances = [sameAge.balance!.person1, sameAge.balance!.person2];
    const again = scoreSynastry(personal, balances[0]!, balances[1]!);
    const withThem = scoreSynastry(sameAge.aspects, balances[0]!, balances[1]!);
    expect(again.scores.overall).toBe(sameAge.compatibility.overall);
    expect(withThem.scores).not.toEqual(again.scores);
  });

  it('are named once, as a shared generation or an age gap', () => {
    expect(sameAge.description).toMatch(/generation/);
    const apart = computeCompatibility({
      person1: { birthDate: '1962-05-01' },
      person2: { birthDate: '1976-05-01' },
    });
    expect(apart.description).toMatch(/born about fourteen years apart|fourteen-year age gap/);
  });
});

describe('without a birth time', () => {
  const untimed = READINGS.filter((r) => r.notes.some((note) => /no birth time given/.test(note)));

  it('says once, plainly, whose birth time is missing and what that leaves unknown, and never "probably"', () => {
    let seen = 0;
    for (const result of READINGS) {
      for (const aspect of result.aspects.filter((a) => a.approximate)) {
        expect(aspect.from === 'Moon' || aspect.to === 'Moon').toBe(true);
        seen += 1;
      }
      const all = resultTexts(result).join(' ');
      expect(all).not.toMatch(/\bprobably\b|approximate without a birth time/);
      // A chart read without a birth time has no clock; the notes leave it to the time note.
      const missing = [result.person1, result.person2].filter((person) => !person.clock).length;
      expect(result.notes.filter((n) => /no birth time/.test(n))).toEqual([]);
      if (missing === 0) expect(result.timeNote).toBeUndefined();
      else {
        expect(result.timeNote).toMatch(
          missing === 2 ? /^Neither birth time is given/ : /birth time is not given/,
        );
        expect(result.timeNote).toMatch(/Moon/);
        // Said once: the rest of the reading does not repeat it (the notes on how it was
        // calculated, and the cusp sentence on a Sun that changed sign that day, aside).
        const { signNote: _one, ...person1 } = result.person1;
        const { signNote: _two, ...person2 } = result.person2;
        const reading = resultTexts({ ...result, person1, person2, notes: [] }).join(' ');
        expect(reading.match(/birth time/g), reading).toHaveLength(1);
      }
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('says when the Moon changed sign on the birth day, and when', () => {
    const result = computeCompatibility({
      person1: { birthDate: '1990-01-28' },
      person2: { birthDate: '1989-06-02' },
    });
    // On 28 January 1990 the Moon left Aquarius for Pisces at 12:50 UTC.
    expect(result.categories.emotionalConnection.description).toMatch(
      /Aquarius into Pisces at 12:50 UTC|before 12:50 UTC, you would have the Moon in Aquarius/,
    );
    expect(result.categories.emotionalConnection.description).toMatch(
      /reads your Moon where it stood at noon, in /,
    );
  });

  it('never names two signs of one planet in one breath: each sign gets its hours or its meaning', () => {
    const signs = 'Aries|Taurus|Gemini|Cancer|Leo|Virgo|Libra|Scorpio|Sagittarius|Capricorn|Aquarius|Pisces';
    const oneBreath = new RegExp(`\\b(${signs}) or (${signs})\\b`);
    for (const result of untimed) expect(resultTexts(result).join(' ')).not.toMatch(oneBreath);
    // 28 January 1990: the Moon left Aquarius for Pisces at 12:50 UTC, so the reading says what each means.
    const result = computeCompatibility({
      person1: { birthDate: '1990-01-28' },
      person2: { birthDate: '1989-06-02' },
    });
    const emotional = result.categories.emotionalConnection.description;
    expect(emotional).toMatch(/before 12:50 UTC, you would have the Moon in Aquarius, needing space/);
    expect(emotional).toMatch(/after it, in Pisces, needing gentleness/);
    const contacts = [
      ...result.fit!.strengths,
      ...result.fit!.challenges,
      ...result.strengths,
      ...result.challenges,
      ...Object.values(result.areas),
    ].join(' ');
    expect(contacts).toMatch(
      /your Moon in Aquarius \(Pisces after 12:50 UTC\) (conjunct|sextile|square|trine|opposite)/,
    );
  });

  it('uses houses only with a birth time, and then without hedging', () => {
    const timed = computeCompatibility({
      person1: { birthDate: '1988-04-12', birthTime: '06:10', birthCity: 'Tallinn, Estonia' },
      person2: { birthDate: '1986-10-30', birthTime: '23:40', birthCity: 'London' },
    });
    const overlays = [...timed.strengths, ...timed.challenges].filter((text) =>
      /\d+(st|nd|rd|th) house/.test(text),
    );
    expect(overlays.length).toBeGreaterThan(0);
    for (const result of untimed.filter((r) => r.notes.filter((n) => /no birth time/.test(n)).length === 2))
      expect(resultTexts(result).join(' ')).not.toMatch(/\d+(st|nd|rd|th) house/);
  });
});

describe('cusp births', () => {
  it('name the Sun sign of the chart: the Sun at 0° Aries is an Aries, whatever the date table says', () => {
    // 20 March 2000: the Sun entered Aries at 07:35 UTC; date tables still say Pisces.
    const result = computeCompatibility({
      person1: { birthDate: '2000-03-20', birthTime: '12:00', birthCity: 'London', zodiacSign: 'Pisces' },
      person2: { birthDate: '1998-07-30' },
    });
    expect(result.person1.zodiacSign).toBe('Aries');
    expect(result.sign1).toBe('Aries');
    expect(result.charts.person1.planets[0]!.sign).toBe('Aries');
    expect(result.person1.signNote).toMatch(
      /^You were born on the Pisces–Aries cusp: the Sun had just entered Aries \(0°\d\d′ Aries\), so this reading treats you as an Aries rather than a Pisces/,
    );
    // The element follows the real sign: Aries is fire, Leo fire, so the Sun signs share an element.
    expect(result.description).toMatch(/Aries/);
    expect(result.summary).not.toMatch(/Pisces/);
    expect(result.description).toMatch(/fire|trine|speak the same basic language/);
    expect(result.person2.signNote).toBeUndefined();
  });

  it('keep a Sun still in the last degree of a sign in that sign', () => {
    const result = predictMarriage(
      { birthDate: '1985-06-21', birthTime: '06:00', birthCity: 'London' },
      NOW,
      resolveBirthCity,
    );
    expect(result.person.zodiacSign).toBe('Gemini');
    expect(result.person.signNote).toMatch(
      /Gemini–Cancer cusp: the Sun was still in Gemini \(29°\d\d′ Gemini\)/,
    );
  });

  it('say plainly when an untimed birthday is the day the Sun changed sign', () => {
    const result = readSoulmateGlimpse({ birthDate: '2000-03-20' }, resolveBirthCity);
    expect(result.person.zodiacSign).toBe('Aries');
    expect(result.person.signNote).toBe(
      'The Sun moved from Pisces into Aries on your birthday, at 07:35 UTC; without a birth time this reading uses noon, when it stood in Aries, so if you were born before 07:35 UTC, you are really a Pisces.',
    );
  });

  it('say nothing when the table and the chart agree', () => {
    const result = readSoulmateGlimpse({ birthDate: '1991-07-10' }, resolveBirthCity);
    expect(result.person.signNote).toBeUndefined();
  });
});

describe('single readings without a name', () => {
  for (const name of [undefined, '', 'You', '  ']) {
    it(`never use "You" as a name (name ${JSON.stringify(name)})`, () => {
      const input = { birthDate: '1993-11-08', ...(name !== undefined ? { name } : {}) };
      const marriage = predictMarriage(input, NOW, resolveBirthCity);
      const glimpse = readSoulmateGlimpse(input, resolveBirthCity);
      expect(marriage.person.named).toBe(false);
      expect(singleReadingTitle('marriage', marriage.person)).toBe('Your marriage window');
      expect(singleReadingTitle('psychic', glimpse.person)).toBe('A glimpse of your soulmate');
      for (const text of [
        marriage.reading,
        ...marriage.keyInfluences,
        ...marriage.preparation,
        ...marriage.notes,
      ])
        expect(proseProblems(text)).toEqual([]);
      expect(marriage.reading).toMatch(/^[A-Z]/);
      expect(glimpse.glimpse).not.toMatch(/\bYou's\b|\bYou,/);
    });
  }
  it('greet a given name once, and speak to "you" after it', () => {
    const marriage = predictMarriage({ name: 'Lea', birthDate: '1994-08-17' }, NOW, resolveBirthCity);
    expect(marriage.reading).toMatch(/^Lea, [a-z]/);
    expect(marriage.reading.match(/Lea/g)).toHaveLength(1);
    expect(singleReadingTitle('marriage', marriage.person)).toBe('Lea, your marriage window');
  });
  it('call untimed Moon timing and the solar Descendant approximate', () => {
    const marriage = predictMarriage({ birthDate: '2000-03-20' }, NOW, resolveBirthCity);
    for (const influence of marriage.keyInfluences.filter((text) => /natal Moon/.test(text)))
      expect(influence).toMatch(/approximate without a birth time/);
    const glimpse = readSoulmateGlimpse({ birthDate: '2000-03-20' }, resolveBirthCity);
    expect(glimpse.glimpse).toMatch(/read from the sign opposite your Sun, Libra, and is approximate/);
    const timed = readSoulmateGlimpse(
      { birthDate: '2000-03-20', birthTime: '09:00', birthCity: 'London' },
      resolveBirthCity,
    );
    expect(timed.glimpse).toMatch(/Your Descendant, the doorway of partnership in your chart, is in/);
  });
});

describe('love by name', () => {
  it('uses the names as typed and never a default, in every variant of every tier', () => {
    const names = ['Ilse', 'Oliver', 'Anna', 'Tom', 'Zoë', 'Mateo', 'Kim', 'Aleksandra', 'Yusuf', 'Li'];
    const seen = new Set<string>();
    for (const [index, first] of names.entries())
      for (const second of names.slice(index + 1))
        for (const percentage of [98, 81, 70, 60, 52, 45])
          for (const text of loveAnalysis(first, second, percentage)) {
            seen.add(text);
            expect(proseProblems(text), text).toEqual([]);
            expect(text).not.toMatch(/\bYou\b(?!r)/);
            expect(text).not.toMatch(/[{}]/);
          }
    expect(seen.size).toBeGreaterThan(100);
  });
});
