import { jsonReply } from '../../src/lib/http/reply';
import { handle } from '../../src/lib/http/handler';
import { serviceStatus, type ServiceEnv } from '../../src/lib/admin/status';

/** GET /api/admin-status[?test=1]: whether the AI key and deploy hook are set; never their values. */
export const onRequestGet = handle<ServiceEnv>(async ({ request, env }) => {
  const test = new URL(request.url).searchParams.get('test') === '1';
  return jsonReply(await serviceStatus(env, test), 200, { 'cache-control': 'no-store' });
});
