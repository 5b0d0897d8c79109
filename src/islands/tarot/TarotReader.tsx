import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { ApiError, postJson } from '@/lib/http/api-client';
import { showToast } from '@/lib/toast/store';
import {
  CARD_FLIGHT_MS,
  DEFAULT_CARD_IMAGE,
  drawDisplayCards,
  randomOrientation,
  type CardName,
  type Orientation,
} from '@/lib/tarot/deck';
import {
  DISCLAIMER,
  EMPTY_QUESTION_MESSAGES,
  INTERPRETING_MESSAGE,
  limitMessage,
  READING_FAILED_MESSAGE,
  spreadInstruction,
} from '@/lib/tarot/messages';
import { QUESTION_MAX_CHARS } from '@/lib/tarot/question';
import type { TarotMode, TarotReply } from '@/lib/tarot/types';
import { afterSuccessfulReading, blockedForMs, readUsage, USAGE_KEYS, writeUsage } from '@/lib/tarot/usage';
import CardImage from './CardImage';
import CardPicker from './CardPicker';
import ReadingResult from './ReadingResult';
import { useCardsPerRow } from './useCardsPerRow';
import { useHydrated } from '../ui/use-hydrated';

interface Props {
  mode: TarotMode;
  questionLabel: string;
  questionPlaceholder: string;
  /** Alt text of each card's art, from the meaning library. */
  cardDescriptions: Record<string, string>;
}

type Phase = 'choosing' | 'flying' | 'revealed';

interface Pick {
  index: number;
  card: CardName;
  orientation: Orientation;
}

const reducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The tarot tool of both pages (docs/constants.md#tarot): ask, choose one of the face-down cards (20
 * drawn, as many as fit two rows on the screen: 12 on a phone), watch it fly to the slot (3 s; none
 * with reduced motion), reveal, read. Three readings per 12 hours; at the limit the message is
 * brought to where the visitor is (docs/tarot.md).
 */
export default function TarotReader({ mode, questionLabel, questionPlaceholder, cardDescriptions }: Props) {
  const questionId = useId();
  // The spread never names its cards (each is "Card n of 20, face down"), so drawing it during the
  // first render cannot make the browser's HTML differ from the server's.
  const [cards, setCards] = useState<CardName[]>(drawDisplayCards);
  const [question, setQuestion] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>('choosing');
  const [pick, setPick] = useState<Pick | null>(null);
  const [reply, setReply] = useState<TarotReply | null>(null);
  const [failed, setFailed] = useState(false);
  const ready = useHydrated();
  const perRow = useCardsPerRow();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);
  /** Bumped each time a tap on a card is refused, so the message is shown again even if unchanged. */
  const [refusals, setRefusals] = useState(0);
  const slot = useRef<HTMLDivElement>(null);
  const flightFrom = useRef<DOMRect | null>(null);
  const flightTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** Bumped by Reset so a reading that arrives late is ignored. */
  const attempt = useRef(0);

  useEffect(() => () => clearTimeout(flightTimer.current), []);

  // A refused tap (the limit) happens down at the cards, while the message sits above the
  // question: bring it to the visitor and give it focus, so the tap visibly did something.
  useEffect(() => {
    const element = messageRef.current;
    if (refusals === 0 || !element) return;
    element.scrollIntoView({ block: 'center', behavior: reducedMotion() ? 'auto' : 'smooth' });
    element.focus({ preventScroll: true });
  }, [refusals]);

  // The flight: the slot card starts where the chosen card was and glides into place.
  useLayoutEffect(() => {
    const from = flightFrom.current;
    const target = slot.current;
    if (phase !== 'flying' || !from || !target || typeof target.animate !== 'function') return;
    const to = target.getBoundingClientRect();
    if (to.width === 0) return;
    const dx = from.left + from.width / 2 - (to.left + to.width / 2);
    const dy = from.top + from.height / 2 - (to.top + to.height / 2);
    target.animate(
      [{ transform: `translate(${dx}px, ${dy}px) scale(${from.width / to.width})` }, { transform: 'none' }],
      { duration: CARD_FLIGHT_MS, easing: 'cubic-bezier(0.22, 0.8, 0.3, 1)' },
    );
  }, [phase]);

  const usageKey = USAGE_KEYS[mode];

  function choose(index: number, button: HTMLButtonElement) {
    if (phase !== 'choosing') return;
    const trimmed = question.trim();
    if (!trimmed) {
      setMessage(EMPTY_QUESTION_MESSAGES[mode]);
      textarea.current?.focus();
      return;
    }
    const waitMs = blockedForMs(readUsage(window.localStorage, usageKey), Date.now());
    if (waitMs > 0) {
      setMessage(limitMessage(mode, waitMs));
      setRefusals((count) => count + 1);
      return;
    }
    const card = cards[index]!;
    const orientation = randomOrientation();
    const current = ++attempt.current;
    setMessage(null);
    setFailed(false);
    setReply(null);
    setPick({ index, card, orientation });
    flightFrom.current = button.getBoundingClientRect();
    if (reducedMotion()) setPhase('revealed');
    else {
      setPhase('flying');
      flightTimer.current = setTimeout(() => setPhase('revealed'), CARD_FLIGHT_MS);
    }
    postJson<TarotReply>('/api/tarot', { mode, question: trimmed, cardName: card, orientation })
      .then((result) => {
        if (attempt.current !== current) return;
        writeUsage(
          window.localStorage,
          usageKey,
          afterSuccessfulReading(readUsage(window.localStorage, usageKey), Date.now()),
        );
        setReply(result);
      })
      .catch((error: unknown) => {
        if (attempt.current !== current) return;
        const text =
          error instanceof ApiError && (error.status === 429 || error.status === 400)
            ? error.message
            : READING_FAILED_MESSAGE;
        setFailed(true);
        setMessage(text);
        showToast({
          title: READING_FAILED_MESSAGE,
          description:
            text === READING_FAILED_MESSAGE ? 'Press Reset / Reshuffle and draw again in a moment.' : text,
          variant: 'destructive',
        });
      });
  }

  function reset() {
    attempt.current += 1;
    clearTimeout(flightTimer.current);
    setCards(drawDisplayCards());
    setPick(null);
    setReply(null);
    setFailed(false);
    setMessage(null);
    setPhase('choosing');
  }

  const revealed = phase === 'revealed' && pick !== null;
  const loading = revealed && !reply && !failed;
  const cardLabel = pick ? `${pick.card}, ${pick.orientation}` : '';

  return (
    <div className="space-y-8" data-ready={ready ? 'true' : undefined} data-phase={phase}>
      <div className="card p-5 sm:p-6">
        <label htmlFor={questionId} className="mb-2 block font-semibold text-star-50">
          {questionLabel}
        </label>
        <textarea
          id={questionId}
          ref={textarea}
          value={question}
          maxLength={QUESTION_MAX_CHARS}
          rows={3}
          placeholder={questionPlaceholder}
          onChange={(event) => {
            setQuestion(event.target.value);
            if (message && phase === 'choosing') setMessage(null);
          }}
          aria-describedby={message ? `${questionId}-message` : undefined}
          className="field w-full resize-y"
        />
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <p
            id={`${questionId}-message`}
            ref={messageRef}
            role="alert"
            tabIndex={-1}
            className="min-h-6 scroll-my-24 text-sm font-semibold text-rose-400"
          >
            {message}
          </p>
          <button type="button" onClick={reset} className="btn btn-ghost">
            Reset / Reshuffle
          </button>
        </div>
      </div>

      <div className="flex flex-col items-center gap-3" aria-live="polite">
        <div className="tarot-slot relative aspect-[3/5] w-36 sm:w-44">
          {pick ? (
            <div ref={slot} className="h-full w-full">
              {revealed ? (
                <figure className="tarot-reveal h-full w-full">
                  <CardImage
                    name={pick.card}
                    alt={`${pick.card}${pick.orientation === 'reversed' ? ' (reversed)' : ''}: ${cardDescriptions[pick.card] ?? 'tarot card art'}`}
                    className={`h-full w-full rounded-xl shadow-2xl shadow-violet-400/20 ${pick.orientation === 'reversed' ? 'rotate-180' : ''}`}
                  />
                </figure>
              ) : (
                <img
                  src={DEFAULT_CARD_IMAGE}
                  alt="Your card, face down, on its way"
                  width={240}
                  height={400}
                  className="h-full w-full rounded-xl shadow-2xl"
                />
              )}
            </div>
          ) : (
            <div className="flex h-full w-full items-center justify-center rounded-xl border-2 border-dashed border-night-600 p-3 text-center text-xs text-star-300">
              Your card will appear here
            </div>
          )}
        </div>
        {revealed && (
          <p data-testid="drawn-card" className="font-display text-xl text-gold-300">
            {pick.card}{' '}
            <span className="text-base text-star-200">
              · {pick.orientation === 'upright' ? 'Upright' : 'Reversed'}
            </span>
          </p>
        )}
        {loading && <p className="animate-pulse text-star-200">{INTERPRETING_MESSAGE}</p>}
        {pick && !revealed && (
          <p className="sr-only">{`You chose a card. It is turning over: ${cardLabel}.`}</p>
        )}
      </div>

      {revealed && reply && <ReadingResult reply={reply} />}

      {phase === 'choosing' && (
        <>
          {/* What is on screen: 20 cards on a wide screen, fewer on a phone (two rows of perRow). */}
          <p className="text-center text-sm text-star-200" data-testid="spread-count">
            {spreadInstruction(Math.min(cards.length, perRow * 2))}
          </p>
          <CardPicker cards={cards} perRow={perRow} disabled={!ready} pickedIndex={null} onPick={choose} />
        </>
      )}
      {phase !== 'choosing' && !(revealed && (reply || failed)) && (
        <CardPicker
          cards={cards}
          perRow={perRow}
          disabled
          pickedIndex={pick?.index ?? null}
          onPick={choose}
        />
      )}

      <p className="text-center text-sm text-star-300">{DISCLAIMER}</p>
    </div>
  );
}
