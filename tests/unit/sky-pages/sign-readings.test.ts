/**
 * Each sign's reading of a retrograde loop is written for the sign the planet turns back in and
 * the reader's house (docs/sky-pages.md#by-sign), and says what the loop touches only for that
 * sign: the planet rules it, or the loop's degrees cross the Sun of readers born on given days.
 */
import { describe, expect, it } from 'vitest';
import { retrogradePeriods } from '@/lib/astrology/sky';
import { ZODIAC_SIGNS } from '@/lib/astrology/zodiac';
import { loopHouseWords } from '@/lib/sky-pages/content';
import { loopCard, loopSlots, signReadings, yearLoops } from '@/lib/sky-pages/retrograde-page';
import { loopHouses } from '@/lib/sky-pages/retrogrades';
import { birthdayRange, sunAt, sunBirthdays } from '@/lib/sky-pages/sun-birthdays';

const loops = retrogradePeriods(new Date('2027-01-01T00:00:00Z'), new Date('2028-01-01T00:00:00Z'));
const byId = (id: string) => loops.find((loop) => loopCard(loop).id === id)!;
const MINUTE = 60_000;

describe('the Sun’s birthdays', () => {
  it('put the Sun at 0° Aries and 0° Cancer at the 2027 equinox and solstice (USNO: 20 March 20:25, 21 June 14:11 UTC)', () => {
    expect(Math.abs(sunAt(0, 2027) - Date.UTC(2027, 2, 20, 20, 25))).toBeLessThan(2 * MINUTE);
    expect(Math.abs(sunAt(90, 2027) - Date.UTC(2027, 5, 21, 14, 11))).toBeLessThan(2 * MINUTE);
  });

  it('split a stretch of the zodiac by sign', () => {
    // 20°55′ Aquarius to 5°58′ Pisces, Mercury's loop of February 2027.
    const spans = sunBirthdays(320 + 55 / 60, 335 + 58 / 60, 2027);
    expect(spans.map((span) => span.sign)).toEqual(['Aquarius', 'Pisces']);
    expect(spans.map((span) => birthdayRange(span.from, span.to))).toEqual([
      '9 and 18 February',
      '18 and 24 February',
    ]);
  });
});

describe('each sign’s reading of a retrograde loop', () => {
  it('has one sentence for each of the 144 pairs of the planet’s sign and the reader’s house, none said twice', () => {
    const all = ZODIAC_SIGNS.flatMap((sign) => Object.values(loopHouseWords.signs[sign]));
    expect(all).toHaveLength(144);
    expect(new Set(all).size).toBe(144);
  });

  it('reads the sentence for the sign the planet is in and the reader’s house', () => {
    for (const loop of loops)
      for (const reading of signReadings(loop)) {
        const { turns } = loopHouses(loop, reading.sign);
        expect(reading.text).toContain(loopHouseWords.signs[loop.stationRetrograde.sign][String(turns)]);
      }
  });

  it('tells Mercury’s own signs it rules them, and readers born on the loop’s degrees that it crosses their Sun', () => {
    const readings = signReadings(byId('mercury-2027-02-09'));
    const text = (sign: string) => readings.find((reading) => reading.sign === sign)!.text;
    expect(text('Gemini')).toContain('Mercury rules your sign');
    expect(text('Virgo')).toContain('As a sign Mercury rules');
    expect(text('Aquarius')).toContain(
      'If you were born between about 9 and 18 February, Mercury turns back over your Sun itself',
    );
    expect(text('Pisces')).toContain('Born between about 18 and 24 February? Then the loop crosses your Sun');
    expect(text('Leo')).toContain(
      'If you were born between about 13 and 23 August, Mercury turns back opposite your Sun',
    );
    for (const sign of ['Aries', 'Taurus', 'Cancer', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn'])
      expect(text(sign)).not.toMatch(/rules your sign|your Sun/);
  });

  it('words the Sun’s birthdays differently for each sign of a year page (Mercury 2027: three loops, twelve such sentences)', () => {
    const { loops: year } = yearLoops(loops, 'Mercury', 2027);
    const slots = loopSlots(year);
    const sentences = year
      .flatMap((loop, index) =>
        signReadings(loop, slots[index]).flatMap(
          (reading) => reading.text.match(/[^.]*\b(your|their) Sun\b[^.]*\./g) ?? [],
        ),
      )
      .map((sentence) =>
        sentence.replace(/\d+ [A-Z][a-z]+ and \d+ [A-Z][a-z]+|\d+ and \d+ [A-Z][a-z]+/, 'DAYS'),
      );
    expect(sentences).toHaveLength(12);
    expect(new Set(sentences).size).toBe(12);
  });

  it('reads Saturn in Aries (2027) for Aries on its own sign and for Libra opposite', () => {
    const readings = signReadings(byId('saturn-2027-08-09'));
    const text = (sign: string) => readings.find((reading) => reading.sign === sign)!.text;
    expect(text('Aries')).toContain('It crosses your own sign');
    // 21°01′–27°52′ Aries: the Sun is there about 11–18 April, and opposite about 14–21 October.
    expect(text('Aries')).toContain('born between about 11 and 18 April');
    expect(text('Libra')).toContain(
      'born between about 14 and 21 October, Saturn turns back opposite your Sun',
    );
    expect(text('Capricorn')).toContain('As a sign Saturn rules');
    expect(text('Aquarius')).toContain('Saturn rules your sign');
  });
});
