import type { StepOf } from '@/lib/quiz/definition';
import { StepHeading } from './StepHeading';

/** docs/decisions.md#adults-only: a date of birth under 18 ends the quiz here, kindly. */
export function AdultsOnly({ step }: { step: StepOf<'dob'> }) {
  return (
    <div className="card p-6 text-center sm:p-8" role="status">
      <StepHeading>{step.adultsOnly.title}</StepHeading>
      <p className="mb-6 text-star-200">{step.adultsOnly.message}</p>
      <a href={step.adultsOnly.href} className="btn btn-ghost">
        {step.adultsOnly.cta}
      </a>
    </div>
  );
}
