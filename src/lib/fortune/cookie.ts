/** Fortune cookie constants and choice (docs/constants.md#fortune-cookie). */
export const COOKIE_OPEN_MS = 3000;
export const SLIP_DELAY_MS = 800;
export const OPENING_LABEL = 'Opening your fortune...';
export const TRY_ANOTHER_LABEL = 'Try Another Fortune';

export type CookieState = 'closed' | 'opening' | 'opened';

/** A random fortune, avoiding the one just shown when there is a choice. */
export function pickFortune(
  fortunes: readonly string[],
  previous: string | null,
  random: () => number = Math.random,
): string {
  const pool =
    fortunes.length > 1 && previous !== null ? fortunes.filter((fortune) => fortune !== previous) : fortunes;
  if (pool.length === 0) throw new Error('No fortunes to choose from');
  return pool[Math.floor(random() * pool.length)]!;
}

/**
 * The last fortune this browser was shown, kept in local storage so that a reload, or a visit the
 * next day, never opens the same fortune twice in a row.
 */
export const LAST_FORTUNE_KEY = 'fortune-cookie:last:v1';

export function readLastFortune(storage: Pick<Storage, 'getItem'> | undefined): string | null {
  try {
    return storage?.getItem(LAST_FORTUNE_KEY) ?? null;
  } catch {
    return null;
  }
}

export function rememberFortune(storage: Pick<Storage, 'setItem'> | undefined, fortune: string): void {
  try {
    storage?.setItem(LAST_FORTUNE_KEY, fortune);
  } catch {
    // Storage blocked (private mode): within this visit the island still remembers it.
  }
}
