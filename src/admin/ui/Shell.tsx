import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useAdmin } from '../context';
import { Link } from '../router';
import { navFor, type Match } from '../routes';
import { useSignOut } from './useSignOut';
import { site } from '@/config/site';

/** The admin frame: a sidebar with every section (a drawer on phones) and the screen beside it. */
export function Shell({ match, children }: { match: Match; children: ReactNode }) {
  const { user } = useAdmin();
  const signOut = useSignOut();
  // The phone menu belongs to the screen it was opened on: moving to another screen closes it.
  const screenKey = `${match.screen}:${match.title}`;
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === screenKey;
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    document.title = `${match.title} · ${site.brandName} admin`;
    headingRef.current?.focus();
  }, [match.title, match.screen]);

  const items = navFor(user?.role);

  return (
    <div className="min-h-screen md:grid md:grid-cols-[15rem_1fr]">
      <a
        href="#admin-main"
        className="sr-only-focusable absolute left-2 top-2 z-50 rounded bg-gold-400 px-3 py-2 text-night-950"
      >
        Skip to content
      </a>
      <header className="flex items-center justify-between border-b border-night-700 bg-night-950 px-4 py-3 md:hidden">
        <span className="font-display text-lg text-star-50">{site.brandName} admin</span>
        <button
          type="button"
          className="btn btn-ghost px-3 py-1.5"
          aria-expanded={menuOpen}
          aria-controls="admin-sidebar"
          onClick={() => setMenuOpenOn(menuOpen ? null : screenKey)}
        >
          Menu
        </button>
      </header>
      <aside
        id="admin-sidebar"
        className={`${menuOpen ? 'block' : 'hidden'} border-b border-night-700 bg-night-950 md:sticky md:top-0 md:block md:h-screen md:border-b-0 md:border-r`}
      >
        <nav aria-label="Admin sections" className="flex h-full flex-col gap-1 p-4">
          <p className="mb-4 hidden font-display text-xl text-star-50 md:block">{site.brandName} admin</p>
          {items.map((item) => {
            const current = item.section === match.section;
            return (
              <Link
                key={item.href}
                href={item.href}
                aria-current={current ? 'page' : undefined}
                className={`rounded-lg px-3 py-2 no-underline ${current ? 'bg-night-700 text-gold-300' : 'text-star-100 hover:bg-night-800'}`}
              >
                {item.label}
              </Link>
            );
          })}
          <div className="mt-auto border-t border-night-700 pt-4 text-sm">
            <p className="text-star-200">
              {user?.name} <span className="text-star-300">({user?.role})</span>
            </p>
            <p className="mb-3 truncate text-star-300">{user?.email}</p>
            <div className="flex gap-2">
              <a href="/" className="btn btn-ghost px-3 py-1.5 text-sm">
                View site
              </a>
              <button
                type="button"
                className="btn btn-ghost px-3 py-1.5 text-sm"
                onClick={() => void signOut()}
              >
                Sign out
              </button>
            </div>
          </div>
        </nav>
      </aside>
      <main id="admin-main" className="min-w-0 px-4 py-6 md:px-8">
        <h1 ref={headingRef} tabIndex={-1} className="mb-6 font-display text-3xl text-star-50 outline-none">
          {match.title}
        </h1>
        {children}
      </main>
    </div>
  );
}
