import type { StepOf } from '@/lib/quiz/definition';
import { StepHeading } from './StepHeading';
import { Stars } from '@/components/offer/Stars';
import { longDate } from '@/lib/content/dates';
import { SampleMark } from '../../ui/SampleMark';

/** Step 2: social proof with one dated testimonial. */
export function TestimonialStep({
  step,
  onContinue,
}: {
  step: StepOf<'testimonial'>;
  onContinue: () => void;
}) {
  return (
    <div className="text-center">
      <StepHeading>{step.title}</StepHeading>
      {step.titleFigure && <Source source={step.titleSource} what="quiz-testimonial-figure" />}
      <figure className="card my-6 p-6 text-left">
        <Stars />
        <blockquote className="mt-3 text-star-100">“{step.quote}”</blockquote>
        <figcaption className="mt-4 flex justify-between gap-3 text-sm text-star-300">
          <span className="font-semibold text-star-100">{step.author}</span>
          <time dateTime={step.date}>{longDate(step.date)}</time>
        </figcaption>
        <Source source={step.source} what="quiz-testimonial" />
      </figure>
      <button type="button" className="btn btn-primary w-full max-w-xs" onClick={onContinue}>
        {step.cta}
      </button>
    </div>
  );
}

/** A claim's source under it, or the "Sample" mark (src/lib/social-proof/claims.ts). */
function Source({ source, what }: { source: string | null | undefined; what: string }) {
  return (
    <p className="mt-2 text-xs text-star-300">
      {source ? <span className="claim-source">{source}</span> : <SampleMark what={what} />}
    </p>
  );
}
