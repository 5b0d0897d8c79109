import { serviceConfigFromEnv, type SupabaseServiceEnv } from '../supabase/service-rest';
import { HttpError } from '../http/reply';
import { requireStaff } from './staff-auth';

/**
 * Who may call an admin function (the AI generator, the automation runner, campaign sends …).
 *
 * With Supabase: a signed-in, active staff member whose role is allowed (bearer token checked by
 * requireStaff). Without it, the local preview of `npm start` (DECISIONS.md 2) is let in only when
 * all three hold: the server flag ADMIN_LOCAL_PREVIEW is 'true', no Supabase backend is
 * configured, and the request came to a loopback address. A production deployment that set the
 * flag by mistake still refuses every caller from the internet.
 */
export interface AdminCallerEnv extends SupabaseServiceEnv {
  ADMIN_LOCAL_PREVIEW?: string;
}

export type StaffRole = 'admin' | 'editor';

export interface AdminCaller {
  /** The Supabase user id; null for the local preview admin. */
  userId: string | null;
  role: StaffRole;
  via: 'session' | 'local-preview';
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function isLocalPreviewRequest(env: AdminCallerEnv, request: Request): boolean {
  if (env.ADMIN_LOCAL_PREVIEW !== 'true' || serviceConfigFromEnv(env)) return false;
  try {
    return LOOPBACK.has(new URL(request.url).hostname);
  } catch {
    return false;
  }
}

export async function requireAdminCaller(
  env: AdminCallerEnv,
  request: Request,
  action: string,
  options: { roles?: readonly StaffRole[]; fetcher?: typeof fetch } = {},
): Promise<AdminCaller> {
  const roles = options.roles ?? ['admin'];
  if (isLocalPreviewRequest(env, request)) return { userId: null, role: 'admin', via: 'local-preview' };
  const staff = await requireStaff(env, request.headers.get('authorization'), action, options.fetcher);
  if (!roles.includes(staff.role)) throw new HttpError(403, `Only admins may ${action}.`);
  return { userId: staff.userId, role: staff.role, via: 'session' };
}
