import { atom } from 'nanostores';
import { useStore } from '@nanostores/react';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

/**
 * The admin's client router: the one static page serves every /admin path (public/_redirects),
 * and this keeps the address bar and the screen in step with the History API.
 */
export const $path = atom<string>(typeof location === 'undefined' ? '/admin' : normalise(location.pathname));

/**
 * Each form with unsaved work adds a guard (src/admin/ui/useLeaveGuard.ts); leaving asks first.
 * A guard answers the question to ask, or null when it has nothing to lose.
 */
type LeaveGuard = () => string | null;
const leaveGuards = new Set<LeaveGuard>();
/** Adds a guard; the returned function removes it. */
export function addLeaveGuard(guard: LeaveGuard): () => void {
  leaveGuards.add(guard);
  return () => leaveGuards.delete(guard);
}

function normalise(path: string): string {
  const trimmed = path.replace(/\/+$/, '').replace(/\.html$/, '');
  return trimmed === '' || trimmed === '/admin/index' ? '/admin' : trimmed;
}

/** Asks before unsaved work is dropped: true when there is none or the user agrees to leave. */
export function confirmLeave(): boolean {
  for (const guard of leaveGuards) {
    const message = guard();
    if (message) return window.confirm(message);
  }
  return true;
}

/** The address of the screen on show, to put back when the user declines to leave by Back or Forward. */
let shownUrl = typeof location === 'undefined' ? '/admin' : location.pathname + location.search;

export function navigate(to: string, options: { replace?: boolean; force?: boolean } = {}): boolean {
  if (!options.force && !confirmLeave()) return false;
  const url = new URL(to, location.origin);
  shownUrl = url.pathname + url.search;
  if (options.replace) history.replaceState(null, '', shownUrl);
  else history.pushState(null, '', shownUrl);
  $path.set(normalise(url.pathname));
  window.scrollTo(0, 0);
  return true;
}

if (typeof window !== 'undefined') {
  // Back and Forward ask like a link does; the browser has already moved, so a "stay" puts the address back.
  window.addEventListener('popstate', () => {
    if (!confirmLeave()) {
      history.pushState(null, '', shownUrl);
      return;
    }
    shownUrl = location.pathname + location.search;
    $path.set(normalise(location.pathname));
  });
}

export function usePath(): string {
  return useStore($path);
}

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** An ordinary link (open in new tab still works) that routes on the client on a plain click. */
export function Link({ href, onClick, children, ...rest }: LinkProps) {
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    if (!href.startsWith('/admin')) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    <a href={href} onClick={handle} {...rest}>
      {children}
    </a>
  );
}
