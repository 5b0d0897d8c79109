import type { ReactNode } from 'react';

/** An empty state that says what to do next. */
export function Empty({ children }: { children: ReactNode }) {
  return <div className="card p-4 text-star-200">{children}</div>;
}
