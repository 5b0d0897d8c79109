import type { StepOf } from '../../../lib/quiz/definition';
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
      <LeadNote lead={lead} />
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

/** DECISIONS.md 10: the visitor is told honestly whether their e-mail was kept. */
function LeadNote({ lead }: { lead: LeadStatus }) {
  if (lead.kind === 'idle') return null;
  const text =
    lead.kind === 'pending'
      ? 'Saving your e-mail…'
      : lead.kind === 'stored'
        ? 'Your e-mail is saved: your sketch will be sent there.'
        : `We couldn't save your e-mail just now (${lead.message}). Your code still works, and you can enter your e-mail again at checkout.`;
  return (
    <p
      role="status"
      data-lead={lead.kind}
      className={`mx-auto mb-6 max-w-md text-sm ${lead.kind === 'failed' ? 'text-rose-400' : 'text-star-300'}`}
    >
      {text}
    </p>
  );
}
