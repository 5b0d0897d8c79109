import type { BirthClock, PersonSummary, PlaceReading } from '@/lib/astrology/contract';

const PLAIN: ReadonlySet<PlaceReading['status']> = new Set(['picked', 'found']);

const utcTime = (iso: string) => `${iso.slice(11, 16)}\u00a0UTC`;

/** "Birth time read on UTC+1:19:32, Amsterdam summer time (10:40 UTC)." and, in a gap or overlap, the other reading. */
function clockSentence(clock: BirthClock): string {
  const read = `Birth time read on ${clock.statement} (${utcTime(clock.utc)}).`;
  const ambiguity = clock.ambiguity;
  if (!ambiguity) return read;
  const other = ambiguity.readings[ambiguity.chosen === 0 ? 1 : 0]!;
  const change = ambiguity.kind === 'gap' ? 'jumped forward over that time' : 'went back over that time';
  return `${read} The clocks ${change}: it can also be read on ${other.statement} (${utcTime(other.utc)}).`;
}

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
}: {
  places: readonly PlaceReading[];
  named: boolean;
  /** The people of the result: each one's clock is stated when a birth time was given. */
  people?: readonly PersonSummary[];
}) {
  const clocks = people.filter((person) => person.clock);
  if (places.length === 0 && clocks.length === 0) return null;
  const attention =
    places.some((place) => !PLAIN.has(place.status)) || clocks.some((person) => person.clock!.ambiguity);
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
        {clocks.map((person) => (
          <li key={`clock|${person.name}`} data-testid="birth-clock" data-source={person.clock!.source}>
            {named && <b>{person.name}: </b>}
            {clockSentence(person.clock!)}
          </li>
        ))}
      </ul>
    </section>
  );
}
