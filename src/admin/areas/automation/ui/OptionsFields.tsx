import {
  CONTENT_TYPE_LABELS,
  CONTENT_TYPES,
  TONE_LABELS,
  TONES,
  type GenerationOptions,
} from '@/lib/generator/contract';

/** The generation options (docs/constants.md#article-generator) as form fields (plans and the settings' defaults). */
export function OptionsFields({
  value,
  onChange,
}: {
  value: GenerationOptions;
  onChange: (next: GenerationOptions) => void;
}) {
  const seo = (key: keyof GenerationOptions['seoSettings'], checked: boolean) =>
    onChange({ ...value, seoSettings: { ...value.seoSettings, [key]: checked } });
  return (
    <fieldset className="grid gap-3 rounded-lg border border-night-600 p-3">
      <legend className="px-1 text-sm text-star-200">Generation options</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        <label className="grid gap-1">
          <span>Target words</span>
          <input
            className="field"
            type="number"
            min={300}
            max={5000}
            step={100}
            value={value.wordCount}
            onChange={(e) => onChange({ ...value, wordCount: Number(e.target.value) || value.wordCount })}
          />
        </label>
        <label className="grid gap-1">
          <span>Tone</span>
          <select
            className="field"
            value={value.tone}
            onChange={(e) => onChange({ ...value, tone: e.target.value as GenerationOptions['tone'] })}
          >
            {TONES.map((tone) => (
              <option key={tone} value={tone}>
                {TONE_LABELS[tone]}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1">
          <span>Content type</span>
          <select
            className="field"
            value={value.contentType}
            onChange={(e) =>
              onChange({ ...value, contentType: e.target.value as GenerationOptions['contentType'] })
            }
          >
            {CONTENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {CONTENT_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="flex flex-wrap gap-4 text-sm">
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={value.seoSettings.includeFAQ}
            onChange={(e) => seo('includeFAQ', e.target.checked)}
          />
          <span>Include an FAQ</span>
        </label>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={value.seoSettings.includeSchema}
            onChange={(e) => seo('includeSchema', e.target.checked)}
          />
          <span>Include schema markup</span>
        </label>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={value.seoSettings.optimizeForSEO}
            onChange={(e) => seo('optimizeForSEO', e.target.checked)}
          />
          <span>Optimise for search</span>
        </label>
      </div>
    </fieldset>
  );
}
