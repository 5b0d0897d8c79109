import { chromium } from '@playwright/test';
const [,, url, name, ...rest] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'] });
for (const width of [360, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(url);
  const sel = rest[0] ?? '[data-testid="chart-wheel"]';
  await page.locator(sel).first().waitFor({ timeout: 30000 });
  await page.waitForTimeout(500);
  const el = page.locator(rest[1] ?? '[data-result]').first();
  await page.evaluate(() => document.querySelector('header')?.setAttribute('style', 'display:none')); await el.screenshot({ path: `/tmp/shot-${name}-${width}.png` });
  if (rest[2]) { await page.locator(rest[2]).first().focus(); await page.locator(sel).first().screenshot({ path: `/tmp/shot-${name}-${width}-focus.png` }); }
  await page.close();
}
await browser.close();
