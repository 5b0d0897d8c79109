import { requireAdminCaller, type AdminCallerEnv } from '../admin/caller';
import { jsonReply } from '../http/reply';

/**
 * GET /api/automation-keys (admins): which server-side settings the AI suite relies on are set.
 * Only a yes/no per name ever leaves the server (docs/decisions.md#ai-keys-stay-on-the-server), never a value or a length.
 */
export const SERVER_KEYS = [
  {
    name: 'AI_API_KEY',
    purpose: 'Secret key of the AI provider: article generation and automation runs.',
    secret: true,
  },
  {
    name: 'AI_BASE_URL',
    purpose: 'Provider address when it is not the DeepSeek API (optional).',
    secret: false,
  },
  { name: 'AI_MODEL', purpose: 'Model name when it is not deepseek-chat (optional).', secret: false },
  {
    name: 'SUPABASE_URL',
    purpose: 'The database the runner reads jobs from and writes drafts to.',
    secret: false,
  },
  {
    name: 'SUPABASE_SERVICE_ROLE_KEY',
    purpose: 'Service-role key the runner writes with; never sent to browsers.',
    secret: true,
  },
  {
    name: 'AUTOMATION_RUNNER_SECRET',
    purpose: 'Bearer secret a scheduler sends to /api/automation-run.',
    secret: true,
  },
  { name: 'DEPLOY_HOOK_URL', purpose: 'Rebuilds the site after publishing.', secret: true },
  {
    name: 'EMAIL_PROVIDER_URL',
    purpose: 'E-mail provider address when it is not Resend (optional).',
    secret: false,
  },
  {
    name: 'EMAIL_API_KEY',
    purpose: 'Secret key of the e-mail provider campaigns are sent through.',
    secret: true,
  },
  { name: 'EMAIL_FROM', purpose: 'Sender address of campaigns; nothing is sent without it.', secret: false },
  {
    name: 'EMAIL_UNSUBSCRIBE_SECRET',
    purpose: 'Signs the unsubscribe links (32+ characters); nothing is sent without it.',
    secret: true,
  },
] as const;

export interface KeyStatus {
  name: string;
  purpose: string;
  secret: boolean;
  set: boolean;
}

export function keyStatuses(env: object): KeyStatus[] {
  return SERVER_KEYS.map((key) => {
    const value = (env as Record<string, unknown>)[key.name];
    return {
      name: key.name,
      purpose: key.purpose,
      secret: key.secret,
      set: typeof value === 'string' && value.trim() !== '',
    };
  });
}

export async function handleAutomationKeys(
  request: Request,
  env: AdminCallerEnv,
  fetcher?: typeof fetch,
): Promise<Response> {
  await requireAdminCaller(env, request, 'see which server keys are set', { fetcher });
  return jsonReply({ keys: keyStatuses(env) });
}
