// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mountPreview, previewRows, setUpPreviewAppPerTest } from './preview-app';
import type { CompatibilityTool } from '@/admin/data/types';

/**
 * The compatibility tools screen in the local preview: the editor's checks, what a save keeps, the
 * list's search, views, batch switch-off and export. The editor opening on the real build's page
 * content stays in the browser (tests/e2e/admin.spec.ts, "the editor starts from…").
 */
setUpPreviewAppPerTest();

async function openTool(name: string) {
  const app = await mountPreview('/admin/compatibility-tools');
  fireEvent.click(await screen.findByRole('button', { name: `Edit ${name}` }));
  await screen.findByLabelText('Headline');
  return app;
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const storedTool = (id: string) => previewRows<CompatibilityTool>('tools').find((row) => row.id === id);

describe('the tool editor', () => {
  it('calls an empty headline an error and saves nothing', async () => {
    await openTool('Birthday Compatibility');
    fill('Headline', '');
    fireEvent.click(screen.getByRole('button', { name: 'Save tool' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Headline is required.');
    expect(storedTool('birthday-compatibility')?.headline ?? null).toBeNull();
  });

  it('warns about a cover photo that is no image, and still saves', async () => {
    const { lastToast } = await openTool('Birthday Compatibility');
    fill('Headline', 'Birthday match, read from the sky');
    fill('Cover photo (URL or file name)', 'cover-art');
    fireEvent.click(screen.getByRole('button', { name: 'Save tool' }));
    const warnings = await screen.findByRole('status', { name: 'Warnings' });
    expect(warnings.textContent).toBe('Cover photo should be a valid image URL or filename');
    await waitFor(() => expect(lastToast()?.title).toMatch(/^Tool updated/));
    expect(storedTool('birthday-compatibility')).toMatchObject({
      headline: 'Birthday match, read from the sky',
      cover_photo: 'cover-art',
    });
  });

  it('keeps <name> in text fields as typed and previews it as text; script leaves the SEO content, said first', async () => {
    const { lastToast } = await openTool('Birthday Compatibility');
    const headline = 'Enter the <name> and birthday <script>alert(1)</script>';
    fill('Headline', headline);
    const header = screen.getByRole('region', { name: 'Preview of the Birthday Compatibility page header' });
    expect(header.textContent).toContain(headline);
    expect(header.querySelector('script')).toBeNull();
    fill(
      'SEO content (HTML)',
      '<p onclick="alert(1)">Read <a href="javascript:alert(1)">this</a></p><script>alert(2)</script><img src=x onerror="alert(3)">',
    );
    // What the save will take out is said before it is pressed.
    expect((await screen.findByTestId('removed-notice')).textContent).toContain('<script>');
    fireEvent.click(screen.getByRole('button', { name: 'Save tool' }));
    await waitFor(() => expect(lastToast()?.title).toMatch(/^Tool updated/));
    const tool = storedTool('birthday-compatibility')!;
    expect(tool.headline).toBe(headline);
    expect(tool.seo_content).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(tool.seo_content).toContain('Read');
    await waitFor(() =>
      expect((screen.getByLabelText('SEO content (HTML)') as HTMLTextAreaElement).value).not.toMatch(
        /script/,
      ),
    );
  });

  it('updates the page header preview as the headline is typed', async () => {
    await openTool('Birthday Compatibility');
    fill('Headline', 'A brand new headline');
    expect(
      screen.getByRole('region', { name: 'Preview of the Birthday Compatibility page header' }).textContent,
    ).toContain('A brand new headline');
  });
});

describe('the tools list', () => {
  it('searches, shows what needs attention, switches tools off in a batch with a result per row, and exports', async () => {
    await mountPreview('/admin/compatibility-tools');
    expect(await screen.findByRole('group', { name: 'View' })).toBeTruthy();
    const stats = await screen.findByLabelText('Tool statistics');
    await waitFor(() => expect(stats.textContent).toContain('Total14'));

    fireEvent.change(screen.getByLabelText('Search active tools'), { target: { value: 'marriage' } });
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
        'Love Meter for Marriage',
        'Marriage Calculator',
      ]),
    );
    fireEvent.change(screen.getByLabelText('Search active tools'), { target: { value: '' } });

    // The test build's files give two pages their content (tests/unit/admin/fixtures/build-files.ts).
    await waitFor(() => expect(stats.textContent).toContain('Pending12'));
    fireEvent.click(screen.getByRole('button', { name: 'Needs attention' }));
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(12));
    expect(screen.queryByRole('heading', { level: 2, name: 'Birthday Compatibility' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'All tools' }));
    fireEvent.click(await screen.findByLabelText('Select Marriage Calculator'));
    fireEvent.click(screen.getByLabelText('Select Love Calculator by Name'));
    fireEvent.click(screen.getByRole('button', { name: 'Switch off' }));
    const result = await screen.findByRole('status', { name: 'Batch result' });
    await waitFor(() => expect(result.textContent).toContain('2 updated, 0 failed.'));
    expect(within(result).getByText(/✓ Marriage Calculator/)).toBeTruthy();

    // The export is a file download: a link to the JSON, named by the export's date, clicked.
    const files: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      files.push(blob as Blob);
      return 'blob:tools-export';
    });
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Export JSON' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const payload = JSON.parse(await files[0]!.text());
    expect(payload.version).toBe('1.0');
    expect(downloads[0]).toBe(`compatibility-tools-${String(payload.exportDate).slice(0, 10)}.json`);
    expect(Number.isNaN(Date.parse(payload.exportDate))).toBe(false);
    expect(payload.toolsCount).toBe(14);
    expect(payload.tools).toHaveLength(14);
    expect(payload.tools.find((tool: { id: string }) => tool.id === 'marriage-calculator').is_active).toBe(
      false,
    );
  });
});
