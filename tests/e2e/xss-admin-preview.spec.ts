import { expect, test } from '@playwright/test';
import { xssPayloads } from '../unit/blog/fixtures/xss-payloads';
import { openAdminAs } from './support/admin';

/**
 * The XSS corpus through the admin article preview in a real browser (issue 12): every payload
 * is typed into the editor, the preview renders it through the one sanitiser, every element of
 * the preview is hovered, focused and clicked at, and nothing may execute.
 */
test.describe.configure({ timeout: 180_000 });

test('no payload of the XSS corpus executes in the admin article preview', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __xssFired: string[] };
    w.__xssFired = [];
    for (const name of ['alert', 'confirm', 'prompt'] as const) {
      (window as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
        w.__xssFired.push(`${name}(${args.map(String).join(',')})`);
        return undefined;
      };
    }
  });
  // A fake clock that still follows real time, so a payload's timers can be run at the end
  // (page.clock.runFor) instead of waited for.
  await page.clock.install();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  await openAdminAs(page, '/admin/articles/new');
  const body = page.getByLabel('Body (Markdown; HTML allowed)');
  const preview = page.getByTestId('article-preview');

  for (const [index, payload] of xssPayloads.entries()) {
    const marker = `payload-${index}-end`;
    // The marker goes first: an unclosed <script> payload rightly swallows whatever follows it.
    await body.fill(`${marker}\n\n${payload}`);
    await expect(preview).toContainText(marker);
    const unsafe = await preview.evaluate((root) => {
      const found: string[] = [];
      for (const element of [root, ...root.querySelectorAll('*')]) {
        if (
          element !== root &&
          /^(script|iframe|object|embed|svg|math|style|form|base|meta|link)$/i.test(element.tagName)
        )
          found.push(`<${element.tagName}>`);
        for (const attribute of element.attributes) {
          if (/^on/i.test(attribute.name)) found.push(`${element.tagName}[${attribute.name}]`);
          if (
            /^(href|src|action|formaction|xlink:href|srcset|poster|background)$/i.test(attribute.name) &&
            /^\s*(javascript|vbscript|data):/i.test(attribute.value.replace(/\p{Cc}/gu, ''))
          ) {
            found.push(`${element.tagName}[${attribute.name}=${attribute.value.slice(0, 30)}]`);
          }
        }
        element.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
        element.dispatchEvent(new FocusEvent('focus'));
      }
      return found;
    });
    expect(unsafe, `payload ${index}: ${payload}`).toEqual([]);
  }
  // Every delayed handler has had its turn: each image has loaded or failed (an onerror handler
  // runs with the failure), and the clock runs any timer a handler set up to a minute ahead.
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await page.clock.runFor(60_000);
  expect(await page.evaluate(() => (window as unknown as { __xssFired: string[] }).__xssFired)).toEqual([]);
  expect(dialogs).toEqual([]);
});
