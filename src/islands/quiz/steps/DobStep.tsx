import { useMemo, useState } from 'react';
import type { StepOf } from '../../../lib/quiz/definition';
import {
  birthYears,
  completeDob,
  isDateOfBirth,
  isUnderAge,
  MONTH_NAMES,
  type DateOfBirth,
} from '../../../lib/quiz/age';
import { StepHeading } from './StepHeading';

const DAYS = Array.from({ length: 31 }, (_, index) => String(index + 1));

/**
 * The date of birth as three selects. The value counts only once day, month and year are all
 * chosen; Continue waits for that (no auto-advance, so browsing a select with the arrow keys
 * never submits a half-chosen date). Under 18 leads to the adults-only message.
 */
export function DobStep({
  step,
  value,
  onAdult,
  onUnderAge,
}: {
  step: StepOf<'dob'>;
  value: unknown;
  onAdult: (dob: DateOfBirth) => void;
  onUnderAge: (dob: DateOfBirth) => void;
}) {
  const [dob, setDob] = useState<Partial<DateOfBirth>>(() => (isDateOfBirth(value) ? value : {}));
  const years = useMemo(() => birthYears(new Date().getFullYear()), []);
  const complete = completeDob(dob);
  const select = 'field appearance-none bg-[length:0] pr-8';

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!complete) return;
        if (isUnderAge(complete, new Date())) onUnderAge(complete);
        else onAdult(complete);
      }}
    >
      <StepHeading>{step.title}</StepHeading>
      <p className="mb-6 text-center text-star-200">{step.text}</p>
      <fieldset className="grid grid-cols-[1fr_1.6fr_1.3fr] gap-3">
        <legend className="sr-only">Date of birth</legend>
        <label className="grid gap-1 text-sm text-star-300">
          Day
          <select
            className={select}
            value={dob.day ?? ''}
            onChange={(event) => setDob({ ...dob, day: event.target.value })}
          >
            <option value="">Day</option>
            {DAYS.map((day) => (
              <option key={day} value={day}>
                {day}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-sm text-star-300">
          Month
          <select
            className={select}
            value={dob.month ?? ''}
            onChange={(event) => setDob({ ...dob, month: event.target.value })}
          >
            <option value="">Month</option>
            {MONTH_NAMES.map((name, index) => (
              <option key={name} value={String(index + 1)}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-sm text-star-300">
          Year
          <select
            className={select}
            value={dob.year ?? ''}
            onChange={(event) => setDob({ ...dob, year: event.target.value })}
          >
            <option value="">Year</option>
            {years.map((year) => (
              <option key={year} value={String(year)}>
                {year}
              </option>
            ))}
          </select>
        </label>
      </fieldset>
      <button type="submit" className="btn btn-primary mt-8 w-full" disabled={!complete}>
        {step.cta}
      </button>
    </form>
  );
}
