import type { StepOf } from '@/lib/quiz/definition';
import { StepHeading } from './StepHeading';

const COLUMN_CLASS: Record<number, string> = {
  1: 'grid-cols-1',
  2: 'grid-cols-2',
  3: 'grid-cols-3',
  4: 'grid-cols-4',
  5: 'grid-cols-5',
};

/** A single-choice question: tapping an option answers it and moves on at once. */
export function SingleChoiceStep({
  step,
  selected,
  onChoose,
}: {
  step: StepOf<'single'>;
  selected: unknown;
  onChoose: (value: string | number) => void;
}) {
  const columns = step.columns ? COLUMN_CLASS[step.columns] : 'grid-cols-1';
  return (
    <div>
      <StepHeading>{step.title}</StepHeading>
      <div className={`mt-6 grid gap-3 ${columns}`} role="group" aria-label={step.title}>
        {step.options.map((option) => (
          <button
            key={String(option.value)}
            type="button"
            aria-pressed={selected === option.value}
            onClick={() => onChoose(option.value)}
            className={`quiz-option flex min-h-14 items-center gap-3 rounded-2xl border px-4 py-3 text-left font-semibold text-star-50 transition-colors hover:border-gold-400 hover:bg-night-700 aria-pressed:border-gold-400 aria-pressed:bg-night-700 ${
              step.columns && step.columns > 2 ? 'justify-center !px-0 text-center text-lg' : ''
            } border-night-600 bg-night-800`}
          >
            {option.icon && (
              <span aria-hidden="true" className="text-xl">
                {option.icon}
              </span>
            )}
            <span>{option.label}</span>
          </button>
        ))}
      </div>
      {step.scale && (
        <div className="mt-2 flex justify-between text-xs text-star-300" aria-hidden="true">
          <span>{step.scale.low}</span>
          <span>{step.scale.high}</span>
        </div>
      )}
      {step.scale && (
        <p className="sr-only">
          1 means {step.scale.low.toLowerCase()}, 5 means {step.scale.high.toLowerCase()}.
        </p>
      )}
    </div>
  );
}
