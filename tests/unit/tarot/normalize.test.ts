import { describe, expect, it } from 'vitest';
import { UNPARSED_ADVICE } from '@/lib/tarot/messages';
import {
  clampConfidence,
  normalizeOneQuestion,
  normalizeYesNo,
  normalizeYesNoReading,
  unparsedOneQuestion,
  unparsedYesNo,
} from '@/lib/tarot/normalize';

describe('yes/no normalising', () => {
  it('anything containing yes is yes, else anything containing no is no', () => {
    expect(normalizeYesNo('YES', 'reversed')).toBe('yes');
    expect(normalizeYesNo('Yes, but slowly', 'reversed')).toBe('yes');
    expect(normalizeYesNo('no', 'upright')).toBe('no');
    expect(normalizeYesNo('Not now', 'upright')).toBe('no');
  });
  it('falls back to yes for upright and no for reversed when unreadable', () => {
    expect(normalizeYesNo('maybe', 'upright')).toBe('yes');
    expect(normalizeYesNo('maybe', 'reversed')).toBe('no');
    expect(normalizeYesNo(undefined, 'upright')).toBe('yes');
    expect(normalizeYesNo(42, 'reversed')).toBe('no');
  });
});

describe('confidence clamping', () => {
  it('clamps to 0..1', () => {
    expect(clampConfidence(0.72)).toBe(0.72);
    expect(clampConfidence(-0.2)).toBe(0);
    expect(clampConfidence(1)).toBe(1);
    expect(clampConfidence(250)).toBe(1);
  });
  it('reads percentage strings', () => {
    expect(clampConfidence('80%')).toBe(0.8);
    expect(clampConfidence('0.4')).toBe(0.4);
  });
  it('defaults to 0.6 when not numeric', () => {
    expect(clampConfidence('high')).toBe(0.6);
    expect(clampConfidence(undefined)).toBe(0.6);
    expect(clampConfidence(Number.NaN)).toBe(0.6);
    expect(clampConfidence(null)).toBe(0.6);
  });
});

describe('reading normalising', () => {
  it('makes every field of a yes/no result safe', () => {
    const reading = normalizeYesNoReading(
      { yesNo: 'Definitely YES', confidence: 3, advice: ['  breathe  ', '', 7] },
      'The Sun',
      'upright',
    );
    expect(reading).toMatchObject({
      cardName: 'The Sun',
      orientation: 'upright',
      yesNo: 'yes',
      confidence: 1,
      advice: ['breathe'],
    });
    expect(reading.rationale).toBe('Insufficient structured output.');
    expect(reading.interpretation).toBe('Interpretation unavailable.');
  });
  it('keeps a one-question result and turns a lone advice string into a list', () => {
    const reading = normalizeOneQuestion(
      {
        shortAnswer: ' Yes. ',
        interpretation: 'Long text',
        yesNo: 'no',
        rationale: 'Because',
        advice: 'Rest',
      },
      'The Moon',
      'reversed',
    );
    expect(reading).toEqual({
      cardName: 'The Moon',
      orientation: 'reversed',
      shortAnswer: 'Yes.',
      interpretation: 'Long text',
      yesNo: 'no',
      rationale: 'Because',
      advice: ['Rest'],
    });
  });
});

describe('fallback reading when the reply cannot be parsed', () => {
  it('uses the spec copy and the first 1200 characters of the raw reply', () => {
    const raw = 'x'.repeat(1500);
    const reading = unparsedOneQuestion(raw, 'The Tower', 'upright');
    expect(reading.shortAnswer).toBe(
      'Unable to parse a concise answer. Consider re-asking your question more clearly.',
    );
    expect(reading.rationale).toBe('Insufficient structured output.');
    expect(reading.interpretation).toHaveLength(1200);
    expect(reading.advice).toEqual([...UNPARSED_ADVICE]);
    expect(reading.advice).toHaveLength(3);
    expect(reading.yesNo).toBe('yes');
  });
  it('says Interpretation unavailable. for an empty reply, and uses confidence 0.5 for yes/no', () => {
    const reading = unparsedYesNo('   ', 'The Star', 'reversed');
    expect(reading).toMatchObject({
      interpretation: 'Interpretation unavailable.',
      yesNo: 'no',
      confidence: 0.5,
    });
  });
});
