import { createHash } from 'node:crypto';

/**
 * Content-Security-Policy for the built site. Inline scripts are allowed only by the SHA-256
 * hash of their exact text (Astro's island loader, speculation rules), never 'unsafe-inline'
 * or 'unsafe-eval'. Inline JSON-LD is a data block, not executed, so it needs no hash.
 */

/** Script types the browser executes (or, for speculation rules, acts on). */
const EXECUTED_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'speculationrules',
]);

/** The text of every inline script in a page that CSP governs. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/.test(attributes)) continue;
    const type = (/\btype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1] ?? '').toLowerCase();
    if (!EXECUTED_TYPES.has(type)) continue;
    scripts.push(match[2] ?? '');
  }
  return scripts;
}

/** The CSP source expression for one inline script. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

export interface CspOptions {
  /** Hashes of every inline script on the site. */
  scriptHashes: Iterable<string>;
  /** Extra origins scripts may load from (an analytics provider). */
  scriptOrigins?: readonly string[];
  /** Origins the browser may call with fetch/XHR (Supabase for the admin, analytics). */
  connectOrigins?: readonly string[];
  /** Origins images may come from (Supabase storage for article covers). */
  imageOrigins?: readonly string[];
}

export function contentSecurityPolicy(options: CspOptions): string {
  const hashes = [...new Set(options.scriptHashes)].sort();
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...hashes, ...(options.scriptOrigins ?? [])]],
    // Astro and React set style attributes; styles cannot run code, so inline styles are allowed.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...(options.imageOrigins ?? [])]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...(options.connectOrigins ?? [])]],
    ['frame-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ['manifest-src', ["'self'"]],
    ['worker-src', ["'self'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/** The origin of a URL, or nothing when it is empty or malformed. */
export function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/** A path whose pages need a CSP other than the site-wide one (src/lib/security/csp-paths.ts). */
export interface PathPolicy {
  pattern: string;
  csp: string;
}

/**
 * Security headers for every path, in Cloudflare Pages `_headers` syntax. A path with a policy of
 * its own first detaches the site-wide CSP (`! Content-Security-Policy`), so it gets one policy,
 * not both.
 */
export function headersFile(csp: string, paths: readonly PathPolicy[] = []): string {
  return [
    '/*',
    `  Content-Security-Policy: ${csp}`,
    '  Strict-Transport-Security: max-age=63072000; includeSubDomains; preload',
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    '  Permissions-Policy: accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()',
    '  X-Frame-Options: DENY',
    '  Cross-Origin-Opener-Policy: same-origin',
    '',
    ...paths.flatMap((path) => [
      path.pattern,
      '  ! Content-Security-Policy',
      `  Content-Security-Policy: ${path.csp}`,
      '',
    ]),
    '/_astro/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
    // The sky calendar's feed (docs/sky-calendar.md#the-feed): a calendar, refreshed daily.
    '/sky-calendar.ics',
    '  Content-Type: text/calendar; charset=utf-8',
    '  Cache-Control: public, max-age=3600',
    '',
  ].join('\n');
}
