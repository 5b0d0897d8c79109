import { getBrowserClient } from '../../lib/supabase/client';
import type { AdminData } from './interfaces';

/**
 * The Supabase session's access token for /api calls; null in the local preview, whose server
 * recognises the admin on loopback instead.
 */
export async function accessTokenFor(kind: AdminData['kind']): Promise<string | null> {
  if (kind !== 'supabase') return null;
  const client = getBrowserClient();
  if (!client) return null;
  const { data } = await client.auth.getSession();
  return data.session?.access_token ?? null;
}
