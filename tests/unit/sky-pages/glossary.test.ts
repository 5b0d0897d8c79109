/** The event pages gloss their words from the site's one glossary, and only the words they use (docs/sky-pages.md#the-words). */
import { describe, expect, it } from 'vitest';
import { GLOSSARY, HOROSCOPE_GLOSSARY } from '@/lib/horoscope/glossary';
import { glossary } from '@/lib/sky-pages/copy';

describe('the one glossary', () => {
  it('glosses only the words a page uses, in the order it uses them', () => {
    const text =
      'Mercury turns retrograde in Pisces, the sign of its detriment, in your 12th house; the shadow ends later.';
    expect(glossary(text).map((item) => item.term)).toEqual([
      'Station',
      'Retrograde',
      'Dignity',
      'Solar house',
      'Shadow',
    ]);
    expect(glossary('Saros 126, gamma 0.8976; 91% of the Sun covered.').map((item) => item.term)).toEqual([
      'Saros',
      'Gamma',
      'Coverage',
    ]);
    // A horoscope word the event pages do not use is not glossed there ("meets" is the horoscopes' conjunction).
    expect(glossary('A big idea meets its cost.')).toEqual([]);
  });

  it('glosses a retrograde’s shadow, not the Moon’s or the Earth’s (an eclipse page)', () => {
    const terms = (text: string) => glossary(text).map((item) => item.term);
    expect(terms("the Moon's shadow draws a path of totality")).not.toContain('Shadow');
    expect(terms("the Moon passes through the Earth's shadow")).not.toContain('Shadow');
    expect(terms('Shadow begins on 25 January')).toContain('Shadow');
  });

  it('keeps the sky’s own words out of the horoscope hub, and every gloss in one place', () => {
    const sky = GLOSSARY.filter((entry) => entry.scope === 'sky').map((entry) => entry.term);
    expect(sky).toEqual(expect.arrayContaining(['Shadow', 'Saros', 'Gamma']));
    for (const term of sky) expect(HOROSCOPE_GLOSSARY.some((entry) => entry.term === term)).toBe(false);
    const terms = GLOSSARY.map((entry) => entry.term);
    expect(new Set(terms).size).toBe(terms.length);
  });
});
