/**
 * What the admin settings may know about server-side services: whether they are set, never
 * their values (DECISIONS.md 3).
 */
export interface ServiceEnv {
  /** The same settings as the AI provider layer (src/lib/ai/config.ts on main). */
  AI_API_KEY?: string;
  AI_BASE_URL?: string;
  DEPLOY_HOOK_URL?: string;
}

export interface ServiceStatus {
  ai: { configured: boolean; reachable?: boolean; message?: string };
  deployHook: { configured: boolean };
}

const DEFAULT_AI_BASE_URL = 'https://api.deepseek.com';

/** GET {provider}/v1/models: free, and answers 401 for a bad key. */
function modelsUrl(base: string | undefined): string {
  const root = (base?.trim() || DEFAULT_AI_BASE_URL).replace(/\/+$/, '');
  return /\/v1$/.test(root) ? `${root}/models` : `${root}/v1/models`;
}

export async function serviceStatus(env: ServiceEnv, test: boolean, fetcher: typeof fetch = fetch): Promise<ServiceStatus> {
  const key = env.AI_API_KEY?.trim() ?? '';
  const status: ServiceStatus = { ai: { configured: key !== '' }, deployHook: { configured: /^https:\/\//.test(env.DEPLOY_HOOK_URL ?? '') } };
  if (!test) return status;
  if (!key) return { ...status, ai: { configured: false, reachable: false, message: 'no key to test' } };
  try {
    const response = await fetcher(modelsUrl(env.AI_BASE_URL), { headers: { authorization: `Bearer ${key}` }, signal: AbortSignal.timeout(8000) });
    return { ...status, ai: { configured: true, reachable: response.ok, message: response.ok ? 'the provider accepted the key' : `the provider answered ${response.status}` } };
  } catch {
    return { ...status, ai: { configured: true, reachable: false, message: 'the provider could not be reached' } };
  }
}
