import { describe, expect, it } from 'vitest';
import { VEILED_PORTRAIT_KEYS, veiledPortraitKey } from '@/lib/quiz/portrait';

describe('veiled portrait choice', () => {
  it('follows the gender the visitor is interested in', () => {
    expect(veiledPortraitKey({ gender: 'male', interest: 'female', ageRange: '20-30' })).toBe(
      'woman-younger',
    );
    expect(veiledPortraitKey({ gender: 'female', interest: 'male', ageRange: '30-40' })).toBe('man-younger');
  });

  it('shows an older face for the older age ranges', () => {
    expect(veiledPortraitKey({ interest: 'female', ageRange: '40-50' })).toBe('woman-older');
    expect(veiledPortraitKey({ interest: 'male', ageRange: '50+' })).toBe('man-older');
  });

  it('gives no preference, a missing or a tampered answer the neutral portrait', () => {
    expect(veiledPortraitKey({ interest: 'no-preference', ageRange: '50+' })).toBe('neutral-older');
    expect(veiledPortraitKey({})).toBe('neutral-younger');
    expect(veiledPortraitKey({ interest: ['male'], ageRange: 40 })).toBe('neutral-younger');
    expect(veiledPortraitKey({ interest: 'toString' })).toBe('neutral-younger');
  });

  it('lists every key once, so the page can build an image for each', () => {
    expect([...VEILED_PORTRAIT_KEYS].sort()).toEqual([
      'man-older',
      'man-younger',
      'neutral-older',
      'neutral-younger',
      'woman-older',
      'woman-younger',
    ]);
  });
});
