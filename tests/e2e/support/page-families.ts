import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { CALCULATOR_PAGES } from '@/lib/calculators/pages';
import { suitSlug } from '@/lib/tarot/meaning-pages';
import { SUITS } from '@/lib/tarot/minor-arcana';

/**
 * Which page file of src/pages built a route: its layout family. Pages of one family are the same
 * template filled with other content, so a browser check of their layout (the phone's width, axe)
 * learns the same from one of them as from all; what differs page by page (the words, headings,
 * labels, links, valid HTML) is checked on every built page without a browser (site-audit.spec.ts,
 * links.spec.ts).
 */
const PAGES_DIR = join(process.cwd(), 'src/pages');

/** Each page file's route pattern, as segments ("[sign]" for a parameter), admin and endpoints left out. */
function pagePatterns(dir = PAGES_DIR): string[][] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'api' || name === 'admin' ? [] : pagePatterns(path);
    if (!name.endsWith('.astro')) return [];
    const segments = relative(PAGES_DIR, path)
      .replace(/\.astro$/, '')
      .split('/');
    return [segments.at(-1) === 'index' ? segments.slice(0, -1) : segments];
  });
}

const PATTERNS = pagePatterns().map((segments) => segments.join('/'));
const isParameter = (segment: string) => segment.startsWith('[');

/**
 * Page files that take the same shape of address as another, with the values they build (from
 * their getStaticPaths): /tarot-card-meanings/[suit] builds the four suits' hubs, [major] the
 * major arcana.
 */
const OWN_VALUES: Record<string, readonly string[]> = {
  'tarot-card-meanings/[suit]': SUITS.map(suitSlug),
};

/**
 * A route's family: the page file that built it (its path under src/pages, without .astro). As in
 * Astro's routing, a fixed segment beats a parameter at the first place they differ
 * (/horoscope/leo/month is month.astro, not [day].astro).
 */
export function pageFamily(route: string): string {
  const segments = route === '/' ? [] : route.slice(1).split('/');
  const matches = PATTERNS.filter((pattern) => {
    const parts = pattern === '' ? [] : pattern.split('/');
    const own = OWN_VALUES[pattern];
    return (
      parts.length === segments.length &&
      parts.every((part, index) => (isParameter(part) ? true : part === segments[index])) &&
      (!own || own.includes(segments.at(-1)!))
    );
  });
  // Fixed segments first, then a file that names its values before one that takes any.
  const rank = (pattern: string) =>
    `${pattern
      .split('/')
      .map((part) => (isParameter(part) ? '1' : '0'))
      .join('')}${OWN_VALUES[pattern] ? '0' : '1'}`;
  const [best, next] = matches.sort((a, b) => rank(a).localeCompare(rank(b)));
  if (best === undefined) throw new Error(`no page file in src/pages builds ${route}`);
  if (next !== undefined && rank(next) === rank(best))
    throw new Error(`${route} could be built by ${best} or ${next}: list one's values in OWN_VALUES`);
  return `/${best}`;
}

/**
 * Page files that are another one's template with other content: each differs from its family's
 * file only in the key it passes (the legal entry it loads, the Moon phase), which is checked here
 * (comments aside), so a file that grows a layout of its own leaves the family.
 */
const SAME_TEMPLATE: readonly { family: string; key: string; others: Record<string, string> }[] = [
  {
    family: 'terms-of-service',
    key: "'terms-of-service'",
    others: { 'privacy-policy': "'privacy-policy'", 'refund-policy': "'refund-policy'" },
  },
  { family: 'new-moon', key: 'phase="new"', others: { 'full-moon': 'phase="full"' } },
];

/** A page file's code, comments left out, with `key` written as `as`. */
function templateOf(file: string, key: string, as: string): string {
  return readFileSync(join(PAGES_DIR, `${file}.astro`), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .replaceAll(key, as);
}

const SHARED_FAMILY = new Map<string, string>(
  SAME_TEMPLATE.flatMap(({ family, key, others }) =>
    Object.entries(others)
      .filter(([file, own]) => templateOf(file, own, key) === templateOf(family, key, key))
      .map(([file]) => [`/${file}`, `/${family}`] as const),
  ),
);

/**
 * The kind of page for an axe check: its family (page files that share one template are one), and
 * for the calculators under /compatibility/ also the form the page carries (one template, four
 * different forms: birth dates, star charts, soulmate names, the love-name calculator).
 */
export function pageKind(route: string): string {
  const own = pageFamily(route);
  const family = SHARED_FAMILY.get(own) ?? own;
  const calculator = CALCULATOR_PAGES.find((page) => page.path === route);
  return calculator ? `${family} (${calculator.group} form)` : family;
}
