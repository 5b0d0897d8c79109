// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mountPreview, setUpPreviewAppPerTest } from './preview-app';
import { storedDraft } from '../generator/fixtures';

/**
 * Every editing screen asks before unsaved work is dropped: by an admin link, by a
 * button that closes the form on the same screen, and on reload (the beforeunload prompt).
 */
setUpPreviewAppPerTest();

const QUESTION = 'You have unsaved changes. Leave this page and lose them?';

/** The user answers "stay" to every question; the stub records what was asked. */
function stayOnConfirm() {
  const confirm = vi.fn(() => false);
  vi.stubGlobal('confirm', confirm);
  return confirm;
}

function reloadPrompts(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

async function type(label: string | RegExp, value: string) {
  fireEvent.change(await screen.findByLabelText(label), { target: { value } });
}

/**
 * The browser's Back from the screen `at`: the address is already the previous entry when
 * popstate fires; the screen, its address and `field`'s value stay.
 */
function tryToGoBack(at: string, field: string, value: string) {
  history.replaceState(null, '', '/admin');
  window.dispatchEvent(new PopStateEvent('popstate'));
  expect(location.pathname).toBe(at);
  expect((screen.getByLabelText(field) as HTMLInputElement).value).toBe(value);
}

/** Clicks a section in the sidebar and checks the screen did not change. */
function tryToLeaveFor(section: string, heading: string | RegExp) {
  const nav = screen.getByRole('navigation', { name: 'Admin sections' });
  fireEvent.click(within(nav).getByRole('link', { name: section }));
  expect(screen.getByRole('heading', { level: 1, name: heading })).toBeTruthy();
}

describe('unsaved changes on every editing screen', () => {
  it('site settings', async () => {
    await mountPreview('/admin/settings');
    expect(reloadPrompts()).toBe(false);
    await type('Rating (out of 5)', '4.2');
    const confirm = stayOnConfirm();
    tryToLeaveFor('Media', 'Settings');
    expect(confirm).toHaveBeenCalledWith(QUESTION);
    tryToGoBack('/admin/settings', 'Rating (out of 5)', '4.2');
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(reloadPrompts()).toBe(true);
  });

  it('automation settings', async () => {
    await mountPreview('/admin/automation/settings');
    await type(/^Runs per day/, '7');
    const confirm = stayOnConfirm();
    tryToLeaveFor('Media', /Automation/);
    expect(confirm).toHaveBeenCalledWith(QUESTION);
    // The section's own links ask too.
    const pages = screen.getByRole('navigation', { name: 'Automation pages' });
    fireEvent.click(within(pages).getByRole('link', { name: 'Jobs' }));
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(location.pathname).toBe('/admin/automation/settings');
    expect(reloadPrompts()).toBe(true);
  });

  it('the plan editor, also on Cancel', async () => {
    await mountPreview('/admin/automation/content-plans');
    fireEvent.click(await screen.findByRole('button', { name: 'New plan' }));
    await type('Plan name', 'Venus season');
    const confirm = stayOnConfirm();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(confirm).toHaveBeenCalledWith(QUESTION);
    expect((screen.getByLabelText('Plan name') as HTMLInputElement).value).toBe('Venus season');
    tryToLeaveFor('Dashboard', /Automation/);
    tryToGoBack('/admin/automation/content-plans', 'Plan name', 'Venus season');
    expect(confirm).toHaveBeenCalledTimes(3);
  });

  it('the workflow editor', async () => {
    await mountPreview('/admin/automation/workflows');
    fireEvent.click(await screen.findByRole('button', { name: 'New workflow' }));
    await type('Workflow name', 'Careful');
    const confirm = stayOnConfirm();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(confirm).toHaveBeenCalledWith(QUESTION);
    expect(reloadPrompts()).toBe(true);
  });

  it('the campaign editor, also when switching tabs or cancelling', async () => {
    await mountPreview('/admin/email-marketing');
    fireEvent.click(await screen.findByRole('tab', { name: 'Campaigns' }));
    fireEvent.click(await screen.findByRole('button', { name: 'New campaign' }));
    await type('Subject', 'New moon notes');
    const confirm = stayOnConfirm();
    fireEvent.click(screen.getByRole('tab', { name: 'Subscribers' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    tryToLeaveFor('Dashboard', 'E-mail marketing');
    expect(confirm).toHaveBeenCalledTimes(3);
    expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe('New moon notes');
    expect(reloadPrompts()).toBe(true);
  });

  it('the tool editor, also when it is closed', async () => {
    await mountPreview('/admin/compatibility-tools');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Love Compatibility' }));
    await type('Headline', 'Love, compared');
    const confirm = stayOnConfirm();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(confirm).toHaveBeenCalledWith(QUESTION);
    expect((screen.getByLabelText('Headline') as HTMLInputElement).value).toBe('Love, compared');
    tryToLeaveFor('Media', 'Compatibility tools');
    tryToGoBack('/admin/compatibility-tools', 'Headline', 'Love, compared');
    expect(confirm).toHaveBeenCalledTimes(3);
    expect(reloadPrompts()).toBe(true);
  });

  it("the generator's edit screen, and its own links", async () => {
    localStorage.setItem('ai_generator_current', JSON.stringify(storedDraft));
    await mountPreview('/admin/ai-generator/edit');
    await type('Title', 'Venus and love');
    const confirm = stayOnConfirm();
    fireEvent.click(screen.getByRole('link', { name: 'Preview' }));
    expect(confirm).toHaveBeenCalledWith(QUESTION);
    expect(screen.getByRole('heading', { level: 1, name: 'Edit generated article' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to the preview' }));
    tryToLeaveFor('Media', 'Edit generated article');
    tryToGoBack('/admin/ai-generator/edit', 'Title', 'Venus and love');
    expect(confirm).toHaveBeenCalledTimes(4);
    expect(reloadPrompts()).toBe(true);
    // Saved, the edit screen hands over to the preview without asking.
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByRole('heading', { level: 1, name: 'Generated article preview' });
    expect(confirm).toHaveBeenCalledTimes(4);
  });

  it('a new category and a rename', async () => {
    await mountPreview('/admin/categories');
    await type('Name', 'Eclipses');
    const confirm = stayOnConfirm();
    tryToLeaveFor('Media', 'Categories');
    expect(confirm).toHaveBeenCalledWith(QUESTION);
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Eclipses');
    expect(reloadPrompts()).toBe(true);
  });
});
