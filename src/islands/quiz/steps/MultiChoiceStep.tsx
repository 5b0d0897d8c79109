import { useState } from 'react';
import type { StepOf } from '@/lib/quiz/definition';
import { StepHeading } from './StepHeading';

type Value = string | number;

/** A multi-choice question: options toggle, and Continue (always allowed) moves on. */
export function MultiChoiceStep({
  step,
  selected,
  onContinue,
}: {
  step: StepOf<'multi'>;
  selected: unknown;
  onContinue: (values: Value[]) => void;
}) {
  const [chosen, setChosen] = useState<Value[]>(() => (Array.isArray(selected) ? (selected as Value[]) : []));
  const toggle = (value: Value) =>
    setChosen((current) =>
      current.includes(value) ? current.filter((item) => item !== value) : [...current, value],
    );
  return (
    <div>
      <StepHeading>{step.title}</StepHeading>
      <p className="mb-6 text-center text-sm text-star-300">{step.hint}</p>
      <div className="grid gap-3" role="group" aria-label={step.title}>
        {step.options.map((option) => {
          const on = chosen.includes(option.value);
          return (
            <button
              key={String(option.value)}
              type="button"
              aria-pressed={on}
              onClick={() => toggle(option.value)}
              className="flex min-h-14 items-center justify-between gap-3 rounded-2xl border border-night-600 bg-night-800 px-4 py-3 text-left font-semibold text-star-50 hover:border-gold-400 aria-pressed:border-gold-400 aria-pressed:bg-night-700"
            >
              <span>{option.label}</span>
              <span
                aria-hidden="true"
                className={`flex h-6 w-6 items-center justify-center rounded-md border ${on ? 'border-gold-400 bg-gold-400 text-night-950' : 'border-night-600'}`}
              >
                {on ? '✓' : ''}
              </span>
            </button>
          );
        })}
      </div>
      <button type="button" className="btn btn-primary mt-6 w-full" onClick={() => onContinue(chosen)}>
        {step.cta}
      </button>
    </div>
  );
}
