import type { StepOf } from '@/lib/quiz/definition';
import type { LeadStatus } from '../lead';
import { StepHeading } from './StepHeading';

/** The promo screen: the one-time code (brand + 93), what became of the e-mail, and Continue. */
export function PromoStep({
  step,
  code,
  lead,
  leaving,
  onContinue,
}: {
  step: StepOf<'promo'>;
  code: string;
  lead: LeadStatus;
  leaving: boolean;
  onContinue: () => void;
}) {
  return (
    <div className="text-center">
      <p className="mb-2 text-xs font-semibold uppercase tracking-widest text-gold-300">{step.eyebrow}</p>
      <StepHeading>{step.title}</StepHeading>
      <p className="mx-auto mb-6 max-w-md text-star-200">{step.text}</p>
      <div className="mx-auto mb-6 max-w-xs rounded-2xl border-2 border-dashed border-gold-400 bg-night-800 px-6 py-5">
        <p className="text-xs uppercase tracking-widest text-star-300">{step.codeLabel}</p>
        <p
          className="font-display text-3xl font-semibold tracking-wider text-gold-300"
          data-testid="promo-code"
        >
          {code}
        </p>
      </div>
      <LeadNote lead={lead} copy={step.lead} />
      <button
        type="button"
        className="btn btn-primary w-full max-w-xs"
        onClick={onContinue}
        disabled={leaving}
      >
        {step.cta}
      </button>
    </div>
  );
}

/**
 * docs/decisions.md#nothing-a-visitor-hands-over-is-thrown-away-silently: the visitor is told honestly whether their e-mail was kept. A failure reads
 * as one calm sentence from content/quiz, whatever the server said (docs/funnel.md).
 */
function LeadNote({ lead, copy }: { lead: LeadStatus; copy: StepOf<'promo'>['lead'] }) {
  if (lead.kind !== 'stored' && lead.kind !== 'failed') return null;
  return (
    <p role="status" data-lead={lead.kind} className="mx-auto mb-6 max-w-md text-sm text-star-300">
      {copy[lead.kind]}
    </p>
  );
}
