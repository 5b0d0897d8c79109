import { HttpError } from '../http/reply';
import { STAFF, type StaffRole } from './permissions';
import { serviceClient, serviceConfigFromEnv, type SupabaseServiceEnv } from '../supabase/server-client';

/**
 * Checks that a function's caller is a signed-in, active admin or editor: the bearer token is
 * verified with Supabase Auth and the role read from user_profiles with the service role.
 * Throws HttpError 503 (no backend), 401 (no or stale session) or 403 (not staff).
 */
export async function requireStaff(
  env: SupabaseServiceEnv,
  authorization: string | null,
  action: string,
  fetcher?: typeof fetch,
): Promise<{ userId: string; role: StaffRole }> {
  const config = serviceConfigFromEnv(env);
  if (!config) throw new HttpError(503, 'The backend is not configured.');
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (!token) throw new HttpError(401, `Sign in to ${action}.`);

  const db = serviceClient(fetcher ? { ...config, fetch: fetcher } : config);
  const { data: signedIn } = await db.auth.getUser(token);
  const userId = signedIn.user?.id;
  if (!userId || !/^[0-9a-f-]{36}$/i.test(userId))
    throw new HttpError(401, `Your session has ended. Sign in again to ${action}.`);

  const { data: profile } = await db
    .from('user_profiles')
    .select('role,status')
    .eq('id', userId)
    .maybeSingle();
  const role = STAFF.find((staffRole) => staffRole === profile?.role);
  if (!profile || profile.status !== 'active' || !role) {
    throw new HttpError(403, `Only admins and editors may ${action}.`);
  }
  return { userId, role };
}
