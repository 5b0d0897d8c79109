import {
  AYANAMSA_NAMES,
  AYANAMSAS,
  POINT_CHOICE_NAMES,
  POINT_CHOICES,
  type Ayanamsa,
  type ChartChoices,
  type PointChoice,
  type Zodiac,
} from '@/lib/astrology/chart-options';
import { CHOICE_PARAMETERS } from '@/lib/calculators/chart-choices-link';
import HouseSystemField from './HouseSystemField';

/**
 * How the birth chart is drawn (docs/birth-chart.md#chart-options): the house system, the
 * zodiac and its ayanamsa, and which extra points are shown. On the form and above the chart.
 * Named as the share link names them, so the form sent without JavaScript carries them
 * (docs/birth-chart.md#without-javascript).
 */
export default function ChartChoicesFields({
  value,
  onChange,
}: {
  value: ChartChoices;
  onChange: (choices: ChartChoices) => void;
}) {
  const togglePoint = (point: PointChoice, on: boolean) =>
    onChange({ ...value, points: on ? [...value.points, point] : value.points.filter((p) => p !== point) });
  return (
    <div className="chart-choices">
      <HouseSystemField
        value={value.houseSystem}
        onChange={(houseSystem) => onChange({ ...value, houseSystem })}
      />
      <label className="block">
        <span className="calc-label">Zodiac</span>
        <select
          className="field"
          name={CHOICE_PARAMETERS.zodiac}
          value={value.zodiac}
          onChange={(event) => onChange({ ...value, zodiac: event.target.value as Zodiac })}
        >
          <option value="tropical">Tropical (most used)</option>
          <option value="sidereal">Sidereal (Vedic)</option>
        </select>
      </label>
      {value.zodiac === 'sidereal' && (
        <label className="block">
          <span className="calc-label">Ayanamsa</span>
          <select
            className="field"
            name={CHOICE_PARAMETERS.ayanamsa}
            value={value.ayanamsa}
            onChange={(event) => onChange({ ...value, ayanamsa: event.target.value as Ayanamsa })}
          >
            {AYANAMSAS.map((ayanamsa) => (
              <option key={ayanamsa} value={ayanamsa}>
                {AYANAMSA_NAMES[ayanamsa]}
                {ayanamsa === 'lahiri' ? ' (most used)' : ''}
              </option>
            ))}
          </select>
        </label>
      )}
      <details className="chart-points-choice">
        <summary>
          Points shown ({value.points.length} of {POINT_CHOICES.length})
        </summary>
        <fieldset>
          <legend className="sr-only">Points shown besides the planets</legend>
          {/* Sent with the ticked ones, so a form sent with none ticked says so. `hidden` as well:
              HTML checkers then read it as the form's default, not a second control of that name. */}
          <input type="hidden" hidden name={CHOICE_PARAMETERS.points} value="" />
          {POINT_CHOICES.map((point) => (
            <label key={point} className="chart-point-toggle">
              <input
                type="checkbox"
                name={CHOICE_PARAMETERS.points}
                value={point}
                checked={value.points.includes(point)}
                onChange={(event) => togglePoint(point, event.target.checked)}
              />
              {POINT_CHOICE_NAMES[point]}
            </label>
          ))}
        </fieldset>
      </details>
    </div>
  );
}
