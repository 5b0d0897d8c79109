import { useEffect, useId, useState } from 'react';
import type { BirthPlace, GeocodeResult } from '../../lib/astrology/contract';
import { getJson } from '../../lib/http/api-client';

type Suggestion = GeocodeResult['results'][number];

const placeLabel = (place: Suggestion) =>
  place.country && !place.name.includes(place.country) ? `${place.name}, ${place.country}` : place.name;

/**
 * Birth city as free text with suggestions from /api/geocode, offered through the browser's
 * own <datalist> (keyboard and screen-reader support for free, no extra code to ship).
 * Choosing a suggestion also records its coordinates and time zone.
 */
export default function CityField({
  value,
  onChange,
}: {
  value: string;
  onChange: (city: string, place: BirthPlace | undefined) => void;
}) {
  const listId = useId();
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);

  useEffect(() => {
    const query = value.trim();
    if (query.length < 2 || suggestions.some((place) => placeLabel(place) === value)) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      getJson<GeocodeResult>(`/api/geocode?q=${encodeURIComponent(query)}`, {
        signal: controller.signal,
      }).then(
        (reply) => setSuggestions(reply.results.slice(0, 8)),
        // Lookup failures leave the city as free text; nothing to tell the visitor.
        () => {},
      );
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);

  return (
    <label className="block">
      <span className="calc-label">Birth city</span>
      <input
        className="field"
        type="text"
        list={listId}
        autoComplete="off"
        placeholder="City, Country"
        maxLength={120}
        value={value}
        onChange={(event) => {
          const text = event.target.value;
          const place = suggestions.find((candidate) => placeLabel(candidate) === text);
          onChange(
            text,
            place && {
              name: text,
              latitude: place.latitude,
              longitude: place.longitude,
              timezone: place.timezone,
            },
          );
        }}
      />
      <datalist id={listId}>
        {suggestions.map((place) => (
          <option key={`${place.latitude},${place.longitude}`} value={placeLabel(place)} />
        ))}
      </datalist>
    </label>
  );
}
