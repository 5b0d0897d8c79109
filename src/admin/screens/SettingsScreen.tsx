import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { deployHookNote } from '../lib/publishing';
import { useAdmin } from '../context';
import { Spinner } from '../ui/Spinner';
import type { SiteSettings } from '../data/types';
import { adminKeys, adminQueries, loadError } from '../data/queries';
import {
  SETTING_FIELDS,
  TEXT_FIGURES,
  siteSettingsProblems,
  type PublicSettingKey,
  type SettingProblems,
} from '@/lib/site-settings/schema';
import { announceChange } from '../ui/announce-change';
import { useUnsaved } from '../ui/useUnsaved';
import { useSave } from '../ui/useSave';
import { ConnectionTest } from '../ui/ConnectionTest';

const LABELS: Record<string, string> = {
  seekers: 'People who used the site',
  moreConfidentPercent: 'Feel more confident (%)',
  discoveredSomethingPercent: 'Discovered something new (%)',
  scepticalNowDailyPercent: 'Sceptics now daily users (%)',
  quizAccuracyPercent: 'Quiz accuracy (%)',
  joinedToday: 'Joined today',
  trustedBy: 'Trusted by',
  rating: 'Rating (out of 5)',
  reviewCount: 'Review count',
  helpAccuracyPercent: 'Help centre accuracy (%)',
  url: 'Portal',
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

const GROUPS: readonly [PublicSettingKey, string, string?][] = [
  [
    'figures',
    'Marketing figures',
    'Give each figure its source (where the number comes from, and as of when): the pages show it beside the figure. A figure without a source is a sample, and a build that shows one is not deployed.',
  ],
  ['portal', 'Portal addresses'],
  [
    'social',
    'Social profiles',
    'The footer shows an icon link for each https address here; leave one empty to hide that icon.',
  ],
];

/** "seekersSource" is labelled after its figure: "People who used the site: source". */
const labelOf = (name: string) =>
  name.endsWith('Source') && LABELS[name.slice(0, -6)]
    ? `${LABELS[name.slice(0, -6)]}: source`
    : (LABELS[name] ?? name);

const fieldId = (key: string) => `setting-${key.replace('.', '-')}`;
const sentence = (key: string, problem: string) => `${labelOf(key.split('.')[1]!)} ${problem}.`;

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

/**
 * The form checks every field with the schema the adapters save through (docs/admin.md#settings):
 * a field shows its problem once it has been left, and a save that is refused shows them all,
 * next to their fields and in a summary that leads to each.
 */
function SettingsForm({ initial }: { initial: SiteSettings }) {
  const { data } = useAdmin();
  const [settings, setSettings] = useState(initial);
  // What was last saved; the form holds unsaved work while it differs.
  const [saved, setSaved] = useState(initial);
  useUnsaved(settings, saved);
  const problems = useMemo(() => siteSettingsProblems(settings), [settings]);
  // Fields whose problem is on show: each one once left, all of them after a refused save.
  const [shown, setShown] = useState<ReadonlySet<string> | 'all'>(() => new Set());
  const [summary, setSummary] = useState<SettingProblems | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);

  const problemOf = (key: string) => (shown === 'all' || shown.has(key) ? problems[key] : undefined);
  const refuse = (found: SettingProblems) => {
    setShown('all');
    setSummary(found);
    // After the render that shows it: the summary says how many, and leads to each field.
    requestAnimationFrame(() => summaryRef.current?.focus());
  };

  const saving = useSave({
    save: async (values: SiteSettings) => {
      await data.settings.save(values);
      return values;
    },
    invalidates: [adminKeys.settings, adminKeys.activity],
    onSaved: async (values) => {
      setSaved(values);
      await data.activity.record('Changed the site settings');
      // The public pages read these at build time (docs/decisions.md#pages-are-built-not-fetched): ask the host to rebuild.
      await announceChange(data.deploy, 'Settings saved', { kind: 'settings' });
    },
    failed: 'Settings not saved',
  });

  const save = (event: FormEvent) => {
    event.preventDefault();
    // The adapters check with the same schema (docs/admin.md#settings): a refusal is shown here, not toasted.
    if (Object.keys(problems).length > 0) return refuse(problems);
    setSummary(null);
    void saving.run(settings);
  };

  // The summary follows the fields as they are corrected, and goes once none is left.
  const open = summary ? Object.keys(summary).filter((key) => problems[key]) : [];

  return (
    <form onSubmit={save} noValidate className="grid gap-6">
      {open.length > 0 && (
        <div
          ref={summaryRef}
          tabIndex={-1}
          role="alert"
          aria-labelledby="settings-problems"
          className="card grid gap-2 border-rose-400 p-4 outline-none focus-visible:ring-2 focus-visible:ring-gold-400"
        >
          <h2 id="settings-problems" className="font-semibold text-star-50">
            Settings not saved: {open.length === 1 ? '1 field needs' : `${open.length} fields need`} attention
          </h2>
          <ul className="grid gap-2 text-sm">
            {open.map((key) => (
              <li key={key}>
                <a
                  href={`#${fieldId(key)}`}
                  className="inline-block py-0.5 text-rose-300 underline"
                  // Focus the field without changing the address (the router would treat that as leaving).
                  onClick={(event) => {
                    event.preventDefault();
                    document.getElementById(fieldId(key))?.focus();
                  }}
                >
                  {sentence(key, problems[key]!)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {GROUPS.map(([group, title, hint]) => (
        <fieldset key={group} className="card grid gap-3 p-4">
          <legend className="px-1 font-display text-xl text-star-50">{title}</legend>
          {hint && <p className="text-sm text-star-200">{hint}</p>}
          {Object.keys(SETTING_FIELDS[group]).map((name) => {
            const key = `${group}.${name}`;
            const id = fieldId(key);
            const problem = problemOf(key);
            return (
              <div key={name} className="grid gap-1">
                <label htmlFor={id} className="text-sm">
                  {labelOf(name)}
                </label>
                <input
                  id={id}
                  className={`field ${problem ? 'border-rose-400' : ''}`}
                  type={group === 'figures' ? 'text' : 'url'}
                  inputMode={group !== 'figures' ? 'url' : TEXT_FIGURES.has(name) ? 'text' : 'decimal'}
                  value={settings[group][name] ?? ''}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? `${id}-problem` : undefined}
                  onChange={(e) =>
                    setSettings({ ...settings, [group]: { ...settings[group], [name]: e.target.value } })
                  }
                  onBlur={() =>
                    setShown((current) => (current === 'all' ? current : new Set(current).add(key)))
                  }
                />
                {problem && (
                  <p id={`${id}-problem`} className="text-sm text-rose-400">
                    {sentence(key, problem)}
                  </p>
                )}
              </div>
            );
          })}
        </fieldset>
      ))}
      <button type="submit" className="btn btn-primary justify-self-start" disabled={saving.busy}>
        {saving.busy ? 'Saving…' : 'Save settings'}
      </button>
    </form>
  );
}

/** Whether the deploy hook and the AI provider are set on the server, with the connection test. */
function ServicesPanel() {
  const { data } = useAdmin();
  const status = useQuery(adminQueries.serviceStatus(data));
  const report = status.data;
  return (
    <section aria-labelledby="services" className="card grid gap-3 p-4">
      <h2 id="services" className="font-display text-xl text-star-50">
        Services
      </h2>
      <p className="text-sm text-star-200">
        Keys and hook addresses live in the host's environment; this page only shows whether they are set.
      </p>
      {status.error && (
        <p role="alert" className="text-rose-400">
          {loadError(status.error, 'The status function did not answer.')}
        </p>
      )}
      {report && (
        <ul className="grid gap-1">
          <li>Deploy hook: {deployHookNote(data.kind, report.deployHook.configured)}</li>
          <li>
            AI provider: {report.ai.configured ? 'key set' : 'no key set'}
            {report.ai.reachable !== undefined &&
              ` · connection test ${report.ai.reachable ? 'passed' : 'failed'}`}
          </li>
        </ul>
      )}
      <ConnectionTest label="Test the AI connection" />
    </section>
  );
}
