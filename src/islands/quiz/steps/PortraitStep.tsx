import { useId, useRef, useState } from 'react';
import { CONSENTS } from '@/config/consent';
import { emailSuggestion } from '@/lib/content/email-typo';
import type { StepOf } from '@/lib/quiz/definition';
import type { SketchImage } from '@/lib/quiz/portrait';
import { ModalDialog } from './ModalDialog';
import { StepHeading } from './StepHeading';

/** The form's answer once the address was sent: on its way (null), or refused with a reason. */
export type EmailVerdict = { rejected: string } | null;

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (token, name: string) => values[name] ?? token);

/**
 * The portrait-ready screen: the veiled sketch that matches the visitor's answers behind a modal
 * that opens at once and asks for an e-mail. The browser checks the e-mail type; an empty value is
 * ignored. A likely typo in the domain is questioned before anything is sent, with the corrected
 * address one tap away; an address the server refuses keeps the form open with the reason
 * (docs/signups.md).
 */
export function PortraitStep({
  step,
  sketch,
  onSubmit,
}: {
  step: StepOf<'portrait'>;
  sketch: SketchImage;
  onSubmit: (email: string) => Promise<EmailVerdict>;
}) {
  const [email, setEmail] = useState('');
  /** The address as typed that the visitor chose to keep despite the suggestion. */
  const [keptAsTyped, setKeptAsTyped] = useState<string | null>(null);
  const [suggestion, setSuggestion] = useState<{ typed: string; suggestion: string } | null>(null);
  const [rejected, setRejected] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const ids = { error: useId(), typo: useId() };

  async function send(value: string) {
    setSuggestion(null);
    setRejected(null);
    setBusy(true);
    const verdict = await onSubmit(value);
    // Kept or not, the quiz has moved on; only a refused address stays here.
    if (verdict) {
      setBusy(false);
      setRejected(verdict.rejected);
      input.current?.focus();
    }
  }

  function submit(value: string) {
    if (busy || !value) return;
    const corrected = value === keptAsTyped ? null : emailSuggestion(value);
    if (corrected) {
      setRejected(null);
      setSuggestion({ typed: value, suggestion: corrected });
      return;
    }
    void send(value);
  }

  const describedBy = [rejected && ids.error, suggestion && ids.typo].filter(Boolean).join(' ') || undefined;

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
            submit(email.trim());
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
            ref={input}
            id="quiz-email"
            type="email"
            name="email"
            required
            autoComplete="email"
            inputMode="email"
            placeholder={step.emailPlaceholder}
            value={email}
            aria-invalid={rejected ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => {
              setEmail(event.target.value);
              setSuggestion(null);
              setRejected(null);
            }}
            className="field mb-4"
          />
          {rejected && (
            <p
              id={ids.error}
              role="alert"
              className="-mt-2 mb-4 text-left text-sm font-semibold text-rose-400"
            >
              {rejected}
            </p>
          )}
          {suggestion && (
            <div
              id={ids.typo}
              role="status"
              className="mb-4 rounded-2xl border border-gold-400/60 bg-night-900 p-3 text-left text-sm"
              data-testid="email-suggestion"
            >
              <p className="mb-3 font-semibold break-words text-star-50">
                {fill(step.typo.question, { suggestion: suggestion.suggestion })}
              </p>
              <div className="grid gap-2">
                <button
                  type="button"
                  className="btn btn-primary w-full"
                  onClick={() => {
                    setEmail(suggestion.suggestion);
                    void send(suggestion.suggestion);
                  }}
                >
                  {fill(step.typo.accept, { suggestion: suggestion.suggestion })}
                </button>
                <button
                  type="button"
                  className="btn btn-ghost w-full"
                  onClick={() => {
                    setKeptAsTyped(suggestion.typed);
                    void send(suggestion.typed);
                  }}
                >
                  {fill(step.typo.keep, { typed: suggestion.typed })}
                </button>
              </div>
            </div>
          )}
          {!suggestion && (
            <button
              type="submit"
              className="btn btn-primary w-full"
              disabled={busy}
              aria-busy={busy || undefined}
            >
              {busy ? step.saving : step.cta}
            </button>
          )}
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
          {/* What the address is given for, as stored with the lead (docs/signups.md#consent). */}
          <p className="mt-2 text-center text-xs text-star-300" data-testid="quiz-consent">
            {CONSENTS.quiz.text}
          </p>
        </form>
      </ModalDialog>
    </div>
  );
}
