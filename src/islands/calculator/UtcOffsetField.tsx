import { useId, useState } from 'react';
import { parseUtcOffset } from '@/lib/astrology/utc-offset';

/**
 * The manual UTC offset (docs/atlas.md): tucked in a disclosure because few need it, for a birth
 * certificate that states its own offset. It overrides the atlas; a text that is not an offset
 * gets a plain message and is not sent.
 */
export default function UtcOffsetField({
  value,
  onChange,
}: {
  value: string;
  onChange: (next: string) => void;
}) {
  const hintId = useId();
  const errorId = useId();
  const [left, setLeft] = useState(false);
  const wrong = left && value.trim() !== '' && parseUtcOffset(value) === null;
  return (
    <details className="calc-offset" open={value.trim() !== '' || undefined}>
      <summary className="calc-offset-toggle">Birth record gives a UTC offset?</summary>
      <label className="block">
        <span className="calc-label">UTC offset (optional)</span>
        <input
          className="field"
          type="text"
          inputMode="text"
          autoComplete="off"
          placeholder="+01:00"
          value={value}
          aria-describedby={wrong ? `${hintId} ${errorId}` : hintId}
          aria-invalid={wrong || undefined}
          onChange={(event) => onChange(event.target.value)}
          onBlur={() => setLeft(true)}
          data-testid="utc-offset"
        />
      </label>
      <p id={hintId} className="calc-detail">
        Only if the birth certificate states it, such as +01:00 or −05:30. It replaces the offset our atlas
        finds for the place and date.
      </p>
      {wrong && (
        <p id={errorId} className="calc-sign calc-error">
          Enter an offset such as +01:00 or −05:30.
        </p>
      )}
    </details>
  );
}
