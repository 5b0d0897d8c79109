import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { deployHookNote } from '../lib/publishing';
import { useAdmin, messageOf } from '../context';
import { Spinner } from '../ui/Spinner';
import { showToast } from '../../lib/toast/store';
import type { SiteSettings } from '../data/types';
import { adminKeys, adminQueries, loadError, useInvalidate } from '../data/queries';
import { settingFieldError } from '../../lib/site-settings/rules';
import { announceChange } from '../ui/announce-change';
import { useLeaveGuard } from '../ui/useLeaveGuard';

const LABELS: Record<string, string> = {
  seekers: 'People who used the site',
  moreConfidentPercent: 'Feel more confident (%)',
  discoveredSomethingPercent: 'Discovered something new (%)',
  scepticalNowDailyPercent: 'Sceptics now daily users (%)',
  quizAccuracyPercent: 'Quiz accuracy (%)',
  joinedToday: 'Joined today',
  seenSoulmateToday: 'Saw their soulmate today',
  trustedBy: 'Trusted by',
  rating: 'Rating',
  reviewCount: 'Review count',
  helpAccuracyPercent: 'Help center accuracy (%)',
  url: 'Portal',
  quizUrl: 'Portal quiz',
  signInUrl: 'Portal sign-in',
  cancelUrl: 'Cancel subscription',
  checkoutUrl: 'Checkout',
  astrocartographyQuizUrl: 'Astrocartography quiz',
  instagram: 'Instagram profile',
  tiktok: 'TikTok profile',
  facebook: 'Facebook profile',
  pinterest: 'Pinterest profile',
  x: 'X profile',
  youtube: 'YouTube profile',
};

type SettingGroup = 'figures' | 'portal' | 'social';
const GROUPS: readonly SettingGroup[] = ['figures', 'portal', 'social'];

/** Site settings the team may change, the deploy hook's state and the AI provider's status. */
export function SettingsScreen() {
  const { data } = useAdmin();
  const settings = useQuery(adminQueries.settings(data));
  return (
    <div className="grid max-w-3xl gap-6">
      {settings.error ? (
        <p role="alert">Settings did not load: {loadError(settings.error)}</p>
      ) : !settings.data ? (
        <Spinner label="Loading settings…" />
      ) : (
        <SettingsForm initial={settings.data} />
      )}
      <ServicesPanel />
    </div>
  );
}

function SettingsForm({ initial }: { initial: SiteSettings }) {
  const { data } = useAdmin();
  const invalidate = useInvalidate();
  const [settings, setSettings] = useState(initial);
  const [saving, setSaving] = useState(false);
  // What was last saved; the form holds unsaved work while it differs.
  const [saved, setSaved] = useState(initial);
  useLeaveGuard(JSON.stringify(settings) !== JSON.stringify(saved));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    for (const key of GROUPS) {
      for (const [field, value] of Object.entries(settings[key])) {
        const problem = settingFieldError(key, field, value);
        if (problem)
          return showToast({
            title: 'Settings not saved',
            description: `${LABELS[field] ?? field} ${problem}.`,
            variant: 'destructive',
          });
      }
    }
    setSaving(true);
    try {
      await data.settings.save(settings);
      setSaved(settings);
      await data.activity.record('Changed the site settings');
      void invalidate(adminKeys.settings, adminKeys.activity);
      // The public pages read these at build time (docs/decisions.md 11): ask the host to rebuild.
      await announceChange(data.deploy, 'Settings saved', { kind: 'settings' });
    } catch (error) {
      showToast({ title: 'Settings not saved', description: messageOf(error, ''), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  const group = (key: SettingGroup, title: string, hint?: string) => (
    <fieldset className="card grid gap-3 p-4">
      <legend className="px-1 font-display text-xl text-star-50">{title}</legend>
      {hint && <p className="text-sm text-star-200">{hint}</p>}
      {Object.entries(settings[key]).map(([name, value]) => (
        <label key={name} className="grid gap-1">
          <span className="text-sm">{LABELS[name] ?? name}</span>
          <input
            className="field"
            value={value}
            onChange={(e) =>
              setSettings({ ...settings, [key]: { ...settings[key], [name]: e.target.value } })
            }
          />
        </label>
      ))}
    </fieldset>
  );

  return (
    <form onSubmit={(event) => void save(event)} className="grid gap-6">
      {group('figures', 'Marketing figures')}
      {group('portal', 'Portal addresses')}
      {group(
        'social',
        'Social profiles',
        'The footer shows an icon link for each https address here; leave one empty to hide that icon.',
      )}
      <button type="submit" className="btn btn-primary justify-self-start" disabled={saving}>
        {saving ? 'Saving…' : 'Save settings'}
      </button>
    </form>
  );
}

/** Whether the deploy hook and the AI provider are set on the server, with the connection test. */
function ServicesPanel() {
  const { data } = useAdmin();
  const queryClient = useQueryClient();
  const status = useQuery(adminQueries.serviceStatus(data));
  // The test's report (with its verdict) becomes the status every screen shows.
  const test = useMutation({
    mutationFn: () => data.serviceStatus(true),
    onSuccess: (report) => queryClient.setQueryData(adminKeys.serviceStatus, report),
  });
  const error = test.error ?? status.error;
  const report = status.data;
  return (
    <section aria-labelledby="services" className="card grid gap-3 p-4">
      <h2 id="services" className="font-display text-xl text-star-50">
        Services
      </h2>
      <p className="text-sm text-star-200">
        Keys and hook addresses live in the host's environment; this page only shows whether they are set.
      </p>
      {error && (
        <p role="alert" className="text-rose-400">
          {loadError(error, 'The status function did not answer.')}
        </p>
      )}
      {report && (
        <ul className="grid gap-1">
          <li>Deploy hook: {deployHookNote(data.kind, report.deployHook.configured)}</li>
          <li>
            AI provider: {report.ai.configured ? 'key set' : 'no key set'}
            {report.ai.reachable !== undefined &&
              ` · connection test ${report.ai.reachable ? 'passed' : 'failed'}`}
            {report.ai.message && ` (${report.ai.message})`}
          </li>
        </ul>
      )}
      <button
        type="button"
        className="btn btn-ghost justify-self-start"
        disabled={test.isPending}
        onClick={() => test.mutate()}
      >
        {test.isPending ? 'Testing…' : 'Test the AI connection'}
      </button>
    </section>
  );
}
