import { useQuery } from '@tanstack/react-query';
import { useAdmin } from '@/admin/context';
import { adminQueries, loadError } from '@/admin/data/queries';

export type ProviderState =
  | { state: 'checking' }
  | { state: 'configured' }
  | { state: 'missing' }
  | { state: 'unknown'; error: string };

/** Whether the server has an AI provider key (GET /api/admin-status; never the key itself). */
export function useProviderState(): ProviderState {
  const { data } = useAdmin();
  const status = useQuery(adminQueries.serviceStatus(data));
  if (status.data) return { state: status.data.ai.configured ? 'configured' : 'missing' };
  if (status.error)
    return { state: 'unknown', error: loadError(status.error, 'The status function did not answer.') };
  return { state: 'checking' };
}
