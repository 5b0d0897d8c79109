import { readAiConfig, type AiEnv } from '../ai/config';
import { testConnection } from '../ai/connection-test';
import type { SupabaseServiceEnv } from '../supabase/service-rest';
import { requireStaff } from './staff-auth';

/**
 * What the admin settings may know about server-side services: whether they are set, never
 * their values (DECISIONS.md 3). The connection test spends provider tokens, so only a signed-in
 * admin or editor may run it.
 */
export interface ServiceEnv extends AiEnv, SupabaseServiceEnv {
  DEPLOY_HOOK_URL?: string;
}

export interface ServiceStatus {
  ai: { configured: boolean; reachable?: boolean; message?: string };
  deployHook: { configured: boolean };
}

export async function serviceStatus(
  env: ServiceEnv,
  test: boolean,
  authorization: string | null = null,
  fetcher: typeof fetch = fetch,
): Promise<ServiceStatus> {
  const ai = readAiConfig(env);
  const status: ServiceStatus = { ai: { configured: ai !== null }, deployHook: { configured: /^https:\/\//.test(env.DEPLOY_HOOK_URL ?? '') } };
  if (!test) return status;
  if (!ai) return { ...status, ai: { configured: false, reachable: false, message: 'No AI provider key is configured on the server.' } };
  await requireStaff(env, authorization, 'test the AI connection', fetcher);
  const result = await testConnection(ai, { fetch: fetcher });
  return {
    ...status,
    ai: result.ok
      ? { configured: true, reachable: true, message: `The provider answered with model ${result.model}.` }
      : { configured: true, reachable: false, message: result.error },
  };
}
