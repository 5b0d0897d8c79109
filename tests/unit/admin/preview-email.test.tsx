// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mountPreview, setUpPreviewAppPerTest } from './preview-app';

/**
 * The e-mail section's subscriber list in the local preview, over its clearly marked sample people:
 * search, filters, a dismissed confirmation and the CSV export. Unsubscribing for good (kept across
 * a reload) and a campaign's round trip stay in the browser (tests/e2e/email.spec.ts).
 */
setUpPreviewAppPerTest();

async function openEmailMarketing() {
  await mountPreview('/admin/email-marketing');
  await screen.findByRole('heading', { level: 1, name: 'E-mail marketing' });
  await screen.findByText(/people on the list/);
}

const rows = () =>
  within(screen.getByRole('table', { name: 'Subscribers' }))
    .queryAllByRole('row')
    .slice(1);

function choose(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('subscribers', () => {
  it('lists newsletter and quiz people, searchable and filterable by source and status', async () => {
    await openEmailMarketing();
    expect(screen.getByText(/samples on example\.com/)).toBeTruthy();
    // Six newsletter rows and three quiz leads, one of them also on the newsletter.
    await screen.findByText('8 people on the list, 6 subscribed.');
    await waitFor(() => expect(rows()).toHaveLength(8));

    choose('Search', 'NOVA');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]!.textContent).toContain('sample.nova@example.com');
    choose('Search', '');
    await waitFor(() => expect(rows()).toHaveLength(8));

    const source = screen.getByLabelText('Source') as HTMLSelectElement;
    choose('Source', [...source.options].find((option) => option.text === 'Quiz')!.value);
    await waitFor(() => expect(rows()).toHaveLength(2));
    await screen.findByText('Showing 1–2 of 2.');
    choose('Source', [...source.options].find((option) => option.text === 'All sources')!.value);

    choose('Status', 'unsubscribed');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]!.textContent).toContain('sample.orion@example.com');
    choose('Status', 'bounced');
    await waitFor(() => expect(rows()[0]!.textContent).toContain('sample.vega@example.com'));
  });

  it('changes nothing when the confirmation is dismissed', async () => {
    await openEmailMarketing();
    choose('Search', 'sample.leo');
    await waitFor(() => expect(rows()).toHaveLength(1));
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe sample.leo@example.com' }));
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('Unsubscribe sample.leo@example.com?'));
    await new Promise((settle) => setTimeout(settle, 50));
    expect(rows()[0]!.textContent).toContain('subscribed');
    expect(rows()[0]!.textContent).not.toContain('unsubscribed');
    expect(screen.getByRole('button', { name: 'Unsubscribe sample.leo@example.com' })).toBeTruthy();
  });

  it('exports the filtered list as CSV', async () => {
    await openEmailMarketing();
    choose('Status', 'subscribed');
    await waitFor(() => expect(rows()).toHaveLength(6));
    const files: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      files.push(blob as Blob);
      return 'blob:subscribers';
    });
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]).toMatch(/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = (await files[0]!.text()).replace(/^\uFEFF/, '');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('Email,Source,Status,Quiz lead,Joined,Unsubscribed');
    expect(lines).toHaveLength(1 + 6 + 1);
    expect(lines.filter((line) => line.includes(',subscribed,'))).toHaveLength(6);
    expect(text).toContain('sample.celeste@example.com,quiz,subscribed,yes,');
    expect(text).not.toContain('sample.orion@example.com');
  });
});
