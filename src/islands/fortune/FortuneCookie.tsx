import { useEffect, useRef, useState } from 'react';
import {
  COOKIE_OPEN_MS,
  OPENING_LABEL,
  pickFortune,
  readLastFortune,
  rememberFortune,
  SLIP_DELAY_MS,
  TRY_ANOTHER_LABEL,
  type CookieState,
} from '@/lib/fortune/cookie';
import { useHydrated } from '../ui/use-hydrated';

interface Props {
  fortunes: readonly string[];
}

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The fortune cookie (docs/constants.md#fortune-cookie): closed → opening ('Opening your fortune...') → opened
 * after 3 s → the slip 0.8 s later → 'Try Another Fortune' closes it again. Clicks on the
 * cookie while it is opening or open are ignored.
 */
export default function FortuneCookie({ fortunes }: Props) {
  const [state, setState] = useState<CookieState>('closed');
  const [fortune, setFortune] = useState<string | null>(null);
  const [slipShown, setSlipShown] = useState(false);
  const ready = useHydrated();
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const last = useRef<string | null>(null);

  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  function open() {
    if (state !== 'closed') return;
    // Never the one shown last, in this visit or the one before (a reload included).
    const chosen = pickFortune(fortunes, last.current ?? readLastFortune(browserStorage()));
    last.current = chosen;
    rememberFortune(browserStorage(), chosen);
    setFortune(chosen);
    setState('opening');
    timers.current = [
      setTimeout(() => setState('opened'), COOKIE_OPEN_MS),
      setTimeout(() => setSlipShown(true), COOKIE_OPEN_MS + SLIP_DELAY_MS),
    ];
  }

  function close() {
    timers.current.forEach(clearTimeout);
    setState('closed');
    setFortune(null);
    setSlipShown(false);
  }

  return (
    <div
      className="flex flex-col items-center gap-6 text-center"
      data-state={state}
      data-ready={ready ? 'true' : undefined}
    >
      <button
        type="button"
        onClick={open}
        aria-disabled={state !== 'closed'}
        aria-label={state === 'closed' ? 'Crack open the fortune cookie' : 'Fortune cookie'}
        className={`cookie relative w-56 cursor-pointer rounded-3xl p-2 sm:w-64 ${state === 'opening' ? 'cookie-opening' : ''} ${state === 'opened' ? 'cookie-opened' : ''}`}
      >
        <svg viewBox="0 0 200 140" aria-hidden="true" className="block h-auto w-full overflow-visible">
          <defs>
            <linearGradient id="cookie-bake" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0" stopColor="#f8d98f" />
              <stop offset="1" stopColor="#d9962e" />
            </linearGradient>
          </defs>
          <g className="cookie-half cookie-left">
            <path
              d="M100 24C60 24 18 48 18 88C18 104 40 116 62 110C78 106 92 96 100 86Z"
              fill="url(#cookie-bake)"
            />
            <path
              d="M40 86C52 70 70 60 92 56"
              fill="none"
              stroke="#b87a22"
              strokeWidth="2"
              strokeLinecap="round"
              opacity="0.7"
            />
          </g>
          <g className="cookie-half cookie-right">
            <path
              d="M100 24C140 24 182 48 182 88C182 104 160 116 138 110C122 106 108 96 100 86Z"
              fill="url(#cookie-bake)"
            />
            <path
              d="M160 86C148 70 130 60 108 56"
              fill="none"
              stroke="#b87a22"
              strokeWidth="2"
              strokeLinecap="round"
              opacity="0.7"
            />
          </g>
        </svg>
      </button>

      <div className="min-h-24 w-full max-w-md" aria-live="polite">
        {slipShown && fortune && (
          <p
            data-testid="fortune-message"
            className="fortune-slip mx-auto rounded-md bg-star-50 px-5 py-4 font-display text-lg text-night-900 shadow-lg"
          >
            {fortune}
          </p>
        )}
      </div>

      {state === 'opened' ? (
        <button type="button" onClick={close} className="btn btn-ghost">
          {TRY_ANOTHER_LABEL}
        </button>
      ) : (
        <button type="button" onClick={open} disabled={state === 'opening'} className="btn btn-primary">
          {state === 'opening' ? OPENING_LABEL : 'Open Your Fortune Cookie'}
        </button>
      )}
    </div>
  );
}
