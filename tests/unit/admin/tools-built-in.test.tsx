// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mountPreview, previewRows, setUpPreviewAppPerTest } from './preview-app';
import { builtInPage } from './fixtures/build-files';
import type { CompatibilityTool } from '@/admin/data/types';

/** The tool editor starts from what the page shows (docs/calculators.md#content-records). */
setUpPreviewAppPerTest();

const page = builtInPage('birthday-compatibility', 'Birthday Compatibility');

describe('the compatibility tools screen with the pages’ built-in content', () => {
  it('counts the built-in content: the fresh records need no attention', async () => {
    await mountPreview('/admin/compatibility-tools');
    const stats = await screen.findByLabelText('Tool statistics');
    // Two of the fixture's pages have built-in content; the other twelve records have nothing yet.
    await waitFor(() => expect(stats.textContent).toContain('Configured2'));
    expect(stats.textContent).toContain('Pending12');
    expect(screen.getByText(/^birthday-compatibility · active$/)).toBeTruthy();
    expect(screen.getByText(/^love-compatibility · active · needs attention$/)).toBeTruthy();
  });

  it('opens on the page’s text and stores only what was changed', async () => {
    const { lastToast } = await mountPreview('/admin/compatibility-tools');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Birthday Compatibility' }));
    const headline = screen.getByLabelText('Headline') as HTMLInputElement;
    expect(headline.value).toBe(page.headline);
    expect((screen.getByLabelText('SEO content (HTML)') as HTMLTextAreaElement).value).toBe(page.seo_content);
    expect(headline.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(headline.getAttribute('aria-describedby')!)?.textContent).toContain(
      'content/calculators/pages/birthday-compatibility.md',
    );

    fireEvent.change(headline, { target: { value: 'Birthday match, read from the sky' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save tool' }));
    await waitFor(() => expect(lastToast()?.title).toMatch(/^Tool updated/));
    const stored = previewRows<CompatibilityTool>('tools').find((tool) => tool.id === page.key)!;
    expect(stored).toMatchObject({
      headline: 'Birthday match, read from the sky',
      subheadline: null,
      cover_photo: null,
      seo_content: null,
      keywords: null,
    });
    // The form still shows the page: the new headline and the file's other fields.
    expect((screen.getByLabelText('SEO content (HTML)') as HTMLTextAreaElement).value).toBe(page.seo_content);
  });
});
