import { useId, useMemo, useState } from 'react';
import { CELEBRITY_SUMMARIES, searchCelebrities, type CelebritySummary } from '@/lib/celebrity/summaries';
import { adminDate } from '@/lib/admin/dates';

/** Search box and list of the dataset; the chosen one is marked with aria-pressed. */
export function CelebrityPicker({
  selectedId,
  onPick,
}: {
  selectedId: string | null;
  onPick: (celebrity: CelebritySummary) => void;
}) {
  const [query, setQuery] = useState('');
  const searchId = useId();
  const matches = useMemo(() => searchCelebrities(CELEBRITY_SUMMARIES, query), [query]);
  return (
    <section
      aria-labelledby={`${searchId}-heading`}
      className="card grid content-start gap-3 self-start p-4 lg:sticky lg:top-6"
    >
      <h2 id={`${searchId}-heading`} className="font-display text-xl text-star-50">
        Public figures
      </h2>
      <label className="grid gap-1" htmlFor={searchId}>
        <span className="text-sm">Search celebrities</span>
        <input
          id={searchId}
          className="field"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Name, role or birthplace"
        />
      </label>
      <p className="text-xs text-star-300" aria-live="polite">
        {matches.length} of {CELEBRITY_SUMMARIES.length} shown
      </p>
      <ul className="grid max-h-[28rem] gap-1 overflow-y-auto pr-1">
        {matches.map((celebrity) => (
          <li key={celebrity.id}>
            <button
              type="button"
              aria-pressed={celebrity.id === selectedId}
              onClick={() => onPick(celebrity)}
              className={`w-full rounded-lg border px-3 py-2 text-left focus-visible:outline-2 focus-visible:outline-gold-400 ${
                celebrity.id === selectedId
                  ? 'border-gold-400 bg-night-800'
                  : 'border-night-600 hover:border-star-300'
              }`}
            >
              <span className="block font-semibold text-star-50">{celebrity.name}</span>
              <span className="block text-xs text-star-300">
                {/* A calendar day and its local clock, as the birth record gives them (no zone to convert). */}
                {adminDate(celebrity.birthDate)} ·{' '}
                {celebrity.birthTime ? `${celebrity.birthTime} local time` : 'time unknown'} · rating{' '}
                {celebrity.rodden}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {matches.length === 0 && (
        <p className="text-sm text-star-200">No one in the dataset matches “{query.trim()}”.</p>
      )}
    </section>
  );
}
