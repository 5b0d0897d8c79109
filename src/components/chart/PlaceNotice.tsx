import type { PersonSummary, PlaceReading } from '@/lib/astrology/contract';
import { clockSentence } from '@/lib/astrology/place-reading';

const PLAIN: ReadonlySet<PlaceReading['status']> = new Set(['picked', 'found']);

/**
 * How each birth city was read and which clock the birth time was read on, shown near the top of
 * a result (docs/places.md, docs/atlas.md): a plain line naming the place and the offset used,
 * or a notice when a place was not found, read from a near spelling or chosen among namesakes,
 * or the time fell where the clocks changed, so a guess is never made silently.
 */
export default function PlaceNotice({
  places,
  named,
  people = [],
  labels = [],
}: {
  places: readonly PlaceReading[];
  named: boolean;
  /** The people of the result: each one's clock is stated when a birth time was given. */
  people?: readonly PersonSummary[];
  /** How each person's lines are labelled, as the result's place notes name them ("Your chart"). */
  labels?: readonly string[];
}) {
  const clocks = people
    .map((person, index) => ({ person, label: labels[index] ?? person.name }))
    .filter(({ person }) => person.clock);
  if (places.length === 0 && clocks.length === 0) return null;
  const attention =
    places.some((place) => !PLAIN.has(place.status)) || clocks.some(({ person }) => person.clock!.ambiguity);
  const count = Math.max(places.length, clocks.length);
  return (
    <section
      className={attention ? 'calc-place calc-place-attention' : 'calc-place'}
      aria-label={count > 1 ? 'Birth places and times' : 'Birth place and time'}
      data-testid="place-notice"
    >
      {attention && (
        <h3 className="calc-place-title">
          {count > 1 ? 'About the birth places and times' : 'About the birth place and time'}
        </h3>
      )}
      <ul>
        {places.map((place) => (
          <li key={`${place.person}|${place.typed}`} data-status={place.status}>
            {named && <b>{place.person}: </b>}
            {place.message}
          </li>
        ))}
        {clocks.map(({ person, label }) => (
          <li key={`clock|${label}`} data-testid="birth-clock" data-source={person.clock!.source}>
            {named && <b>{label}: </b>}
            {clockSentence(person.clock!)}
          </li>
        ))}
      </ul>
    </section>
  );
}
