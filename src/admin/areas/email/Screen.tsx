import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { Match } from '@/admin/routes';
import { useAdmin } from '@/admin/context';
import { emailRepositoryFor } from './data';
import { SubscribersPanel } from './SubscribersPanel';
import { CampaignsPanel } from './CampaignsPanel';
import { SAMPLE_DOMAIN } from './data/seed';
import { confirmLeave } from '@/admin/router';
import { KeptOnThisServer } from './KeptOnThisServer';

const TABS = [
  { id: 'subscribers', label: 'Subscribers' },
  { id: 'campaigns', label: 'Campaigns' },
] as const;
type TabId = (typeof TABS)[number]['id'];

/** /admin/email-marketing: the people on the list, and the campaigns sent to them. */
export default function Screen(_props: { match: Match }) {
  const { data } = useAdmin();
  const repository = useMemo(() => emailRepositoryFor(data), [data]);
  const [tab, setTab] = useState<TabId>('subscribers');
  const tabRefs = useRef<Record<TabId, HTMLButtonElement | null>>({ subscribers: null, campaigns: null });

  // Arrow keys move between tabs (WAI-ARIA tabs pattern); Tab goes into the panel.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (
      event.key !== 'ArrowRight' &&
      event.key !== 'ArrowLeft' &&
      event.key !== 'Home' &&
      event.key !== 'End'
    )
      return;
    event.preventDefault();
    const index = TABS.findIndex((entry) => entry.id === tab);
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? TABS.length - 1
          : (index + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length;
    const id = TABS[next]!.id;
    if (!confirmLeave()) return; // an open campaign draft goes with the tab
    setTab(id);
    tabRefs.current[id]?.focus();
  };

  return (
    <div className="grid gap-6">
      {repository.kind === 'local-preview' && (
        <p className="card border-violet-400 p-4 text-sm text-star-200">
          Local preview: the people listed here are samples on {SAMPLE_DOMAIN}, kept in this browser only.
          Sending goes through the real sending function, which needs an e-mail provider configured on this
          machine.
        </p>
      )}
      {repository.kind === 'local-preview' && <KeptOnThisServer />}
      <div role="tablist" aria-label="E-mail marketing" className="flex gap-2 border-b border-night-600">
        {TABS.map((entry) => (
          <button
            key={entry.id}
            ref={(element) => {
              tabRefs.current[entry.id] = element;
            }}
            type="button"
            role="tab"
            id={`email-tab-${entry.id}`}
            aria-selected={tab === entry.id}
            aria-controls={`email-panel-${entry.id}`}
            tabIndex={tab === entry.id ? 0 : -1}
            className={`-mb-px border-b-2 px-4 py-2 font-semibold ${tab === entry.id ? 'border-gold-400 text-star-50' : 'border-transparent text-star-300 hover:text-star-100'}`}
            onClick={() => entry.id !== tab && confirmLeave() && setTab(entry.id)}
            onKeyDown={onKeyDown}
          >
            {entry.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`email-panel-${tab}`} aria-labelledby={`email-tab-${tab}`}>
        {tab === 'subscribers' ? (
          <SubscribersPanel repository={repository} />
        ) : (
          <CampaignsPanel repository={repository} />
        )}
      </div>
    </div>
  );
}
