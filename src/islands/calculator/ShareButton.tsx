import { useState } from 'react';

/**
 * Copies the address of the current result. The page keeps the inputs in its query string
 * while a result shows, so the link reopens the same result and nothing is stored anywhere.
 */
export default function ShareButton() {
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = () =>
    navigator.clipboard.writeText(window.location.href).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <button type="button" className="btn btn-ghost" onClick={copy} aria-live="polite">
      {copied
        ? 'Link copied'
        : copied === false
          ? 'Copy the address bar instead'
          : 'Copy link to this result'}
    </button>
  );
}
