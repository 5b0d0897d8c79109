/**
 * The one place that reads the environment's public settings (docs/configuration.md). Astro (and
 * Vite in tests) inline `PUBLIC_*` variables into `import.meta.env`; code that runs outside Vite
 * (the build's integrations, scripts) has only `process.env`, so both are read, the inlined value
 * first. Callers that know more (an integration that has also read the .env files) pass their own.
 */
export type EnvSource = Readonly<Record<string, string | undefined>>;

/** The environment as this code sees it: `import.meta.env` over `process.env`, whichever exist. */
export function readEnv(): EnvSource {
  const inlined = (import.meta as ImportMeta & { env?: EnvSource }).env ?? {};
  const processEnv = typeof process === 'undefined' ? {} : (process.env as EnvSource);
  return { ...processEnv, ...inlined };
}

/** Reads a public build-time setting; an unset or blank value falls back to the default. */
export function publicSetting(
  name: `PUBLIC_${string}`,
  fallback: string,
  env: EnvSource = readEnv(),
): string {
  const value = env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

/** Same as publicSetting, for a number (a malformed value falls back to the default). */
export function publicNumber(name: `PUBLIC_${string}`, fallback: number, env: EnvSource = readEnv()): number {
  const parsed = Number(publicSetting(name, String(fallback), env));
  return Number.isFinite(parsed) ? parsed : fallback;
}

/**
 * The Supabase project the browser and the build talk to: its address and public (anon) key,
 * trimmed, empty when unset. Whether they are real is src/lib/supabase/configured.ts's question.
 */
export function publicSupabase(env: EnvSource = readEnv()): { url: string; anonKey: string } {
  return {
    url: publicSetting('PUBLIC_SUPABASE_URL', '', env).replace(/\/+$/, ''),
    anonKey: publicSetting('PUBLIC_SUPABASE_ANON_KEY', '', env),
  };
}

/** Whether `npm start` built the admin's browser-only local preview (docs/decisions.md#the-local-preview-is-opt-in-and-never-in-production). */
export function localPreviewRequested(env: EnvSource = readEnv()): boolean {
  // Exactly 'true', the value `npm start` sets: App.tsx tests the same literal at build time.
  return env.PUBLIC_ADMIN_LOCAL_PREVIEW === 'true';
}
