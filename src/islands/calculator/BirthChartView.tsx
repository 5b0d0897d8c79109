import { useEffect, useId, useRef } from 'react';
import BalanceBars from '@/components/chart/BalanceBars';
import ChartDrawnWith from '@/components/chart/ChartDrawnWith';
import NatalCharts from '@/components/chart/NatalCharts';
import type { BirthChartResult, NatalInterpretation, PersonInput } from '@/lib/astrology/contract';
import type { ChartChoices } from '@/lib/astrology/chart-options';
import { possessive } from '@/lib/chart-view/format';
import { todayPath } from '@/lib/horoscope/editions';
import ChartChoicesFields from './ChartChoicesFields';
import NoTimePanel from './NoTimePanel';
import PlaceNotice from '@/components/chart/PlaceNotice';
import TimingCharts from '../timing/TimingCharts';

/** What a reading section other than a placement is, said above its heading. */
const SECTION_KICKERS: Record<Exclude<NatalInterpretation['kind'], 'placement'>, string> = {
  overview: 'The shape of your chart',
  'chart-ruler': 'The ruler of your chart',
  pattern: 'A pattern in your chart',
  angular: 'A planet on an angle',
  nodes: 'The lunar nodes',
  aspect: 'One of your tightest aspects',
  generation: 'Shared with your age group',
};

/**
 * "Sun in Pisces", "Gemini rising"; a planet that changed sign on an untimed birth day in the
 * order of the day: "Moon in Taurus, then Gemini".
 */
function essential(section: NatalInterpretation): string {
  if (!section.alternative) return section.heading;
  const first = section.heading.includes('born before') ? section.sign : section.alternative.sign;
  const then = first === section.sign ? section.alternative.sign : section.sign;
  return `${section.point} in ${first}, then ${then}`;
}

interface Props {
  result: BirthChartResult;
  /** "14 March 1990 · 08:45", as the visitor entered it. */
  born: string;
  balanceMeanings: Record<string, string>;
  /** How the chart is drawn (house system, zodiac, points); changing it here redraws the chart. */
  choices: ChartChoices;
  onChoices: (choices: ChartChoices) => void;
  /** A redraw is under way. */
  busy: boolean;
  /** The birth data the chart was drawn from, for the timing charts. */
  person: PersonInput;
}

/** The birth chart's result: title, how it was drawn, the chart, the balance and the reading. */
export default function BirthChartView({
  result,
  born,
  balanceMeanings,
  choices,
  onChoices,
  busy,
  person,
}: Props) {
  // This view arrives in its own chunk, after the reply: it takes focus itself once it is there.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const readingId = useId();
  const name = result.person.name;
  const sun = result.chart.planets.find((planet) => planet.planet === 'Sun');
  const essentials = result.interpretation
    .filter((section) => section.kind === 'placement' && ['Sun', 'Moon', 'Ascendant'].includes(section.point))
    .map(essential);
  // The house fallback is said beside the chart (house-system line, note under the wheel), not here too.
  const notes = result.notes.filter((note) => note !== result.chart.houseSystem?.note);

  return (
    <div className="grid gap-10">
      <header className="chart-print text-center">
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

      {notes.length > 0 && (
        <div className="calc-notice" role="note" data-testid="chart-notes">
          <b>How this chart was drawn</b>
          <ul className="calc-list mt-2">
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </div>
      )}

      <div className="chart-house-system" data-testid="house-system">
        <div>
          <ChartDrawnWith chart={result.chart} />
        </div>
        <ChartChoicesFields value={choices} onChange={onChoices} />
        {busy && <p className="calc-muted">Redrawing the chart…</p>}
      </div>

      {/* What the print layout keeps (src/styles/chart.css, @media print): one A4 page. */}
      <div className="chart-print">
        <NatalCharts
          name={name}
          chart={result.chart}
          aspects={result.aspects}
          patterns={result.patterns}
          heading="The chart"
          download={name ? `${possessive(name)} birth chart` : 'Birth chart'}
        />
      </div>
      <p className="chart-print-action">
        <button type="button" className="btn btn-ghost" onClick={() => window.print()}>
          Print the chart (one A4 page)
        </button>
      </p>

      <TimingCharts person={person} choices={choices} />

      {result.noTime && <NoTimePanel noTime={result.noTime} aspects={result.aspects} />}

      <BalanceBars balance={result.balance} heading="Elements and modalities" meanings={balanceMeanings} />

      <section aria-labelledby={readingId} className="natal-reading" data-testid="natal-reading">
        <h3 id={readingId} className="chart-heading">
          {name ? `${possessive(name)} reading` : 'Your reading'}
        </h3>
        {result.interpretation.map((section) => (
          <article key={section.heading} className="calc-bar natal-section" data-kind={section.kind}>
            {section.kind !== 'placement' && <p className="calc-kicker">{SECTION_KICKERS[section.kind]}</p>}
            <h4 className="natal-heading">{section.heading}</h4>
            {/* A blank line parts paragraphs (the overview's themes, then its contradictions). */}
            {section.text.split('\n\n').map((paragraph, index) => (
              <p key={paragraph.slice(0, 40)} className={index > 0 ? 'mt-3' : undefined}>
                {paragraph}
              </p>
            ))}
            {section.alternative && (
              <>
                <h4 className="natal-heading mt-4">{section.alternative.heading}</h4>
                <p>{section.alternative.text}</p>
              </>
            )}
            {section.house && (
              <>
                <h4 className="natal-heading mt-4">{section.house.heading}</h4>
                <p>{section.house.text}</p>
              </>
            )}
            {/* The astrologers' words the section uses, explained beside it rather than in its sentences. */}
            {section.terms && section.terms.length > 0 && (
              <dl className="natal-terms" aria-label="Terms used here">
                {section.terms.map(({ term, meaning }) => (
                  <div key={term}>
                    <dt>{term}</dt>
                    <dd>{meaning}</dd>
                  </div>
                ))}
              </dl>
            )}
          </article>
        ))}
      </section>
    </div>
  );
}
