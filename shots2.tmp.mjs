import { chromium } from '@playwright/test';
const [,, url, name, sel] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const width of [360, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(url);
  await page.locator(sel).first().waitFor({ timeout: 30000 });
  await page.waitForTimeout(500);
  await page.locator(sel).first().scrollIntoViewIfNeeded();
  await page.evaluate(() => document.querySelector('header')?.setAttribute('style', 'display:none'));
  const box = await page.locator('[data-result], [data-testid="birth-chart-result"]').first().boundingBox();
  console.log(width, 'doc width', await page.evaluate(() => document.documentElement.scrollWidth));
  await page.screenshot({ path: `/tmp/full-${name}-${width}.png`, fullPage: true, clip: { x: 0, y: box.y, width, height: Math.min(box.height, 6000) } });
  await page.close();
}
await browser.close();
