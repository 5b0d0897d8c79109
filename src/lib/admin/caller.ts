import { limitClient } from '../http/client-limits';
import { HttpError } from '../http/reply';
import { isLocalPreviewRequest, type LocalPreviewEnv } from './local-preview';
import { requireStaff } from './staff-auth';
import { FUNCTION_ROLES, type StaffRole } from './permissions';

/**
 * Who may call an admin function (the AI generator, the automation runner, campaign sends …).
 *
 * With Supabase: a signed-in, active staff member whose role is allowed (bearer token checked by
 * requireStaff). Without it, only the local preview of `npm start` (docs/decisions.md#the-local-preview-is-opt-in-and-never-in-production), decided by
 * how the request arrived, never by its Host header: the rule is in ./local-preview.ts and
 * docs/security.md. A production deployment that set the flag by mistake still refuses every
 * caller from the internet.
 */
export type AdminCallerEnv = LocalPreviewEnv;

export type { StaffRole };

export interface AdminCaller {
  /** The Supabase user id; null for the local preview admin. */
  userId: string | null;
  role: StaffRole;
  via: 'session' | 'local-preview';
}

export async function requireAdminCaller(
  env: AdminCallerEnv,
  request: Request,
  action: string,
  options: { roles?: readonly StaffRole[]; fetcher?: typeof fetch; counted?: boolean } = {},
): Promise<AdminCaller> {
  // Every call that shows a session (or none) counts, right or wrong (docs/security.md#rate-limits);
  // `counted`: the caller already counted this request (the runner, before its scheduler check).
  if (!options.counted) await limitClient(request, env, 'bearer-token');
  const roles = options.roles ?? FUNCTION_ROLES.everythingElse;
  if (isLocalPreviewRequest(env, request)) return { userId: null, role: 'admin', via: 'local-preview' };
  const staff = await requireStaff(env, request.headers.get('authorization'), action, options.fetcher);
  if (!roles.includes(staff.role)) throw new HttpError(403, `Only admins may ${action}.`);
  return { userId: staff.userId, role: staff.role, via: 'session' };
}
