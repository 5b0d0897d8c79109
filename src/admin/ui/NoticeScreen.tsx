import type { ReactNode } from 'react';

/** A whole-page notice outside the admin frame (no access, no session check): a title, a line, and what to do next. */
export function NoticeScreen({
  title,
  message,
  children,
}: {
  title: string;
  message: string;
  children: ReactNode;
}) {
  return (
    <main className="container-page flex min-h-screen items-center justify-center py-16">
      <div className="card max-w-md p-8 text-center">
        <h1 className="mb-3 font-display text-3xl text-star-50">{title}</h1>
        <p className="mb-6 text-star-200">{message}</p>
        <div className="flex flex-wrap justify-center gap-3">{children}</div>
      </div>
    </main>
  );
}
