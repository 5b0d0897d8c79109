import { useId, useState } from 'react';
import { parseClock } from '@/lib/content/clock';

/**
 * The birth time on the site's one clock, the 24-hour one (docs/site.md#dates-and-times): a text
 * field, because a browser's time field follows the device and showed "02:30 PM" beside a chart
 * that says "14:30". "1430", "9:05" and "14.30" are tidied to "14:30" when the field is left;
 * anything else is named as a problem under it (and the function refuses it), never guessed at.
 */
export default function BirthTimeField({
  value,
  name,
  onChange,
}: {
  value: string;
  name?: string | undefined;
  onChange: (time: string) => void;
}) {
  const hintId = useId();
  const problemId = useId();
  const [left, setLeft] = useState(false);
  const problem = left && value.trim() !== '' && parseClock(value) === null;
  return (
    <div>
      <label className="block">
        <span className="calc-label">Birth time</span>
        <input
          className="field"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="hh:mm"
          maxLength={5}
          pattern="([01]?[0-9]|2[0-3])[:.]?[0-5][0-9]"
          name={name}
          value={value}
          aria-describedby={problem ? `${hintId} ${problemId}` : hintId}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => onChange(event.target.value)}
          onBlur={() => {
            setLeft(true);
            const tidy = parseClock(value);
            if (tidy && tidy !== value) onChange(tidy);
          }}
        />
      </label>
      <p id={hintId} className="calc-detail">
        On the 24-hour clock: 14:30 for half past two in the afternoon.
      </p>
      {problem && (
        <p id={problemId} className="calc-sign calc-error" data-testid="time-problem">
          Please write the time on the 24-hour clock, such as 14:30.
        </p>
      )}
    </div>
  );
}
