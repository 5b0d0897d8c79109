import { atom } from 'nanostores';
import { TOAST_SHOWN_EVENT } from './shown-event';

/** Toast constants (docs/constants.md#toasts). */
export const TOAST_DEFAULT_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD = 50;
export const TOAST_VIEWPORT_HOTKEY = ['F8'] as const;
/** Only one toast is shown at a time: a new one replaces the one on screen. */
export const TOAST_LIMIT = 1;

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; Infinity keeps it until dismissed. */
  duration?: number;
}

export interface Toast extends Required<Omit<ToastInput, 'description'>> {
  id: string;
  description?: string;
  open: boolean;
}

/** The toasts on screen (at most TOAST_LIMIT). Every island shares this one store. */
export const $toasts = atom<readonly Toast[]>([]);

let counter = 0;

/** Shows a toast and returns its id. */
export function showToast(input: ToastInput): string {
  counter += 1;
  const id = `toast-${counter}`;
  const next: Toast = {
    id,
    title: input.title,
    variant: input.variant ?? 'default',
    duration: input.duration ?? TOAST_DEFAULT_DURATION_MS,
    open: true,
    ...(input.description ? { description: input.description } : {}),
  };
  $toasts.set([next, ...$toasts.get()].slice(0, TOAST_LIMIT));
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(TOAST_SHOWN_EVENT));
  return id;
}

/** Removes a toast (when it closes by timer, swipe, button or Escape). */
export function dismissToast(id: string): void {
  $toasts.set($toasts.get().filter((toast) => toast.id !== id));
}
