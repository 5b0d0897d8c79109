import { useId, useMemo, useState } from 'react';
import type { StepOf } from '@/lib/quiz/definition';
import {
  birthYears,
  completeDob,
  dayChoices,
  fitDayToMonth,
  isDateOfBirth,
  isUnderAge,
  MONTH_NAMES,
  type DateOfBirth,
} from '@/lib/quiz/age';
import { StepHeading } from './StepHeading';

/**
 * The date of birth as three selects. The value counts only once day, month and year are all
 * chosen; Continue waits for that (no auto-advance, so browsing a select with the arrow keys
 * never submits a half-chosen date). The day select offers only the days of the chosen month and
 * year; a day the month does not have is cleared, with a note saying why. Under 18 leads to the
 * adults-only message.
 */
export function DobStep({
  step,
  value,
  buildYear,
  onAdult,
  onUnderAge,
}: {
  step: StepOf<'dob'>;
  value: unknown;
  /** The build's year: the newest birth year offered is this − 18. */
  buildYear: number;
  onAdult: (dob: DateOfBirth) => void;
  onUnderAge: (dob: DateOfBirth) => void;
}) {
  const [dob, setDob] = useState<Partial<DateOfBirth>>(() =>
    isDateOfBirth(value) ? fitDayToMonth(value).dob : {},
  );
  const [cleared, setCleared] = useState<string | null>(null);
  // Adults only (docs/decisions.md#adults-only): the youngest adult's year by the build's year first, down to 1920.
  const years = useMemo(() => birthYears(buildYear), [buildYear]);
  const complete = completeDob(dob);
  const days = dayChoices(dob);
  const select = 'field';
  const noteId = useId();

  const change = (next: Partial<DateOfBirth>) => {
    const fitted = fitDayToMonth(next);
    setDob(fitted.dob);
    setCleared(
      fitted.cleared
        ? step.dayCleared
            .replace(
              '{monthYear}',
              [MONTH_NAMES[Number(next.month) - 1], next.year].filter(Boolean).join(' '),
            )
            .replace('{days}', String(dayChoices(fitted.dob).length))
        : null,
    );
  };

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
      <fieldset className="grid grid-cols-[1fr_1.6fr_1.2fr] gap-3">
        <legend className="sr-only">Date of birth</legend>
        <label className="grid gap-1 text-sm text-star-300">
          Day
          <select
            className={select}
            value={dob.day ?? ''}
            aria-describedby={cleared ? noteId : undefined}
            onChange={(event) => change({ ...dob, day: event.target.value })}
          >
            <option value="">Day</option>
            {days.map((day) => (
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
            onChange={(event) => change({ ...dob, month: event.target.value })}
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
            onChange={(event) => change({ ...dob, year: event.target.value })}
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
      <p id={noteId} role="status" className="mt-3 min-h-5 text-sm text-gold-300">
        {cleared}
      </p>
      <button type="submit" className="btn btn-primary mt-5 w-full" disabled={!complete}>
        {step.cta}
      </button>
    </form>
  );
}
