import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A modal on the native <dialog>: the browser traps focus and hides the page from assistive
 * technology. Escape is ignored because these dialogs ask for an answer the quiz needs.
 */
export function ModalDialog({
  open,
  labelledBy,
  describedBy,
  placement = 'center',
  children,
}: {
  open: boolean;
  labelledBy: string;
  describedBy?: string;
  /**
   * 'center' covers the step; 'bottom' sits low on a phone over a lighter backdrop, so the
   * picture behind it (the veiled portrait) stays in sight.
   */
  placement?: 'center' | 'bottom';
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={(event) => event.preventDefault()}
      className={`quiz-dialog w-[calc(100%-2.5rem)] max-w-md rounded-3xl border border-night-600 bg-night-800 p-6 text-star-100 shadow-2xl sm:p-8 ${
        placement === 'bottom'
          ? 'mx-auto mb-5 mt-auto backdrop:bg-night-950/40 sm:mb-10'
          : 'm-auto backdrop:bg-night-950/75 backdrop:backdrop-blur-sm'
      }`}
    >
      {children}
    </dialog>
  );
}
