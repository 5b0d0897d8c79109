import { afterEach, describe, expect, it, vi } from 'vitest';
import settingsReply from './fixtures/site-settings-reply.json';
import badKey from '../blog/fixtures/error-bad-key.json';
import { readSiteSettings } from '@/lib/site-settings/read';
import {
  checkedSiteSettings,
  fieldSchema,
  resolveSettingRows,
  SETTING_FIELDS,
  siteSettingsProblems,
  SiteSettingsError,
  type SiteSettingsValues,
} from '@/lib/site-settings/schema';
import { applySiteSettings, buildSupabaseSource } from '@/integrations/site-settings';

/** The admin's saved settings reach the build: recorded PostgREST replies for site_settings. */
const URL_BASE = 'https://abcdefghijklmnop.supabase.co';
const KEY = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.anon-key-for-tests';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });

function recordedFetch(reply: Response | unknown = settingsReply) {
  return vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = new URL(String(input));
    if (url.pathname !== '/rest/v1/site_settings') return json({ message: 'not found' }, 404);
    return reply instanceof Response ? reply : json(reply);
  });
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('reading the saved site settings at build time', () => {
  it('asks PostgREST for exactly the figures, portal and social rows, with the anon key in both headers', async () => {
    const fetch = recordedFetch();
    await readSiteSettings({ url: `${URL_BASE}/`, anonKey: KEY, fetch });
    const [input, init] = fetch.mock.calls[0]!;
    const url = new URL(String(input));
    expect(`${url.origin}${url.pathname}`).toBe(`${URL_BASE}/rest/v1/site_settings`);
    expect([...url.searchParams.keys()].sort()).toEqual(['key', 'select']);
    expect(url.searchParams.get('select')).toBe('key,value');
    expect(url.searchParams.get('key')).toBe('in.(figures,portal,social)');
    const headers = new Headers(init!.headers);
    expect(headers.get('apikey')).toBe(KEY);
    expect(headers.get('authorization')).toBe(`Bearer ${KEY}`);
  });

  it('turns every saved field into the PUBLIC_ variable site.ts reads', async () => {
    const { env, warnings } = await readSiteSettings({ url: URL_BASE, anonKey: KEY, fetch: recordedFetch() });
    expect(warnings).toEqual([]);
    expect(env).toMatchObject({
      PUBLIC_FIGURE_SEEKERS: '412000',
      PUBLIC_FIGURE_DISCOVERED_PERCENT: '81',
      PUBLIC_FIGURE_RATING: '4.8',
      PUBLIC_FIGURE_TRUSTED_BY: '20,000+',
      PUBLIC_PORTAL_URL: 'https://my.astrelle.app',
      PUBLIC_PORTAL_CHECKOUT_URL: 'https://my.astrelle.app/checkout',
      PUBLIC_ASTROCARTOGRAPHY_QUIZ_URL: 'https://my.astrelle.app/astrocartography-quiz',
    });
    expect(Object.keys(env)).toHaveLength(15);
  });

  it('keeps the good fields of a row and warns about each bad one', () => {
    const { env, warnings } = resolveSettingRows([
      {
        key: 'figures',
        value: { seekers: 'lots', rating: '-1', joinedToday: '512', trustedBy: '', unknownFigure: '3' },
      },
      {
        key: 'portal',
        value: {
          checkoutUrl: 'javascript:alert(1)',
          signInUrl: 'http://insecure.example/login',
          cancelUrl: 'https://my.astrelle.app/cancel',
        },
      },
    ]);
    expect(env).toEqual({
      PUBLIC_FIGURE_JOINED_TODAY: '512',
      PUBLIC_PORTAL_CANCEL_URL: 'https://my.astrelle.app/cancel',
    });
    expect(warnings).toHaveLength(6);
    expect(warnings.join('\n')).toMatch(/figures\.seekers must be a plain number/);
    expect(warnings.join('\n')).toMatch(/figures\.unknownFigure \(unknown field\)/);
    expect(warnings.join('\n')).toMatch(/portal\.signInUrl must be an https address/);
  });

  it('ignores rows that are not public page settings and values that are not objects', () => {
    const { env, warnings } = resolveSettingRows([
      { key: 'deploy.hook_url', value: 'https://hooks.example/secret' },
      { key: 'figures', value: 'not an object' },
    ]);
    expect(env).toEqual({});
    expect(warnings).toEqual([
      "site settings: ignored the row 'deploy.hook_url' (not a public setting)",
      "site settings: 'figures' is not an object; using the environment and defaults",
    ]);
  });

  it('never fails the build: a rejected key, a broken reply or no network become one warning', async () => {
    const rejected = await readSiteSettings({
      url: URL_BASE,
      anonKey: KEY,
      fetch: recordedFetch(json(badKey, 401)),
    });
    expect(rejected.env).toEqual({});
    expect(rejected.warnings[0]).toMatch(/HTTP 401 .*Invalid API key.*using the environment and defaults/);

    const garbled = await readSiteSettings({
      url: URL_BASE,
      anonKey: KEY,
      fetch: recordedFetch(new Response('<html>gateway</html>', { status: 200 })),
    });
    expect(garbled).toEqual({
      env: {},
      warnings: [
        'site settings: the reply is not a list of {key, value} rows; using the environment and defaults',
      ],
    });

    const offline = await readSiteSettings({
      url: URL_BASE,
      anonKey: KEY,
      fetch: vi.fn(async () => Promise.reject(new TypeError('fetch failed'))),
    });
    expect(offline.warnings[0]).toBe(
      'site settings: could not be read (TypeError: fetch failed); using the environment and defaults',
    );
  });

  it('gives up on a silent server after the timeout', async () => {
    const hanging = vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)),
        ),
    );
    const { env, warnings } = await readSiteSettings(
      { url: URL_BASE, anonKey: KEY, fetch: hanging as unknown as typeof fetch },
      20,
    );
    expect(env).toEqual({});
    expect(warnings[0]).toMatch(/could not be read/);
  });
});

describe('applying them to the build', () => {
  it('reads only with a real hosted Supabase address and key', () => {
    expect(buildSupabaseSource({})).toBeNull();
    expect(
      buildSupabaseSource({
        PUBLIC_SUPABASE_URL: 'https://your-project.supabase.co',
        PUBLIC_SUPABASE_ANON_KEY: KEY,
      }),
    ).toBeNull();
    expect(buildSupabaseSource({ PUBLIC_SUPABASE_URL: URL_BASE, PUBLIC_SUPABASE_ANON_KEY: KEY })).toEqual({
      url: URL_BASE,
      anonKey: KEY,
    });
  });

  it('sets the saved values over the environment and leaves the rest alone', async () => {
    const target: Record<string, string | undefined> = {
      PUBLIC_FIGURE_SEEKERS: '1',
      PUBLIC_BRAND_NAME: 'Astrelle',
    };
    const fetch = recordedFetch([{ key: 'figures', value: { seekers: '412000', rating: 'five' } }]);
    const { applied, warnings } = await applySiteSettings({ url: URL_BASE, anonKey: KEY, fetch }, target);
    expect(applied).toEqual(['PUBLIC_FIGURE_SEEKERS']);
    expect(warnings).toHaveLength(1);
    expect(target).toEqual({ PUBLIC_FIGURE_SEEKERS: '412000', PUBLIC_BRAND_NAME: 'Astrelle' });
  });

  it('does nothing without Supabase', async () => {
    const target: Record<string, string | undefined> = {};
    expect(await applySiteSettings(null, target)).toEqual({ applied: [], warnings: [] });
    expect(target).toEqual({});
  });

  it('maps every figure and portal address site.ts exposes, and nothing else', async () => {
    const { figures, portal } = await import('@/config/site');
    const { SETTING_ENV } = await import('@/lib/site-settings/schema');
    // Each figure and, beside it, its source (docs/funnel.md#social-proof).
    expect(Object.keys(SETTING_ENV.figures).sort()).toEqual(
      Object.keys(figures)
        .flatMap((key) => [key, `${key}Source`])
        .sort(),
    );
    expect(Object.keys(SETTING_ENV.portal).sort()).toEqual(Object.keys(portal).sort());
  });

  it('maps every social profile site.ts reads, and lets a saved empty address hide one', async () => {
    const { socialEnv } = await import('@/config/site');
    const { SETTING_ENV } = await import('@/lib/site-settings/schema');
    expect(SETTING_ENV.social).toEqual(socialEnv);
    const { env, warnings } = resolveSettingRows([
      {
        key: 'social',
        value: {
          instagram: 'https://www.instagram.com/astrelle',
          tiktok: '',
          x: 'http://x.com/astrelle',
          myspace: 'https://myspace.com/astrelle',
        },
      },
    ]);
    expect(env).toEqual({
      PUBLIC_SOCIAL_INSTAGRAM_URL: 'https://www.instagram.com/astrelle',
      PUBLIC_SOCIAL_TIKTOK_URL: '',
    });
    expect(warnings.join('\n')).toMatch(/social\.x must be an https address/);
    expect(warnings.join('\n')).toMatch(/social\.myspace \(unknown field\)/);
  });
});

describe('one schema for the Settings form, the adapters and the build', () => {
  const valid = (): SiteSettingsValues => ({
    figures: {
      seekers: '327894',
      moreConfidentPercent: '94',
      discoveredSomethingPercent: '81',
      scepticalNowDailyPercent: '72',
      quizAccuracyPercent: '87',
      joinedToday: '456',
      trustedBy: '15,000+',
      rating: '4.73',
      reviewCount: '1241',
      helpAccuracyPercent: '86',
    },
    portal: {
      url: 'https://app.astrelle.app',
      signInUrl: 'https://app.astrelle.app/login',
      cancelUrl: 'https://app.astrelle.app/account/subscription',
      checkoutUrl: 'https://app.astrelle.app/checkout',
      astrocartographyQuizUrl: 'https://app.astrelle.app/astrocartography-quiz',
    },
    social: { instagram: '', tiktok: '', facebook: '', pinterest: '', x: '', youtube: '' },
  });

  it('has a rule for exactly the fields the build maps', async () => {
    const { SETTING_ENV } = await import('@/lib/site-settings/schema');
    for (const key of ['figures', 'portal', 'social'] as const)
      expect(Object.keys(SETTING_FIELDS[key]).sort()).toEqual(Object.keys(SETTING_ENV[key]).sort());
  });

  it('passes the defaults the site ships with', () => {
    expect(siteSettingsProblems(valid())).toEqual({});
  });

  it('names every problem at once, field by field', () => {
    const values = valid();
    values.figures.moreConfidentPercent = '120';
    values.figures.rating = '5.5';
    values.figures.seekers = '12.5';
    values.figures.trustedBy = '  ';
    values.portal.checkoutUrl = 'http://app.astrelle.app/checkout';
    values.social.x = 'x.com/astrelle';
    expect(siteSettingsProblems(values)).toEqual({
      'figures.moreConfidentPercent': 'must be a number from 0 to 100',
      'figures.rating': 'must be a number from 0 to 5',
      'figures.seekers': 'must be a whole number such as 1241',
      'figures.trustedBy': 'must not be empty',
      'portal.checkoutUrl': 'must be an https address',
      'social.x': 'must be an address',
    });
  });

  it('keeps percentages within 0–100 and the rating within 0–5, ends included', () => {
    const check = (field: string, value: string) => fieldSchema('figures', field).safeParse(value).success;
    for (const field of [
      'moreConfidentPercent',
      'discoveredSomethingPercent',
      'scepticalNowDailyPercent',
      'quizAccuracyPercent',
      'helpAccuracyPercent',
    ]) {
      expect([check(field, '0'), check(field, '100'), check(field, '99.5')], field).toEqual([
        true,
        true,
        true,
      ]);
      expect([check(field, '100.1'), check(field, '-1'), check(field, '')], field).toEqual([
        false,
        false,
        false,
      ]);
    }
    expect([check('rating', '0'), check('rating', '5'), check('rating', '5.01')]).toEqual([
      true,
      true,
      false,
    ]);
    expect(fieldSchema('figures', 'rating').safeParse(-0.5).success).toBe(false);
    expect([
      check('reviewCount', '1241'),
      check('reviewCount', '1241.5'),
      check('joinedToday', '1,241'),
    ]).toEqual([true, false, false]);
    expect(fieldSchema('figures', 'trustedBy').safeParse('x'.repeat(41)).success).toBe(false);
    expect(fieldSchema('portal', 'checkoutUrl').safeParse('javascript:alert(1)').success).toBe(false);
    expect(fieldSchema('social', 'instagram').safeParse('   ').success).toBe(true);
    expect(fieldSchema('figures', 'madeUp').safeParse('1').success).toBe(false);
  });

  it('hands the adapters trimmed values of the known fields, or refuses with every problem', () => {
    const values = valid();
    values.figures.seekers = ' 412000 ';
    values.social.instagram = ' https://www.instagram.com/astrelle ';
    (values.figures as Record<string, string>).retired = '3';
    const stored = checkedSiteSettings(values);
    expect(stored.figures.seekers).toBe('412000');
    expect(stored.social.instagram).toBe('https://www.instagram.com/astrelle');
    expect(stored.figures).not.toHaveProperty('retired');

    values.figures.quizAccuracyPercent = '101';
    values.figures.rating = 'five';
    const refused = (() => {
      try {
        checkedSiteSettings(values);
      } catch (error) {
        return error;
      }
      return null;
    })();
    expect(refused).toBeInstanceOf(SiteSettingsError);
    expect((refused as SiteSettingsError).problems).toEqual({
      'figures.quizAccuracyPercent': 'must be a number from 0 to 100',
      'figures.rating': 'must be a plain number such as 1241 or 4.73',
    });
    expect((refused as SiteSettingsError).message).toBe(
      '2 settings need attention: figures.quizAccuracyPercent must be a number from 0 to 100; figures.rating must be a plain number such as 1241 or 4.73.',
    );
  });

  it('the build drops an out-of-range saved figure, as the form refuses it', () => {
    const { env, warnings } = resolveSettingRows([
      { key: 'figures', value: { quizAccuracyPercent: '140', helpAccuracyPercent: 90 } },
    ]);
    expect(env).toEqual({ PUBLIC_FIGURE_HELP_ACCURACY_PERCENT: '90' });
    expect(warnings).toEqual([
      'site settings: figures.quizAccuracyPercent must be a number from 0 to 100; using the environment or default',
    ]);
  });
});
