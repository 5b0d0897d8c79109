import { jsonReply } from '@/lib/http/reply';
import { handle } from '@/lib/http/handler';
import { readBodyBytes } from '@/lib/http/body';
import { triggerDeploy, type DeployEnv } from '@/lib/admin/deploy';

/** POST /api/admin-deploy: a signed-in admin or editor asks the host to rebuild the site. */
export const onRequestPost = handle<DeployEnv>(async ({ request, env }) => {
  // No body is needed; an oversized one is still refused before anything else happens.
  await readBodyBytes(request);
  return jsonReply(await triggerDeploy(env, request.headers.get('authorization')));
});
