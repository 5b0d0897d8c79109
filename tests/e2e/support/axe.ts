import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.2 AA (and the A/AA levels it builds on), as axe-core tags them. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The page's WCAG 2.2 AA violations as it is now, one readable line each (the state it was
 * checked in, the rule, its impact and help, the first elements it found), so a test expects
 * `[]` and a failure says what and where.
 */
export async function axeViolations(
  page: Page,
  state?: string,
  /** Selectors axe leaves out: the repeats of a long list whose first rows it has checked. */
  exclude: readonly string[] = [],
): Promise<string[]> {
  // Content that fades or slides in (a quiz step) reads as low contrast if scanned mid-way.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  for (const selector of exclude) builder.exclude(selector);
  const results = await builder.analyze();
  return results.violations.map(
    (violation) =>
      `${state ? `${state}: ` : ''}${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .map((node) => node.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
}
