import type { Page } from '@playwright/test';

/** A fixed moment for Playwright's clock: timers only move when a test says so. */
export const NOW = new Date('2026-03-01T10:00:00Z');

/** Installs the fake clock a minute early, so that pausing at NOW is always a step forward. */
export async function pauseClock(page: Page, at: Date = NOW) {
  await page.clock.install({ time: at.getTime() - 60_000 });
  await page.clock.pauseAt(at);
}
