import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { getJson } from '@/lib/http/api-client';
import { adminDateTime } from '@/lib/admin/dates';
import type { KeptConsent, KeptSignups } from '@/lib/signups/embedded-list';
import { answerLines } from '@/lib/signups/answer-lines';
import { loadError } from '@/admin/data/queries';
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
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="mb-2 text-left font-semibold text-star-50">Newsletter sign-ups</caption>
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
              <th scope="col" className="hidden py-2 sm:table-cell">
                Signed up
              </th>
            </tr>
          </thead>
          <tbody>
            {subscribers.length === 0 && (
              <tr>
                <td colSpan={4} className="py-2 text-star-300">
                  Nobody has signed up on this server yet.
                </td>
              </tr>
            )}
            {subscribers.map((row) => (
              <tr key={row.email} className="border-t border-night-700">
                <td className="py-2 pr-3">
                  <EmailAddress email={row.email} />
                  <span className="mt-1 block text-xs text-star-300 sm:hidden">
                    {row.source} · <span className="capitalize">{row.status}</span> ·{' '}
                    {adminDateTime(row.createdAt)}
                  </span>
                  <ConsentNote consent={row.consent} confirmedAt={row.confirmedAt} />
                </td>
                <td className="hidden py-2 pr-3 sm:table-cell">{row.source}</td>
                <td className="hidden py-2 pr-3 capitalize sm:table-cell">{row.status}</td>
                <td className="hidden py-2 sm:table-cell">{adminDateTime(row.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="mb-2 text-left font-semibold text-star-50">Quiz leads</caption>
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
              <th scope="col" className="hidden py-2 sm:table-cell">
                Last answered
              </th>
            </tr>
          </thead>
          <tbody>
            {leads.length === 0 && (
              <tr>
                <td colSpan={4} className="py-2 text-star-300">
                  Nobody has finished the quiz on this server yet.
                </td>
              </tr>
            )}
            {leads.map((row) => {
              const lines = answerLines(row.answers);
              return (
                <Fragment key={row.email}>
                  <tr className="border-t border-night-700 align-top">
                    <td className="py-2 pr-3">
                      <EmailAddress email={row.email} />
                      <span className="mt-1 block text-xs text-star-300 sm:hidden">
                        {row.source} · <span className="capitalize">{row.status}</span> ·{' '}
                        {adminDateTime(row.updatedAt)}
                      </span>
                      <ConsentNote consent={row.consent} confirmedAt={row.confirmedAt} />
                    </td>
                    <td className="hidden py-2 pr-3 sm:table-cell">{row.source}</td>
                    <td className="hidden py-2 pr-3 capitalize sm:table-cell">{row.status}</td>
                    <td className="hidden py-2 sm:table-cell">{adminDateTime(row.updatedAt)}</td>
                  </tr>
                  <tr>
                    <td colSpan={4} className="pb-3">
                      <details>
                        <summary className="cursor-pointer text-star-200">
                          {lines.length} {lines.length === 1 ? 'answer' : 'answers'}
                          <span className="sr-only"> of {row.email}</span>
                        </summary>
                        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                          {lines.map((line) => (
                            <div key={line.key} className="contents">
                              <dt className="text-star-300">{line.key}</dt>
                              <dd>{line.value}</dd>
                            </div>
                          ))}
                        </dl>
                        {row.pendingAnswers && (
                          <p className="mt-2 text-xs text-star-300">
                            Newer answers wait for this address to confirm them:{' '}
                            {answerLines(row.pendingAnswers)
                              .map((line) => `${line.key}: ${line.value}`)
                              .join('; ')}
                          </p>
                        )}
                      </details>
                    </td>
                  </tr>
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
      <OutboxList messages={kept.outbox} total={totals.outbox} />
    </>
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
