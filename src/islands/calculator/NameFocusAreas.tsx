import type { NameReadingFacts } from '@/lib/astrology/contract';
import ScoreBar from './ScoreBar';

/** The three focus areas the soulmate-by-name call asks for (docs/calculators.md#what-is-sent), in request order. */
const FOCUS_LABELS = [
  ['name-vibration', 'Name Vibration'],
  ['numerology', 'Numerology'],
  ['energetic-harmony', 'Energetic Harmony'],
] as const;

/** The name reading of the soulmate-by-name page: each focus area's score and what it means. */
export default function NameFocusAreas({ reading }: { reading: NameReadingFacts }) {
  return (
    <section aria-labelledby="focus-heading" data-testid="name-focus-areas">
      <h3 id="focus-heading" className="mb-4 text-xl">
        What your names say together
      </h3>
      <ul className="calc-bars">
        {FOCUS_LABELS.map(([key, label]) => (
          <ScoreBar key={key} label={label} score={reading.focusAreas[key].score}>
            <p className="calc-detail">{reading.focusAreas[key].text}</p>
          </ScoreBar>
        ))}
      </ul>
    </section>
  );
}
