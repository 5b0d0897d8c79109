import { useId, useState } from 'react';
import { signGlyph } from '@/lib/chart-view/glyphs';
import { withBirthDate, type PersonForm } from '@/lib/calculators/person-form';
import { birthDateProblem, MIN_BIRTH_DATE } from '@/lib/calculators/validation';
import CityField from './CityField';
import UtcOffsetField from './UtcOffsetField';
import BirthTimeField from './BirthTimeField';
import { useToday } from './use-today';

interface Props {
  title: string;
  person: PersonForm;
  onChange: (next: PersonForm) => void;
  askGender: boolean;
  /** Love-by-name also offers Other. */
  allowOtherGender?: boolean;
  nameRequired?: boolean;
  advanced: boolean;
  /** Set once a submit was held back by a date out of range: show the message even untouched. */
  checkDate?: boolean;
  /**
   * Field names where the form also works without JavaScript: the birth chart's form submits to
   * its share address (docs/birth-chart.md#without-javascript), whose parameters these are.
   */
  fieldNames?: { name: string; date: string; time: string; city: string };
}

/**
 * One column of a calculator form: name, birth date with its sign, gender and the advanced
 * fields. The date is held to 1800–today; a date outside gets a plain message under the field
 * once the visitor leaves it (or tries to submit), so the server never has to refuse it.
 */
export default function PersonColumn({
  title,
  person,
  onChange,
  askGender,
  allowOtherGender = false,
  nameRequired = false,
  advanced,
  checkDate = false,
  fieldNames,
}: Props) {
  const set = (patch: Partial<PersonForm>) => onChange({ ...person, ...patch });
  const today = useToday();
  const dateErrorId = useId();
  const [dateLeft, setDateLeft] = useState(false);
  const dateProblem = today && (dateLeft || checkDate) ? birthDateProblem(person.birthDate, today) : null;
  return (
    <fieldset className="calc-column">
      <legend className="calc-legend">{title}</legend>
      <label className="block">
        <span className="calc-label">Name{nameRequired ? '' : ' (optional)'}</span>
        <input
          className="field"
          type="text"
          autoComplete="off"
          maxLength={80}
          name={fieldNames?.name}
          value={person.name}
          required={nameRequired}
          onChange={(event) => set({ name: event.target.value })}
        />
      </label>
      <div>
        <label className="block">
          <span className="calc-label">Birth date</span>
          <input
            className="field"
            type="date"
            name={fieldNames?.date}
            value={person.birthDate}
            min={MIN_BIRTH_DATE}
            max={today || undefined}
            aria-invalid={dateProblem ? true : undefined}
            aria-describedby={dateProblem ? dateErrorId : undefined}
            onChange={(event) => onChange(withBirthDate(person, event.target.value))}
            onBlur={() => setDateLeft(true)}
          />
        </label>
        {/* The message takes the sign's line, so the form does not move under the pointer when it
            appears (it appears as the field is left, often on the way to a button). */}
        {dateProblem ? (
          <p id={dateErrorId} className="calc-sign calc-error" data-testid="date-problem">
            {dateProblem}
          </p>
        ) : (
          <p className="calc-sign" aria-live="polite" data-testid="zodiac-sign">
            {person.zodiacSign && (
              <>
                <span aria-hidden="true" className="calc-symbol">
                  {signGlyph(person.zodiacSign)}
                </span>
                {person.zodiacSign}
              </>
            )}
          </p>
        )}
      </div>
      {askGender && (
        <label className="block">
          <span className="calc-label">Gender</span>
          <select
            className="field"
            value={person.gender}
            onChange={(event) => set({ gender: event.target.value as PersonForm['gender'] })}
          >
            <option value="">Select gender</option>
            <option value="male">Male</option>
            <option value="female">Female</option>
            {allowOtherGender && <option value="other">Other</option>}
          </select>
        </label>
      )}
      {advanced && (
        <>
          <BirthTimeField
            value={person.birthTime}
            name={fieldNames?.time}
            onChange={(birthTime) => set({ birthTime })}
          />
          <CityField
            value={person.birthCity}
            place={person.birthPlace}
            name={fieldNames?.city}
            onChange={(birthCity, birthPlace) => onChange({ ...person, birthCity, birthPlace })}
          />
          <UtcOffsetField value={person.utcOffset} onChange={(utcOffset) => set({ utcOffset })} />
        </>
      )}
    </fieldset>
  );
}
