import { afterEach, describe, expect, it, vi } from 'vitest';
import settingsReply from './fixtures/site-settings-reply.json';
import badKey from '../blog/fixtures/error-bad-key.json';
import { readSiteSettings } from '../../../src/lib/site-settings/read';
import { fieldSchema, resolveSettingRows } from '../../../src/lib/site-settings/schema';
import { settingFieldError } from '../../../src/lib/site-settings/rules';
import { applySiteSettings, buildSupabaseSource } from '../../../src/integrations/site-settings';

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
      PUBLIC_FIGURE_SEEN_TODAY: '600+',
      PUBLIC_FIGURE_TRUSTED_BY: '20,000+',
      PUBLIC_PORTAL_URL: 'https://my.astrelle.app',
      PUBLIC_PORTAL_QUIZ_URL: 'https://my.astrelle.app/quiz',
      PUBLIC_ASTROCARTOGRAPHY_QUIZ_URL: 'https://my.astrelle.app/astrocartography-quiz',
    });
    expect(Object.keys(env)).toHaveLength(17);
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
          quizUrl: 'javascript:alert(1)',
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
    const { figures, portal } = await import('../../../src/config/site');
    const { SETTING_ENV } = await import('../../../src/lib/site-settings/schema');
    expect(Object.keys(SETTING_ENV.figures).sort()).toEqual(Object.keys(figures).sort());
    expect(Object.keys(SETTING_ENV.portal).sort()).toEqual(Object.keys(portal).sort());
  });

  it('maps every social profile site.ts reads, and lets a saved empty address hide one', async () => {
    const { socialEnv } = await import('../../../src/config/site');
    const { SETTING_ENV } = await import('../../../src/lib/site-settings/schema');
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

describe('the Settings screen checks what the build checks', () => {
  const samples: ['figures' | 'portal' | 'social', string, string][] = [
    ['figures', 'seekers', '412000'],
    ['figures', 'seekers', '412,000'],
    ['figures', 'rating', '4.73'],
    ['figures', 'rating', '-1'],
    ['figures', 'rating', ''],
    ['figures', 'trustedBy', '20,000+'],
    ['figures', 'trustedBy', '  '],
    ['figures', 'seenSoulmateToday', 'x'.repeat(41)],
    ['portal', 'quizUrl', 'https://my.astrelle.app/quiz'],
    ['portal', 'quizUrl', 'http://my.astrelle.app/quiz'],
    ['portal', 'quizUrl', 'javascript:alert(1)'],
    ['portal', 'quizUrl', 'not an address'],
    ['social', 'instagram', 'https://www.instagram.com/astrelle'],
    ['social', 'instagram', ''],
    ['social', 'instagram', '   '],
    ['social', 'instagram', 'http://www.instagram.com/astrelle'],
    ['social', 'instagram', 'instagram.com/astrelle'],
  ];
  for (const [key, field, value] of samples) {
    it(`${key}.${field} = ${JSON.stringify(value.slice(0, 20))}`, () => {
      const screen = settingFieldError(key, field, value);
      const build = fieldSchema(key, field).safeParse(value);
      expect(screen === null).toBe(build.success);
      if (!build.success) expect(screen).toBe(build.error.issues[0]?.message);
    });
  }
});
