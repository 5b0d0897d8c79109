import { useEffect, useState, type FormEvent } from 'react';
import { useAdmin, messageOf } from '../context';
import { Spinner } from '../ui/Spinner';
import { showToast } from '../../lib/toast/store';
import type { SiteSettings } from '../data/types';
import type { ServiceStatusReport } from '../data/interfaces';
import { settingFieldError } from '../../lib/site-settings/rules';
import { announceChange } from '../ui/announce-change';

type AdminStatus = ServiceStatusReport;

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
};

/** Site settings the team may change, the deploy hook's state and the AI provider's status. */
export function SettingsScreen() {
  const { data } = useAdmin();
  const [settings, setSettings] = useState<SiteSettings | null>(null);
  const [status, setStatus] = useState<AdminStatus | null>(null);
  const [statusError, setStatusError] = useState<string | null>(null);
  const [testing, setTesting] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    data.settings.load().then(setSettings, (error: unknown) =>
      showToast({
        title: 'Settings did not load',
        description: messageOf(error, ''),
        variant: 'destructive',
      }),
    );
    void checkStatus(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per data layer: checkStatus is also the Test button's handler and reads only `data`
  }, [data]);

  async function checkStatus(test: boolean) {
    setTesting(test);
    try {
      setStatus(await data.serviceStatus(test));
      setStatusError(null);
    } catch (error) {
      setStatusError(messageOf(error, 'The status function did not answer.'));
    } finally {
      setTesting(false);
    }
  }

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!settings) return;
    for (const key of ['figures', 'portal'] as const) {
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
      await data.activity.record('Changed the site settings');
      // The public pages read these at build time (DECISIONS.md 11): ask the host to rebuild.
      await announceChange(data.deploy, 'Settings saved', { kind: 'settings' });
    } catch (error) {
      showToast({ title: 'Settings not saved', description: messageOf(error, ''), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  if (!settings) return <Spinner label="Loading settings…" />;
  const group = (key: 'figures' | 'portal', title: string) => (
    <fieldset className="card grid gap-3 p-4">
      <legend className="px-1 font-display text-xl text-star-50">{title}</legend>
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
    <div className="grid max-w-3xl gap-6">
      <form onSubmit={(event) => void save(event)} className="grid gap-6">
        {group('figures', 'Marketing figures')}
        {group('portal', 'Portal addresses')}
        <button type="submit" className="btn btn-primary justify-self-start" disabled={saving}>
          {saving ? 'Saving…' : 'Save settings'}
        </button>
      </form>
      <section aria-labelledby="services" className="card grid gap-3 p-4">
        <h2 id="services" className="font-display text-xl text-star-50">
          Services
        </h2>
        <p className="text-sm text-star-200">
          Keys and hook addresses live in the host's environment; this page only shows whether they are set.
        </p>
        {statusError && (
          <p role="alert" className="text-rose-400">
            {statusError}
          </p>
        )}
        {status && (
          <ul className="grid gap-1">
            <li>
              Deploy hook:{' '}
              {status.deployHook.configured
                ? 'set (publishing rebuilds the blog)'
                : 'not set (publish, then rebuild by hand)'}
            </li>
            <li>
              AI provider: {status.ai.configured ? 'key set' : 'no key set'}
              {status.ai.reachable !== undefined &&
                ` · connection test ${status.ai.reachable ? 'passed' : 'failed'}`}
              {status.ai.message && ` (${status.ai.message})`}
            </li>
          </ul>
        )}
        <button
          type="button"
          className="btn btn-ghost justify-self-start"
          disabled={testing}
          onClick={() => void checkStatus(true)}
        >
          {testing ? 'Testing…' : 'Test the AI connection'}
        </button>
      </section>
    </div>
  );
}
