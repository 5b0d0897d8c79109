import { serviceConfigFromEnv, type SupabaseServiceEnv } from '../supabase/service-rest';
import { HttpError } from '../http/reply';

/**
 * Publishing rebuilds the static site (DECISIONS.md 11) through the host's deploy hook. The hook
 * address stays on the server; only a signed-in, active admin or editor may trigger it.
 */
export interface DeployEnv extends SupabaseServiceEnv {
  DEPLOY_HOOK_URL?: string;
}

export async function triggerDeploy(env: DeployEnv, authorization: string | null, fetcher: typeof fetch = fetch): Promise<{ requested: true }> {
  const hook = env.DEPLOY_HOOK_URL?.trim() ?? '';
  if (!/^https:\/\//.test(hook)) throw new HttpError(503, 'No deploy hook is configured: the blog updates on the next build.');
  const config = serviceConfigFromEnv(env);
  if (!config) throw new HttpError(503, 'The backend is not configured.');
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (!token) throw new HttpError(401, 'Sign in to publish.');

  const userReply = await fetcher(`${config.url}/auth/v1/user`, { headers: { apikey: config.serviceRoleKey, authorization: `Bearer ${token}` } });
  if (!userReply.ok) throw new HttpError(401, 'Your session has ended. Sign in again to publish.');
  const user = (await userReply.json()) as { id?: string };
  if (!user.id || !/^[0-9a-f-]{36}$/i.test(user.id)) throw new HttpError(401, 'Your session has ended. Sign in again to publish.');

  const profileReply = await fetcher(`${config.url}/rest/v1/user_profiles?id=eq.${user.id}&select=role,status`, {
    headers: { apikey: config.serviceRoleKey, authorization: `Bearer ${config.serviceRoleKey}`, accept: 'application/json' },
  });
  const profiles = profileReply.ok ? ((await profileReply.json()) as { role?: string; status?: string }[]) : [];
  const profile = profiles[0];
  if (!profile || profile.status !== 'active' || !['admin', 'editor'].includes(profile.role ?? '')) throw new HttpError(403, 'Only admins and editors may publish.');

  const hookReply = await fetcher(hook, { method: 'POST' });
  if (!hookReply.ok) throw new HttpError(502, `The deploy hook answered ${hookReply.status}.`);
  return { requested: true };
}
