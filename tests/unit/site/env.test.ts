import { describe, expect, it } from 'vitest';
import { localPreviewRequested, publicSetting, publicSupabase } from '@/config/env';
import { supabaseSource } from '@/lib/supabase/public-source';

/** A key of the length a Supabase anon key has at least (a JWT is far longer). */
const KEY = 'eyJhbGciOiJIUzI1NiJ9.public-anon-key';

describe('the one reader of the environment', () => {
  it('reads the Supabase address and key trimmed, without a trailing slash, empty when unset', () => {
    expect(
      publicSupabase({
        PUBLIC_SUPABASE_URL: ' https://abcd.supabase.co/ ',
        PUBLIC_SUPABASE_ANON_KEY: ' key ',
      }),
    ).toEqual({ url: 'https://abcd.supabase.co', anonKey: 'key' });
    expect(publicSupabase({})).toEqual({ url: '', anonKey: '' });
  });

  it('says Supabase is configured only for a real hosted address with a key', () => {
    expect(
      supabaseSource({ PUBLIC_SUPABASE_URL: 'https://abcd.supabase.co', PUBLIC_SUPABASE_ANON_KEY: KEY }),
    ).toEqual({ url: 'https://abcd.supabase.co', anonKey: KEY });
    for (const env of [
      { PUBLIC_SUPABASE_URL: 'https://abcd.supabase.co' },
      { PUBLIC_SUPABASE_URL: 'https://your-project.supabase.co', PUBLIC_SUPABASE_ANON_KEY: KEY },
      { PUBLIC_SUPABASE_URL: 'http://127.0.0.1:54321', PUBLIC_SUPABASE_ANON_KEY: KEY },
    ])
      expect(supabaseSource(env), JSON.stringify(env)).toBeNull();
  });

  it('falls back to the default for a blank setting, and asks for the local preview only with "true"', () => {
    expect(publicSetting('PUBLIC_SITE_NAME', 'Astrelle', { PUBLIC_SITE_NAME: '  ' })).toBe('Astrelle');
    expect(localPreviewRequested({ PUBLIC_ADMIN_LOCAL_PREVIEW: 'true' })).toBe(true);
    expect(localPreviewRequested({ PUBLIC_ADMIN_LOCAL_PREVIEW: '1' })).toBe(false);
  });
});
