import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  COOKIE_OPEN_MS,
  OPENING_LABEL,
  pickFortune,
  readLastFortune,
  rememberFortune,
  SLIP_DELAY_MS,
  TRY_ANOTHER_LABEL,
} from '@/lib/fortune/cookie';

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

  it('remembers the last fortune across visits, and a broken storage never stops the cookie', () => {
    const messages = fortunes.map((f) => f.message);
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    };
    expect(readLastFortune(storage)).toBeNull();
    rememberFortune(storage, messages[0]!);
    // A new visit: the island starts with no memory of its own, and still avoids the last one.
    for (let draw = 0; draw < 50; draw += 1) {
      const next = pickFortune(messages, readLastFortune(storage), () => draw / 50);
      expect(next).not.toBe(readLastFortune(storage));
      rememberFortune(storage, next);
    }
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(readLastFortune(broken)).toBeNull();
    expect(() => rememberFortune(broken, 'x')).not.toThrow();
    expect(readLastFortune(undefined)).toBeNull();
  });
});
