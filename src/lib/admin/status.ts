import { readAiConfig, type AiEnv } from '../ai/config';
import { testConnection } from '../ai/connection-test';
import { clientKey, rateLimiterFor, type RateLimit } from '../http/rate-limit';
import { HttpError } from '../http/reply';
import { requireAdminCaller, type AdminCallerEnv } from './caller';
import { FUNCTION_ROLES } from './permissions';

/**
 * What the admin settings may know about server-side services: whether they are set, never
 * their values (docs/decisions.md#ai-keys-stay-on-the-server). Only a signed-in admin or editor (or the loopback local
 * preview, src/lib/admin/caller.ts) may ask: whether a deploy hook or an AI key is set is
 * nobody else's business. The connection test also spends provider tokens, so it is limited.
 */
export interface ServiceEnv extends AiEnv, AdminCallerEnv {
  DEPLOY_HOOK_URL?: string;
}

/** docs/decisions.md#server-side-limits-for-paid-calls: connection tests per client and hour (each one spends a few provider tokens). */
export const CONNECTION_TEST_LIMIT: RateLimit = { max: 10, windowMs: 60 * 60 * 1000 };

export interface ServiceStatus {
  ai: { configured: boolean; reachable?: boolean; message?: string };
  deployHook: { configured: boolean };
}

export async function serviceStatus(
  env: ServiceEnv,
  test: boolean,
  /** The incoming request (local preview or bearer token), or just its Authorization header. */
  caller: Request | string | null = null,
  fetcher: typeof fetch = fetch,
): Promise<ServiceStatus> {
  // A bare header is checked as a remote caller would be: only a Request can be the local preview.
  const request =
    caller instanceof Request
      ? caller
      : new Request('https://caller.invalid/', { headers: caller ? { authorization: caller } : {} });
  // The caller first: a stranger hears 401/403 (503 without a backend), and nothing about the services.
  await requireAdminCaller(env, request, test ? 'test the AI connection' : 'see the service status', {
    roles: FUNCTION_ROLES.serviceStatus,
    fetcher,
  });
  const ai = readAiConfig(env);
  const status: ServiceStatus = {
    ai: { configured: ai !== null },
    deployHook: { configured: /^https:\/\//.test(env.DEPLOY_HOOK_URL ?? '') },
  };
  if (!test) return status;
  if (!ai)
    return {
      ...status,
      ai: { configured: false, reachable: false, message: 'No AI provider key is configured on the server.' },
    };
  const decision = await rateLimiterFor(env, 'ai-connection-test', CONNECTION_TEST_LIMIT).take(
    clientKey(request),
  );
  if (!decision.allowed) {
    const minutes = Math.max(1, Math.ceil(decision.retryAfterMs / 60_000));
    throw new HttpError(429, `Too many connection tests. Try again in ${minutes} min.`);
  }
  const result = await testConnection(ai, { fetch: fetcher });
  return {
    ...status,
    ai: result.ok
      ? { configured: true, reachable: true, message: `The provider answered with model ${result.model}.` }
      : { configured: true, reachable: false, message: result.error },
  };
}
