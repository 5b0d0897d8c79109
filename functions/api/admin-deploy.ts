import { jsonReply } from '@/lib/http/reply';
import { handle } from '@/lib/http/handler';
import { readBodyBytes } from '@/lib/http/body';
import { limitClient } from '@/lib/http/client-limits';
import { triggerDeploy, type DeployEnv } from '@/lib/admin/deploy';

/** POST /api/admin-deploy: a signed-in admin or editor asks the host to rebuild the site. */
export const onRequestPost = handle<DeployEnv>(async ({ request, env }) => {
  // No body is needed; an oversized one is still refused before anything else happens.
  await readBodyBytes(request);
  // Every call with a session (or none) counts, right or wrong (docs/security.md#rate-limits).
  await limitClient(request, env, 'bearer-token');
  return jsonReply(await triggerDeploy(env, request.headers.get('authorization')));
});
