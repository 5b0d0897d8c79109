import type { PlaceReading } from '../../lib/astrology/contract';

const PLAIN: ReadonlySet<PlaceReading['status']> = new Set(['picked', 'found']);

/**
 * How each birth city was read, shown near the top of a result (docs/places.md): a plain line
 * naming the place used, or a notice when a place was not found, read from a near spelling or
 * chosen among namesakes, so a guess is never made silently.
 */
export default function PlaceNotice({ places, named }: { places: readonly PlaceReading[]; named: boolean }) {
  if (places.length === 0) return null;
  const attention = places.some((place) => !PLAIN.has(place.status));
  return (
    <section
      className={attention ? 'calc-place calc-place-attention' : 'calc-place'}
      aria-label={places.length > 1 ? 'Birth places' : 'Birth place'}
      data-testid="place-notice"
    >
      {attention && (
        <h3 className="calc-place-title">
          {places.length > 1 ? 'About the birth places' : 'About the birth place'}
        </h3>
      )}
      <ul>
        {places.map((place) => (
          <li key={`${place.person}|${place.typed}`} data-status={place.status}>
            {named && <b>{place.person}: </b>}
            {place.message}
          </li>
        ))}
      </ul>
    </section>
  );
}
