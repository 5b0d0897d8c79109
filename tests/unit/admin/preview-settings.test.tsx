// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describedAs, mountPreview, reloadPreview, setUpPreviewAppPerTest } from './preview-app';

/**
 * The dashboard's counts and activity and the site settings form in the local preview, the whole
 * app with its browser-only data (a reload here unmounts the app and loads it afresh over the same
 * browser storage).
 */
setUpPreviewAppPerTest();

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;

function fill(label: string, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

/** The status function's answer on a server with no AI key and no deploy hook. */
const NO_KEY = { '/api/admin-status': { ai: { configured: false }, deployHook: { configured: false } } };

const SAVED_HERE = 'Kept in this browser only; the public pages do not change.';

describe('the dashboard', () => {
  it('counts and records activity', async () => {
    const { $toasts } = await mountPreview('/admin');
    const counts = await screen.findByRole('list', { name: 'Counts' });
    await waitFor(() => expect(counts.textContent).toContain('Drafts1'));
    expect(counts.textContent).toContain('Tools needing attention');
    fireEvent.click(screen.getByRole('link', { name: 'Write an article' }));
    await screen.findByLabelText('Title', { exact: true });
    fill('Title', 'Saturn return survival guide');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect($toasts.get()[0]?.title).toBe('Article saved'));
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    fireEvent.click(within(nav).getByRole('link', { name: 'Dashboard' }));
    const after = await screen.findByRole('list', { name: 'Counts' });
    await waitFor(() => expect(after.textContent).toContain('Drafts2'));
    await screen.findByText('Created “Saturn return survival guide” (draft)');
  });
});

describe('site settings', () => {
  it('save the social profiles: an https address, or empty to hide the icon', async () => {
    const { lastToast } = await mountPreview('/admin/settings');
    await screen.findByLabelText('Instagram profile');
    fill('Instagram profile', 'http://www.instagram.com/astrelle');
    // Leaving the field is enough to see its problem.
    fireEvent.blur(field('Instagram profile'));
    await waitFor(() =>
      expect(describedAs(field('Instagram profile'))).toContain(
        'Instagram profile must be an https address.',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('Settings not saved');
    expect(summary.textContent).toContain('1 field needs attention');
    fill('Instagram profile', 'https://www.instagram.com/astrelle');
    await waitFor(() => expect(field('Instagram profile').getAttribute('aria-invalid')).toBeNull());
    fill('YouTube profile', '');
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(lastToast()?.description).toContain(SAVED_HERE));

    await reloadPreview();
    await screen.findByLabelText('Instagram profile');
    await waitFor(() => expect(field('Instagram profile').value).toBe('https://www.instagram.com/astrelle'));
    expect(field('YouTube profile').value).toBe('');
  });

  it('show every problem next to its field at once, and save only when all are fixed', async () => {
    const { $toasts, lastToast } = await mountPreview('/admin/settings', 'admin', NO_KEY);
    await screen.findByLabelText('Rating (out of 5)', { exact: true });
    // Each figure has a source field beside it ("Rating (out of 5): source"): the figure itself.
    fill('Rating (out of 5)', 'five stars');
    fill('Feel more confident (%)', '120');
    fill('Joined today', '1.5');
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('Settings not saved');
    expect(summary.textContent).toContain('3 fields need attention');
    await waitFor(() => expect(document.activeElement).toBe(summary));
    const expected: [string, string][] = [
      ['Rating (out of 5)', 'Rating (out of 5) must be a plain number such as 1241 or 4.73.'],
      ['Feel more confident (%)', 'Feel more confident (%) must be a number from 0 to 100.'],
      ['Joined today', 'Joined today must be a whole number such as 1241.'],
    ];
    for (const [label, message] of expected) {
      expect(field(label).getAttribute('aria-invalid')).toBe('true');
      expect(describedAs(field(label))).toContain(message);
      expect(within(summary).getByRole('link', { name: message })).toBeTruthy();
    }
    // Not one toast: the problems stay on the page until they are fixed.
    expect($toasts.get()).toHaveLength(0);

    fireEvent.click(within(summary).getByRole('link', { name: /Feel more confident/ }));
    await waitFor(() => expect(document.activeElement).toBe(field('Feel more confident (%)')));
    expect(location.pathname + location.hash).toBe('/admin/settings');
    fill('Feel more confident (%)', '100');
    await waitFor(() => expect(field('Feel more confident (%)').getAttribute('aria-invalid')).toBeNull());
    await waitFor(() => expect(summary.textContent).toContain('2 fields need attention'));
    fill('Rating (out of 5)', '4.8');
    fill('Joined today', '512');
    const summaries = () =>
      screen.queryAllByRole('alert').filter((alert) => /Settings not saved/.test(alert.textContent ?? ''));
    await waitFor(() => expect(summaries()).toHaveLength(0));
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    // The public pages read settings at build time, so saving asks for a rebuild (none in the preview).
    await waitFor(() => expect(lastToast()?.description).toContain(SAVED_HERE));

    await reloadPreview();
    await screen.findByLabelText('Joined today', { exact: true });
    await waitFor(() => expect(field('Joined today').value).toBe('512'));
    expect(field('Feel more confident (%)').value).toBe('100');
    await screen.findByText('AI provider: no key set');
    // With no key there is nothing to test: the button says so before it is pressed, and does nothing.
    const connection = screen.getByRole('button', { name: 'Test the AI connection' });
    expect(connection.getAttribute('aria-disabled')).toBe('true');
    expect(describedAs(connection)).toBe(
      'No AI provider key is set on the server (AI_API_KEY), so there is no connection to test.',
    );
    fireEvent.click(connection);
    expect(screen.queryByText(/connection test failed/)).toBeNull();
  });
});
