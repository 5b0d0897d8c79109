import { expect, test } from './support/worker-page';

/**
 * The visitor's place on the event pages (docs/sky-pages.md#the-visitors-place): a town chosen on
 * an eclipse page gives the eclipse there on that town's clock, and the place is kept in this
 * browser for /moon-phase-today's moonrise and moonset. The figures themselves are tested against
 * published tables in tests/unit/sky-pages/.
 */
test('a town chosen on an eclipse page gives its circumstances there, and the Moon page keeps it', async ({
  visitorPage: page,
}) => {
  await page.goto('/eclipses');
  const first = page.locator('main a[href^="/eclipses/"]').first();
  await page.goto((await first.getAttribute('href'))!);

  const town = page.getByRole('combobox', { name: 'Your town or city' });
  await town.fill('Madrid');
  await page.getByRole('option', { name: 'Madrid Spain', exact: true }).first().click();
  const panel = page.locator('.place-panel');
  await expect(panel.getByRole('heading', { name: 'For Madrid, Spain' })).toBeVisible();
  // Either the contacts on Madrid's clock, or the sentence saying it is not seen there.
  await expect(
    panel
      .getByRole('table')
      .or(panel.getByText(/can be seen there|for the whole eclipse/))
      .first(),
  ).toBeVisible();
  await expect(panel).toContainText('Europe/Madrid');

  await page.goto('/moon-phase-today');
  const kept = page.locator('.place-panel');
  await kept.click();
  await expect(kept.getByRole('heading', { name: 'For Madrid, Spain' })).toBeVisible();
  await expect(kept.getByText(/^\d\d:\d\d$|does not (rise|set)/).first()).toBeVisible();
});
