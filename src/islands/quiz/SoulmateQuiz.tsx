import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { QuizDefinition } from '@/lib/quiz/definition';
import {
  initialQuizState,
  isLastStep,
  progressPercent,
  quizReducer,
  showsBackArrow,
  showsProgress,
} from '@/lib/quiz/machine';
import {
  clearQuizState,
  isUnderAgeRemembered,
  loadQuizState,
  rememberUnderAge,
  saveQuizState,
} from '@/lib/quiz/session';
import type { VeiledPortraitKey } from '@/lib/quiz/portrait';
import { markQuizCompleted } from '@/lib/funnel/quiz-marker';
import { showToast } from '@/lib/toast/store';
import { leadSource, submitQuizLead, type LeadStatus } from './lead';
import { StepView } from './StepView';
import type { EmailVerdict } from './steps/PortraitStep';
import type { SketchImage } from '@/lib/quiz/portrait';
import { useOnArrival } from '../ui/use-on-arrival';

/** Where the quiz leads when it is complete (docs/constants.md#quiz). */
export const OFFER_PATH = '/landing-pw';
/** Long enough to read the completion toast before the offer page replaces it. */
const REDIRECT_DELAY_MS = 1200;

interface Props {
  definition: QuizDefinition;
  promoCode: string;
  /** A veiled portrait for every answer the portrait step can match. */
  portraits: Record<VeiledPortraitKey, SketchImage>;
  /** The build's year: the birth years end at this year − 18 (src/lib/quiz/age.ts). */
  buildYear: number;
}

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

function localStore(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The soulmate quiz: one island walking the steps of the content definition. Answers are kept
 * in sessionStorage so a reload resumes where the visitor was; they are cleared on completion.
 * An under-18 date of birth is remembered apart from them for the session (docs/funnel.md).
 */
export default function SoulmateQuiz({ definition, promoCode, portraits, buildYear }: Props) {
  const total = definition.steps.length;
  const reducer = useMemo(() => quizReducer(total), [total]);
  const [state, dispatch] = useReducer(reducer, initialQuizState);
  const [restored, setRestored] = useState(false);
  const [lead, setLead] = useState<LeadStatus>({ kind: 'idle' });
  const [leaving, setLeaving] = useState(false);
  const headingRef = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);

  useOnArrival(() => {
    const saved = loadQuizState(sessionStore()) ?? initialQuizState;
    const underAge = saved.adultsOnly || isUnderAgeRemembered(sessionStore());
    if (saved !== initialQuizState || underAge)
      dispatch({ type: 'restore', state: { ...saved, adultsOnly: underAge } });
    setRestored(true);
  });

  useEffect(() => {
    if (restored && !leaving) saveQuizState(sessionStore(), state);
  }, [restored, leaving, state]);

  // Move focus to the new step so keyboard and screen-reader users follow the quiz.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.querySelector<HTMLElement>('[data-step-heading]')?.focus({ preventScroll: false });
  }, [state.index, state.adultsOnly]);

  const step = definition.steps[state.index]!;

  const answer = useCallback((key?: string, value?: unknown) => dispatch({ type: 'answer', key, value }), []);

  // The form waits for the server's answer: a refused address stays in the form with the reason;
  // kept or not kept for any other reason, the visitor moves on and the promo step says which.
  const submitEmail = useCallback(
    async (key: string, email: string): Promise<EmailVerdict> => {
      const answers = { ...state.answers, [key]: email };
      setLead({ kind: 'pending' });
      const result = await submitQuizLead(email, answers, leadSource(window.location.search));
      if (result.kind === 'rejected') {
        setLead({ kind: 'idle' });
        return { rejected: result.reason };
      }
      setLead(result);
      dispatch({ type: 'answer', key, value: email });
      return null;
    },
    [state.answers],
  );

  const blockUnderAge = useCallback((key: string, value: unknown) => {
    rememberUnderAge(sessionStore());
    dispatch({ type: 'adults-only', key, value });
  }, []);

  const complete = useCallback(() => {
    setLeaving(true);
    clearQuizState(sessionStore());
    // The offer page reads this mark for its copy and its reservation countdown.
    markQuizCompleted(localStore(), Date.now());
    showToast({ title: 'Quiz Completed!', description: 'Redirecting to your results.' });
    window.setTimeout(() => window.location.assign(OFFER_PATH), REDIRECT_DELAY_MS);
  }, []);

  const percent = progressPercent(state.index, total);
  // The step the page opened on does not slide in: it is already painted from the server's HTML,
  // and animating it from transparent would only delay the first paint of its content.
  const stepKey = `${state.index}-${state.adultsOnly}`;
  const [openingStepKey] = useState(stepKey);
  const slide =
    stepKey === openingStepKey
      ? ''
      : state.direction === 'forward'
        ? 'quiz-slide-forward'
        : 'quiz-slide-back';

  return (
    <div
      className="quiz mx-auto w-full max-w-xl"
      data-step={step.id}
      data-ready={restored ? 'true' : 'false'}
    >
      <div className="mb-6 flex min-h-10 items-center gap-3">
        {showsBackArrow(state.index) ? (
          <button
            type="button"
            onClick={() => dispatch({ type: 'back' })}
            className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full border border-night-600 text-star-100 hover:bg-night-700"
            aria-label="Back to the previous step"
          >
            <svg aria-hidden="true" width="18" height="18" viewBox="0 0 18 18" fill="none">
              <path
                d="M11 3L5 9l6 6"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </button>
        ) : (
          <span className="h-10 w-10 shrink-0" aria-hidden="true" />
        )}
        {showsProgress(step.type) && !state.adultsOnly && (
          <div
            role="progressbar"
            aria-label="Quiz progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(percent)}
            className="h-2 flex-1 overflow-hidden rounded-full bg-night-700"
          >
            <div
              className="h-full rounded-full bg-gold-400 motion-safe:transition-[width] motion-safe:duration-300"
              style={{ width: `${percent}%` }}
            />
          </div>
        )}
      </div>
      <div key={stepKey} ref={headingRef} className={`quiz-step ${slide}`}>
        <StepView
          step={step}
          state={state}
          lead={lead}
          promoCode={promoCode}
          portraits={portraits}
          buildYear={buildYear}
          onAnswer={answer}
          onAdultsOnly={blockUnderAge}
          onEmail={submitEmail}
          onComplete={isLastStep(state.index, total) ? complete : () => answer()}
          leaving={leaving}
        />
      </div>
    </div>
  );
}
