import { describe, expect, it } from 'vitest';
import { makeAdmin } from '../../../scripts/make-admin.mjs';
import { createFakeSupabase, json, SUPABASE_URL } from './fake-supabase';

const SERVICE_KEY = 'service-role-key-for-tests-0123456789';

describe('scripts/make-admin.mjs', () => {
  it('calls set_user_role with the service role key and answers the account', async () => {
    const server = createFakeSupabase();
    server.on('POST', '/rest/v1/rpc/set_user_role', [{ id: 'u1', email: 'ada@astrelle.app', role: 'admin' }]);
    const row = await makeAdmin({
      url: SUPABASE_URL,
      serviceRoleKey: SERVICE_KEY,
      email: 'ada@astrelle.app',
      fetch: server.fetch,
    });
    expect(row).toEqual({ id: 'u1', email: 'ada@astrelle.app', role: 'admin' });
    const call = server.requests[0]!;
    expect(call.headers.get('apikey')).toBe(SERVICE_KEY);
    expect(call.headers.get('authorization')).toBe(`Bearer ${SERVICE_KEY}`);
    expect(JSON.parse(call.body ?? '{}')).toEqual({ target_email: 'ada@astrelle.app', new_role: 'admin' });
  });

  it('explains a missing account, a wrong key, missing settings and a bad role', async () => {
    const server = createFakeSupabase();
    server.on(
      'POST',
      '/rest/v1/rpc/set_user_role',
      json(400, { code: 'P0002', details: null, hint: null, message: 'No account with the e-mail x' }),
    );
    await expect(
      makeAdmin({
        url: SUPABASE_URL,
        serviceRoleKey: SERVICE_KEY,
        email: 'x@astrelle.app',
        fetch: server.fetch,
      }),
    ).rejects.toThrow(/No account uses x@astrelle.app/);
    server.on(
      'POST',
      '/rest/v1/rpc/set_user_role',
      json(401, { code: '42501', message: 'permission denied for function set_user_role' }),
    );
    await expect(
      makeAdmin({ url: SUPABASE_URL, serviceRoleKey: 'anon', email: 'x@astrelle.app', fetch: server.fetch }),
    ).rejects.toThrow(/service_role key/);
    await expect(
      makeAdmin({ url: '', serviceRoleKey: '', email: 'x@astrelle.app', fetch: server.fetch }),
    ).rejects.toThrow(/SUPABASE_URL/);
    await expect(
      makeAdmin({
        url: SUPABASE_URL,
        serviceRoleKey: SERVICE_KEY,
        email: 'x@astrelle.app',
        role: 'owner',
        fetch: server.fetch,
      }),
    ).rejects.toThrow(/Role must be/);
    await expect(
      makeAdmin({
        url: SUPABASE_URL,
        serviceRoleKey: SERVICE_KEY,
        email: 'not-an-email',
        fetch: server.fetch,
      }),
    ).rejects.toThrow(/e-mail address/);
  });
});
