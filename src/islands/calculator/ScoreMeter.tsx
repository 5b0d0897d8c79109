import { scoreColour } from '@/lib/calculators/score-bands';

/** The overall score as a ring meter (a conic gradient) with the number and its level inside. */
export default function ScoreMeter({
  score,
  label,
  caption,
}: {
  score: number;
  label: string;
  caption?: string;
}) {
  return (
    <figure className="flex flex-col items-center" data-testid="score-meter">
      <div
        role="meter"
        aria-label={caption ?? label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={score}
        aria-valuetext={`${score}%, ${label}`}
        className="calc-ring"
        style={{ background: `conic-gradient(${scoreColour(score)} ${score}%, #1e2650 0)` }}
      >
        <div className="calc-ring-inner">
          <b className="text-3xl text-star-50" data-testid="score-value">
            {score}%
          </b>
          <span className="text-xs text-star-200">{label}</span>
        </div>
      </div>
      {caption && <figcaption className="calc-detail">{caption}</figcaption>}
    </figure>
  );
}
