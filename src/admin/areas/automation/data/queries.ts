import { queryOptions } from '@tanstack/react-query';
import type { AutomationRepository } from './repository';

/**
 * The automation area's reads (see src/admin/data/queries.ts for the pattern). Every change here
 * (a run, a retry, a plan) invalidates the whole `automation` prefix: a run touches jobs, runs,
 * errors, usage and the audit log at once.
 */
export const automationKeys = { all: ['automation'] } as const;

const read = <T>(name: string, load: (signal: AbortSignal) => Promise<T>) =>
  queryOptions({ queryKey: [...automationKeys.all, name], queryFn: ({ signal }) => load(signal) });

export const automationQueries = {
  plans: (repo: AutomationRepository) => read('plans', (signal) => repo.listPlans({ signal })),
  jobs: (repo: AutomationRepository) => read('jobs', (signal) => repo.listJobs({ signal })),
  runs: (repo: AutomationRepository) => read('runs', (signal) => repo.listRuns({ signal })),
  errors: (repo: AutomationRepository) => read('errors', (signal) => repo.listErrors({ signal })),
  workflows: (repo: AutomationRepository) => read('workflows', (signal) => repo.listWorkflows({ signal })),
  usage: (repo: AutomationRepository) => read('usage', (signal) => repo.listUsage({ signal })),
  audit: (repo: AutomationRepository, limit: number) =>
    queryOptions({
      queryKey: [...automationKeys.all, 'audit', limit],
      queryFn: ({ signal }) => repo.listAudit(limit, { signal }),
    }),
  settings: (repo: AutomationRepository) => read('settings', (signal) => repo.loadSettings({ signal })),
  serverKeys: (repo: AutomationRepository) => read('server-keys', (signal) => repo.serverKeys({ signal })),
};
