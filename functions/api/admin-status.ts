import { jsonReply } from '@/lib/http/reply';
import { handle } from '@/lib/http/handler';
import { serviceStatus, type ServiceEnv } from '@/lib/admin/status';

/**
 * GET /api/admin-status[?test=1]: whether the AI key and deploy hook are set, never their values,
 * for an admin's or editor's bearer token (or the loopback local preview) only. `test=1` also
 * runs a 50-token connection test.
 */
export const onRequestGet = handle<ServiceEnv>(async ({ request, env }) => {
  const test = new URL(request.url).searchParams.get('test') === '1';
  return jsonReply(await serviceStatus(env, test, request), 200, { 'cache-control': 'no-store' });
});
