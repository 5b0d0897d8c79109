import { useId, useState, type FormEvent } from 'react';
import AspectGrid from '@/components/chart/AspectGrid';
import AspectKey from '@/components/chart/AspectKey';
import ChartWheel from '@/components/chart/ChartWheel';
import PlanetTable from '@/components/chart/PlanetTable';
import type { BirthPlace, PersonInput } from '@/lib/astrology/contract';
import { choicesForRequest, type ChartChoices } from '@/lib/astrology/chart-options';
import { PREDICTIVE_ORB } from '@/lib/astrology/predictive/orbs';
import type { PredictiveBirthChart, ProgressedAngleMethod } from '@/lib/astrology/predictive/types';
import { synastryGrid } from '@/lib/chart-view/aspect-grid';
import { planetTable } from '@/lib/chart-view/planet-table';
import {
  CHART_NAMES,
  RING_NAMES,
  TECHNIQUE_INTROS,
  TECHNIQUE_LABELS,
  TECHNIQUES,
  timingFacts,
  timingFields,
  timingSummary,
  type Technique,
} from '@/lib/chart-view/predictive-view';
import { buildWheel } from '@/lib/chart-view/wheel';
import { localIsoDate } from '@/lib/calculators/validation';
import { postJson } from '@/lib/http/api-client';
import CityField from '../calculator/CityField';

/** Lines drawn in the bi-wheel's centre: the closest contacts only, or the hub turns to a web. */
const WHEEL_ASPECT_LINES = 12;
const ORBS: Record<Technique, number> = {
  transits: PREDICTIVE_ORB.transits,
  progressed: PREDICTIVE_ORB.progressed,
  directed: PREDICTIVE_ORB.directed,
  'solar-return': PREDICTIVE_ORB.return,
  'lunar-return': PREDICTIVE_ORB.return,
};

/** The instant to draw transits for: now on today's date, else noon on the visitor's clock. */
function transitInstant(date: string, today: string): string {
  const at = date === today ? new Date() : new Date(`${date}T12:00:00`);
  return `${at.toISOString().slice(0, 16)}Z`;
}

interface Props {
  /** The birth data, as the birth chart function takes it. */
  person: PersonInput;
  /** How the birth chart is drawn (house system, zodiac, points): the timing charts follow it. */
  choices?: ChartChoices;
}

type Answer = { technique: Technique; chart: PredictiveBirthChart };

/**
 * Timing charts around a birth chart (docs/predictive.md#on-the-page): transits for any date,
 * secondary progressions, solar arc directions, solar and lunar returns, each drawn as a bi-wheel
 * (the birth chart inside, the timing chart outside) with its planets and its contacts.
 */
export default function TimingCharts({ person, choices }: Props) {
  const headingId = useId();
  const today = localIsoDate(new Date());
  const [technique, setTechnique] = useState<Technique>('transits');
  const [date, setDate] = useState(today);
  const [year, setYear] = useState(Number(today.slice(0, 4)));
  const [method, setMethod] = useState<ProgressedAngleMethod>('solar-arc');
  const [city, setCity] = useState('');
  const [place, setPlace] = useState<BirthPlace | undefined>(undefined);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const draw = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError('');
    const fields = timingFields({
      technique,
      date,
      instant: transitInstant(date, today),
      year,
      method,
      ...(place ? { place } : {}),
    });
    postJson<PredictiveBirthChart>('/api/birth-chart', {
      person,
      ...(choices ? choicesForRequest(choices) : {}),
      ...fields,
    })
      .then((chart) => setAnswer({ technique, chart }))
      .catch((reason: Error) => setError(reason.message || 'We could not cast that chart. Please try again.'))
      .finally(() => setBusy(false));
  };

  const facts = answer ? timingFacts(answer.chart, answer.technique) : undefined;
  const shown = answer?.technique ?? technique;
  const ring = RING_NAMES[shown];
  const label = TECHNIQUE_LABELS[shown];
  const needsDate = technique !== 'solar-return';

  return (
    <section className="timing" aria-labelledby={headingId} data-testid="timing-charts">
      <h3 id={headingId} className="chart-heading">
        Timing: transits, progressions and returns
      </h3>
      <form className="timing-form" onSubmit={draw} noValidate>
        <fieldset className="timing-techniques">
          <legend className="calc-label">Chart</legend>
          {TECHNIQUES.map((name) => (
            <label key={name} className="timing-technique">
              <input
                type="radio"
                name="technique"
                value={name}
                checked={technique === name}
                onChange={() => setTechnique(name)}
              />
              <span>{TECHNIQUE_LABELS[name]}</span>
            </label>
          ))}
        </fieldset>
        <p className="calc-detail">{TECHNIQUE_INTROS[technique]}</p>
        <div className="timing-fields">
          {needsDate && (
            <label className="block">
              <span className="calc-label">
                {technique === 'lunar-return' ? 'The first return from' : 'Date'}
              </span>
              <input
                className="field"
                type="date"
                name="date"
                min={person.birthDate}
                max="2100-12-31"
                required
                value={date}
                onChange={(event) => setDate(event.target.value)}
              />
            </label>
          )}
          {technique === 'progressed' && (
            <label className="block">
              <span className="calc-label">Progressed angles</span>
              <select
                className="field"
                name="progressedAngles"
                value={method}
                onChange={(event) => setMethod(event.target.value as ProgressedAngleMethod)}
              >
                <option value="solar-arc">Solar arc (most used)</option>
                <option value="naibod">Naibod (mean Sun in right ascension)</option>
              </select>
            </label>
          )}
          {technique === 'solar-return' && (
            <>
              <label className="block">
                <span className="calc-label">Year</span>
                <input
                  className="field"
                  type="number"
                  name="year"
                  inputMode="numeric"
                  min={Number(person.birthDate.slice(0, 4))}
                  max={2100}
                  required
                  value={year}
                  onChange={(event) => setYear(Number(event.target.value))}
                />
              </label>
              <div className="block">
                <span className="calc-label">Where you will be (optional: the birthplace otherwise)</span>
                <CityField
                  value={city}
                  place={place}
                  onChange={(typed, picked) => {
                    setCity(typed);
                    setPlace(picked);
                  }}
                />
              </div>
            </>
          )}
        </div>
        <p>
          <button type="submit" className="btn btn-primary" disabled={busy || (needsDate && !date)}>
            {busy ? 'Casting the chart…' : `Draw the ${CHART_NAMES[technique].toLowerCase()}`}
          </button>
        </p>
      </form>
      {error && (
        <p className="calc-notice" role="alert">
          {error}
        </p>
      )}
      <div aria-live="polite">
        {answer && facts && (
          <div className="timing-result" data-testid="timing-result" data-technique={answer.technique}>
            {timingSummary(answer.chart, answer.technique).map((line) => (
              <p key={line} className="timing-summary">
                {line}
              </p>
            ))}
            {facts.notes.length > 0 && (
              <ul className="calc-notice calc-list" role="note">
                {facts.notes.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            )}
            {answer.technique === 'progressed' && answer.chart.progressed && (
              <div className="calc-bar timing-moon" data-testid="progressed-moon">
                <h4 className="natal-heading">The progressed Moon</h4>
                {answer.chart.progressed.moon.reading.map((sentence) => (
                  <p key={sentence}>{sentence}</p>
                ))}
              </div>
            )}
            <div className="chart-section">
              <h4 className="chart-heading">{`${CHART_NAMES[answer.technique]} around the birth chart`}</h4>
              <ChartWheel
                model={buildWheel({
                  charts: [
                    { name: 'Natal', ring: 'Natal', chart: answer.chart.chart },
                    { name: label, ring, chart: facts.chart },
                  ],
                  aspects: facts.aspects,
                  maxAspectLines: WHEEL_ASPECT_LINES,
                  title: `Bi-wheel: the birth chart (inner ring) and the ${CHART_NAMES[shown].toLowerCase()} (outer ring)`,
                  caption: `Inner ring: the birth chart (gold). Outer ring: the ${CHART_NAMES[shown].toLowerCase()} (violet).`,
                })}
                download={`${label} bi-wheel`}
              />
              <div className="chart-tables">
                <PlanetTable table={planetTable(facts.chart)} caption={`${ring} planets and points`} />
              </div>
              <AspectGrid
                grid={synastryGrid(answer.chart.chart, facts.chart, facts.aspects, {
                  rows: 'Natal',
                  columns: ring,
                })}
                caption={`Contacts within ${ORBS[answer.technique]}°: natal points (rows) and ${ring.toLowerCase()} points (columns)`}
                rowOwner="Natal"
                columnOwner={ring}
              />
              <AspectKey marks />
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
