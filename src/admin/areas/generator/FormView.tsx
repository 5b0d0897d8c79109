import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import {
  CONTENT_TYPE_LABELS,
  CONTENT_TYPES,
  TONE_LABELS,
  TONES,
  type ContentType,
  type Tone,
} from '@/lib/generator/contract';
import { GENERATION_LIMITS, REQUIRED_INPUTS_MESSAGE } from '@/lib/generator/request';
import { useAdmin } from '@/admin/context';
import { Link, navigate } from '@/admin/router';
import { $generation, cancelGeneration, showInputError, startGeneration } from './generation';
import { History } from './History';
import { Progress } from './Progress';
import { useProviderState, type ProviderState } from './provider';
import { accessTokenFor } from '@/admin/data/access-token';
import { loadSettings, requestFromSettings, saveSettings, type GeneratorSettings } from './storage';
import { Field } from '@/admin/ui/Field';

/** Where the key is set: docs/decisions.md#ai-keys-stay-on-the-server keeps it on the server, so there is no field for it here. */
function ProviderNotice({ provider }: { provider: ProviderState }) {
  if (provider.state === 'checking')
    return <p className="text-sm text-star-300">Checking whether an AI provider is configured…</p>;
  if (provider.state === 'configured') {
    return (
      <p className="text-sm text-star-300">
        An AI provider key is set on the server. It never reaches this browser; generations run through the
        site's own function.
      </p>
    );
  }
  return (
    <div role="alert" className="card border-gold-400 p-4" data-testid="provider-missing">
      <p className="font-semibold text-star-50">
        {provider.state === 'missing'
          ? 'No AI provider is configured, so the generator cannot write articles yet.'
          : 'We could not check whether an AI provider is configured.'}
      </p>
      <p className="mt-1 text-sm text-star-200">
        {provider.state === 'unknown' ? `${provider.error} ` : ''}
        The provider key is never entered in the admin: whoever runs the hosting sets <code>
          AI_API_KEY
        </code>{' '}
        (and, if needed, <code>AI_BASE_URL</code> and <code>AI_MODEL</code>) in the server environment.{' '}
        <Link href="/admin/settings">Settings</Link> then shows that it is set and can test the connection.
      </p>
    </div>
  );
}

export function FormView() {
  const { data } = useAdmin();
  const generation = useStore($generation);
  // One /api/admin-status check, shared with the notice.
  const provider = useProviderState();
  const [settings, setSettings] = useState<GeneratorSettings>(() => loadSettings());
  const busy = generation.status === 'generating' || generation.status === 'processing';

  // The form (options and texts) is remembered under ai_generator_settings.
  useEffect(() => {
    saveSettings(settings);
  }, [settings]);

  const set = <K extends keyof GeneratorSettings>(key: K, value: GeneratorSettings[K]) =>
    setSettings((current) => ({ ...current, [key]: value }));
  const setSeo = (key: keyof GeneratorSettings['seoSettings'], value: boolean) =>
    setSettings((current) => ({ ...current, seoSettings: { ...current.seoSettings, [key]: value } }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const request = requestFromSettings(settings);
    if (!request.targetKeyword || !request.customInstructions) {
      showInputError(REQUIRED_INPUTS_MESSAGE);
      return;
    }
    const article = await startGeneration(request, await accessTokenFor(data.kind));
    if (article) document.getElementById('generation-status')?.scrollIntoView({ block: 'nearest' });
  };

  return (
    <div className="grid gap-6">
      <ProviderNotice provider={provider} />
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        className="card grid gap-4 p-4"
        aria-label="Generation settings"
      >
        <div className="grid gap-4 md:grid-cols-2">
          <Field
            label="Target keyword"
            hint="The search phrase the article should rank for, e.g. Venus in Scorpio."
          >
            {(props) => (
              <input
                {...props}
                className="field"
                maxLength={GENERATION_LIMITS.maxKeywordLength}
                value={settings.targetKeyword}
                onChange={(e) => set('targetKeyword', e.target.value)}
                required
              />
            )}
          </Field>
          <Field
            label="Word count"
            hint={`Between ${GENERATION_LIMITS.minWords} and ${GENERATION_LIMITS.maxWords} words.`}
          >
            {(props) => (
              <input
                {...props}
                type="number"
                inputMode="numeric"
                className="field"
                min={GENERATION_LIMITS.minWords}
                max={GENERATION_LIMITS.maxWords}
                step={50}
                value={settings.wordCount}
                onChange={(e) => set('wordCount', Number(e.target.value))}
              />
            )}
          </Field>
        </div>
        <Field label="Custom instructions" hint="Angle, audience, points to cover, things to avoid.">
          {(props) => (
            <textarea
              {...props}
              className="field"
              rows={4}
              maxLength={GENERATION_LIMITS.maxInstructionsLength}
              value={settings.customInstructions}
              onChange={(e) => set('customInstructions', e.target.value)}
              required
            />
          )}
        </Field>
        <div className="grid gap-4 md:grid-cols-2">
          <Field label="Tone">
            {(props) => (
              <select
                {...props}
                className="field"
                value={settings.tone}
                onChange={(e) => set('tone', e.target.value as Tone)}
              >
                {TONES.map((tone) => (
                  <option key={tone} value={tone}>
                    {TONE_LABELS[tone]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Content type">
            {(props) => (
              <select
                {...props}
                className="field"
                value={settings.contentType}
                onChange={(e) => set('contentType', e.target.value as ContentType)}
              >
                {CONTENT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {CONTENT_TYPE_LABELS[type]}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <fieldset className="grid gap-2">
          <legend className="mb-1">SEO settings</legend>
          {(
            [
              ['includeFAQ', 'Include an FAQ (5–7 questions, with FAQPage markup)'],
              ['includeSchema', 'Include Article schema markup'],
              [
                'optimizeForSEO',
                'Optimise for search (keyword density about 2%, meta title and description lengths)',
              ],
            ] as const
          ).map(([key, label]) => (
            <label key={key} className="flex items-start gap-2">
              <input
                type="checkbox"
                className="mt-1"
                checked={settings.seoSettings[key]}
                onChange={(e) => setSeo(key, e.target.checked)}
              />
              <span>{label}</span>
            </label>
          ))}
        </fieldset>
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn btn-primary" disabled={busy || provider.state === 'missing'}>
            {busy ? 'Generating…' : 'Generate article'}
          </button>
          {busy && (
            <button type="button" className="btn btn-ghost" onClick={cancelGeneration}>
              Stop waiting
            </button>
          )}
        </div>
      </form>

      {generation.status !== 'idle' || generation.log.length > 0 ? <Progress state={generation} /> : null}
      {generation.status === 'completed' && (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => navigate('/admin/ai-generator/preview')}
          >
            Preview the article
          </button>
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => navigate('/admin/ai-generator/edit')}
          >
            Edit it
          </button>
        </div>
      )}
      <History />
    </div>
  );
}
