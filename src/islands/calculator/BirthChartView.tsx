import { useEffect, useId, useRef } from 'react';
import BalanceBars from '../../components/chart/BalanceBars';
import NatalCharts from '../../components/chart/NatalCharts';
import type { BirthChartResult } from '../../lib/astrology/contract';
import { pointInSentence } from '../../lib/astrology/point-names';
import { possessive } from '../../lib/chart-view/format';
import { todayPath } from '../../lib/horoscope/editions';
import PlaceNotice from './PlaceNotice';

interface Props {
  result: BirthChartResult;
  /** "14 March 1990 · 08:45", as the visitor entered it. */
  born: string;
  balanceMeanings: Record<string, string>;
}

/** The birth chart's result: title, how it was drawn, the chart, the balance and the reading. */
export default function BirthChartView({ result, born, balanceMeanings }: Props) {
  // This view arrives in its own chunk, after the reply: it takes focus itself once it is there.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const readingId = useId();
  const name = result.person.name;
  const sun = result.chart.planets.find((planet) => planet.planet === 'Sun');
  const essentials = result.interpretation
    .filter((section) => section.point === 'Sun' || section.point === 'Moon' || section.point === 'Ascendant')
    .map((section) => section.heading);

  return (
    <div className="grid gap-10">
      <header className="text-center">
        <h2 ref={heading} tabIndex={-1} className="calc-title">
          {name ? `${possessive(name)} birth chart` : 'Your birth chart'}
        </h2>
        <p className="calc-sub">{essentials.join(' · ')}</p>
        <p className="calc-muted">{born}</p>
        {result.person.signNote && (
          <p className="calc-sign-note" data-testid="sign-note">
            {result.person.signNote}
          </p>
        )}
        {sun && (
          <p className="mt-3">
            <a href={todayPath(sun.sign)} data-testid="sun-horoscope">
              Today&apos;s horoscope for your Sun sign, {sun.sign}
            </a>
          </p>
        )}
      </header>

      <PlaceNotice places={result.places} named={false} people={[result.person]} />

      {result.notes.length > 0 && (
        <div className="calc-notice" role="note" data-testid="chart-notes">
          <b>How this chart was drawn</b>
          <ul className="calc-list mt-2">
            {result.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </div>
      )}

      <NatalCharts name={name} chart={result.chart} aspects={result.aspects} heading="The chart" />

      <BalanceBars balance={result.balance} heading="Elements and modalities" meanings={balanceMeanings} />

      <section aria-labelledby={readingId} className="natal-reading" data-testid="natal-reading">
        <h3 id={readingId} className="chart-heading">
          {name ? `${possessive(name)} reading` : 'Your reading'}
        </h3>
        {result.interpretation.map((section) => (
          <article key={section.point} className="calc-bar natal-section">
            <h4 className="natal-heading">{section.heading}</h4>
            <p>{section.text}</p>
            {section.otherSign && (
              <p className="calc-muted mt-2">
                On your birth day {pointInSentence(section.point)} also spent some hours in{' '}
                {section.otherSign}; your birth time would settle which sign is yours.
              </p>
            )}
            {section.house && (
              <>
                <h4 className="natal-heading mt-4">{section.house.heading}</h4>
                <p>{section.house.text}</p>
              </>
            )}
          </article>
        ))}
      </section>
    </div>
  );
}
