import { z } from 'zod';
import { figureEnv, portalEnv, socialEnv } from '../../config/site';
import { TEXT_FIGURES } from './rules';

/**
 * The site settings the admin may save (rows 'figures', 'portal' and 'social' of site_settings),
 * checked field by field: a bad field is dropped with a warning and the environment/default stays.
 */
export const PUBLIC_SETTING_KEYS = ['figures', 'portal', 'social'] as const;
export type PublicSettingKey = (typeof PUBLIC_SETTING_KEYS)[number];

/** A number as the admin form sends it ("327894", "4.73") or as JSON; never negative. */
const figureNumber = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value),
  z
    .number({ error: 'must be a plain number such as 1241 or 4.73' })
    .finite()
    .nonnegative('must not be negative'),
);
const figureText = z.string().trim().min(1, 'must not be empty').max(40, 'must be at most 40 characters');
const httpsAddress = z
  .string()
  .trim()
  .max(500)
  .url('must be an address')
  .refine((value) => value.startsWith('https://'), 'must be an https address');

/** A social profile may be left empty: that profile's icon is then not shown (docs/site.md). */
const optionalHttpsAddress = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() : value),
  z.union([z.literal(''), httpsAddress]),
);

export function fieldSchema(key: PublicSettingKey, field: string): z.ZodType<string | number> {
  if (key === 'portal') return httpsAddress;
  if (key === 'social') return optionalHttpsAddress;
  return TEXT_FIGURES.has(field) ? figureText : figureNumber;
}

/** setting key → field → the PUBLIC_ variable it overrides. */
export const SETTING_ENV: Record<PublicSettingKey, Record<string, `PUBLIC_${string}`>> = {
  figures: figureEnv,
  portal: portalEnv,
  social: socialEnv,
};

/** One row as PostgREST returns it for `select=key,value`. */
export const settingRowSchema = z.object({ key: z.string(), value: z.unknown() });
export type SettingRow = z.infer<typeof settingRowSchema>;

export interface ResolvedSettings {
  /** PUBLIC_ variable → value, for every valid saved field. */
  env: Record<string, string>;
  warnings: string[];
}

/** Turns the saved rows into build variables; unknown keys and fields, and bad values, are reported and left out. */
export function resolveSettingRows(rows: unknown): ResolvedSettings {
  const env: Record<string, string> = {};
  const warnings: string[] = [];
  const parsedRows = z.array(settingRowSchema).safeParse(rows);
  if (!parsedRows.success)
    return {
      env,
      warnings: [
        'site settings: the reply is not a list of {key, value} rows; using the environment and defaults',
      ],
    };
  for (const row of parsedRows.data) {
    if (!(PUBLIC_SETTING_KEYS as readonly string[]).includes(row.key)) {
      warnings.push(`site settings: ignored the row '${row.key}' (not a public setting)`);
      continue;
    }
    const key = row.key as PublicSettingKey;
    const object = z.record(z.string(), z.unknown()).safeParse(row.value);
    if (!object.success) {
      warnings.push(`site settings: '${key}' is not an object; using the environment and defaults`);
      continue;
    }
    for (const [field, value] of Object.entries(object.data)) {
      const envName = SETTING_ENV[key][field];
      if (!envName) {
        warnings.push(`site settings: ignored ${key}.${field} (unknown field)`);
        continue;
      }
      const parsed = fieldSchema(key, field).safeParse(value);
      if (!parsed.success) {
        warnings.push(
          `site settings: ${key}.${field} ${parsed.error.issues[0]?.message ?? 'is invalid'}; using the environment or default`,
        );
        continue;
      }
      env[envName] = String(parsed.data);
    }
  }
  return { env, warnings };
}
