import type { Page } from '@playwright/test';
import { site } from '@/config/site';
import { expect, test } from './support/worker-page';

/** The JSON-LD objects of the current page, flattened. */
async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.flatMap((text) => {
    const data = JSON.parse(text) as unknown;
    return (Array.isArray(data) ? data : [data]) as Array<Record<string, unknown>>;
  });
}

/** Every TOC link jumps to a section heading that ends up in view. */
async function expectTocLandsOnSections(page: Page, expectedCount: number) {
  const toc = page.getByRole('navigation', { name: 'On this page' });
  const links = toc.getByRole('link');
  await expect(links).toHaveCount(expectedCount);
  for (const index of [0, Math.floor(expectedCount / 2), expectedCount - 1]) {
    const link = links.nth(index);
    const label = (await link.textContent())!.trim();
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    const target = page.locator(`[id="${href.slice(1)}"]`);
    await expect(target).toHaveText(label);
    await expect(target).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 0));
  }
}

test.describe('privacy policy', () => {
  test('shows its dates, the company, the retention periods and the 30-day answer time', async ({
    visitorPage: page,
  }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    const dates = page.locator('[data-legal-dates]');
    await expect(dates).toContainText('Effective date: 2 February 2025');
    await expect(dates).toContainText('Last updated: 8 August 2025');
    const main = page.locator('main');
    await expect(main).toContainText(
      `${site.brandName} is operated by ${site.company.name}, a company registered in Estonia`,
    );
    const retention = main.getByRole('table');
    await expect(retention.getByRole('row', { name: /Account data/ })).toContainText(
      'For the life of your account, plus 6 years',
    );
    await expect(retention.getByRole('row', { name: /Transaction records/ })).toContainText('7 years');
    await expect(retention.getByRole('row', { name: /Analytics data/ })).toContainText('2 years');
    await expect(retention.getByRole('row', { name: /Marketing data/ })).toContainText(
      'Until you withdraw your consent',
    );
    await expect(main).toContainText('within about 30 days');
    for (const right of [
      'Access',
      'Portability',
      'Correction',
      'Deletion',
      'Opt-out',
      'Do not sell or share',
    ]) {
      await expect(main.getByText(`${right}:`, { exact: true })).toBeVisible();
    }
    await expect(main.getByRole('heading', { name: 'International transfers' })).toBeVisible();
    await expect(main).toContainText('United States');
    await expect(main.getByRole('link', { name: site.supportEmail }).first()).toHaveAttribute(
      'href',
      /^mailto:/,
    );
  });

  test('its table of contents lands on the sections', async ({ visitorPage: page }) => {
    await page.goto('/privacy-policy');
    await expectTocLandsOnSections(page, 16);
  });

  test('carries BreadcrumbList JSON-LD and no FAQPage', async ({ visitorPage: page }) => {
    await page.goto('/privacy-policy');
    const data = await jsonLd(page);
    const crumbs = data.find((item) => item['@type'] === 'BreadcrumbList') as {
      itemListElement: Array<{ name: string; item: string }>;
    };
    expect(crumbs.itemListElement.map((crumb) => crumb.name)).toEqual(['Home', 'Privacy Policy']);
    expect(crumbs.itemListElement[1]!.item).toBe(`${site.url}/privacy-policy`);
    expect(data.some((item) => item['@type'] === 'FAQPage')).toBe(false);
  });
});

test.describe('contact us', () => {
  test('gives the mailbox, the URGENT rule and the reply time, with no form in the page body', async ({
    visitorPage: page,
  }) => {
    await page.goto('/contact-us');
    const main = page.locator('main');
    await expect(main.getByRole('link', { name: 'Write to us' })).toHaveAttribute(
      'href',
      `mailto:${site.supportEmail}?subject=Support%20request`,
    );
    await expect(main).toContainText('24–48 hours on business days');
    await expect(main).toContainText('Put URGENT in the subject line');
    await expect(main.locator('form')).toHaveCount(0);
  });
});

test.describe('terms of service', () => {
  test('shows its dates and the facts of the terms', async ({ visitorPage: page }) => {
    await page.goto('/terms-of-service');
    const dates = page.locator('[data-legal-dates]');
    await expect(dates).toContainText('Effective date: 1 January 2025');
    await expect(dates).toContainText('Last updated: 10 August 2025');
    const main = page.locator('main');
    await expect(main).toContainText('at least 18 years old');
    await expect(main).toContainText('for entertainment purposes');
    await expect(main).toContainText('one trial only, whether it was free or low-priced');
    await expect(main).toContainText('at least 30 days’ notice');
    await expect(main).toContainText('the amount you paid us in the 12 months before the claim');
    await expect(main).toContainText('Trial charge within 30 days');
    await expect(main).toContainText('more than 48 continuous hours');
    await expect(main).toContainText('5–10 business days');
    await expect(main).toContainText(
      'weekly, biweekly, monthly and annual Subscriptions, and one-time purchases',
    );
    await expect(main).toContainText(
      'US dollars (USD), euros (EUR), British pounds (GBP), Canadian dollars (CAD) and Australian dollars (AUD)',
    );
    await expect(main).toContainText('we charge you in USD');
    await expect(main).toContainText('non-refundable');
    await expect(main).toContainText('in your account settings');
  });

  test('has eighteen sections in order, and the table of contents lands on them', async ({
    visitorPage: page,
  }) => {
    await page.goto('/terms-of-service');
    const sections = await page.locator('.legal-body h2').allTextContents();
    expect(sections).toEqual([
      '1. Definitions',
      '2. Service overview',
      '3. Astrological disclaimer',
      '4. Account registration',
      '5. Subscriptions',
      '6. Payment',
      '7. Refunds',
      '8. Intellectual property',
      '9. User content',
      '10. Prohibited uses',
      '11. Service availability',
      '12. Privacy',
      '13. Limitation of liability',
      '14. Indemnification',
      '15. Dispute resolution',
      '16. Modifications to these terms',
      '17. Termination',
      '18. General',
    ]);
    await expectTocLandsOnSections(page, 18);
  });
});

test.describe('refund policy', () => {
  test('shows its dates and the rules under section 9', async ({ visitorPage: page }) => {
    await page.goto('/refund-policy');
    const dates = page.locator('[data-legal-dates]');
    await expect(dates).toContainText('Effective date: 2 February 2025');
    await expect(dates).toContainText('Last updated: 24 October 2025');
    await expect(page.locator('.legal-body h2').nth(8)).toHaveText('9. Refund rules');
    const main = page.locator('main');
    await expect(main).toContainText('starts with a 7-day trial for €1.00, then continues at €14.99 a week');
    await expect(main).toContainText('Trial prices vary by offer and currency');
    await expect(main).toContainText('$0.52, $3.99, $5, $6.99, $9 or $13.21');
    for (const condition of [
      'you are a first-time trial user',
      'you have not had a trial refund before',
      'you have not broken our Terms of Service',
      'you ask through our official channels',
    ]) {
      await expect(main).toContainText(condition);
    }
    await expect(main).toContainText('more than 24 consecutive hours');
    await expect(main).toContainText('reported it within 30 days');
    await expect(main).toContainText('3 business days');
    await expect(main).toContainText('only to the original payment method');
    for (const excluded of [
      'unused time left in a period after you cancel',
      'downgrade',
      'scheduled maintenance',
      'a change of mind',
      'a renewal you did not cancel before it was charged',
    ]) {
      await expect(main).toContainText(excluded);
    }
  });

  test('its table of contents lands on section 9', async ({ visitorPage: page }) => {
    await page.goto('/refund-policy');
    await page
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('link', { name: '9. Refund rules' })
      .click();
    await expect(page).toHaveURL(/#9-refund-rules$/);
    await expect(page.locator('[id="9-refund-rules"]')).toBeInViewport();
  });
});

test('the help center, refund policy, offer and comparison pages quote one trial price', async ({
  visitorPage: page,
}) => {
  for (const path of ['/help-center', '/refund-policy', '/landing-pw', '/compare/astra']) {
    await page.goto(path);
    // textContent includes the answers of closed accordions.
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text, path).toMatch(/7-day trial/);
    expect(text, path).toContain('€1.00');
    expect(text, path).not.toMatch(/\$1 trial|\$1\.00/);
  }
});

test.describe('help center', () => {
  test('has the support card, eight questions, the claims and the Still Need Help link', async ({
    visitorPage: page,
  }) => {
    await page.goto('/help-center');
    const main = page.locator('main');
    await expect(main.getByRole('region', { name: 'E-mail support' })).toContainText('24–48 hours');
    await expect(main.locator('details')).toHaveCount(8);
    const stillNeedHelp = main.getByRole('region', { name: 'Still need help?' });
    await expect(stillNeedHelp.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      /^mailto:/,
    );
    // The claims live in the (closed) answers; their text is in the page.
    const faqText = await main.locator('details').allTextContents();
    const all = faqText.join(' ');
    expect(all).toContain('up to 86%');
    expect(all).toContain('within 24–48 hours after your order is confirmed');
    expect(all).toContain('starts with a 7-day trial for €1.00, then continues at €14.99 a week');
    expect(all).not.toContain('$1 trial');
    // "No refunds" as a rule, reconciled with the Refund Policy's written exceptions.
    expect(all).toContain('As a rule, payments are not refunded');
    expect(all).toContain(
      'The exceptions are written down in our Refund Policy, and we honour every one of them',
    );
    expect(all).toContain('A first trial payment can be refunded within 30 days');
    expect(all).toContain('major credit and debit cards and PayPal');
  });

  test('only one answer is open at a time, and clicking the open one closes it', async ({
    visitorPage: page,
  }) => {
    await page.goto('/help-center');
    const items = page.locator('main details');
    await items.nth(0).locator('summary').click();
    await expect(items.nth(0)).toHaveAttribute('open', '');
    await items.nth(3).locator('summary').click();
    await expect(items.nth(3)).toHaveAttribute('open', '');
    await expect(items.nth(0)).not.toHaveAttribute('open');
    await expect(page.locator('main details[open]')).toHaveCount(1);
    await items.nth(3).locator('summary').click();
    await expect(page.locator('main details[open]')).toHaveCount(0);
  });

  test('publishes FAQPage JSON-LD with the eight questions', async ({ visitorPage: page }) => {
    await page.goto('/help-center');
    const faq = (await jsonLd(page)).find((item) => item['@type'] === 'FAQPage') as {
      mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }>;
    };
    expect(faq.mainEntity).toHaveLength(8);
    expect(faq.mainEntity[0]!.acceptedAnswer.text).not.toContain('<');
  });
});

test.describe('cancel subscription', () => {
  test('shows the four steps, the facts, an FAQ and the two buttons', async ({ visitorPage: page }) => {
    await page.goto('/cancel-subscription');
    const main = page.locator('main');
    const steps = main.locator('.legal-body ol > li');
    await expect(steps).toHaveCount(4);
    await expect(steps.nth(0)).toContainText('Sign in at the portal');
    await expect(steps.nth(1)).toContainText('Click your name at the top right');
    await expect(steps.nth(2)).toContainText('Find the subscription box');
    await expect(steps.nth(3)).toContainText('Click Cancel Subscription');
    const portal = steps.nth(0).getByRole('link');
    await expect(portal).toHaveAttribute('target', '_blank');
    const facts = main.getByRole('list', { name: 'Cancellation at a glance' });
    for (const fact of ['Immediate', 'No fees', 'Under 2 minutes', 'Confirmation e-mail'])
      await expect(facts).toContainText(fact);
    await expect(main.locator('details')).toHaveCount(5);
    await main.getByRole('link', { name: 'Help Centre', exact: true }).click();
    await expect(page).toHaveURL(/\/help-center$/);
    await page.goBack();
    await page.locator('main').getByRole('link', { name: 'Contact Us', exact: true }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
  });

  test('publishes FAQPage and BreadcrumbList JSON-LD', async ({ visitorPage: page }) => {
    await page.goto('/cancel-subscription');
    const types = (await jsonLd(page)).map((item) => item['@type']);
    expect(types).toContain('FAQPage');
    expect(types).toContain('BreadcrumbList');
  });
});

test('legal and support pages load no JavaScript', async ({ visitorPage: page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  for (const path of [
    '/terms-of-service',
    '/refund-policy',
    '/help-center',
    '/cancel-subscription',
    '/contact-us',
  ]) {
    // A script in the page is requested before its load event, which goto waits for.
    await page.goto(path);
  }
  expect(scripts).toEqual([]);
});
