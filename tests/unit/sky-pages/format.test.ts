import { describe, expect, it } from 'vitest';
import { countWord, percent } from '@/lib/sky-pages/format';

describe('percent of the disc covered', () => {
  it('keeps a slight or a near-total partial eclipse from reading as none or total', () => {
    expect(percent(0.912)).toBe('91%');
    expect(percent(0.9994)).toBe('99.9%');
    expect(percent(1)).toBe('100%');
    expect(percent(0.0034)).toBe('0.3%');
    expect(percent(0.0002)).toBe('0.1%');
    expect(percent(0)).toBe('0%');
  });
});

describe('counts in running text', () => {
  it('are words under ten and figures from ten on', () => {
    expect(countWord(3)).toBe('three');
    expect(countWord(9)).toBe('nine');
    expect(countWord(12)).toBe('12');
  });
});
