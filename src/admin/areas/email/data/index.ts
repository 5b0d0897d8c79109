import { getBrowserClient } from '@/lib/supabase/client';
import type { AdminData } from '@/admin/data/interfaces';
import { localEmailRepository } from './local';
import type { EmailRepository } from './repository';
import { supabaseEmailRepository } from './supabase';

/** The repository that matches the admin's data layer (Supabase or the local preview, docs/decisions.md#the-local-preview-is-opt-in-and-never-in-production). */
export function emailRepositoryFor(data: Pick<AdminData, 'kind'>): EmailRepository {
  if (data.kind === 'supabase') {
    const client = getBrowserClient();
    if (client) return supabaseEmailRepository(client);
  }
  return localEmailRepository();
}
