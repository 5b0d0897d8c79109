import { LOGIN_PATH, RESET_PASSWORD_PATH } from '../supabase/constants';

/**
 * After signing in, the editor lands on the admin page they asked for (docs/admin.md#access).
 * The sign-in page carries it as `?next=…`, which anyone can write into a link, so only a path
 * of this admin on this origin is accepted: never another site, never a scheme, never the
 * sign-in pages themselves. Anything else lands on the dashboard.
 */
export const RETURN_PARAM = 'next';
export const ADMIN_HOME = '/admin';

/** Resolved against a placeholder origin: a value that leaves it was not a path of ours. */
const PLACEHOLDER_ORIGIN = 'https://admin.invalid';
const MAX_LENGTH = 2000;

/** The admin page to open after sign-in, from the `next` value; the dashboard when it is not safe. */
export function returnPathFrom(raw: string | null | undefined): string {
  if (!raw || raw.length > MAX_LENGTH) return ADMIN_HOME;
  // Only an absolute path: "//host", "/\host" and backslashes are other hosts to a browser.
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return ADMIN_HOME;
  // Tabs and newlines are dropped by the URL parser, which could turn "/\t/host" into "//host".
  if (/\p{Cc}/u.test(raw)) return ADMIN_HOME;
  let url: URL;
  try {
    url = new URL(raw, PLACEHOLDER_ORIGIN);
  } catch {
    return ADMIN_HOME;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return ADMIN_HOME;
  // The parser has resolved "." and ".." segments, so "/admin/../x" is "/x" by now.
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (path !== ADMIN_HOME && !path.startsWith(`${ADMIN_HOME}/`)) return ADMIN_HOME;
  if (path === LOGIN_PATH || path === RESET_PASSWORD_PATH) return ADMIN_HOME;
  return `${path}${url.search}${url.hash}`;
}

/** The sign-in page's address for someone sent there from `current` (a path with its query). */
export function loginPathFor(current: string): string {
  const target = returnPathFrom(current);
  return target === ADMIN_HOME ? LOGIN_PATH : `${LOGIN_PATH}?${RETURN_PARAM}=${encodeURIComponent(target)}`;
}

/** The page to open once signed in, from the sign-in page's own query string. */
export function returnPathFromSearch(search: string): string {
  return returnPathFrom(new URLSearchParams(search).get(RETURN_PARAM));
}
