import { HOUSE_SYSTEM_NAMES, HOUSE_SYSTEMS, type HouseSystem } from '@/lib/astrology/house-systems';
import { CHOICE_PARAMETERS } from '@/lib/calculators/chart-choices-link';

/**
 * The house system select of the birth chart form (docs/birth-chart.md#houses), named as the share
 * link names it, so the form sent without JavaScript carries it.
 */
export default function HouseSystemField({
  value,
  onChange,
}: {
  value: HouseSystem;
  onChange: (system: HouseSystem) => void;
}) {
  return (
    <label className="block">
      <span className="calc-label">House system</span>
      <select
        className="field"
        name={CHOICE_PARAMETERS.houseSystem}
        value={value}
        onChange={(event) => onChange(event.target.value as HouseSystem)}
      >
        {HOUSE_SYSTEMS.map((system) => (
          <option key={system} value={system}>
            {HOUSE_SYSTEM_NAMES[system]}
            {system === 'placidus' ? ' (most used)' : ''}
          </option>
        ))}
      </select>
    </label>
  );
}
