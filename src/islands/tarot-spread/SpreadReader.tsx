import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ApiError, postJson } from '@/lib/http/api-client';
import { DEFAULT_CARD_IMAGE } from '@/lib/tarot/deck';
import { DISCLAIMER, READING_FAILED_MESSAGE } from '@/lib/tarot/messages';
import { QUESTION_MAX_CHARS } from '@/lib/tarot/question';
import { localDay } from '@/lib/tarot/spread/day';
import { layoutLabel, positionLabel, SPREAD_LAYOUT_IDS, type SpreadLayout } from '@/lib/tarot/spread/layouts';
import { DRAWING_MESSAGE, EMPTY_SPREAD_QUESTION } from '@/lib/tarot/spread/messages';
import { loadSavedSpread, saveSpread, type SpreadView } from '@/lib/tarot/spread/saved';
import CardImage from '@/islands/tarot/CardImage';
import { useHydrated } from '@/islands/ui/use-hydrated';
import { useOnArrival } from '@/islands/ui/use-on-arrival';
import SpreadResult from './SpreadResult';

interface Props {
  questionLabel: string;
  questionPlaceholder: string;
  layoutLegend: string;
  drawLabel: string;
  againLabel: string;
  /** Said under the button: the same question on the same day draws the same cards. */
  sameDayNote: string;
}

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * The three-card spread (docs/tarot.md): ask, choose how to read the three positions, and the
 * function draws three of the 78 cards for the question and the visitor's day and reads them.
 * The last spread is kept for the session, so a reload shows it again.
 */
export default function SpreadReader({
  questionLabel,
  questionPlaceholder,
  layoutLegend,
  drawLabel,
  againLabel,
  sameDayNote,
}: Props) {
  const id = useId();
  const [question, setQuestion] = useState('');
  const [layout, setLayout] = useState<SpreadLayout>('past-present-future');
  const [reply, setReply] = useState<SpreadView | null>(null);
  const [loading, setLoading] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [restored, setRestored] = useState(false);
  const ready = useHydrated();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  /** Set when a new reading arrives, so focus moves to it (not when one is restored on reload). */
  const announce = useRef(false);
  /** Bumped by "Ask another question", so a reading that arrives late is ignored. */
  const attempt = useRef(0);

  useOnArrival(() => {
    const saved = loadSavedSpread(sessionStore());
    if (saved) {
      setQuestion(saved.question);
      setLayout(saved.layout);
      setReply(saved.reply);
    }
    setRestored(true);
  });

  useEffect(() => {
    if (restored) saveSpread(sessionStore(), { question, layout, reply });
  }, [restored, question, layout, reply]);

  useEffect(() => {
    if (!reply || !announce.current) return;
    announce.current = false;
    resultHeading.current?.focus();
  }, [reply]);

  function draw(event: FormEvent) {
    event.preventDefault();
    const trimmed = question.trim();
    if (!trimmed) {
      setMessage(EMPTY_SPREAD_QUESTION);
      textarea.current?.focus();
      return;
    }
    const current = ++attempt.current;
    setMessage(null);
    setReply(null);
    setLoading(true);
    postJson<SpreadView>('/api/tarot-spread', { question: trimmed, layout, day: localDay() })
      .then((result) => {
        if (attempt.current !== current) return;
        announce.current = true;
        setReply(result);
      })
      .catch((error: unknown) => {
        if (attempt.current !== current) return;
        setMessage(
          error instanceof ApiError && error.status === 400 ? error.message : READING_FAILED_MESSAGE,
        );
      })
      .finally(() => {
        if (attempt.current === current) setLoading(false);
      });
  }

  function askAgain() {
    attempt.current += 1;
    setReply(null);
    setLoading(false);
    setMessage(null);
    setQuestion('');
    textarea.current?.focus();
  }

  const messageId = `${id}-message`;
  return (
    <div className="space-y-8" data-ready={ready ? 'true' : undefined}>
      <form className="card space-y-5 p-5 sm:p-6" onSubmit={draw} noValidate>
        <div>
          <label htmlFor={`${id}-question`} className="mb-2 block font-semibold text-star-50">
            {questionLabel}
          </label>
          <textarea
            id={`${id}-question`}
            ref={textarea}
            value={question}
            maxLength={QUESTION_MAX_CHARS}
            rows={3}
            placeholder={questionPlaceholder}
            onChange={(event) => {
              setQuestion(event.target.value);
              if (message) setMessage(null);
            }}
            aria-describedby={message ? messageId : undefined}
            aria-invalid={message === EMPTY_SPREAD_QUESTION ? true : undefined}
            className="field w-full resize-y"
          />
          {/* Under the field it is about, where the focus goes. */}
          <p id={messageId} role="alert" className="mt-1 min-h-6 text-sm font-semibold text-rose-400">
            {message}
          </p>
        </div>
        <fieldset>
          <legend className="mb-2 font-semibold text-star-50">{layoutLegend}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {SPREAD_LAYOUT_IDS.map((option) => (
              <label
                key={option}
                className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border px-4 py-2 ${
                  layout === option ? 'border-gold-400 bg-night-700/60' : 'border-night-600'
                }`}
              >
                <input
                  type="radio"
                  name={`${id}-layout`}
                  value={option}
                  checked={layout === option}
                  onChange={() => setLayout(option)}
                  className="h-4 w-4 accent-gold-400"
                />
                <span className="text-star-50">{layoutLabel(option)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <button type="submit" className="btn btn-primary" disabled={loading}>
            {drawLabel}
          </button>
          <p className="text-sm text-star-300">{sameDayNote}</p>
        </div>
      </form>

      <div aria-live="polite" aria-busy={loading}>
        {loading && (
          <div className="space-y-4 text-center">
            <ol className="mx-auto grid max-w-md grid-cols-3 gap-3" aria-hidden="true">
              {[0, 1, 2].map((index) => (
                <li key={index}>
                  <img
                    src={DEFAULT_CARD_IMAGE}
                    alt=""
                    width={240}
                    height={400}
                    className="h-auto w-full rounded-xl shadow-xl motion-safe:animate-pulse"
                  />
                </li>
              ))}
            </ol>
            <p className="text-star-200">{DRAWING_MESSAGE}</p>
          </div>
        )}
        {reply && (
          <SpreadResult reply={reply} headingRef={resultHeading}>
            <ol className="mx-auto grid max-w-2xl grid-cols-3 gap-3 sm:gap-6">
              {reply.cards.map((card) => (
                <li
                  key={card.position}
                  className="spread-reveal flex flex-col items-center gap-2 text-center"
                >
                  <span className="text-xs font-semibold tracking-widest text-gold-300 uppercase">
                    {positionLabel(card.position)}
                  </span>
                  <a href={card.path} className="block w-full">
                    <CardImage
                      name={card.card}
                      alt={`${card.card}${card.orientation === 'reversed' ? ', reversed' : ''}`}
                      className={`h-auto w-full rounded-xl shadow-xl shadow-violet-400/20 ${card.orientation === 'reversed' ? 'rotate-180' : ''}`}
                    />
                  </a>
                  <span className="font-display text-sm leading-tight text-star-50 sm:text-lg">
                    {card.card}
                  </span>
                  <span className="text-xs text-star-300">
                    {card.orientation === 'upright' ? 'Upright' : 'Reversed'}
                  </span>
                </li>
              ))}
            </ol>
          </SpreadResult>
        )}
      </div>

      {reply && (
        <div className="text-center">
          <button type="button" className="btn btn-ghost" onClick={askAgain}>
            {againLabel}
          </button>
        </div>
      )}

      <p className="text-center text-sm text-star-300">{DISCLAIMER}</p>
    </div>
  );
}
