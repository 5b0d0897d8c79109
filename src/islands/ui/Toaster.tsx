import * as ToastPrimitive from '@radix-ui/react-toast';
import { useStore } from '@nanostores/react';
import {
  $toasts,
  dismissToast,
  TOAST_DEFAULT_DURATION_MS,
  TOAST_SWIPE_THRESHOLD,
  TOAST_VIEWPORT_HOTKEY,
} from '../../lib/toast/store';

/**
 * The one toast viewport of a page. Islands call showToast() from src/lib/toast/store; this
 * island renders whatever the shared store holds, with Radix handling timers, swipe and F8.
 */
export default function Toaster() {
  const toasts = useStore($toasts);
  return (
    <ToastPrimitive.Provider duration={TOAST_DEFAULT_DURATION_MS} swipeThreshold={TOAST_SWIPE_THRESHOLD} swipeDirection="right">
      {toasts.map((toast) => (
        <ToastPrimitive.Root
          key={toast.id}
          open={toast.open}
          duration={toast.duration}
          type={toast.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissToast(toast.id);
          }}
          data-variant={toast.variant}
          className={`toast pointer-events-auto relative flex w-full items-start gap-3 rounded-2xl border p-4 pr-10 shadow-2xl ${
            toast.variant === 'destructive'
              ? 'border-danger-500 bg-[#3a0f1c] text-star-50'
              : 'border-night-600 bg-night-800 text-star-50'
          }`}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="font-semibold">{toast.title}</ToastPrimitive.Title>
            {toast.description && (
              <ToastPrimitive.Description className="text-sm text-star-200">{toast.description}</ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label="Dismiss notification"
            className="absolute right-2 top-2 rounded-full p-1.5 text-star-200 hover:bg-night-700 hover:text-star-50"
          >
            <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" fill="none">
              <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
            </svg>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={[...TOAST_VIEWPORT_HOTKEY]}
        label="Notifications ({hotkey})"
        className="fixed bottom-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:bottom-4 sm:right-4 sm:max-w-sm"
      />
    </ToastPrimitive.Provider>
  );
}
