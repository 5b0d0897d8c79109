import type { ReactNode } from 'react';
import { scoreColour, scoreLevel } from '@/lib/calculators/score-bands';

/** One dimension: label, percentage, a bar in its level colour, and what explains it. */
export default function ScoreBar({
  label,
  score,
  children,
}: {
  label: string;
  score: number;
  children?: ReactNode;
}) {
  const level = scoreLevel(score);
  return (
    <li className="calc-bar" data-testid="score-bar">
      <div className="calc-bar-head">
        <span className="font-semibold text-star-50">{label}</span>
        <span className="text-sm text-star-200">
          <span className="font-semibold text-star-50">{score}%</span> · {level}
        </span>
      </div>
      <div
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={score}
        aria-valuetext={`${score}%, ${level}`}
        className="calc-track calc-track-bar"
      >
        <div className="h-full rounded-full" style={{ width: `${score}%`, background: scoreColour(score) }} />
      </div>
      {children}
    </li>
  );
}
