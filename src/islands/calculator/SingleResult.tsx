import type { Ref } from 'react';
import type { MarriagePredictionResult, PsychicGlimpseResult } from '../../lib/astrology/contract';
import { SIGN_SYMBOLS } from '../../lib/astrology/zodiac';
import ListCard from './ListCard';
import ScoreMeter from './ScoreMeter';

export type SingleResultData = { kind: 'marriage'; data: MarriagePredictionResult } | { kind: 'psychic'; data: PsychicGlimpseResult };

/** The marriage prediction or the psychic glimpse. */
export default function SingleResult({ result, headingRef }: { result: SingleResultData; headingRef: Ref<HTMLHeadingElement> }) {
  const person = result.data.person;
  return (
    <div className="grid gap-8">
      <header className="text-center">
        <h2 ref={headingRef} tabIndex={-1} className="text-2xl sm:text-3xl">
          {result.kind === 'marriage' ? `${person.name}, your marriage window` : `${person.name}, a glimpse of your soulmate`}
        </h2>
        <p className="mt-1 text-star-200">
          <span aria-hidden="true">{SIGN_SYMBOLS[person.zodiacSign]} </span>
          {person.zodiacSign}
        </p>
      </header>
      {result.kind === 'marriage' ? (
        <>
          <div className="grid items-center gap-6 sm:grid-cols-2">
            <div className="text-center">
              <p className="text-sm uppercase tracking-widest text-star-300">Most likely</p>
              <p className="font-display text-4xl text-gold-300" data-testid="marriage-timeframe">
                {result.data.prediction.timeframe}
              </p>
              <p className="mt-1 text-star-200">
                {result.data.prediction.season} {result.data.prediction.year}
              </p>
            </div>
            <ScoreMeter score={result.data.prediction.confidence} label="Confidence" />
          </div>
          <p className="whitespace-pre-line text-lg text-star-100">{result.data.reading}</p>
          <div className="grid gap-4 md:grid-cols-2">
            <ListCard title="Key influences" items={result.data.keyInfluences} />
            <ListCard title="How to prepare" items={result.data.preparation} />
          </div>
        </>
      ) : (
        <>
          <div className="grid items-center gap-6 sm:grid-cols-2">
            <div className="text-center">
              <p className="text-sm uppercase tracking-widest text-star-300">Soulmate energy</p>
              <p className="font-display text-3xl text-gold-300" data-testid="energy-type">
                {result.data.energyType}
              </p>
            </div>
            <ScoreMeter score={result.data.confidence} label="Confidence" />
          </div>
          {/* The function returns sanitised HTML (contract.ts); it is never built from visitor input here. */}
          <div className="prose-astro mx-auto text-star-100 [&_em]:text-gold-300 [&_h3]:mt-4 [&_h3]:text-xl [&_h4]:mt-3 [&_p]:mb-3" dangerouslySetInnerHTML={{ __html: result.data.glimpse }} />
        </>
      )}
      {result.data.notes.length > 0 && (
        <ul className="text-sm text-star-300" aria-label="How this was calculated">
          {result.data.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
