import { lazy, Suspense, type Ref } from 'react';
import {
  AREA_KEYS,
  CATEGORY_LABELS,
  type AreaKey,
  type CategoryKey,
  type CompatibilityResult,
} from '@/lib/astrology/contract';
import { signGlyph } from '@/lib/chart-view/glyphs';
import { scoreLabel, scoreLevel } from '@/lib/calculators/score-bands';
import { contactsLine, pairHeadingNames, pairSignLines } from '@/lib/calculators/result-labels';
import ListCard from './ListCard';
import NameFocusAreas from './NameFocusAreas';
import PlaceNotice from '@/components/chart/PlaceNotice';
import ScoreBar from './ScoreBar';
import ScoreMeter from './ScoreMeter';
import { capitalize } from '@/lib/astrology/narrative/grammar';

/**
 * The wheel, tables and grid load only where a page shows them (the star chart), so the other
 * calculators do not carry their code; the island starts the download when the form is sent.
 */
export const loadCoupleCharts = () => import('@/components/chart/CoupleCharts');
const CoupleCharts = lazy(() =>
  // A failed download (the connection dropped) costs the drawing, never the reading around it.
  loadCoupleCharts().catch(() => ({
    default: () => <p className="calc-muted text-center">The charts could not be drawn just now.</p>,
  })),
);

interface Props {
  result: CompatibilityResult;
  /** The birth-date page group reads the ten-dimension shape; the others the eleven scores. */
  tenDimensions: boolean;
  /** The star-chart page shows the charts: the bi-wheel with its tables and grid, the composite and the Davison. */
  chartWheel: boolean;
  headingRef: Ref<HTMLHeadingElement>;
}

/** The two-person result: overall meter, each dimension with the aspects behind it, and the reading. */
export default function PairResult({ result, tenDimensions, chartWheel, headingRef }: Props) {
  const { person1, person2 } = result;
  const overall = tenDimensions ? result.compatibilityScore : result.compatibility.overall;
  const level = scoreLevel(overall);
  const names = pairHeadingNames(person1, person2);
  // The birth-date pages read how the two fit, the others what passes between them
  // (docs/readings.md#two-pages-one-couple); a result saved before the two were told apart has one set.
  const lists = tenDimensions && result.fit ? result.fit : result;
  // The factors each sentence explains (docs/readings.md#why-lines); a result from before the
  // library wrote them lists the contacts that moved the score.
  const why = (key: AreaKey | CategoryKey) => {
    if (result.why) return result.why[key];
    const drivers = (result.drivers[key] ?? []).slice(0, 3);
    return drivers.length > 0 ? contactsLine(drivers, person1, person2) : undefined;
  };

  const dimensions = tenDimensions
    ? (Object.keys(CATEGORY_LABELS) as CategoryKey[]).map((key) => ({
        key,
        label: CATEGORY_LABELS[key],
        score: result.categories[key].score,
        description: result.categories[key].description,
      }))
    : AREA_KEYS.map((key) => ({
        key,
        label: scoreLabel(key),
        score: result.compatibility[key],
        description: result.areas[key],
      }));

  return (
    <div className="grid gap-8">
      <header className="text-center">
        <h2 ref={headingRef} tabIndex={-1} className="calc-title">
          {names[0]} <span aria-hidden="true">{signGlyph(person1.zodiacSign)}</span> &amp; {names[1]}{' '}
          <span aria-hidden="true">{signGlyph(person2.zodiacSign)}</span>
        </h2>
        <p className="calc-sub">
          {pairSignLines(person1, person2).map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </p>
        {[person1.signNote, person2.signNote]
          .filter((note): note is string => Boolean(note))
          .map((note) => (
            <p key={note} className="calc-sign-note" data-testid="sign-note">
              {note}
            </p>
          ))}
      </header>
      <PlaceNotice
        places={result.places}
        named
        people={[person1, person2]}
        // The server names each chart as its notes do (PersonSummary.label); a result saved before it did reads the defaults.
        labels={[person1.label ?? 'Your chart', person2.label ?? "Your partner's chart"]}
      />
      <ScoreMeter score={overall} label={level} caption="Overall compatibility" />
      <p className="calc-summary">{tenDimensions ? result.description : result.summary}</p>
      {result.timeNote && (
        <p className="calc-muted" data-testid="time-note">
          {result.timeNote}
        </p>
      )}

      {result.nameReading && <NameFocusAreas reading={result.nameReading} />}

      <section aria-labelledby="dimensions-heading">
        <h3 id="dimensions-heading" className="mb-4 text-xl">
          Your relationship, dimension by dimension
        </h3>
        <ul className="calc-bars">
          {dimensions.map((dimension) => (
            <ScoreBar key={dimension.key} label={dimension.label} score={dimension.score}>
              {dimension.description && <p className="calc-detail">{dimension.description}</p>}
              {why(dimension.key) && <p className="calc-why">Why: {why(dimension.key)}</p>}
            </ScoreBar>
          ))}
        </ul>
      </section>

      {chartWheel && (
        <Suspense fallback={<p className="calc-muted text-center">Drawing your charts…</p>}>
          <CoupleCharts
            first={{ name: names[0], chart: result.charts.person1 }}
            second={{
              name: capitalize(names[1]),
              chart: result.charts.person2,
            }}
            aspects={result.aspects}
            coupleCharts={result.coupleCharts}
          />
        </Suspense>
      )}

      <div className="calc-pair">
        <ListCard title="Strengths" items={lists.strengths} tone="text-success-500" />
        <ListCard title="Challenges" items={lists.challenges} tone="text-rose-400" />
      </div>
      <section className="card p-5" aria-labelledby="advice-heading">
        <h3 id="advice-heading" className="mb-2 text-lg text-gold-300">
          Advice
        </h3>
        <p className="text-star-100">{lists.advice}</p>
      </section>
      {result.notes.length > 0 && (
        <ul className="calc-muted" aria-label="How this was calculated">
          {result.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
