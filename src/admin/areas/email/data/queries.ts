import { queryOptions } from '@tanstack/react-query';
import type { AdminData } from '@/admin/data/interfaces';
import type { EmailRepository } from './repository';

/** The e-mail area's reads (see src/admin/data/queries.ts for the pattern). */
export const emailKeys = {
  members: ['email', 'members'],
  campaigns: ['email', 'campaigns'],
  sending: ['email', 'sending'],
} as const;

export const emailQueries = {
  /**
   * Everyone on the list (newsletter and quiz). The dashboard's Subscribers figure is this same
   * read, so it asks with the admin's data layer: the area's repositories load only when asked.
   */
  members: (data: Pick<AdminData, 'kind'>) =>
    queryOptions({
      queryKey: emailKeys.members,
      queryFn: async ({ signal }) =>
        (await import('./index')).emailRepositoryFor(data).listMembers({ signal }),
    }),
  campaigns: (repository: EmailRepository) =>
    queryOptions({
      queryKey: emailKeys.campaigns,
      queryFn: ({ signal }) => repository.listCampaigns({ signal }),
    }),
  /** Whether the sending function has a provider (never its key). */
  sending: (repository: EmailRepository) =>
    queryOptions({
      queryKey: emailKeys.sending,
      queryFn: ({ signal }) => repository.sendingStatus({ signal }),
    }),
};
