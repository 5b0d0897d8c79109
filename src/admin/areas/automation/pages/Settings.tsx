import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { loadError } from '@/admin/data/queries';
import { automationKeys, automationQueries } from '../data/queries';
import { Spinner } from '@/admin/ui/Spinner';
import { parseSettings, type AutomationSettings } from '@/lib/automation/types';
import type { AutomationRepository } from '../data/repository';
import { OptionsFields } from '../ui/OptionsFields';
import { useUnsaved } from '@/admin/ui/useUnsaved';
import { useSave } from '@/admin/ui/useSave';

const LIMITS: {
  key: 'maxJobsPerRun' | 'maxJobsPerDay' | 'maxAttempts' | 'retryBaseMinutes';
  label: string;
  min: number;
  max: number;
  help: string;
}[] = [
  {
    key: 'maxJobsPerRun',
    label: 'Jobs per runner call',
    min: 1,
    max: 5,
    help: 'How many due jobs one “Run next job” or scheduler call works through.',
  },
  {
    key: 'maxJobsPerDay',
    label: 'Runs per day',
    min: 1,
    max: 200,
    help: 'Every attempt counts; the runner stops for the rest of the UTC day at this number.',
  },
  {
    key: 'maxAttempts',
    label: 'Attempts per new job',
    min: 1,
    max: 10,
    help: 'A job fails for good after this many failed runs.',
  },
  {
    key: 'retryBaseMinutes',
    label: 'First retry after (minutes)',
    min: 1,
    max: 1440,
    help: 'Doubled for each further attempt.',
  },
];

/** Limits and the default options new plans start from. */
export function Settings({ repo }: { repo: AutomationRepository }) {
  const settings = useQuery(automationQueries.settings(repo));
  if (settings.error) return <p role="alert">{loadError(settings.error)}</p>;
  if (!settings.data) return <Spinner label="Loading automation settings…" />;
  return <SettingsForm initial={settings.data} repo={repo} />;
}

function SettingsForm({ initial, repo }: { initial: AutomationSettings; repo: AutomationRepository }) {
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(LIMITS.map((limit) => [limit.key, String(initial[limit.key])])),
  );
  const [options, setOptions] = useState(initial.defaultOptions);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // What was last saved; the form holds unsaved work while it differs.
  const [saved, setSaved] = useState(() => ({ values, options }));
  useUnsaved({ values, options }, saved);
  const saving = useSave({
    save: async (form: { values: Record<string, string>; options: typeof options }) => {
      await repo.saveSettings(
        parseSettings({
          ...Object.fromEntries(LIMITS.map((limit) => [limit.key, Number(form.values[limit.key])])),
          defaultOptions: form.options,
        }),
      );
      return form;
    },
    invalidates: [automationKeys.all],
    onSaved: (form) => setSaved(form),
    saved: 'Automation settings saved',
    failed: 'Settings not saved',
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    for (const limit of LIMITS) {
      const number = Number(values[limit.key]);
      if (!Number.isInteger(number) || number < limit.min || number > limit.max)
        found[limit.key] = `Enter a whole number from ${limit.min} to ${limit.max}.`;
    }
    setErrors(found);
    if (Object.keys(found).length === 0) void saving.run({ values, options });
  };

  return (
    <form className="grid max-w-3xl gap-4" noValidate onSubmit={submit}>
      <fieldset className="card grid gap-3 p-4 sm:grid-cols-2">
        <legend className="px-1 font-semibold text-star-50">Limits</legend>
        {LIMITS.map((limit) => (
          <label key={limit.key} className="grid gap-1">
            <span>{limit.label}</span>
            <input
              className="field"
              type="number"
              min={limit.min}
              max={limit.max}
              value={values[limit.key]}
              aria-invalid={errors[limit.key] ? true : undefined}
              aria-describedby={`${limit.key}-help`}
              onChange={(e) => setValues({ ...values, [limit.key]: e.target.value })}
            />
            <span
              id={`${limit.key}-help`}
              className={`text-xs ${errors[limit.key] ? 'text-rose-400' : 'text-star-300'}`}
            >
              {errors[limit.key] ?? limit.help}
            </span>
          </label>
        ))}
      </fieldset>
      <OptionsFields value={options} onChange={setOptions} />
      <button type="submit" className="btn btn-primary justify-self-start" disabled={saving.busy}>
        {saving.busy ? 'Saving…' : 'Save settings'}
      </button>
    </form>
  );
}
