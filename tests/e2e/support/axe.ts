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
  // A looping animation (the offer ticker's fade) never settles, and a line caught mid-fade reads
  // as low contrast. Its colours are the same when still, so the scan holds the page in the still
  // state the reduced-motion rule gives (docs/funnel.md#the-offer-bar), and puts the setting back after.
  const loops = await page.evaluate(() =>
    document
      .getAnimations()
      .some((animation) => animation.effect?.getComputedTiming().iterations === Infinity),
  );
  const reducedBefore =
    loops && (await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches));
  if (loops && !reducedBefore) await page.emulateMedia({ reducedMotion: 'reduce' });
  // Legacy mode runs axe.run() in the page itself: the default (runPartial) opens a second, blank
  // page for every check to merge the frames' results, which cost about a third of each check
  // here; the site has no cross-origin frames for it to reach. Only violations are listed in
  // full, the passes a test never reads are not collected node by node.
  // (options() replaces every option, so it comes before withTags.)
  const builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .setLegacyMode();
  for (const selector of exclude) builder.exclude(selector);
  const results = await builder.analyze().finally(async () => {
    if (loops && !reducedBefore) await page.emulateMedia({ reducedMotion: null });
  });
  return results.violations.map(
    (violation) =>
      `${state ? `${state}: ` : ''}${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .map((node) => node.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
}
