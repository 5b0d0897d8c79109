import { describe, expect, it, vi } from 'vitest';
import { applyToolOverride, fetchToolOverrides, type ToolOverrideRow } from '@/lib/supabase/tool-overrides';
import { ANON_KEY, SUPABASE_URL, createFakeSupabase, json } from './fake-supabase';

const row = (id: string, fields: Partial<ToolOverrideRow> = {}): ToolOverrideRow => ({
  id,
  name: id,
  headline: null,
  subheadline: null,
  cover_photo: null,
  seo_content: null,
  keywords: null,
  updated_at: '2026-11-22T08:00:00+00:00',
  ...fields,
});

describe('build-time compatibility_tools overrides', () => {
  it('fetches nothing when Supabase is not configured', async () => {
    const server = createFakeSupabase();
    for (const settings of [
      { url: undefined, anonKey: undefined },
      { url: 'https://demo.supabase.co', anonKey: ANON_KEY },
      { url: SUPABASE_URL, anonKey: '' },
    ]) {
      expect((await fetchToolOverrides({ ...settings, fetch: server.fetch })).size).toBe(0);
    }
    expect(server.requests).toHaveLength(0);
  });

  it('reads the active rows with the anon key, keyed by content key', async () => {
    const server = createFakeSupabase();
    server.on('GET', '/rest/v1/compatibility_tools', [
      row('marriage-calculator', { headline: 'When the stars say yes' }),
      row('love-compatibility'),
    ]);
    const overrides = await fetchToolOverrides({
      url: `${SUPABASE_URL}/`,
      anonKey: ANON_KEY,
      fetch: server.fetch,
    });
    expect([...overrides.keys()]).toEqual(['marriage-calculator', 'love-compatibility']);
    const call = server.requests[0]!;
    expect(call.url.searchParams.get('is_active')).toBe('eq.true');
    expect(call.headers.get('apikey')).toBe(ANON_KEY);
    expect(call.headers.get('authorization')).toBe(`Bearer ${ANON_KEY}`);
  });

  it('keeps the defaults and warns when the backend fails, instead of breaking the build', async () => {
    const server = createFakeSupabase();
    server.on('GET', '/rest/v1/compatibility_tools', json(401, { message: 'Invalid API key' }));
    const warn = vi.fn();
    expect(
      (await fetchToolOverrides({ url: SUPABASE_URL, anonKey: ANON_KEY, fetch: server.fetch, warn })).size,
    ).toBe(0);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('401'));
    const offline = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    expect(
      (
        await fetchToolOverrides({
          url: SUPABASE_URL,
          anonKey: ANON_KEY,
          fetch: offline as unknown as typeof fetch,
          warn,
        })
      ).size,
    ).toBe(0);
    expect(warn).toHaveBeenLastCalledWith(expect.stringContaining('fetch failed'));
  });

  it('overrides only the filled-in fields, and sanitises the SEO content', () => {
    const defaults = {
      key: 'marriage-calculator',
      headline: 'Default headline',
      subheadline: 'Default sub',
      coverPhoto: '/default.jpg',
      seoContent: '<p>Default</p>',
    };
    const sanitize = (html: string) => html.replace(/<script[\s\S]*?<\/script>/gi, '');
    const merged = applyToolOverride(
      defaults,
      row('marriage-calculator', {
        headline: ' New headline ',
        subheadline: '   ',
        seo_content: '<p>New</p><script>alert(1)</script>',
      }),
      sanitize,
    );
    expect(merged).toEqual({
      key: 'marriage-calculator',
      headline: 'New headline',
      subheadline: 'Default sub',
      coverPhoto: '/default.jpg',
      seoContent: '<p>New</p>',
    });
    expect(applyToolOverride(defaults, undefined, sanitize)).toBe(defaults);
  });
});
