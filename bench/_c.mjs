import { chromium } from 'playwright-core';
const [, , name, path, width, ...rest] = process.argv;
const base = `http://127.0.0.1:9290`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-quic'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 1000 } });
await page.goto(base + path);
const result = page.locator('[data-result], [data-testid="love-analysis"]').first();
await result.waitFor({ timeout: 30000 });
await page.waitForTimeout(400);
const box = await result.boundingBox();
const step = Number(rest[0] ?? 1100);
let i = 0;
for (let y = box.y; y < box.y + box.height; y += step, i += 1)
  await page.screenshot({ path: `/tmp/words/${name}-${width}-${i}.png`, fullPage: true, clip: { x: 0, y, width: Number(width), height: Math.min(step, box.y + box.height - y) } });
console.log(name, i, 'chunks');
await browser.close();
