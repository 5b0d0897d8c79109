import type { AdminData } from './interfaces';

/**
 * SEAM: the Supabase repositories and auth store are built by the backend issue in
 * src/lib/supabase/. Once they are merged, this adapter maps them onto AdminData (see
 * ./interfaces.ts); until then a Supabase build says plainly that the admin is not connected.
 */
export async function createSupabaseAdminData(): Promise<AdminData> {
  throw new Error('This build has Supabase settings, but the admin’s Supabase connection is not installed yet.');
}
