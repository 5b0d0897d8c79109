import { useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/http/api-client';
import { adminDateTime } from '@/lib/admin/dates';
import type { KeptConsent, KeptLead, KeptSignups, KeptSubscriber } from '@/lib/signups/embedded-list';
import { answerLines } from '@/lib/signups/answer-lines';
import { loadError } from '@/admin/data/queries';
import { DataTable, type Column } from '@/admin/ui/DataTable';
import { EmailAddress } from './EmailAddress';
import { OutboxList } from './OutboxList';

type Reply = ({ available: true } & KeptSignups) | { available: false };

/**
 * The local preview's view of the embedded store (docs/signups.md): the newsletter sign-ups and
 * quiz leads visitors gave this `npm start` server, kept in its database on disk, each pending
 * until confirmed, with the consent it was given under, and the outbox of confirmation messages.
 * The sample people of the tabs below live in this browser; these are real, and survive a restart.
 */
export function KeptOnThisServer() {
  const kept = useQuery({
    queryKey: ['embedded-signups'],
    queryFn: ({ signal }) => getJson<Reply>('/api/embedded-signups', { signal }),
  });

  return (
    <section
      className="card grid gap-4 p-4 sm:p-5"
      aria-labelledby="kept-heading"
      data-testid="kept-on-server"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="kept-heading" className="text-xl">
          Kept by this server
        </h2>
        <button
          type="button"
          className="btn btn-ghost text-sm"
          onClick={() => void kept.refetch()}
          disabled={kept.isFetching}
        >
          {kept.isFetching ? 'Refreshing…' : 'Refresh'}
        </button>
      </div>
      {kept.error ? (
        <p role="alert">{loadError(kept.error, 'The list could not be read from this server.')}</p>
      ) : !kept.data ? (
        <p role="status">Reading the embedded store…</p>
      ) : !kept.data.available ? (
        <p className="text-star-200">This server keeps no sign-ups of its own: they go to Supabase.</p>
      ) : (
        <KeptLists kept={kept.data} />
      )}
    </section>
  );
}

function KeptLists({ kept }: { kept: KeptSignups }) {
  const { subscribers, leads, totals } = kept;
  return (
    <>
      <p className="text-sm text-star-200">
        What visitors gave this machine&apos;s <code>npm start</code>: {totals.subscribers}{' '}
        {totals.subscribers === 1 ? 'newsletter sign-up' : 'newsletter sign-ups'} and {totals.leads}{' '}
        {totals.leads === 1 ? 'quiz lead' : 'quiz leads'}, kept in its embedded database so they survive a
        restart (newest first). Each stays pending until its address is confirmed from the link we send.
      </p>
      <DataTable
        caption="Newsletter sign-ups"
        rows={subscribers}
        rowKey={(row) => row.email}
        empty="Nobody has signed up on this server yet."
        columns={[
          ...keptColumns<KeptSubscriber>(),
          {
            header: 'Signed up',
            cell: (row) => adminDateTime(row.createdAt),
            sortBy: (row) => row.createdAt,
            folds: true,
          },
        ]}
      />
      <DataTable
        caption="Quiz leads"
        rows={leads}
        rowKey={(row) => row.email}
        empty="Nobody has finished the quiz on this server yet."
        columns={[
          ...keptColumns<KeptLead>(),
          {
            header: 'Last answered',
            cell: (row) => adminDateTime(row.updatedAt),
            sortBy: (row) => row.updatedAt,
            folds: true,
          },
        ]}
        detail={(row) => <LeadAnswers lead={row} />}
      />
      <OutboxList messages={kept.outbox} total={totals.outbox} />
    </>
  );
}

/** The address (with its consent), source and status every kept row has; on a phone the last two fold. */
function keptColumns<Row extends KeptSubscriber | KeptLead>(): Column<Row>[] {
  return [
    {
      header: 'E-mail',
      cell: (row) => (
        <>
          <EmailAddress email={row.email} />
          <ConsentNote consent={row.consent} confirmedAt={row.confirmedAt} />
        </>
      ),
      sortBy: (row) => row.email,
    },
    { header: 'Source', cell: (row) => row.source, sortBy: (row) => row.source, folds: true },
    {
      header: 'Status',
      cell: (row) => <span className="capitalize">{row.status}</span>,
      sortBy: (row) => row.status,
      folds: true,
    },
  ];
}

/** A lead's quiz answers, folded away until asked for. */
function LeadAnswers({ lead }: { lead: KeptLead }) {
  const lines = answerLines(lead.answers);
  return (
    <details>
      <summary className="cursor-pointer text-star-200">
        {lines.length} {lines.length === 1 ? 'answer' : 'answers'}
        <span className="sr-only"> of {lead.email}</span>
      </summary>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        {lines.map((line) => (
          <div key={line.key} className="contents">
            <dt className="text-star-300">{line.key}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
      </dl>
      {lead.pendingAnswers && (
        <p className="mt-2 text-xs text-star-300">
          Newer answers wait for this address to confirm them:{' '}
          {answerLines(lead.pendingAnswers)
            .map((line) => `${line.key}: ${line.value}`)
            .join('; ')}
        </p>
      )}
    </details>
  );
}

/** Under what consent a row was kept, and when it was confirmed. */
function ConsentNote({ consent, confirmedAt }: { consent: KeptConsent; confirmedAt: string | null }) {
  return (
    <span className="mt-1 block text-xs text-star-300" title={consent.text}>
      Consent {consent.version}, {adminDateTime(consent.at)}
      {confirmedAt ? ` · confirmed ${adminDateTime(confirmedAt)}` : ' · not confirmed'}
    </span>
  );
}
