import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useAdmin } from '@/admin/context';
import { loadError } from '@/admin/data/queries';
import { useSave } from '@/admin/ui/useSave';
import { emailKeys, emailQueries } from './data/queries';
import { EmailAddress } from './EmailAddress';
import { Spinner } from '@/admin/ui/Spinner';
import { DataTable } from '@/admin/ui/DataTable';
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
        // A page of the list, in the list's order: its columns do not sort, which would reorder
        // only this page. On a phone the source, status and date fold under the address.
        <DataTable
          caption="Subscribers"
          captionHidden
          rows={view.rows}
          rowKey={(member) => member.key}
          empty="Nobody matches these filters."
          columns={[
            { header: 'E-mail', cell: (member) => <EmailAddress email={member.email} /> },
            {
              header: 'Source',
              cell: (member) => (
                <>
                  {sourceLabel(member.source)}
                  {member.quizLead && !member.source.startsWith('quiz') && (
                    <span className="block text-xs text-star-300">also took the quiz</span>
                  )}
                </>
              ),
              folds: true,
            },
            { header: 'Status', cell: (member) => <MemberStatusBadge status={member.status} />, folds: true },
            {
              header: 'Joined',
              cell: (member) => adminDate(member.joinedAt),
              folds: true,
              className: 'whitespace-nowrap text-star-200',
            },
            {
              header: 'Actions',
              headerHidden: true,
              className: 'text-right',
              cell: (member) =>
                member.status === 'subscribed' && (
                  <button
                    type="button"
                    className="btn btn-ghost text-sm"
                    disabled={unsubscribing.busy}
                    onClick={() => unsubscribe(member)}
                  >
                    Unsubscribe<span className="sr-only"> {member.email}</span>
                  </button>
                ),
            },
          ]}
        />
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
