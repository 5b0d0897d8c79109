import { AUTO_REFRESH_TICK_MS } from './constants';
import { isRetryableAuthError, needsRefresh, refreshRetryDelay } from './session-rules';

/** Whether the page is visible, and a way to hear when that changes. */
export interface VisibilitySource {
  isVisible(): boolean;
  onChange(listener: () => void): () => void;
}

export function documentVisibility(doc: Document): VisibilitySource {
  return {
    isVisible: () => doc.visibilityState !== 'hidden',
    onChange: (listener) => {
      doc.addEventListener('visibilitychange', listener);
      return () => doc.removeEventListener('visibilitychange', listener);
    },
  };
}

export interface AutoRefreshOptions {
  /** The current session's expiry in seconds, or null without a session. */
  expiresAt(): Promise<number | null> | number | null;
  /** Refreshes the session; resolves with the library's error, if any. */
  refresh(): Promise<{ error: unknown }>;
  /** Called when a refresh fails for good: the session must be removed. */
  onSessionLost(error: unknown): void;
  visibility?: VisibilitySource;
  now?: () => number;
}

export interface AutoRefresh {
  start(): void;
  stop(): void;
  /** One check, as a tick runs it (exposed for the store and the tests). */
  tick(): Promise<void>;
  readonly running: boolean;
}

/**
 * Document 1 §4 / §9: every 30 s while the page is visible, refresh the session when 3 ticks
 * (90 s) or fewer remain. Retryable failures are retried after 200 ms, 400 ms, 800 ms … as long
 * as the retry still lands within the current tick; other failures remove the session. Hidden
 * pages stop ticking and a page that becomes visible again checks at once.
 */
export function createAutoRefresh(options: AutoRefreshOptions): AutoRefresh {
  const now = options.now ?? (() => Date.now());
  let timer: ReturnType<typeof setInterval> | null = null;
  let inFlight: Promise<void> | null = null;
  let stopVisibility: (() => void) | null = null;
  let wanted = false;

  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

  async function refreshWithRetry(): Promise<void> {
    const startedAt = now();
    for (let attempt = 0; ; attempt += 1) {
      const { error } = await options.refresh();
      if (!error) return;
      if (!isRetryableAuthError(error)) {
        options.onSessionLost(error);
        return;
      }
      const delay = refreshRetryDelay(attempt);
      // Give up for this tick when the next try would run into the next one.
      if (now() + delay - startedAt >= AUTO_REFRESH_TICK_MS) return;
      await sleep(delay);
    }
  }

  async function tick(): Promise<void> {
    if (inFlight) return inFlight;
    inFlight = (async () => {
      const expiresAt = await options.expiresAt();
      if (expiresAt !== null && needsRefresh(expiresAt, now())) await refreshWithRetry();
    })().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  function startTimer(): void {
    if (timer) return;
    timer = setInterval(() => void tick(), AUTO_REFRESH_TICK_MS);
    void tick();
  }

  function stopTimer(): void {
    if (timer) clearInterval(timer);
    timer = null;
  }

  return {
    start() {
      wanted = true;
      if (options.visibility && !stopVisibility) {
        const visibility = options.visibility;
        stopVisibility = visibility.onChange(() => {
          if (!wanted) return;
          if (visibility.isVisible()) startTimer();
          else stopTimer();
        });
      }
      if (!options.visibility || options.visibility.isVisible()) startTimer();
    },
    stop() {
      wanted = false;
      stopTimer();
      stopVisibility?.();
      stopVisibility = null;
    },
    tick,
    get running() {
      return timer !== null;
    },
  };
}
