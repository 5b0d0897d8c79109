/**
 * Which inline-script hashes each path's CSP carries (docs/performance.md#one-round-trip).
 * A CSP listing every inline script of the site is ~1.1 KB, sent with every page, though most
 * pages run two of the twelve. Those bytes decide whether a page arrives in one round trip, so
 * the pages that share the not-found page's set get it from the site-wide `/*` rule, and the
 * others get a rule of their own: one for a folder whose pages all share one set, else one per page.
 */

/** A `_headers` path pattern and the hashes the pages it matches need. */
export interface PathHashes {
  pattern: string;
  hashes: string[];
}

export interface CspPaths {
  /** The hashes of the site-wide rule. */
  sitewide: string[];
  /** Rules for the pages that need other hashes, in the order they go in `_headers`. */
  paths: PathHashes[];
}

/** Cloudflare Pages reads at most 100 `_headers` rules; the file has a few of its own. */
export const MAX_PATH_RULES = 80;

/** The address Pages serves a built HTML file at: `a/b.html` → `/a/b`, `a/index.html` → `/a/`. */
export function pagePath(file: string): string {
  const path = `/${file.replace(/\\/g, '/')}`;
  if (path.endsWith('/index.html')) return path.slice(0, -'index.html'.length);
  return path.replace(/\.html$/, '');
}

const key = (hashes: Iterable<string>) => [...new Set(hashes)].sort().join(' ');

/** The first folder of a path, or undefined for a page at the root. */
const folderOf = (path: string) => /^\/([^/]+)\/./.exec(path)?.[1];

/** A `_redirects` rule that serves a page at other addresses (`/admin/*  /admin  200`). */
export interface Rewrite {
  from: string;
  to: string;
}

/** The rewrites (status 200) of a `_redirects` file. */
export function rewritesOf(redirects: string): Rewrite[] {
  return redirects.split('\n').flatMap((line) => {
    const [from, to, status] = line.trim().split(/\s+/);
    return from && to && status === '200' && !from.startsWith('#') ? [{ from, to }] : [];
  });
}

/** A not-found page: Pages serves it at any address below its folder. */
const isNotFoundPage = (path: string) => /(^|\/)404$/.test(path);

/**
 * Groups pages (address → the hashes of its inline scripts) into rules. A page served at other
 * addresses by a rewrite gets a rule for them too. The not-found pages can answer at any address,
 * so the site-wide rule must cover them: when it would not, or when there would be more than
 * MAX_PATH_RULES, every hash goes site-wide instead, as before.
 */
export function cspPaths(
  pages: ReadonlyMap<string, Iterable<string>>,
  rewrites: readonly Rewrite[] = [],
): CspPaths {
  const sets = new Map<string, string>();
  const count = new Map<string, number>();
  for (const [path, hashes] of pages) {
    const set = key(hashes);
    sets.set(path, set);
    count.set(set, (count.get(set) ?? 0) + 1);
  }
  const split = (set: string) => (set ? set.split(' ') : []);
  // The not-found page answers at any address no page is built at, so its set is the site-wide
  // one; without one, the commonest set is.
  const commonest = [...count].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? '';
  const base = sets.get('/404') ?? commonest;

  // A folder all of whose pages share one set other than the base gets one rule.
  const folderSets = new Map<string, Set<string>>();
  for (const [path, set] of sets) {
    const folder = folderOf(path);
    if (folder) folderSets.set(folder, (folderSets.get(folder) ?? new Set()).add(set));
  }
  const paths: PathHashes[] = [];
  const covered = new Set<string>();
  for (const [folder, folderSet] of [...folderSets].sort((a, b) => a[0].localeCompare(b[0]))) {
    const [only] = folderSet;
    // (A page at the folder's own address, `/horoscope`, is not matched by `/horoscope/*`.)
    if (folderSet.size !== 1 || only === base || only === undefined) continue;
    // With the base set too: the not-found page answers at the folder's unbuilt addresses.
    paths.push({ pattern: `/${folder}/*`, hashes: split(key([...split(only), ...split(base)])) });
    covered.add(folder);
  }
  for (const [path, set] of [...sets].sort((a, b) => a[0].localeCompare(b[0]))) {
    const folder = folderOf(path);
    if (set === base || (folder && covered.has(folder))) continue;
    paths.push({ pattern: path, hashes: split(set) });
  }
  for (const { from, to } of rewrites) {
    const set = sets.get(to);
    if (set !== undefined && set !== base) paths.push({ pattern: from, hashes: split(set) });
  }
  const notFoundCovered = [...sets].every(([path, set]) => !isNotFoundPage(path) || set === base);
  if (paths.length > MAX_PATH_RULES || !notFoundCovered)
    return { sitewide: split(key([...sets.values()].flatMap(split))), paths: [] };
  return { sitewide: split(base), paths };
}

/**
 * The hashes the rules give an address, matched as Pages does: every matching rule applies in
 * file order, and each of ours first removes the CSP set before it. For the tests and the build's
 * own check that no page loses a script.
 */
export function hashesFor(rules: CspPaths, path: string): string[] {
  let hashes = rules.sitewide;
  for (const rule of rules.paths) {
    const matches = rule.pattern.endsWith('*')
      ? path.startsWith(rule.pattern.slice(0, -1))
      : path === rule.pattern;
    if (matches) hashes = rule.hashes;
  }
  return hashes;
}
