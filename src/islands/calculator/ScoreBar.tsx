import type { ReactNode } from 'react';
import { scoreColour, scoreLevel } from '../../lib/calculators/score-bands';

/** One dimension: label, percentage, a bar in its level colour, and what explains it. */
export default function ScoreBar({ label, score, children }: { label: string; score: number; children?: ReactNode }) {
  const level = scoreLevel(score);
  return (
    <li className="rounded-xl bg-night-950/60 p-4" data-testid="score-bar">
      <div className="mb-2 flex items-baseline justify-between gap-3">
        <span className="font-semibold text-star-50">{label}</span>
        <span className="text-sm text-star-200">
          <span className="font-semibold text-star-50">{score}%</span> · {level}
        </span>
      </div>
      <div role="meter" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={score} aria-valuetext={`${score}%, ${level}`} className="h-2 overflow-hidden rounded-full bg-night-700">
        <div className="h-full rounded-full" style={{ width: `${score}%`, background: scoreColour(score) }} />
      </div>
      {children}
    </li>
  );
}
