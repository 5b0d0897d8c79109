import { describe, expect, it } from 'vitest';
import { resolveAdminMode } from '@/admin/lib/mode';
import { ADMIN_ROUTES, matchRoute, mayOpen, navFor, rolesFor, tabsOf } from '@/admin/routes';
import { serviceStatus } from '@/lib/admin/status';
import { onRequestGet } from '../../../functions/api/admin-status';

describe('admin mode (docs/decisions.md#the-local-preview-is-opt-in-and-never-in-production)', () => {
  const real = {
    PUBLIC_SUPABASE_URL: 'https://qwertyuiopasdfgh.supabase.co',
    PUBLIC_SUPABASE_ANON_KEY: 'eyJhbGciOiJIUzI1NiJ9.a-long-anon-key',
  };
  it('is the real admin whenever Supabase is configured, even with the preview flag', () => {
    expect(resolveAdminMode(real)).toBe('supabase');
    expect(resolveAdminMode({ ...real, PUBLIC_ADMIN_LOCAL_PREVIEW: 'true' })).toBe('supabase');
  });
  it('is the local preview only with the explicit flag', () => {
    expect(resolveAdminMode({ PUBLIC_ADMIN_LOCAL_PREVIEW: 'true' })).toBe('local-preview');
  });
  it('is "not configured" in a production build without Supabase', () => {
    expect(resolveAdminMode({})).toBe('not-configured');
    expect(resolveAdminMode({ PUBLIC_ADMIN_LOCAL_PREVIEW: '1' })).toBe('not-configured');
    expect(resolveAdminMode({ PUBLIC_ADMIN_LOCAL_PREVIEW: 'false' })).toBe('not-configured');
    expect(
      resolveAdminMode({
        PUBLIC_SUPABASE_URL: 'https://demo.supabase.co',
        PUBLIC_SUPABASE_ANON_KEY: real.PUBLIC_SUPABASE_ANON_KEY,
      }),
    ).toBe('not-configured');
  });
});

describe('admin routes', () => {
  it('recognises every path of the route tables', () => {
    expect(matchRoute('/admin').screen).toBe('dashboard');
    expect(matchRoute('/admin/articles/abc/edit')).toMatchObject({
      screen: 'article-edit',
      params: { id: 'abc' },
    });
    expect(matchRoute('/admin/articles/new').screen).toBe('article-new');
    for (const sub of [
      'content-plans',
      'jobs',
      'analytics',
      'settings',
      'health',
      'errors',
      'api-keys',
      'validation',
      'audit',
      'usage',
      'workflows',
      'recovery',
    ]) {
      expect(matchRoute(`/admin/automation/${sub}`)).toMatchObject({
        screen: 'automation',
        params: { view: sub },
      });
    }
    expect(matchRoute('/admin/automation')).toMatchObject({
      screen: 'automation',
      params: { view: 'overview' },
    });
    expect(matchRoute('/admin/automation/unknown').screen).toBe('not-found');
    expect(matchRoute('/admin/ai-generator')).toMatchObject({
      screen: 'ai-generator',
      params: { view: 'form' },
    });
    expect(matchRoute('/admin/ai-generator/edit')).toMatchObject({
      screen: 'ai-generator',
      params: { view: 'edit' },
    });
    expect(matchRoute('/admin/ai-generator/preview')).toMatchObject({
      screen: 'ai-generator',
      params: { view: 'preview' },
    });
    for (const [path, screen] of [
      ['/admin/celebrity-generator', 'celebrity-generator'],
      ['/admin/seo', 'seo'],
      ['/admin/email-marketing', 'email-marketing'],
    ]) {
      expect(matchRoute(path!).screen).toBe(screen);
    }
    expect(matchRoute('/admin/nothing').screen).toBe('not-found');
  });
  it('lets editors work on content and keeps settings for admins (docs/decisions.md#no-default-admin)', () => {
    const roles = (path: string) => rolesFor(matchRoute(path));
    for (const path of [
      '/admin/articles',
      '/admin/articles/x/edit',
      '/admin/seo',
      '/admin',
      '/admin/nothing',
    ])
      expect(roles(path), path).toEqual(['admin', 'editor']);
    for (const path of [
      '/admin/settings',
      '/admin/ai-generator',
      '/admin/ai-generator/edit',
      '/admin/celebrity-generator',
      '/admin/email-marketing',
      '/admin/automation',
      '/admin/automation/settings',
    ])
      expect(roles(path), path).toEqual(['admin']);
  });
  it('derives the sidebar and the section tabs from the same table as the role check', () => {
    const editorNav = navFor('editor');
    expect(editorNav.map((item) => item.label)).toEqual([
      'Dashboard',
      'Articles',
      'Categories',
      'Media',
      'Compatibility tools',
      'SEO',
    ]);
    // Every section an editor sees is one the role check lets them open, and no other.
    for (const route of ADMIN_ROUTES) {
      const listed = editorNav.some((item) => item.section === route.section);
      expect(mayOpen('editor', route.section), route.path).toBe(listed);
      expect(rolesFor(matchRoute(route.path.replace(':id', 'x'))).includes('editor'), route.path).toBe(
        listed,
      );
    }
    expect(navFor('user')).toEqual([]);
    expect(navFor('admin')).toHaveLength(11);
    const automation = tabsOf('automation');
    expect(automation[0]).toEqual({ href: '/admin/automation', label: 'Overview', view: 'overview' });
    expect(automation).toHaveLength(13);
    for (const tab of automation) expect(matchRoute(tab.href).params.view).toBe(tab.view);
    expect(tabsOf('ai-generator').map((tab) => tab.label)).toEqual(['Generate', 'Preview', 'Edit']);
  });
  it('refuses a malformed escape in a parameter instead of throwing', () => {
    expect(matchRoute('/admin/articles/%E0%A4%A/edit').screen).toBe('not-found');
  });
});

describe('service status (docs/decisions.md#ai-keys-stay-on-the-server)', () => {
  const backend = {
    SUPABASE_URL: 'https://abcdefghijkl.supabase.co',
    SUPABASE_SERVICE_ROLE_KEY: 'service-role-key-for-tests-only',
  };
  /** Supabase Auth and the profile read as staffRole (null: a signed-in account without a profile). */
  function backendFetch(calls: string[], staffRole: string | null = 'admin') {
    return (async (input: string | URL | Request) => {
      const url = String(input instanceof Request ? input.url : input);
      calls.push(url);
      if (url.endsWith('/auth/v1/user')) return Response.json({ id: '2b4c3f0e-1d2a-4c5b-9e8f-0a1b2c3d4e5f' });
      if (url.includes('/rest/v1/user_profiles'))
        return Response.json(staffRole ? [{ role: staffRole, status: 'active' }] : []);
      return Response.json({ error: { message: 'Authentication Fails' } }, { status: 401 });
    }) as unknown as typeof fetch;
  }

  it('says whether a key and a hook are set to staff, never their values', async () => {
    const original = globalThis.fetch;
    globalThis.fetch = backendFetch([], 'editor');
    try {
      const reply = await onRequestGet({
        request: new Request('https://x.test/api/admin-status', { headers: { authorization: 'Bearer t' } }),
        env: { ...backend, AI_API_KEY: 'sk-secret-value', DEPLOY_HOOK_URL: 'https://hooks.example/abc' },
      });
      const text = await reply.text();
      expect(JSON.parse(text)).toEqual({ ai: { configured: true }, deployHook: { configured: true } });
      expect(text).not.toContain('sk-secret-value');
      expect(text).not.toContain('hooks.example');
    } finally {
      globalThis.fetch = original;
    }
  });

  it('tells nobody but staff whether a deploy hook (or a key) is set', async () => {
    const env = { ...backend, AI_API_KEY: 'k', DEPLOY_HOOK_URL: 'https://hooks.example/abc' };
    const calls: string[] = [];
    for (const [caller, role, status] of [
      [null, 'admin', 401],
      ['Bearer a-visitor-account', null, 403],
      ['Bearer a-plain-user', 'user', 403],
    ] as const) {
      const refused = await serviceStatus(env, false, caller, backendFetch(calls, role)).then(
        (report) => report,
        (error: { status: number; message: string }) => error,
      );
      expect(refused).toMatchObject({ status });
      expect(JSON.stringify(refused)).not.toMatch(/hook|configured/i);
    }
    // Without a backend, and not the local preview, there is no staff at all.
    await expect(serviceStatus({ AI_API_KEY: 'k' }, false, null)).rejects.toMatchObject({ status: 503 });
  });

  it('tests the connection only when asked, and only for a signed-in admin or editor', async () => {
    const calls: string[] = [];
    const fetcher = backendFetch(calls);
    const env = { AI_API_KEY: 'k', AI_BASE_URL: 'https://ai.example.org/', ...backend };

    expect(await serviceStatus(env, false, 'Bearer user-access-token', fetcher)).toEqual({
      ai: { configured: true },
      deployHook: { configured: false },
    });
    expect(calls.some((url) => url.startsWith('https://ai.example.org'))).toBe(false);

    // Without a session the provider is never called: the test spends tokens.
    calls.length = 0;
    await expect(serviceStatus(env, true, null, fetcher)).rejects.toMatchObject({ status: 401 });
    expect(calls).toEqual([]);

    const tested = await serviceStatus(env, true, 'Bearer user-access-token', fetcher);
    expect(calls.at(-1)).toBe('https://ai.example.org/v1/chat/completions');
    expect(tested.ai).toMatchObject({ configured: true, reachable: false });
    expect(tested.ai.message).toContain('DeepSeek API error (401)');
    expect((await serviceStatus(backend, true, 'Bearer user-access-token', fetcher)).ai).toEqual({
      configured: false,
      reachable: false,
      message: 'No AI provider key is configured on the server.',
    });
  });
});
