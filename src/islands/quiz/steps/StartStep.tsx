import type { StepOf } from '@/lib/quiz/definition';
import { StepHeading } from './StepHeading';
import { SampleMark } from '../../ui/SampleMark';

/** Step 1: the promise, the three claims and 'Let's begin'. */
export function StartStep({ step, onContinue }: { step: StepOf<'start'>; onContinue: () => void }) {
  return (
    <div className="text-center">
      <StepHeading level="h2">{step.title}</StepHeading>
      <p className="mx-auto mb-6 max-w-md text-star-200">{step.text}</p>
      <ul className="mb-8 flex flex-wrap justify-center gap-2" role="list">
        {step.claims.map((claim) => (
          <li
            key={claim.text}
            className="rounded-full border border-gold-400/40 bg-night-800 px-4 py-1.5 text-sm font-semibold text-gold-300"
          >
            {claim.text}
            {/* A figure shows its source; one without is a sample (src/lib/social-proof/claims.ts). */}
            {claim.figure &&
              (claim.source ? (
                <span className="claim-source font-normal"> ({claim.source})</span>
              ) : (
                <>
                  {' '}
                  <SampleMark what="quiz-start-claim" />
                </>
              ))}
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn-primary w-full max-w-xs text-lg" onClick={onContinue}>
        {step.cta}
      </button>
      {/* The spec's links here do nothing; ours open the real pages in a new tab, keeping the quiz. */}
      <p className="mt-6 text-xs text-star-300">
        {step.legal.text}{' '}
        <a href="/terms-of-service" target="_blank" rel="noopener" className="underline">
          {step.legal.terms}
        </a>{' '}
        {step.legal.and}{' '}
        <a href="/privacy-policy" target="_blank" rel="noopener" className="underline">
          {step.legal.privacy}
        </a>
        .
      </p>
    </div>
  );
}
