import { handle, methodNotAllowed } from '@/lib/http/handler';
import { handleAutomationKeys } from '@/lib/automation/keys';

/** GET /api/automation-keys: which server-side keys are set (admins only), never their values. */
export const onRequestGet = handle<Record<string, string | undefined>>(({ request, env }) =>
  handleAutomationKeys(request, env),
);

export const onRequestPost = (): Response => methodNotAllowed(['GET']);
