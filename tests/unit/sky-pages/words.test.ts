/**
 * The event pages' words (docs/sky-pages.md#the-words), held to the readings issue's checks:
 * every template fills (no placeholder left, every title and description within the snippet
 * lengths for ten years of events), the grammar check every reading passes, British spelling,
 * and no cross-sign copy: for one retrograde loop, at most a quarter of a sign's reading (5-word
 * runs, house numbers and sign names masked) stands anywhere in the other eleven signs' readings.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { retrogradePeriods, skyEvents, type EclipseEvent } from '@/lib/astrology/sky';
import { ZODIAC_SIGNS } from '@/lib/astrology/zodiac';
import { fitPageTitle, fitTemplate } from '@/lib/seo/fit-template';
import { META_DESCRIPTION_LENGTH } from '@/lib/seo/limits';
import { lunationWords, pageWords, retrogradeWords } from '@/lib/sky-pages/content';
import { eclipseName, eclipseSignRows } from '@/lib/sky-pages/eclipse-page';
import { longDate, shortDate, utcTime } from '@/lib/content/dates';
import { lunationDay, lunationMeta, lunationSignRows } from '@/lib/sky-pages/lunation-page';
import { namedLunations } from '@/lib/sky-pages/lunations';
import {
  loopCard,
  loopCount,
  loopSlots,
  planetLoops,
  retrogradeStatus,
  signReadings,
  yearLoops,
} from '@/lib/sky-pages/retrograde-page';
import { RETROGRADE_PLANETS } from '@/lib/sky-pages/retrogrades';
import { loopStory, nextLoop } from '@/lib/sky-pages/loop-story';
import { splitSentences } from '@/lib/content/text';
import { ordinal } from '@/lib/sky-pages/format';
import { proseProblems } from '../astrology/support/prose-checks';

const BRAND = 'Astrelle';
const YEARS = Array.from({ length: 10 }, (_, index) => 2026 + index);
const loops = retrogradePeriods(new Date('2026-01-01T00:00:00Z'), new Date('2037-01-01T00:00:00Z'));

/** The American forms most likely to slip into British copy. */
const AMERICAN_SPELLING =
  /\b(color|favor|honor|behavior|neighbor|humor|labor|center|theater|traveled|traveling|canceled|canceling|fulfill|gray|program|license|skeptical|journaling)\b|\b(recogn|real|organ|apolog|ideal|emphas|sympath|critic|special|priorit|visual|minim|energ|summar|personal)iz(e|ed|es|ing)\b|\banalyz(e|ed|es|ing)\b/i;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/** Every string in a JSON value. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) =>
      // A retrograde house's `backInto` ends a sentence the page begins: checked as one with a capital.
      key === 'backInto' && typeof inner === 'string'
        ? [inner[0]!.toUpperCase() + inner.slice(1)]
        : strings(inner),
    );
  return [];
}

const MASK = new RegExp(`\\b(\\d+(st|nd|rd|th)|${ZODIAC_SIGNS.join('|')})\\b`, 'g');
function runs(text: string): Set<string> {
  const words = text
    .toLowerCase()
    .replace(MASK, '#')
    .replace(/[^a-z#'\s]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return new Set(words.slice(0, -4).map((_, index) => words.slice(index, index + 5).join(' ')));
}

/** For each text, the share of its 5-word runs found in any of the others. */
function overlaps(texts: readonly string[]): number[] {
  const all = texts.map(runs);
  return all.map((own, index) => {
    const others = new Set(all.flatMap((set, other) => (other === index ? [] : [...set])));
    return [...own].filter((run) => others.has(run)).length / Math.max(1, own.size);
  });
}

describe('the retrograde pages’ words', () => {
  it('read each loop of 2026–2028 differently for every sign, and pass the grammar check', () => {
    const worst: string[] = [];
    for (const loop of loops.filter((item) => item.stationRetrograde.time < Date.UTC(2029, 0, 1))) {
      const readings = signReadings(loop);
      expect(readings.map((reading) => reading.sign)).toEqual([...ZODIAC_SIGNS]);
      for (const reading of readings) expect(proseProblems(reading.text), reading.sign).toEqual([]);
      // The dated frame (sign, house, dates) is the same shape for every sign; the written part is measured.
      overlaps(readings.map((reading) => reading.written)).forEach((share, index) => {
        if (share > 0.25)
          worst.push(`${loopCard(loop).id} ${readings[index]!.sign}: ${Math.round(share * 100)}%`);
      });
    }
    expect(worst).toEqual([]);
  });

  it('give each loop of a year page its own sentences: no two loops share one (ten years, every planet)', () => {
    const shared: string[] = [];
    for (const planet of RETROGRADE_PLANETS) {
      for (const year of YEARS) {
        const { loops: shown } = yearLoops(loops, planet, year);
        const told = new Set<string>();
        const sentenceSets = shown.map((loop, index) => {
          const texts = [
            ...signReadings(loop, loopSlots(shown)[index]).map((reading) => reading.text),
            ...loopStory(loop, nextLoop(loops, loop), told),
          ];
          return new Set(texts.flatMap(splitSentences));
        });
        sentenceSets.forEach((own, index) => {
          for (const other of sentenceSets.slice(index + 1))
            for (const sentence of own)
              if (other.has(sentence)) shared.push(`${planet} ${year}: ${sentence}`);
        });
      }
    }
    expect(shared).toEqual([]);
  });

  it('print each house’s backing-out clause at most once on a year page', () => {
    const twice: string[] = [];
    for (const planet of RETROGRADE_PLANETS) {
      const clauses = Object.values(retrogradeWords[planet].houses).map((house) => house.backInto);
      for (const year of YEARS) {
        const { loops: shown } = yearLoops(loops, planet, year);
        const page = shown
          .flatMap((loop, index) =>
            signReadings(loop, loopSlots(shown)[index]).map((reading) => reading.text),
          )
          .join(' ');
        for (const clause of clauses)
          if (page.split(clause).length > 2) twice.push(`${planet} ${year}: ${clause}`);
      }
    }
    expect(twice).toEqual([]);
  });

  it('date a loop backing over a sign’s edge, rather than calling it late or early', () => {
    // Mercury, February 2027: retrograde in Pisces on 9 February, back in Aquarius on 18 February
    // (nine days into 22), direct there on 3 March.
    const february = loops.find((loop) => loopCard(loop).id === 'mercury-2027-02-09')!;
    const aries = signReadings(february).find((reading) => reading.sign === 'Aries')!;
    expect(aries.text).toContain(
      'On 18 February, nine days in, Mercury backs into Aquarius, your 11th house',
    );
    for (const loop of loops)
      for (const reading of signReadings(loop))
        expect(reading.text).not.toMatch(/\b(late in the loop|near the end|before it turns direct)\b/i);
  });

  it('tell each loop from its facts: the planet’s condition in the sign, and a slow planet’s last loop there', () => {
    const saturn = loops.find((loop) => loopCard(loop).id === 'saturn-2027-08-09')!;
    const story = loopStory(saturn, nextLoop(loops, saturn)).join(' ');
    expect(story).toContain('Aries is the sign of Saturn’s fall'.replace('’', "'"));
    expect(story).toContain(
      "It is Saturn's last retrograde in Aries: it moves on into Taurus on 13 April 2028.",
    );
    for (const loop of loops)
      for (const sentence of loopStory(loop, nextLoop(loops, loop)))
        expect(proseProblems(sentence)).toEqual([]);
  });

  it('fill every heading, status line and title for ten years of loops', () => {
    for (const planet of RETROGRADE_PLANETS) {
      const own = planetLoops(loops, planet, YEARS);
      expect(proseProblems(loopCount(planet, own))).toEqual([]);
      for (const day of ['2026-01-01', '2026-06-15', '2027-03-01', '2028-12-31']) {
        expect(proseProblems(retrogradeStatus(planet, own, Date.parse(day), 2028))).toEqual([]);
      }
      for (const year of YEARS) {
        const { inYear, loops: shown } = yearLoops(loops, planet, year);
        const values = { planet, year, count: shown.length };
        fitPageTitle(inYear ? pageWords.retrograde.title : pageWords.retrograde.noneTitle, values, BRAND);
        fitTemplate(
          inYear ? pageWords.retrograde.description : pageWords.retrograde.noneDescription,
          values,
          META_DESCRIPTION_LENGTH,
        );
        for (const loop of shown) expect(loopCard(loop).moments).toHaveLength(4);
      }
    }
  });
});

describe('the lunation and eclipse pages’ words', () => {
  const events = skyEvents(new Date('2025-12-01T00:00:00Z'), new Date('2036-01-01T00:00:00Z'), {
    kinds: ['lunation', 'eclipse'],
  });
  const lunations = namedLunations(events).filter((lunation) => lunation.event.utc >= '2026');
  const eclipses = events.filter((event): event is EclipseEvent => event.kind === 'eclipse');

  it('give every New and Full Moon of 2026–2035 a title and description that fit', () => {
    for (const lunation of lunations) {
      const meta = lunationMeta(lunation, BRAND);
      for (const text of [meta.heading, meta.description]) expect(proseProblems(text)).toEqual([]);
      const rows = lunationSignRows(lunation);
      expect(new Set(rows.map((row) => row.text)).size).toBe(12);
      // A Full Moon faces the Sun: each sign's reading names the house the Sun lights opposite
      // (on a named day with words of its own, such as Christmas, the day's sentence replaces it).
      const season = lunationDay(lunation)?.season;
      if (lunation.event.phase === 'full' && !(season && lunationWords.seasons[season]))
        for (const row of rows) expect(row.text).toContain(`${ordinal(((row.house + 5) % 12) + 1)} house`);
    }
  });

  it('give every eclipse of 2026–2035 a title and description that fit, and twelve different houses', () => {
    for (const event of eclipses) {
      const values = {
        type: eclipseName(event),
        date: longDate(event.utc),
        day: longDate(event.utc),
        shortDay: shortDate(event.utc),
        time: utcTime(event.utc).replace(' UTC', ''),
        saros: 100,
      };
      fitPageTitle(pageWords.eclipses.title, values, BRAND);
      fitTemplate(pageWords.eclipses.description, values, META_DESCRIPTION_LENGTH);
      expect(new Set(eclipseSignRows(event).map((row) => row.text)).size).toBe(12);
    }
  });

  it('read each lunation and eclipse differently for every sign (at most a quarter shared)', () => {
    const worst: string[] = [];
    const check = (id: string, texts: string[]) =>
      overlaps(texts).forEach((share, index) => {
        if (share > 0.25) worst.push(`${id} ${ZODIAC_SIGNS[index]}: ${Math.round(share * 100)}%`);
      });
    for (const lunation of lunations.slice(0, 4))
      check(
        lunation.event.id,
        lunationSignRows(lunation).map((row) => row.text),
      );
    for (const event of eclipses.slice(0, 4))
      check(
        event.id,
        eclipseSignRows(event).map((row) => row.text),
      );
    expect(worst).toEqual([]);
  });

  it('read each sign’s eclipse across its axis: the house it falls in and the house opposite', () => {
    for (const event of eclipses.slice(0, 4)) {
      for (const row of eclipseSignRows(event)) {
        const opposite = ((row.house + 5) % 12) + 1;
        expect(row.text, `${event.id} ${row.sign}`).toContain(`${ordinal(row.house)} house`);
        expect(row.text, `${event.id} ${row.sign}`).toContain(`${ordinal(opposite)} house`);
      }
    }
  });
});

describe('the words in content/sky-pages', () => {
  const texts = files('content/sky-pages').flatMap((file) =>
    strings(JSON.parse(readFileSync(file, 'utf8'))).map((text) => ({ file, text })),
  );
  it('are British', () => {
    expect(
      texts.filter(({ text }) => AMERICAN_SPELLING.test(text)).map(({ file, text }) => `${file}: ${text}`),
    ).toEqual([]);
  });
  it('pass the grammar check (templates aside)', () => {
    const problems = texts
      .filter(({ text }) => !text.includes('{') && /[.!?]$/.test(text))
      .flatMap(({ text }) => proseProblems(text));
    expect(problems).toEqual([]);
  });
});
