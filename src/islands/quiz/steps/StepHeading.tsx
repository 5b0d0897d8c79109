import type { ReactNode } from 'react';

/** A step's heading: focusable so the quiz can move focus to each new step. */
export function StepHeading({ children, level = 'h2' }: { children: ReactNode; level?: 'h1' | 'h2' }) {
  const Tag = level;
  return (
    <Tag data-step-heading tabIndex={-1} className="mb-3 text-center text-2xl outline-none sm:text-3xl">
      {children}
    </Tag>
  );
}
