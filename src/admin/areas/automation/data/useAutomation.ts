import { useMemo } from 'react';
import { useAdmin } from '@/admin/context';
import { getBrowserClient } from '@/lib/supabase/client';
import { requestGeneration } from '@/lib/generator/client';
import { createLocalAutomation } from './local';
import { createSupabaseAutomation } from './supabase';
import type { AutomationRepository } from './repository';

/** The automation repository for the admin's mode (chosen by data.kind: Supabase or the local preview, docs/decisions.md#the-local-preview-is-opt-in-and-never-in-production). */
export function useAutomation(): AutomationRepository {
  const { data } = useAdmin();
  return useMemo(() => {
    if (data.kind === 'supabase') {
      const client = getBrowserClient();
      if (!client) throw new Error('The Supabase backend is not configured for this site.');
      return createSupabaseAutomation(client);
    }
    return createLocalAutomation({
      articles: data.articles,
      generate: (request, onProgress) =>
        requestGeneration(request, {
          onEvent: (event) => {
            if (event.type === 'progress') onProgress(`${event.message} (${event.progress}%)`);
          },
        }),
    });
  }, [data]);
}
