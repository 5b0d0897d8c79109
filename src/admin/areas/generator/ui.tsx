import { useId, type ReactNode } from 'react';
import { Link } from '../../router';

/** A labelled field with an optional hint and error, wired for screen readers. */
export function Field({
  label,
  hint,
  error,
  children,
}: {
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  children: (props: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean }) => ReactNode;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="grid gap-1">
      <label htmlFor={id}>{label}</label>
      {children({ id, ...(described ? { 'aria-describedby': described } : {}), ...(error ? { 'aria-invalid': true } : {}) })}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-star-300">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-rose-400">
          {error}
        </p>
      )}
    </div>
  );
}

const VIEWS = [
  ['form', '/admin/ai-generator', 'Generate'],
  ['preview', '/admin/ai-generator/preview', 'Preview'],
  ['edit', '/admin/ai-generator/edit', 'Edit'],
] as const;

/** The generator's three views as tabs-like links. */
export function GeneratorNav({ view }: { view: string }) {
  return (
    <nav aria-label="Article generator" className="flex flex-wrap gap-2">
      {VIEWS.map(([key, href, label]) => (
        <Link
          key={key}
          href={href}
          aria-current={view === key ? 'page' : undefined}
          className={`rounded-lg px-3 py-1.5 text-sm no-underline ${view === key ? 'bg-night-700 text-gold-300' : 'text-star-100 hover:bg-night-800'}`}
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}
