import { describe, expect, it } from 'vitest';
import { fitPageTitle, fitTemplate } from '@/lib/seo/fit-template';
import { META_TITLE_LENGTH } from '@/lib/seo/limits';
import { pageTitle } from '@/lib/seo/title';

describe('fitTemplate', () => {
  const range = { min: 10, max: 14 };
  it('takes the first template whose filled text fits the range', () => {
    const templates = ['{pair} is far too long', '{pair} ok', '{pair} fits here', '{pair} fits too'];
    expect(fitTemplate(templates, { pair: 'Leo' }, range)).toBe('Leo fits here');
  });
  it('throws when no template fits', () => {
    expect(() => fitTemplate(['{pair}'], { pair: 'Leo' }, range)).toThrow(/10–14/);
  });
});

describe('fitPageTitle', () => {
  it('leaves room for the brand suffix the layout appends', () => {
    const templates = [
      '{card} Tarot Card Meaning: Love, Work, Yes or No',
      '{card} Tarot Meaning: Love and Work',
    ];
    expect(fitPageTitle(templates, { card: 'Death' }, 'Astrelle')).toBe(
      'Death Tarot Card Meaning: Love, Work, Yes or No',
    );
    expect(fitPageTitle(templates, { card: 'The High Priestess' }, 'Astrelle')).toBe(
      'The High Priestess Tarot Meaning: Love and Work',
    );
    for (const card of ['Death', 'The High Priestess']) {
      const full = pageTitle(fitPageTitle(templates, { card }, 'Astrelle'), 'Astrelle');
      expect(full.length).toBeGreaterThanOrEqual(META_TITLE_LENGTH.min);
      expect(full.length).toBeLessThanOrEqual(META_TITLE_LENGTH.max);
    }
  });
});
