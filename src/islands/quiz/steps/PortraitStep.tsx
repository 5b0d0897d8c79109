import { useState } from 'react';
import type { StepOf } from '../../../lib/quiz/definition';
import type { SketchImage } from '../../../lib/quiz/portrait';
import { ModalDialog } from './ModalDialog';
import { StepHeading } from './StepHeading';

/**
 * The portrait-ready screen: the veiled sketch that matches the visitor's answers behind a modal that opens at once and asks for
 * an e-mail. The browser checks the e-mail type; an empty value is ignored.
 */
export function PortraitStep({
  step,
  sketch,
  onSubmit,
}: {
  step: StepOf<'portrait'>;
  sketch: SketchImage;
  onSubmit: (email: string) => void;
}) {
  const [email, setEmail] = useState('');
  return (
    <div className="text-center">
      <StepHeading>{step.title}</StepHeading>
      <img
        src={sketch.src}
        srcSet={sketch.srcSet}
        sizes="(min-width: 40rem) 24rem, 15rem"
        width={sketch.width}
        height={sketch.height}
        alt={sketch.alt}
        className="mx-auto mt-2 h-auto w-full max-w-[15rem] rounded-3xl border border-night-600 sm:mt-4 sm:max-w-sm"
      />
      <ModalDialog open labelledBy="portrait-title" describedBy="portrait-subtitle" placement="bottom">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            const value = email.trim();
            if (value) onSubmit(value);
          }}
        >
          <h3 id="portrait-title" className="mb-1 text-center text-2xl">
            {step.modalTitle}
          </h3>
          <p id="portrait-subtitle" className="mb-4 text-center text-star-200 sm:mb-6">
            {step.modalSubtitle}
          </p>
          <label htmlFor="quiz-email" className="mb-1 block text-sm text-star-300">
            {step.emailLabel}
          </label>
          <input
            id="quiz-email"
            type="email"
            name="email"
            required
            autoComplete="email"
            inputMode="email"
            placeholder={step.emailPlaceholder}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            className="field mb-4"
          />
          <button type="submit" className="btn btn-primary w-full">
            {step.cta}
          </button>
          <p className="mt-4 flex items-center justify-center gap-2 text-xs text-star-300">
            <svg
              aria-hidden="true"
              width="14"
              height="14"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <rect x="5" y="11" width="14" height="10" rx="2" />
              <path d="M8 11V7a4 4 0 0 1 8 0v4" />
            </svg>
            {step.note}
          </p>
        </form>
      </ModalDialog>
    </div>
  );
}
