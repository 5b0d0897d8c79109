import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf, useAdmin } from '@/admin/context';
import { loadError, useInvalidate } from '@/admin/data/queries';
import { emailKeys, emailQueries } from './data/queries';
import { Spinner } from '@/admin/ui/Spinner';
import { showToast } from '@/lib/toast/store';
import { recipientsFor } from '@/lib/email/audience';
import { audienceLabel, sendProblem, type Campaign, type CampaignStatus } from '@/lib/email/campaign';
import type { EmailRepository } from './data/repository';
import { CampaignEditor } from './CampaignEditor';
import { SendProgressView, type SendState } from './SendProgress';
import { ActionButton } from '@/admin/ui/ActionButton';
import { useSave } from '@/admin/ui/useSave';
import { adminDateTime } from '@/lib/admin/dates';

const STATUS_STYLE: Record<CampaignStatus, string> = {
  draft: 'border-night-600 text-star-200',
  scheduled: 'border-violet-400 text-violet-400',
  sending: 'border-gold-400 text-gold-400',
  sent: 'border-success-500 text-success-500',
  failed: 'border-rose-400 text-rose-400',
};
/** How often in a row the provider may ask us to wait before the screen stops and says so. */
const MAX_WAITS = 5;
const RESULTS_SHOWN = 100;
const SEND_BLOCKED_ID = 'email-send-blocked';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Campaign drafts, their status and counts, and sending them with live progress. */
export function CampaignsPanel({ repository }: { repository: EmailRepository }) {
  const { data } = useAdmin();
  const campaigns = useQuery(emailQueries.campaigns(repository));
  const members = useQuery(emailQueries.members(data));
  const sending = useQuery(emailQueries.sending(repository));
  const invalidate = useInvalidate();
  const reloadCampaigns = () => invalidate(emailKeys.campaigns);
  const [editing, setEditing] = useState<Campaign | 'new' | null>(null);
  const [send, setSend] = useState<SendState | null>(null);

  const removing = useSave({
    save: (campaign: Campaign) => repository.removeCampaign(campaign.id),
    invalidates: [emailKeys.campaigns],
    saved: 'Campaign deleted',
    failed: 'Not deleted',
  });
  const remove = (campaign: Campaign) => {
    if (window.confirm(`Delete the campaign “${campaign.subject}”? Its delivery records go with it.`))
      void removing.run(campaign);
  };

  const start = async (campaign: Campaign) => {
    const count = recipientsFor(members.data ?? [], campaign.audience).length;
    const problem = sendProblem(campaign, campaign.status === 'sending' ? Math.max(count, 1) : count);
    if (problem) return showToast({ title: 'Not sent', description: problem, variant: 'destructive' });
    const verb = campaign.status === 'sending' ? 'Carry on sending' : 'Send';
    if (
      !window.confirm(
        `${verb} “${campaign.subject}” to ${count} subscribed ${count === 1 ? 'address' : 'addresses'}? A sent e-mail cannot be taken back.`,
      )
    )
      return;

    let state: SendState = {
      campaignId: campaign.id,
      subject: campaign.subject,
      total: count,
      sent: campaign.sentCount,
      failed: campaign.failedCount,
      results: [],
      notice: null,
      error: null,
      finished: false,
    };
    setSend(state);
    let current: Campaign = campaign;
    let waits = 0;
    for (;;) {
      try {
        const step = await repository.sendNextBatch(current);
        current = { ...current, status: 'sending' };
        state = {
          ...state,
          total: step.total,
          sent: step.sent,
          failed: step.failed,
          results: [...step.results, ...state.results].slice(0, RESULTS_SHOWN),
          notice: step.retryAfterSeconds
            ? `The e-mail provider asked us to wait; carrying on in ${step.retryAfterSeconds} seconds.`
            : null,
        };
        setSend(state);
        if (step.done) {
          state = { ...state, finished: true };
          showToast({ title: 'Campaign sent', description: `${step.sent} sent, ${step.failed} failed.` });
          break;
        }
        if (step.retryAfterSeconds) {
          waits += 1;
          if (waits > MAX_WAITS) {
            state = {
              ...state,
              finished: true,
              error: `The e-mail provider kept asking us to wait, so ${step.remaining} addresses are still to send. Press Send again later to carry on.`,
            };
            break;
          }
          await sleep(step.retryAfterSeconds * 1000);
        } else {
          waits = 0;
        }
      } catch (caught) {
        state = { ...state, finished: true, error: messageOf(caught, 'The campaign could not be sent.') };
        break;
      }
    }
    setSend(state);
    await reloadCampaigns();
  };

  if (editing) {
    return (
      <CampaignEditor
        repository={repository}
        campaign={editing === 'new' ? null : editing}
        members={members.data ?? []}
        onDone={() => setEditing(null)}
      />
    );
  }
  if (campaigns.error) return <p role="alert">{loadError(campaigns.error)}</p>;
  if (!campaigns.data) return <Spinner label="Loading campaigns…" />;

  const busy = send !== null && !send.finished;
  // Without a provider, Send says why up front instead of failing after its confirmation.
  const sendBlocked = sending.data?.configured === false;
  return (
    <div className="grid gap-4">
      {sendBlocked && (
        <p id={SEND_BLOCKED_ID} role="status" className="card border-rose-400 p-4 text-sm text-star-100">
          {sending.data?.message ?? 'Sending e-mail is not configured on this site.'} Drafts can still be
          written and saved; Send works once it is set.
        </p>
      )}
      <div>
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => setEditing('new')}>
          New campaign
        </button>
      </div>
      {send && <SendProgressView state={send} onClose={() => setSend(null)} />}
      {campaigns.data.length === 0 ? (
        <p className="text-star-200">No campaigns yet. Write the first one with New campaign.</p>
      ) : (
        <ul className="grid gap-3" aria-label="Campaigns">
          {campaigns.data.map((campaign) => (
            <li key={campaign.id} className="card grid gap-2 p-4">
              <div className="flex flex-wrap items-center gap-2">
                <h2 className="font-display text-lg text-star-50">{campaign.subject}</h2>
                <span
                  className={`inline-block rounded-full border px-2 py-0.5 text-xs font-semibold capitalize ${STATUS_STYLE[campaign.status]}`}
                >
                  {campaign.status}
                </span>
              </div>
              <p className="text-sm text-star-300">
                {audienceLabel(campaign.audience.sources)}
                {campaign.status !== 'draft' &&
                  ` · ${campaign.sentCount} sent, ${campaign.failedCount} failed of ${campaign.recipientsCount}`}
                {campaign.sentAt && ` · finished ${adminDateTime(campaign.sentAt)}`}
              </p>
              {campaign.lastError && (
                <p className="text-sm text-rose-400">Last problem: {campaign.lastError}</p>
              )}
              <div className="flex flex-wrap gap-2">
                {(campaign.status === 'draft' || campaign.status === 'failed') && (
                  <button
                    type="button"
                    className="btn btn-ghost text-sm"
                    disabled={busy}
                    onClick={() => setEditing(campaign)}
                  >
                    Edit<span className="sr-only"> {campaign.subject}</span>
                  </button>
                )}
                {campaign.status !== 'sent' && (
                  <ActionButton
                    className="btn btn-primary text-sm"
                    disabled={busy}
                    blockedBy={sendBlocked ? SEND_BLOCKED_ID : null}
                    onClick={() => void start(campaign)}
                  >
                    {campaign.status === 'sending' ? 'Carry on sending' : 'Send'}
                    <span className="sr-only"> {campaign.subject}</span>
                  </ActionButton>
                )}
                {campaign.status !== 'sending' && (
                  <button
                    type="button"
                    className="btn btn-ghost text-sm"
                    disabled={busy || removing.busy}
                    onClick={() => remove(campaign)}
                  >
                    Delete<span className="sr-only"> {campaign.subject}</span>
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
