import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useAdmin } from '@/admin/context';
import { loadError } from '@/admin/data/queries';
import { useSave } from '@/admin/ui/useSave';
import { emailKeys, emailQueries } from './data/queries';
import { EmailAddress } from './EmailAddress';
import { Spinner } from '@/admin/ui/Spinner';
import { showToast } from '@/lib/toast/store';
import {
  audienceCounts,
  filterMembers,
  MEMBER_STATUSES,
  pageOf,
  sourceLabel,
  sourcesOf,
  type AudienceMember,
  type MemberStatus,
} from '@/lib/email/audience';
import { subscribersCsv, subscribersCsvName } from '@/lib/email/subscribers-csv';
import type { EmailRepository } from './data/repository';
import { downloadText } from './download';
import { adminDate } from '@/lib/admin/dates';

const PAGE_SIZE = 20;

const STATUS_STYLE: Record<MemberStatus, string> = {
  pending: 'border-gold-300 text-gold-300',
  subscribed: 'border-success-500 text-success-500',
  unsubscribed: 'border-night-600 text-star-300',
  bounced: 'border-rose-400 text-rose-400',
};

/** A subscriber's status as a coloured pill. */
function MemberStatusBadge({ status }: { status: MemberStatus }) {
  return (
    <span
      className={`inline-block rounded-full border px-2 py-0.5 text-xs font-semibold capitalize ${STATUS_STYLE[status]}`}
    >
      {status}
    </span>
  );
}

/** Everyone from the newsletter and the quiz: search, filter, page, unsubscribe, export. */
export function SubscribersPanel({ repository }: { repository: EmailRepository }) {
  const { data } = useAdmin();
  const members = useQuery(emailQueries.members(data));
  const [search, setSearch] = useState('');
  const [source, setSource] = useState('');
  const [status, setStatus] = useState<MemberStatus | ''>('');
  const [page, setPage] = useState(1);

  const all = useMemo(() => members.data ?? [], [members.data]);
  const view = useMemo(
    () => pageOf(all, { search, source, status, page, pageSize: PAGE_SIZE }),
    [all, search, source, status, page],
  );
  const counts = audienceCounts(all);

  const change = (apply: () => void) => {
    apply();
    setPage(1);
  };

  const unsubscribing = useSave({
    save: async (member: AudienceMember) => {
      await repository.unsubscribe(member);
      return member;
    },
    invalidates: [emailKeys.members],
    saved: (member) => ({ title: 'Unsubscribed', description: member.email }),
    failed: 'Not unsubscribed',
  });
  const unsubscribe = (member: AudienceMember) => {
    if (
      window.confirm(
        `Unsubscribe ${member.email}? No campaign will be sent to this address again unless they sign up anew.`,
      )
    )
      void unsubscribing.run(member);
  };

  const exportCsv = () => {
    const rows = filterMembers(all, { search, source, status });
    downloadText(subscribersCsvName(), subscribersCsv(rows));
    showToast({
      title: 'Export ready',
      description: `${rows.length} ${rows.length === 1 ? 'address' : 'addresses'} in the CSV file.`,
    });
  };

  if (members.error) return <p role="alert">{loadError(members.error)}</p>;
  if (!members.data) return <Spinner label="Loading subscribers…" />;

  return (
    <div className="grid gap-4">
      <p className="text-star-200">
        {counts.people} {counts.people === 1 ? 'person' : 'people'} on the list, {counts.subscribed}{' '}
        subscribed.
      </p>
      <form
        className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end"
        role="search"
        onSubmit={(event) => event.preventDefault()}
      >
        <label className="grid gap-1">
          <span>Search</span>
          <input
            className="field"
            type="search"
            value={search}
            placeholder="E-mail or source"
            onChange={(e) => change(() => setSearch(e.target.value))}
          />
        </label>
        <label className="grid gap-1">
          <span>Source</span>
          <select className="field" value={source} onChange={(e) => change(() => setSource(e.target.value))}>
            <option value="">All sources</option>
            {sourcesOf(all).map((tag) => (
              <option key={tag} value={tag}>
                {sourceLabel(tag)}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1">
          <span>Status</span>
          <select
            className="field"
            value={status}
            onChange={(e) => change(() => setStatus(e.target.value as MemberStatus | ''))}
          >
            <option value="">All statuses</option>
            {MEMBER_STATUSES.map((entry) => (
              <option key={entry} value={entry}>
                {entry.charAt(0).toUpperCase() + entry.slice(1)}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="btn btn-ghost" onClick={exportCsv} disabled={view.total === 0}>
          Export CSV
        </button>
      </form>

      <p className="text-sm text-star-300" aria-live="polite">
        {view.total === 0
          ? 'Nobody matches these filters.'
          : `Showing ${(view.page - 1) * PAGE_SIZE + 1}–${(view.page - 1) * PAGE_SIZE + view.rows.length} of ${view.total}.`}
      </p>

      {view.rows.length > 0 && (
        // On a phone the source, status and date go under the address, so nothing scrolls sideways.
        <div className="min-w-0">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Subscribers</caption>
            <thead className="text-star-300">
              <tr>
                <th scope="col" className="py-2 pr-3">
                  E-mail
                </th>
                <th scope="col" className="hidden py-2 pr-3 sm:table-cell">
                  Source
                </th>
                <th scope="col" className="hidden py-2 pr-3 sm:table-cell">
                  Status
                </th>
                <th scope="col" className="hidden py-2 pr-3 sm:table-cell">
                  Joined
                </th>
                <th scope="col" className="py-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {view.rows.map((member) => (
                <tr key={member.key} className="border-t border-night-700">
                  <td className="py-2 pr-3">
                    <EmailAddress email={member.email} />
                    <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-star-300 sm:hidden">
                      <span>{sourceLabel(member.source)}</span>
                      <MemberStatusBadge status={member.status} />
                      <span className="whitespace-nowrap">joined {adminDate(member.joinedAt)}</span>
                    </span>
                  </td>
                  <td className="hidden py-2 pr-3 sm:table-cell">
                    {sourceLabel(member.source)}
                    {member.quizLead && !member.source.startsWith('quiz') && (
                      <span className="block text-xs text-star-300">also took the quiz</span>
                    )}
                  </td>
                  <td className="hidden py-2 pr-3 sm:table-cell">
                    <MemberStatusBadge status={member.status} />
                  </td>
                  <td className="hidden py-2 pr-3 whitespace-nowrap sm:table-cell">
                    {adminDate(member.joinedAt)}
                  </td>
                  <td className="py-2 text-right">
                    {member.status === 'subscribed' && (
                      <button
                        type="button"
                        className="btn btn-ghost text-sm"
                        disabled={unsubscribing.busy}
                        onClick={() => unsubscribe(member)}
                      >
                        Unsubscribe<span className="sr-only"> {member.email}</span>
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {view.pageCount > 1 && (
        <nav aria-label="Subscriber pages" className="flex items-center gap-3">
          <button
            type="button"
            className="btn btn-ghost"
            disabled={view.page <= 1}
            onClick={() => setPage(view.page - 1)}
          >
            Previous
          </button>
          <span>
            Page {view.page} of {view.pageCount}
          </span>
          <button
            type="button"
            className="btn btn-ghost"
            disabled={view.page >= view.pageCount}
            onClick={() => setPage(view.page + 1)}
          >
            Next
          </button>
        </nav>
      )}
    </div>
  );
}
