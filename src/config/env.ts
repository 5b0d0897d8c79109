/**
 * Reads a public build-time setting. Astro (and Vite in tests) inline `PUBLIC_*`
 * variables into `import.meta.env`; an unset or blank value falls back to the default.
 */
export function publicSetting(name: `PUBLIC_${string}`, fallback: string): string {
  const env = (import.meta as ImportMeta & { env?: Record<string, string | undefined> }).env ?? {};
  const value = env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

/** Same as publicSetting, for a number (a malformed value falls back to the default). */
export function publicNumber(name: `PUBLIC_${string}`, fallback: number): number {
  const parsed = Number(publicSetting(name, String(fallback)));
  return Number.isFinite(parsed) ? parsed : fallback;
}
