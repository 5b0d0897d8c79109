import { jsonReply } from '../../src/lib/http/reply';
import { handle } from '../../src/lib/http/handler';
import { triggerDeploy, type DeployEnv } from '../../src/lib/admin/deploy';

/** POST /api/admin-deploy: a signed-in admin or editor asks the host to rebuild the site. */
export const onRequestPost = handle<DeployEnv>(async ({ request, env }) =>
  jsonReply(await triggerDeploy(env, request.headers.get('authorization'))),
);
