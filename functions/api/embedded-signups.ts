import { requireAdminCaller, type AdminCallerEnv } from '@/lib/admin/caller';
import { handle } from '@/lib/http/handler';
import { jsonReply } from '@/lib/http/reply';
import { listKeptSignups } from '@/lib/signups/embedded-list';
import { embeddedDbFromEnv, type EmbeddedStoreEnv } from '@/lib/signups/embedded-db';
import { signupStoreFromEnv } from '@/lib/signups/store';

type Env = AdminCallerEnv & EmbeddedStoreEnv;

/**
 * GET /api/embedded-signups: the newsletter sign-ups and quiz leads the embedded store keeps
 * (docs/signups.md), with their status and consent, and the outbox's messages (the confirmation
 * links among them), newest first, for the admin's local preview. Admins only (on `npm start`,
 * the loopback local preview). With Supabase configured the embedded store is not used, so the
 * answer says so and lists nothing: those people are in Supabase.
 */
export const onRequestGet = handle<Env>(async ({ request, env }) => {
  await requireAdminCaller(env, request, 'list the sign-ups kept on this server');
  const db = embeddedDbFromEnv(env);
  const inUse = signupStoreFromEnv(env)?.kind === 'embedded';
  if (!db || !inUse) return jsonReply({ available: false }, 200, { 'cache-control': 'no-store' });
  return jsonReply({ available: true, ...(await listKeptSignups(db)) }, 200, { 'cache-control': 'no-store' });
});
