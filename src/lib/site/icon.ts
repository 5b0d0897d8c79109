import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * An SVG as a data URL for an attribute: only the characters a data URL cannot carry are
 * escaped, and double quotes become single ones, so the result is a third shorter than
 * encodeURIComponent's.
 */
export function svgDataUrl(svg: string): string {
  const escaped = svg
    .trim()
    .replaceAll('"', "'")
    .replaceAll('%', '%25')
    .replaceAll('#', '%23')
    .replaceAll('<', '%3C')
    .replaceAll('>', '%3E');
  return `data:image/svg+xml,${escaped}`;
}

/**
 * The site icon, read once per build (builds run from the project root). It travels inside every
 * page (docs/performance.md); /favicon.svg stays for whoever links it (the articles' publisher logo).
 */
export const SITE_ICON_DATA_URL = svgDataUrl(readFileSync(join(process.cwd(), 'public/favicon.svg'), 'utf8'));
