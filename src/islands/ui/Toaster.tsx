import { useEffect, useRef, useState, useSyncExternalStore, type PointerEvent } from 'react';
import {
  $toasts,
  dismissToast,
  TOAST_SWIPE_THRESHOLD,
  TOAST_VIEWPORT_HOTKEY,
  type Toast,
} from '@/lib/toast/store';

const NO_TOASTS: readonly Toast[] = [];
const noToasts = () => NO_TOASTS;
const subscribeToToasts = (onChange: () => void) => $toasts.listen(onChange);

/**
 * The one toast viewport of a page. Islands call showToast() from src/lib/toast/store; this
 * island renders what the shared store holds (at most one toast). Hand-made instead of a toast
 * library to keep calculator pages small; it keeps what that library gave: the 5000 ms timer
 * (paused while the pointer or focus is on the toast, or the window is in the background),
 * swipe right to dismiss, Escape and a close button, F8 to jump to the notifications (once the
 * first toast has hydrated the viewport), and a polite live region that exists before any toast
 * so screen readers announce each one.
 */
export default function Toaster() {
  // The island hydrates when the first toast is shown (client:ontoast, docs/performance.md#islands),
  // with that toast already in the store: hydration reads the empty list the server rendered, and
  // React renders the store's toasts right after.
  const toasts = useSyncExternalStore(subscribeToToasts, $toasts.get, noToasts);
  const list = useRef<HTMLOListElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [background, setBackground] = useState(false);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (TOAST_VIEWPORT_HOTKEY.every((key) => event.code === key || event.key === key))
        list.current?.focus();
    };
    const onBlur = () => setBackground(true);
    const onFocus = () => setBackground(false);
    document.addEventListener('keydown', onKey);
    window.addEventListener('blur', onBlur);
    window.addEventListener('focus', onFocus);
    return () => {
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('blur', onBlur);
      window.removeEventListener('focus', onFocus);
    };
  }, []);

  return (
    <section
      aria-label={`Notifications (${TOAST_VIEWPORT_HOTKEY.join('+')})`}
      className="pointer-events-none fixed bottom-0 right-0 z-[100] w-full p-4 sm:bottom-4 sm:right-4 sm:max-w-sm"
    >
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the list takes focus from the F8 hotkey (tabIndex -1); its handlers are delegated from the toasts' own controls: Escape dismisses, hover or focus inside pauses the timers */}
      <ol
        ref={list}
        tabIndex={-1}
        aria-live="polite"
        aria-relevant="additions text"
        className="flex max-h-screen flex-col gap-2 outline-none"
        onPointerEnter={() => setHovered(true)}
        onPointerLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') toasts.forEach((toast) => dismissToast(toast.id));
        }}
      >
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} paused={hovered || focused || background} />
        ))}
      </ol>
    </section>
  );
}

function ToastItem({ toast, paused }: { toast: Toast; paused: boolean }) {
  const remaining = useRef(toast.duration);
  const swipe = useRef<{ x: number; dx: number } | null>(null);
  const [offset, setOffset] = useState(0);

  // Counts down only while not paused; a pause keeps the time that was left.
  useEffect(() => {
    if (paused || !Number.isFinite(remaining.current)) return;
    const started = Date.now();
    const timer = setTimeout(() => dismissToast(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, toast.id]);

  const move = (event: PointerEvent) => {
    if (!swipe.current) return;
    swipe.current.dx = Math.max(0, event.clientX - swipe.current.x);
    setOffset(swipe.current.dx);
  };
  const release = () => {
    if (swipe.current && swipe.current.dx > TOAST_SWIPE_THRESHOLD) dismissToast(toast.id);
    swipe.current = null;
    setOffset(0);
  };

  return (
    <li
      data-variant={toast.variant}
      data-swipe={offset ? 'move' : undefined}
      style={offset ? { transform: `translateX(${offset}px)` } : undefined}
      onPointerDown={(event) => {
        if ((event.target as Element).closest('button')) return;
        swipe.current = { x: event.clientX, dx: 0 };
        event.currentTarget.setPointerCapture?.(event.pointerId);
      }}
      onPointerMove={move}
      onPointerUp={release}
      onPointerCancel={release}
      className={`toast pointer-events-auto relative flex w-full touch-pan-y select-none items-start gap-3 rounded-2xl border p-4 pr-10 shadow-2xl ${
        toast.variant === 'destructive'
          ? 'border-danger-500 bg-[#3a0f1c] text-star-50'
          : 'border-night-600 bg-night-800 text-star-50'
      }`}
    >
      <div className="grid gap-1">
        <p className="font-semibold">{toast.title}</p>
        {toast.description && <p className="text-sm text-star-200">{toast.description}</p>}
      </div>
      <button
        type="button"
        aria-label="Dismiss notification"
        onClick={() => dismissToast(toast.id)}
        className="absolute right-2 top-2 rounded-full p-1.5 text-star-200 hover:bg-night-700 hover:text-star-50"
      >
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" fill="none">
          <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
        </svg>
      </button>
    </li>
  );
}
