import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import type { BirthPlace, GeocodeResult, PlaceSuggestion } from '@/lib/astrology/contract';
import { getJson } from '@/lib/http/api-client';

interface Found {
  /** The text these suggestions answer. */
  query: string;
  results: PlaceSuggestion[];
  namesakes: number;
}

/**
 * Birth city as free text with suggestions from /api/geocode (docs/places.md), as a WAI-ARIA
 * combobox: arrow keys move through the list, Enter picks, Escape closes. Written here rather
 * than taken from a library: the smallest accessible one adds ~14 KB to pages held to 90 KB,
 * and the browser's own <datalist> hides suggestions that do not contain the typed text
 * (Madras → Chennai). Picking a suggestion also records its coordinates and time zone; a city
 * with namesakes that is typed but not picked gets a hint to pick one.
 */
export default function CityField({
  value,
  place,
  onChange,
  name,
  label = 'Birth city',
}: {
  value: string;
  place: BirthPlace | undefined;
  onChange: (city: string, place: BirthPlace | undefined) => void;
  /** The field's name where the form also works without JavaScript (the birth chart's share link). */
  name?: string | undefined;
  /** The field's label: a birth city on the calculators, the visitor's town on the sky pages. */
  label?: string;
}) {
  const id = useId();
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const [found, setFound] = useState<Found | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const query = value.trim();
  const looking = query.length >= 2 && !place;
  useEffect(() => {
    if (!looking) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      getJson<GeocodeResult>(`/api/geocode?q=${encodeURIComponent(query)}`, {
        signal: controller.signal,
      }).then(
        (reply) => {
          setFound({ query, results: reply.results.slice(0, 8), namesakes: reply.namesakes });
          setActive(-1);
        },
        // A failed lookup leaves the city as free text; the result then says how it was read.
        () => {},
      );
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, looking]);

  // The last answer stays up while the next is on its way; none once a place is picked.
  const results = looking ? (found?.results ?? []) : [];
  const expanded = open && results.length > 0;

  const pick = (suggestion: PlaceSuggestion) => {
    const { name, latitude, longitude, timezone } = suggestion;
    onChange(name, { name, latitude, longitude, timezone });
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (results.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setOpen(true);
      setActive((current) => (expanded ? (current + step + results.length) % results.length : 0));
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      pick(results[active]!);
    } else if (event.key === 'Escape') {
      // Closed even before the suggestions arrive, so late ones do not pop up again.
      if (expanded) event.preventDefault();
      setOpen(false);
    }
  };

  // What the visitor should know about the text as typed (not when a suggestion was picked).
  const settled = looking && found !== null && found.query === query;
  const hint = !settled
    ? ''
    : found.results.length === 0
      ? 'We can’t find this place. Check the spelling, or try a nearby town.'
      : found.namesakes > 1
        ? `${found.namesakes} places are called “${query.split(',')[0]!.trim()}”. Pick yours from the list, or add the region or country.`
        : '';

  return (
    <div>
      <label className="calc-label" htmlFor={id}>
        {label}
      </label>
      <div className="calc-city">
        <input
          id={id}
          className="field"
          type="text"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          aria-describedby={hint ? hintId : undefined}
          autoComplete="off"
          placeholder="City, Country"
          maxLength={120}
          name={name}
          value={value}
          onChange={(event) => {
            onChange(event.target.value, undefined);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <ul id={listId} role="listbox" aria-label="Places" className="calc-options" hidden={!expanded}>
          {results.map((suggestion, index) => (
            // Options are chosen with the keyboard through the field (aria-activedescendant), as the
            // combobox pattern has it; the click handler is for pointers only.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={`${suggestion.latitude},${suggestion.longitude},${suggestion.city}`}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className="calc-option"
              // Keep the focus in the field, so the pick does not blur (and close) the list first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(suggestion)}
            >
              <span className="calc-option-city">{suggestion.city}</span>{' '}
              <span className="calc-option-where">
                {[suggestion.region, suggestion.country].filter(Boolean).join(', ')}
                {suggestion.alias && ` · also ${suggestion.alias}`}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <p id={hintId} className="calc-hint" aria-live="polite">
        {hint}
      </p>
    </div>
  );
}
