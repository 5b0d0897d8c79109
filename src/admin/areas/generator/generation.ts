import { atom, onMount } from 'nanostores';
import { requestGeneration } from '@/lib/generator/client';
import type {
  GenerateArticleRequest,
  GeneratedArticle,
  GenerationEvent,
  GenerationStatus,
} from '@/lib/generator/contract';
import {
  addToHistory,
  clearHistory,
  loadHistory,
  removeFromHistory,
  saveCurrent,
  type HistoryEntry,
} from './storage';

/**
 * One generation at a time, kept outside the screens so that moving between the generator's
 * views does not lose a run in progress. The log keeps every status line of the run
 * ('Error occurred: …', 'Retrying...'), so a finished run still shows what happened.
 */
export interface GenerationState {
  status: GenerationStatus;
  progress: number;
  message: string;
  log: { progress: number; message: string; status: GenerationStatus }[];
  error: string | null;
  keyword: string | null;
}

export const IDLE: GenerationState = {
  status: 'idle',
  progress: 0,
  message: '',
  log: [],
  error: null,
  keyword: null,
};

export const $generation = atom<GenerationState>(IDLE);
/** The generations kept in this browser, newest first: read from storage when a list first shows it. */
export const $history = atom<HistoryEntry[]>([]);
onMount($history, () => {
  $history.set(loadHistory());
});

export function forgetFromHistory(id: string): void {
  $history.set(removeFromHistory(id));
}

export function forgetHistory(): void {
  clearHistory();
  $history.set([]);
}

let controller: AbortController | null = null;

export function applyEvent(state: GenerationState, event: GenerationEvent): GenerationState {
  if (event.type === 'progress') {
    return {
      ...state,
      status: event.status,
      progress: event.progress,
      message: event.message,
      log: [...state.log, { progress: event.progress, message: event.message, status: event.status }],
    };
  }
  if (event.type === 'error')
    return { ...state, status: 'error', progress: 0, message: event.error, error: event.error };
  return state;
}

/** Runs a generation; on success the article becomes the current draft and joins the history. */
export async function startGeneration(
  request: GenerateArticleRequest,
  accessToken: string | null,
): Promise<GeneratedArticle | null> {
  controller?.abort();
  controller = new AbortController();
  const own = controller;
  $generation.set({ ...IDLE, status: 'generating', keyword: request.targetKeyword, message: 'Starting…' });
  try {
    const article = await requestGeneration(request, {
      accessToken,
      signal: own.signal,
      onEvent: (event) => {
        if (controller === own) $generation.set(applyEvent($generation.get(), event));
      },
    });
    if (controller !== own) return null;
    saveCurrent({ article, savedArticleId: null });
    $history.set(addToHistory(article));
    const state = $generation.get();
    if (state.status !== 'completed') $generation.set({ ...state, status: 'completed', progress: 100 });
    return article;
  } catch (error) {
    if (controller !== own || (error instanceof DOMException && error.name === 'AbortError')) return null;
    const message = error instanceof Error && error.message ? error.message : 'The generation failed.';
    $generation.set({ ...$generation.get(), status: 'error', progress: 0, message, error: message });
    return null;
  } finally {
    if (controller === own) controller = null;
  }
}

/** Stops waiting for a run (the server finishes it, but its result is not used). */
export function cancelGeneration(): void {
  controller?.abort();
  controller = null;
  $generation.set({ ...$generation.get(), status: 'idle', progress: 0, message: 'Generation cancelled.' });
}

/** Shows a refusal found before sending (the required-inputs message) as an error state. */
export function showInputError(message: string): void {
  $generation.set({ ...IDLE, status: 'error', message, error: message });
}
