import type { Ref } from 'react';
import type { SingleReading } from '@/lib/calculators/single-reading-kinds';
import { signGlyph } from '@/lib/chart-view/glyphs';
import { singleReadingTitle } from '@/lib/calculators/result-labels';
import ListCard from './ListCard';
import PlaceNotice from '@/components/chart/PlaceNotice';
import ScoreMeter from './ScoreMeter';

export interface WayOn {
  text: string;
  cta: string;
  href: string;
}

/** The marriage prediction or the psychic glimpse (whose teaser ends with the way on, when given). */
export default function SingleResult({
  result,
  headingRef,
  wayOn,
}: {
  result: SingleReading;
  headingRef: Ref<HTMLHeadingElement>;
  wayOn?: WayOn | undefined;
}) {
  const person = result.data.person;
  return (
    <div className="grid gap-8">
      <header className="text-center">
        <h2 ref={headingRef} tabIndex={-1} className="calc-title">
          {singleReadingTitle(result.kind, person)}
        </h2>
        <p className="calc-sub">
          <span aria-hidden="true">{signGlyph(person.zodiacSign)} </span>
          {person.zodiacSign}
        </p>
        {person.signNote && (
          <p className="calc-sign-note" data-testid="sign-note">
            {person.signNote}
          </p>
        )}
      </header>
      <PlaceNotice places={result.data.places} named={false} people={[person]} />
      {result.kind === 'marriage' ? (
        result.data.prediction ? (
          <>
            <div className="calc-split">
              <div className="text-center">
                <p className="calc-kicker">Most likely</p>
                <p className="calc-big" data-testid="marriage-timeframe">
                  {result.data.prediction.timeframe}
                </p>
                <p className="calc-sub">
                  {result.data.prediction.season} {result.data.prediction.year}
                </p>
              </div>
              <ScoreMeter score={result.data.prediction.confidence} label="Confidence" />
            </div>
            <p className="calc-muted" data-testid="confidence-note">
              {result.data.prediction.confidenceNote}
            </p>
            <p className="calc-reading">{result.data.reading}</p>
            <div className="calc-pair">
              <ListCard title="Key influences" items={result.data.keyInfluences} />
              <ListCard title="How to prepare" items={result.data.preparation} />
            </div>
          </>
        ) : (
          // No month suits the person's age (docs/marriage-timing.md): a kind word, no date.
          <p className="calc-reading" data-testid="marriage-no-date">
            {result.data.reading}
          </p>
        )
      ) : (
        <>
          <div className="calc-split">
            <div className="text-center">
              <p className="calc-kicker">Soulmate energy</p>
              <p className="calc-big calc-big-sm" data-testid="energy-type">
                {result.data.energyType}
              </p>
            </div>
            <ScoreMeter score={result.data.confidence} label="Confidence" />
          </div>
          <p className="calc-muted" data-testid="confidence-note">
            {result.data.confidenceNote}
          </p>
          {/* The function returns sanitised HTML (contract.ts); it is never built from visitor input here. */}
          <div
            className="prose-astro calc-glimpse"
            dangerouslySetInnerHTML={{ __html: result.data.glimpse }}
          />
          {/* The teaser promises more: say where it is, right after it. */}
          {wayOn && (
            <div className="calc-way-on" data-testid="way-on">
              <p>{wayOn.text}</p>
              <a className="btn btn-primary" href={wayOn.href}>
                {wayOn.cta}
              </a>
            </div>
          )}
        </>
      )}
      {result.data.notes.length > 0 && (
        <ul className="calc-muted" aria-label="How this was calculated">
          {result.data.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
