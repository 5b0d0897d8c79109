/**
 * Applies the admin's saved site settings (site_settings rows 'figures' and 'portal') to the
 * build (docs/decisions.md#pages-are-built-not-fetched: pages are built, not fetched). Before Vite starts, the rows are read
 * through PostgREST with the anon key and each valid field is set as the PUBLIC_ variable that
 * src/config/site.ts reads, so a saved value wins over the environment; a missing, unreadable
 * or invalid value leaves the environment/default in place with a warning, never a failed build.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { loadEnv } from 'vite';
import type { EnvSource } from '../config/env';
import { supabaseSource } from '../lib/supabase/public-source';
import type { SupabaseSource } from '../lib/supabase/server-client';
import { readSiteSettings } from '../lib/site-settings/read';

/** Supabase as the build sees it: the process environment first, then the .env files. */
export const buildSupabaseSource = (env: EnvSource): SupabaseSource | null => supabaseSource(env);

/** Reads and applies the settings to `target` (process.env in a build); returns what it did for the log. */
export async function applySiteSettings(
  source: SupabaseSource | null,
  target: Record<string, string | undefined>,
): Promise<{ applied: string[]; warnings: string[] }> {
  if (!source) return { applied: [], warnings: [] };
  const { env, warnings } = await readSiteSettings(source);
  for (const [name, value] of Object.entries(env)) target[name] = value;
  return { applied: Object.keys(env), warnings };
}

export function siteSettings(): AstroIntegration {
  return {
    name: 'astrelle:site-settings',
    hooks: {
      'astro:config:setup': async ({ config, command, logger }) => {
        const fileEnv = loadEnv(
          command === 'build' ? 'production' : 'development',
          fileURLToPath(config.root),
          'PUBLIC_',
        );
        const source = buildSupabaseSource({ ...fileEnv, ...process.env });
        if (!source) return;
        const { applied, warnings } = await applySiteSettings(source, process.env);
        for (const warning of warnings) logger.warn(warning);
        logger.info(`Supabase: ${applied.length} saved site settings applied`);
      },
    },
  };
}
