/**
 * The Settings screen's check of one field, without zod (the admin bundle stays small). The
 * build checks the same rules with zod (schema.ts); a unit test keeps the two in agreement.
 */
export const TEXT_FIGURES: ReadonlySet<string> = new Set(['seenSoulmateToday', 'trustedBy']);

const PLAIN_NUMBER = /^\s*\d+(\.\d+)?\s*$/;

export function settingFieldError(
  key: 'figures' | 'portal' | 'social',
  field: string,
  value: string,
): string | null {
  const text = value.trim();
  if (key === 'portal') return httpsAddressProblem(text);
  // An empty profile address hides that social icon.
  if (key === 'social') return text === '' ? null : httpsAddressProblem(text);
  if (TEXT_FIGURES.has(field)) {
    if (!text) return 'must not be empty';
    return text.length > 40 ? 'must be at most 40 characters' : null;
  }
  return PLAIN_NUMBER.test(text) && Number.isFinite(Number(text))
    ? null
    : 'must be a plain number such as 1241 or 4.73';
}

/** Why a saved address cannot be used, or null when it can: an https address up to 500 characters. */
export function httpsAddressProblem(value: string): string | null {
  const text = value.trim();
  if (text.length > 500) return 'must be at most 500 characters';
  try {
    new URL(text);
  } catch {
    return 'must be an address';
  }
  return text.startsWith('https://') ? null : 'must be an https address';
}
