import type { StepOf } from '@/lib/quiz/definition';
import type { QuizAnswers } from '@/lib/quiz/machine';
import { confirmationMessage } from '@/lib/quiz/messages';
import { StepHeading } from './StepHeading';

const ICONS: Record<StepOf<'confirmation'>['icon'], string> = {
  heart:
    'M12 21s-7.5-4.6-9.6-9.2C.8 8.2 3 4.5 6.6 4.5c2.1 0 3.5 1.1 4.4 2.5.9-1.4 2.3-2.5 4.4-2.5 3.6 0 5.8 3.7 4.2 7.3C19.5 16.4 12 21 12 21z',
  star: 'M12 2l2.9 6.3 6.9.7-5.2 4.6 1.5 6.8L12 16.9 5.9 20.4l1.5-6.8L2.2 9l6.9-.7z',
  hands: 'M4 13c2-3 5-4 8-4s6 1 8 4M7 16c1.5-1.5 3-2 5-2s3.5.5 5 2M12 3v3M5.6 5.6l2 2M18.4 5.6l-2 2',
};

/** A confirmation screen: icon, headline, a message about the visitor's answer, Continue. */
export function ConfirmationStep({
  step,
  answers,
  onContinue,
}: {
  step: StepOf<'confirmation'>;
  answers: QuizAnswers;
  onContinue: () => void;
}) {
  const filled = step.icon !== 'hands';
  return (
    <div className="text-center">
      <div className="mx-auto mb-5 flex h-20 w-20 items-center justify-center rounded-full bg-gold-400/15">
        <svg
          aria-hidden="true"
          width="40"
          height="40"
          viewBox="0 0 24 24"
          fill={filled ? '#f5c66b' : 'none'}
          stroke={filled ? 'none' : '#f5c66b'}
          strokeWidth="1.8"
          strokeLinecap="round"
        >
          <path d={ICONS[step.icon]} />
        </svg>
      </div>
      <StepHeading>{step.headline}</StepHeading>
      <p className="mx-auto mb-8 max-w-md text-lg text-star-200" data-testid="confirmation-message">
        {confirmationMessage(step, answers)}
      </p>
      <button type="button" className="btn btn-primary w-full max-w-xs" onClick={onContinue}>
        {step.cta}
      </button>
    </div>
  );
}
