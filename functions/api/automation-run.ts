import { generateArticle } from '@/lib/generator/generate';
import { handle, methodNotAllowed } from '@/lib/http/handler';
import { handleAutomationRun, type AutomationRunEnv } from '@/lib/automation/server-run';

/**
 * POST /api/automation-run: runs the next due automation jobs. Called by a scheduler
 * with `Authorization: Bearer <AUTOMATION_RUNNER_SECRET>` or by a signed-in admin.
 */
export const onRequestPost = handle<AutomationRunEnv>(({ request, env }) =>
  handleAutomationRun(request, env, { generate: generateArticle }),
);

export const onRequestGet = (): Response => methodNotAllowed(['POST']);
