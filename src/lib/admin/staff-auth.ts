import { serviceConfigFromEnv, type SupabaseServiceEnv } from '../supabase/service-rest';
import { HttpError } from '../http/reply';

/**
 * Checks that a function's caller is a signed-in, active admin or editor: the bearer token is
 * verified with Supabase Auth and the role read from user_profiles with the service role.
 * Throws HttpError 503 (no backend), 401 (no or stale session) or 403 (not staff).
 */
export async function requireStaff(
  env: SupabaseServiceEnv,
  authorization: string | null,
  action: string,
  fetcher: typeof fetch = fetch,
): Promise<{ userId: string; role: 'admin' | 'editor' }> {
  const config = serviceConfigFromEnv(env);
  if (!config) throw new HttpError(503, 'The backend is not configured.');
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (!token) throw new HttpError(401, `Sign in to ${action}.`);

  const userReply = await fetcher(`${config.url}/auth/v1/user`, {
    headers: { apikey: config.serviceRoleKey, authorization: `Bearer ${token}` },
  });
  if (!userReply.ok) throw new HttpError(401, `Your session has ended. Sign in again to ${action}.`);
  const user = (await userReply.json()) as { id?: string };
  if (!user.id || !/^[0-9a-f-]{36}$/i.test(user.id))
    throw new HttpError(401, `Your session has ended. Sign in again to ${action}.`);

  const profileReply = await fetcher(
    `${config.url}/rest/v1/user_profiles?id=eq.${user.id}&select=role,status`,
    {
      headers: {
        apikey: config.serviceRoleKey,
        authorization: `Bearer ${config.serviceRoleKey}`,
        accept: 'application/json',
      },
    },
  );
  const profiles = profileReply.ok
    ? ((await profileReply.json()) as { role?: string; status?: string }[])
    : [];
  const profile = profiles[0];
  if (!profile || profile.status !== 'active' || (profile.role !== 'admin' && profile.role !== 'editor')) {
    throw new HttpError(403, `Only admins and editors may ${action}.`);
  }
  return { userId: user.id, role: profile.role };
}
