import { z } from 'zod';
import { figureEnv, figureSourceEnv, portalEnv, socialEnv } from '@/config/site';
import { SOURCE_MAX_LENGTH } from '@/lib/social-proof/claims';
import { httpsAddressProblem } from './rules';

/**
 * The site settings the admin may save (rows 'figures', 'portal' and 'social' of site_settings),
 * one zod schema for everyone who handles them (docs/admin.md#settings): the Settings form shows
 * every field's problem at once, both data adapters refuse to save a bad value, and the build
 * drops a bad saved field with a warning so the environment or default stays.
 */
export const PUBLIC_SETTING_KEYS = ['figures', 'portal', 'social'] as const;
export type PublicSettingKey = (typeof PUBLIC_SETTING_KEYS)[number];

/** The values as the form holds and the table stores them: text, field by field. */
export type SiteSettingsValues = Record<PublicSettingKey, Record<string, string>>;

const PLAIN_NUMBER = /^\s*\d+(\.\d+)?\s*$/;
const NOT_A_NUMBER = 'must be a plain number such as 1241 or 4.73';

/** A figure as the form sends it ("327894", "4.73") or as JSON, checked against its range. */
const figure = (check: z.ZodNumber) =>
  z.preprocess(
    (value) => (typeof value === 'string' && PLAIN_NUMBER.test(value) ? Number(value) : value),
    check,
  );
const number = () => z.number({ error: NOT_A_NUMBER });
/** Head counts and review counts: people are counted whole. */
const count = figure(number().int('must be a whole number such as 1241').nonnegative('must not be negative'));
const percentage = figure(
  number().min(0, 'must be a number from 0 to 100').max(100, 'must be a number from 0 to 100'),
);
/** Star ratings out of 5, as the structured data's AggregateRating states them. */
const rating = figure(number().min(0, 'must be a number from 0 to 5').max(5, 'must be a number from 0 to 5'));
/** Figures written as words ("15,000+"), and the figures' sources; every other figure is a number. */
export const TEXT_FIGURES: ReadonlySet<string> = new Set(['trustedBy', ...Object.keys(figureSourceEnv)]);
const figureText = z.string().trim().min(1, 'must not be empty').max(40, 'must be at most 40 characters');

/** A portal address; a social profile may also be left empty, which hides its icon (docs/site.md). */
const address = ({ optional }: { optional: boolean }) =>
  z
    .string()
    .trim()
    .superRefine((value, context) => {
      const problem = optional && value === '' ? null : httpsAddressProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    });
const httpsAddress = address({ optional: false });
const optionalHttpsAddress = address({ optional: true });

const FIGURE_FIELDS = {
  seekers: count,
  moreConfidentPercent: percentage,
  discoveredSomethingPercent: percentage,
  scepticalNowDailyPercent: percentage,
  quizAccuracyPercent: percentage,
  joinedToday: count,
  trustedBy: figureText,
  rating,
  reviewCount: count,
  helpAccuracyPercent: percentage,
} satisfies Record<keyof typeof figureEnv, z.ZodType>;

/** Where a figure comes from: a short citation, or empty, which leaves the figure a sample. */
const figureSource = z
  .string()
  .trim()
  .max(SOURCE_MAX_LENGTH, `must be at most ${SOURCE_MAX_LENGTH} characters`)
  .optional();

/** Each figure followed by its source, the order the Settings form shows them in. */
const FIGURE_AND_SOURCE_FIELDS = Object.fromEntries(
  Object.entries(FIGURE_FIELDS).flatMap(([name, schema]) => [
    [name, schema],
    [`${name}Source`, figureSource],
  ]),
) as Record<string, z.ZodType>;

const fieldsOf = <T extends z.ZodType>(names: Record<string, string>, schema: T) =>
  Object.fromEntries(Object.keys(names).map((name) => [name, schema])) as Record<string, T>;

/** Every field of every group with its rule. */
export const SETTING_FIELDS: Record<PublicSettingKey, Record<string, z.ZodType>> = {
  figures: FIGURE_AND_SOURCE_FIELDS,
  portal: fieldsOf(portalEnv, httpsAddress),
  social: fieldsOf(socialEnv, optionalHttpsAddress),
};

const unknownField = z.never({ error: 'is not a setting' });

/** One field's rule (an unknown field never passes). */
export function fieldSchema(key: PublicSettingKey, field: string): z.ZodType {
  return SETTING_FIELDS[key][field] ?? unknownField;
}

/** The whole form: every group with every field it has. */
export const siteSettingsSchema = z.object({
  figures: z.object(SETTING_FIELDS.figures),
  portal: z.object(SETTING_FIELDS.portal),
  social: z.object(SETTING_FIELDS.social),
});

/** A field's problem, keyed "group.field" (e.g. "figures.rating"); the message starts "must …". */
export type SettingProblems = Record<string, string>;

/** Every problem of the form at once (the first per field); empty when it can be saved. */
export function siteSettingsProblems(values: SiteSettingsValues): SettingProblems {
  const parsed = siteSettingsSchema.safeParse(values);
  if (parsed.success) return {};
  const problems: SettingProblems = {};
  for (const issue of parsed.error.issues) {
    const [group, field] = issue.path;
    const key = field === undefined ? String(group) : `${String(group)}.${String(field)}`;
    problems[key] ??= issue.message;
  }
  return problems;
}

export class SiteSettingsError extends Error {
  override name = 'SiteSettingsError';
  constructor(readonly problems: SettingProblems) {
    const entries = Object.entries(problems);
    super(
      `${entries.length === 1 ? 'A setting needs' : `${entries.length} settings need`} attention: ${entries
        .map(([key, message]) => `${key} ${message}`)
        .join('; ')}.`,
    );
  }
}

/**
 * The settings as they are stored: the known fields of each group, trimmed. Throws
 * SiteSettingsError naming every problem, so no adapter writes a value the build would drop.
 */
export function checkedSiteSettings(values: SiteSettingsValues): SiteSettingsValues {
  const problems = siteSettingsProblems(values);
  if (Object.keys(problems).length > 0) throw new SiteSettingsError(problems);
  const stored = {} as SiteSettingsValues;
  for (const key of PUBLIC_SETTING_KEYS) {
    stored[key] = Object.fromEntries(
      Object.keys(SETTING_FIELDS[key]).map((field) => [field, (values[key][field] ?? '').trim()]),
    );
  }
  return stored;
}

/** setting key → field → the PUBLIC_ variable it overrides. */
export const SETTING_ENV: Record<PublicSettingKey, Record<string, `PUBLIC_${string}`>> = {
  figures: { ...figureEnv, ...figureSourceEnv },
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
