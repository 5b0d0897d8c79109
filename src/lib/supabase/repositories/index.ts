import type { AstrelleClient } from '../client';
import type { Tables } from '../database.types';
import { toRepositoryError } from './errors';

export type { CompatibilityTool, ToolStats, ToolsExport, BatchResult } from './compatibility-tools';
export { DATABASE_TABLE_MISSING, RepositoryError } from './errors';
export { compatibilityToolsRepository } from './compatibility-tools';
/** What a reply means, for the typed queries each adapter writes (src/admin/data/supabase.ts). */
export { changed, deleted, found, inserted, listed, updated } from './replies';

/** Profile by id, update with updated_at, the admin list joined with auth data (docs/admin.md#access). */
export function profilesRepository(client: AstrelleClient) {
  return {
    async get(id: string): Promise<Tables<'user_profiles'> | null> {
      const { data, error } = await client.from('user_profiles').select('*').eq('id', id).single();
      return error ? null : data;
    },
    async update(
      id: string,
      changes: { name?: string; role?: 'user' | 'editor' | 'admin'; status?: 'active' | 'suspended' },
    ) {
      const { data, error } = await client
        .from('user_profiles')
        .update({ ...changes, updated_at: new Date().toISOString() })
        .eq('id', id)
        .select()
        .single();
      if (error) throw toRepositoryError(error, 'Failed to update profile');
      return data;
    },
    async listWithAccounts() {
      const { data, error } = await client.rpc('admin_list_users');
      if (error) throw toRepositoryError(error, 'Failed to fetch users');
      return data;
    },
  };
}
