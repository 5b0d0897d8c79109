import { getBrowserClient, type AstrelleClient } from '@/lib/supabase/client';
import type { AdminData } from './interfaces';

/** The session's access token for /api calls (with bearer()), or null when signed out. */
export async function sessionToken(client: AstrelleClient | null): Promise<string | null> {
  if (!client) return null;
  const { data } = await client.auth.getSession();
  return data.session?.access_token ?? null;
}

/**
 * The Supabase session's access token for /api calls; null in the local preview, whose server
 * recognises the admin on loopback instead.
 */
export async function accessTokenFor(kind: AdminData['kind']): Promise<string | null> {
  return kind === 'supabase' ? sessionToken(getBrowserClient()) : null;
}
