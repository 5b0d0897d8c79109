import { queryOptions } from '@tanstack/react-query';
import type { EmailRepository } from './repository';

/** The e-mail area's reads (see src/admin/data/queries.ts for the pattern). */
export const emailKeys = {
  members: ['email', 'members'],
  campaigns: ['email', 'campaigns'],
  sending: ['email', 'sending'],
} as const;

export const emailQueries = {
  members: (repository: EmailRepository) =>
    queryOptions({
      queryKey: emailKeys.members,
      queryFn: ({ signal }) => repository.listMembers({ signal }),
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
