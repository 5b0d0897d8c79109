import { useState } from 'react';

/**
 * Copies the address of the current result. The page keeps the inputs in its query string
 * while a result shows, so the link reopens the same result and nothing is stored anywhere.
 */
export default function ShareButton() {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = () =>
    navigator.clipboard.writeText(window.location.href).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  return (
    <button type="button" className="btn btn-ghost" onClick={copy} aria-live="polite">
      {state === 'copied' ? 'Link copied' : state === 'failed' ? 'Copy the address from your browser bar' : 'Copy link to this result'}
    </button>
  );
}
