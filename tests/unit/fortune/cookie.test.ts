import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  COOKIE_OPEN_MS,
  OPENING_LABEL,
  pickFortune,
  SLIP_DELAY_MS,
  TRY_ANOTHER_LABEL,
} from '../../../src/lib/fortune/cookie';

const fortunes = JSON.parse(readFileSync('content/fortune/fortunes.json', 'utf8')) as {
  id: string;
  message: string;
}[];

describe('fortune cookie', () => {
  it('uses the spec timings and labels', () => {
    expect([COOKIE_OPEN_MS, SLIP_DELAY_MS]).toEqual([3000, 800]);
    expect(OPENING_LABEL).toBe('Opening your fortune...');
    expect(TRY_ANOTHER_LABEL).toBe('Try Another Fortune');
  });

  it('has twenty distinct fortunes', () => {
    expect(fortunes).toHaveLength(20);
    expect(new Set(fortunes.map((f) => f.message)).size).toBe(20);
    expect(new Set(fortunes.map((f) => f.id)).size).toBe(20);
  });

  it('picks at random, never the same fortune twice in a row', () => {
    const messages = fortunes.map((f) => f.message);
    expect(pickFortune(messages, null, () => 0)).toBe(messages[0]);
    expect(pickFortune(messages, messages[0]!, () => 0)).toBe(messages[1]);
    expect(pickFortune(['only'], 'only', () => 0.9)).toBe('only');
    expect(() => pickFortune([], null)).toThrow();
  });
});
