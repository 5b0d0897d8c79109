import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.mjs';
const BASE = 'http://127.0.0.1:9165';
const out = '/tmp/shots/walk';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
for (const width of [360, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width < 600 ? 740 : 900 } });
  const shot = (name, full = false) => page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: full });
  await page.goto(`${BASE}/soulmate-quiz`);
  await page.locator('.quiz[data-ready="true"]').waitFor();
  await page.getByRole('button', { name: "Let's begin" }).click();
  await page.locator('.quiz').getByRole('button', { name: 'Continue', exact: true }).click();
  const choose = (name) => page.locator('.quiz').getByRole('button', { name, exact: true }).click();
  await choose('Female'); await choose('A man'); await choose('30-40'); await choose('No preference');
  await page.locator('.quiz').getByRole('group').getByRole('button').nth(3).click();
  await choose('Loyalty');
  await page.locator('.quiz').getByRole('button', { name: 'Continue', exact: true }).click();
  // dob: 31 then February
  await page.getByLabel('Day').selectOption('31');
  await page.getByLabel('Month').selectOption({ label: 'February' });
  await shot('dob-cleared');
  await page.getByLabel('Day').selectOption('14');
  await page.getByLabel('Year').selectOption('1990');
  await page.locator('.quiz').getByRole('button', { name: 'Continue', exact: true }).click();
  await choose('Water'); await choose('I follow my heart');
  await page.locator('.quiz').getByRole('button', { name: 'Continue', exact: true }).click();
  await choose('Letting go of the past');
  await page.locator('.quiz').getByRole('button', { name: 'Continue', exact: true }).click();
  for (const answer of ['Jealousy', 'Similar to me', 'Partnership', 'Quality time', 'Deep and intimate', 'Growing apart']) await choose(answer);
  await choose('Personal growth');
  await page.locator('.quiz').getByRole('button', { name: 'Continue', exact: true }).click();
  // analysis: wait 8 s to show the dialog is still waiting
  await page.getByRole('dialog').waitFor();
  await page.waitForTimeout(6000);
  await shot('analysis-waiting');
  for (let i = 0; i < 3; i += 1) {
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    if (i < 2) await page.getByRole('dialog').waitFor();
  }
  const modal = page.getByRole('dialog', { name: 'See your soulmate now!' });
  await modal.waitFor({ timeout: 15000 });
  await modal.getByLabel('Your e-mail address').fill(`maria.${width}@gmial.com`);
  await modal.getByRole('button', { name: 'Continue' }).click();
  await modal.getByText(/Did you mean/).waitFor();
  await shot('portrait-typo');
  await modal.getByRole('button', { name: /^Yes, use/ }).click();
  await page.getByTestId('promo-code').waitFor();
  await page.waitForTimeout(500);
  await shot('promo');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/landing-pw/);
  await page.waitForTimeout(2500);
  await shot('offer-top');
  await page.getByTestId('offer-header').getByRole('link', { name: 'Continue' }).click();
  await page.waitForTimeout(1200);
  await shot('offer-payment');
  await page.locator('.faq details', { hasText: 'What happens after the trial?' }).locator('summary').click();
  await page.locator('.faq details', { hasText: 'How do I cancel?' }).locator('summary').click();
  await page.locator('.faq details', { hasText: 'How do I cancel?' }).scrollIntoViewIfNeeded();
  await shot('offer-faq');
  // newsletter typo page
  await page.goto(`${BASE}/help-center`);
  await page.locator('footer').getByLabel('E-mail address').fill(`reader.${width}@hotmial.com`);
  await page.locator('footer').getByRole('button', { name: 'Send' }).click();
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForTimeout(800);
  await shot('newsletter-check');
  await page.getByRole('button', { name: /^Yes, use/ }).click();
  await page.waitForURL(/#newsletter-subscribed/);
  await page.waitForTimeout(800);
  await shot('newsletter-done');
  await page.close();
}
await browser.close();
