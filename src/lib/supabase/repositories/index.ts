import type { AstrelleClient } from '../client';
import type { Tables } from '../database.types';
import { compatibilityToolsRepository } from './compatibility-tools';
import { toRepositoryError } from './errors';
import { tableRepository } from './table';

export type { CompatibilityTool, ToolStats, ToolsExport, BatchResult } from './compatibility-tools';
export { DATABASE_TABLE_MISSING, RepositoryError } from './errors';

/** Every table's repository, on one client. The admin (issue 10, 11) builds on these. */
export function createRepositories(client: AstrelleClient) {
  return {
    compatibilityTools: compatibilityToolsRepository(client),
    articles: tableRepository(client, 'articles', 'article'),
    categories: tableRepository(client, 'categories', 'category'),
    media: tableRepository(client, 'media', 'image'),
    siteSettings: tableRepository(client, 'site_settings', 'setting', 'key'),
    subscribers: tableRepository(client, 'newsletter_subscribers', 'subscriber'),
    quizLeads: tableRepository(client, 'quiz_leads', 'quiz lead'),
    campaigns: tableRepository(client, 'email_campaigns', 'campaign'),
    deliveries: tableRepository(client, 'email_deliveries', 'delivery'),
    workflows: tableRepository(client, 'automation_workflows', 'workflow'),
    contentPlans: tableRepository(client, 'content_plans', 'content plan'),
    jobs: tableRepository(client, 'automation_jobs', 'job'),
    jobRuns: tableRepository(client, 'automation_job_runs', 'job run'),
    automationErrors: tableRepository(client, 'automation_errors', 'error'),
    usage: tableRepository(client, 'ai_usage', 'usage record'),
    auditLog: tableRepository(client, 'audit_log', 'audit entry'),
    profiles: profilesRepository(client),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

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
