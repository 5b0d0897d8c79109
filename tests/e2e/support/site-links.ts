/**
 * The link checker's logic, over a built site on disk: every internal link and every #anchor of
 * every page must land on something that exists. Plain Node (no browser) so it can also be
 * unit-tested on a tiny fixture site.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface BuiltPage {
  /** The page's URL path: "/", "/terms-of-service", "/compare/astra". */
  route: string;
  file: string;
}

export interface LinkProblem {
  page: string;
  link: string;
  reason: string;
}

export interface CheckOptions {
  /** The site's own origin: absolute links to it are checked like relative ones. */
  origin: string;
  /** Folder of Pages Functions ("functions"), so links and forms to /api/… can be checked. */
  functionsDir?: string;
}

/** Every HTML page of a build, with its route (build.format "file": /foo is foo.html). */
export function builtPages(dist: string): BuiltPage[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return name === '_astro' ? [] : walk(path);
      return name.endsWith('.html') ? [path] : [];
    });
  return walk(dist)
    .map((file) => {
      const rel = relative(dist, file)
        .replace(/\\/g, '/')
        .replace(/\.html$/, '');
      const route = rel === 'index' ? '/' : `/${rel.replace(/\/index$/, '')}`;
      return { route, file };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}

const decodeEntities = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** The links a visitor (or a crawler) can follow from a page: anchors, canonical/alternate links, form actions. */
export function extractLinks(html: string): string[] {
  const links: string[] = [];
  for (const match of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/gi)) links.push(decodeEntities(match[1]!));
  for (const match of html.matchAll(/<link\b[^>]*>/gi)) {
    const tag = match[0];
    const rel = /\srel="([^"]+)"/i.exec(tag)?.[1] ?? '';
    const href = /\shref="([^"]*)"/i.exec(tag)?.[1];
    if (href !== undefined && /\b(canonical|alternate|sitemap|icon|prev|next)\b/.test(rel))
      links.push(decodeEntities(href));
  }
  for (const match of html.matchAll(/<form\b[^>]*?\saction="([^"]*)"/gi))
    links.push(decodeEntities(match[1]!));
  return links;
}

/** Every id on a page (the targets of #anchors). */
export function extractIds(html: string): Set<string> {
  const ids = new Set<string>();
  for (const match of html.matchAll(/\sid="([^"]+)"/g)) ids.add(decodeEntities(match[1]!));
  for (const match of html.matchAll(/<a\b[^>]*?\sname="([^"]+)"/g)) ids.add(decodeEntities(match[1]!));
  return ids;
}

interface Redirect {
  from: RegExp;
  to: string;
  status: number;
}

/** The rules of dist/_redirects (Cloudflare Pages syntax: "from to [status]", * as a splat). */
export function readRedirects(dist: string): Redirect[] {
  const path = join(dist, '_redirects');
  if (!existsSync(path)) return [];
  return readFileSync(path, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from = '', to = '', status = '302'] = line.split(/\s+/);
      const pattern = from
        .split('*')
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('(.*)');
      return { from: new RegExp(`^${pattern}$`), to, status: Number(status) };
    });
}

/** Checks every page of a build; returns the problems found (none means every link resolves). */
export function checkSite(dist: string, options: CheckOptions, only?: readonly string[]): LinkProblem[] {
  const pages = builtPages(dist);
  const byRoute = new Map(pages.map((page) => [page.route, page]));
  const redirects = readRedirects(dist);
  const idCache = new Map<string, Set<string>>();
  const idsOf = (page: BuiltPage) => {
    let ids = idCache.get(page.route);
    if (!ids) idCache.set(page.route, (ids = extractIds(readFileSync(page.file, 'utf8'))));
    return ids;
  };

  /** The page a path is served by, following _redirects; a string explains why there is none. */
  const resolve = (path: string, hops = 0): BuiltPage | 'asset' | 'function' | string => {
    if (hops > 5) return 'redirect loop';
    if (path !== '/' && path.endsWith('/')) return 'trailing slash (the site uses /page, never /page/)';
    const page = byRoute.get(path);
    if (page) return page;
    if (path.startsWith('/api/')) {
      if (!options.functionsDir) return 'asset';
      const name = path.slice('/api/'.length);
      const found = ['ts', 'js'].some((ext) =>
        existsSync(join(options.functionsDir!, 'api', `${name}.${ext}`)),
      );
      return found ? 'function' : `no function functions/api/${name}`;
    }
    const file = join(dist, decodeURIComponent(path));
    if (existsSync(file) && statSync(file).isFile() && !file.endsWith('.html')) return 'asset';
    for (const rule of redirects) {
      const match = rule.from.exec(path);
      if (match) return resolve(rule.to.replace(':splat', match[1] ?? ''), hops + 1);
    }
    return 'no page or file';
  };

  const problems: LinkProblem[] = [];
  for (const page of pages) {
    if (only && !only.includes(page.route)) continue;
    const html = readFileSync(page.file, 'utf8');
    for (const link of new Set(extractLinks(html))) {
      const problem = checkLink(link, page, resolve, idsOf, options);
      if (problem) problems.push({ page: page.route, link, reason: problem });
    }
  }
  return problems;
}

function checkLink(
  link: string,
  page: BuiltPage,
  resolve: (path: string) => BuiltPage | 'asset' | 'function' | string,
  idsOf: (page: BuiltPage) => Set<string>,
  options: CheckOptions,
): string | undefined {
  if (link === '' || link === '#') return 'empty link';
  if (/^javascript:/i.test(link)) return 'javascript: link';
  if (/^(mailto|tel|sms|data):/i.test(link)) return undefined;
  const url = new URL(link, `${options.origin}${page.route}`);
  if (url.origin !== options.origin) return undefined; // another site: not ours to check
  const target = resolve(url.pathname);
  if (typeof target === 'string' && target !== 'asset' && target !== 'function') return target;
  if (!url.hash) return undefined;
  if (typeof target === 'string') return 'anchor on a file that is not a page';
  const id = decodeURIComponent(url.hash.slice(1));
  return idsOf(target).has(id) ? undefined : `no element with id "${id}" on ${target.route}`;
}
