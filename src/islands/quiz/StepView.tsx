import type { QuizStep } from '@/lib/quiz/definition';
import type { QuizState } from '@/lib/quiz/machine';
import { veiledPortraitKey, type SketchImage, type VeiledPortraitKey } from '@/lib/quiz/portrait';
import type { LeadStatus } from './lead';
import { AnalysisStep } from './steps/AnalysisStep';
import { ConfirmationStep } from './steps/ConfirmationStep';
import { DobStep } from './steps/DobStep';
import { AdultsOnly } from './steps/AdultsOnly';
import { MultiChoiceStep } from './steps/MultiChoiceStep';
import { PortraitStep, type EmailVerdict } from './steps/PortraitStep';
import { PromoStep } from './steps/PromoStep';
import { SingleChoiceStep } from './steps/SingleChoiceStep';
import { StartStep } from './steps/StartStep';
import { TestimonialStep } from './steps/TestimonialStep';

export interface StepViewProps {
  step: QuizStep;
  state: QuizState;
  lead: LeadStatus;
  promoCode: string;
  portraits: Record<VeiledPortraitKey, SketchImage>;
  /** The build's year, for the birth years (src/lib/quiz/age.ts). */
  buildYear: number;
  leaving: boolean;
  onAnswer: (key?: string, value?: unknown) => void;
  onAdultsOnly: (key: string, value: unknown) => void;
  /** Sends the e-mail; resolves to a refusal (the form stays open) or null (the quiz moved on). */
  onEmail: (key: string, email: string) => Promise<EmailVerdict>;
  /** Continue on the promo step: completes the quiz on the last step. */
  onComplete: () => void;
}

/** Renders one step by its type; an unknown type says so instead of breaking the quiz. */
export function StepView(props: StepViewProps) {
  const { step, state } = props;
  if (state.adultsOnly && step.type === 'dob') return <AdultsOnly step={step} />;
  switch (step.type) {
    case 'start':
      return <StartStep step={step} onContinue={() => props.onAnswer()} />;
    case 'testimonial':
      return <TestimonialStep step={step} onContinue={() => props.onAnswer()} />;
    case 'single':
      return (
        <SingleChoiceStep
          step={step}
          selected={state.answers[step.key]}
          onChoose={(value) => props.onAnswer(step.key, value)}
        />
      );
    case 'multi':
      return (
        <MultiChoiceStep
          step={step}
          selected={state.answers[step.key]}
          onContinue={(values) => props.onAnswer(step.key, values)}
        />
      );
    case 'confirmation':
      return <ConfirmationStep step={step} answers={state.answers} onContinue={() => props.onAnswer()} />;
    case 'dob':
      return (
        <DobStep
          step={step}
          value={state.answers[step.key]}
          buildYear={props.buildYear}
          onAdult={(dob) => props.onAnswer(step.key, dob)}
          onUnderAge={(dob) => props.onAdultsOnly(step.key, dob)}
        />
      );
    case 'analysis':
      return <AnalysisStep step={step} onDone={() => props.onAnswer()} />;
    case 'portrait':
      return (
        <PortraitStep
          step={step}
          sketch={props.portraits[veiledPortraitKey(state.answers)]}
          onSubmit={(email) => props.onEmail('email', email)}
        />
      );
    case 'promo':
      return (
        <PromoStep
          step={step}
          code={props.promoCode}
          lead={props.lead}
          leaving={props.leaving}
          onContinue={props.onComplete}
        />
      );
    default:
      return (
        <p role="alert" className="card p-6 text-center text-star-100" data-step-heading tabIndex={-1}>
          Question type not found
        </p>
      );
  }
}
