/**
 * Why a saved address cannot be used, or null when it can: an https address up to 500
 * characters. Kept free of zod because the footer's social links (src/lib/social/profiles.ts)
 * check the environment's addresses with it too; the settings schema (schema.ts) calls it.
 */
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
