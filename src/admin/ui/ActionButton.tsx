import type { ButtonHTMLAttributes } from 'react';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  /**
   * The id of the visible sentence that says why the action cannot work here (a missing e-mail
   * provider, no AI key), or null when it can.
   */
  blockedBy: string | null;
};

/**
 * A button that says why it cannot work instead of failing after a confirmation
 * (docs/admin.md#buttons-that-cannot-work). While blocked it stays focusable (aria-disabled, not
 * disabled), so a keyboard or screen-reader user reaches it and hears the reason it is described
 * by; pressing it does nothing.
 */
export function ActionButton({ blockedBy, onClick, type = 'button', ...rest }: Props) {
  return (
    <button
      type={type}
      {...rest}
      aria-disabled={blockedBy ? 'true' : rest['aria-disabled']}
      aria-describedby={[rest['aria-describedby'], blockedBy].filter(Boolean).join(' ') || undefined}
      onClick={blockedBy ? (event) => event.preventDefault() : onClick}
    />
  );
}
