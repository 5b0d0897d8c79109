import { useEffect, useState } from 'react';
import { useAdmin } from '../../context';
import { getBrowserClient } from '../../../lib/supabase/client';

/** The Supabase session's access token for /api calls; null in the local preview. */
export async function accessTokenFor(kind: 'local-preview' | 'supabase'): Promise<string | null> {
  if (kind !== 'supabase') return null;
  const client = getBrowserClient();
  if (!client) return null;
  const { data } = await client.auth.getSession();
  return data.session?.access_token ?? null;
}

export type ProviderState =
  | { state: 'checking' }
  | { state: 'configured' }
  | { state: 'missing' }
  | { state: 'unknown'; error: string };

/** Whether the server has an AI provider key (GET /api/admin-status; never the key itself). */
export function useProviderState(): ProviderState {
  const { data } = useAdmin();
  const [state, setState] = useState<ProviderState>({ state: 'checking' });
  useEffect(() => {
    let live = true;
    data.serviceStatus(false).then(
      (status) => live && setState({ state: status.ai.configured ? 'configured' : 'missing' }),
      (error: unknown) =>
        live &&
        setState({
          state: 'unknown',
          error: error instanceof Error ? error.message : 'The status function did not answer.',
        }),
    );
    return () => {
      live = false;
    };
  }, [data]);
  return state;
}
