// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The one unsaved-changes hook (src/admin/ui/useLeaveGuard.ts) and the router's question. */
let router: typeof import('@/admin/router');
let hook: typeof import('@/admin/ui/useLeaveGuard');

beforeEach(async () => {
  vi.resetModules();
  history.replaceState(null, '', '/admin/settings');
  router = await import('@/admin/router');
  hook = await import('@/admin/ui/useLeaveGuard');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Form({ dirty }: { dirty: boolean }) {
  hook.useLeaveGuard(dirty);
  return null;
}

/** Whether the browser would show its "leave site?" prompt on reload or closing the tab. */
function reloadPrompts(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('useLeaveGuard', () => {
  it('asks before an admin link leaves unsaved work, and stays when the user says no', () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    render(<Form dirty />);
    expect(router.navigate('/admin/media')).toBe(false);
    expect(confirm).toHaveBeenCalledWith(hook.UNSAVED_MESSAGE);
    expect(router.$path.get()).toBe('/admin/settings');
    expect(reloadPrompts()).toBe(true);
  });

  it('leaves when the user agrees', () => {
    vi.stubGlobal('confirm', () => true);
    render(<Form dirty />);
    expect(router.navigate('/admin/media')).toBe(true);
    expect(router.$path.get()).toBe('/admin/media');
  });

  it('asks nothing once the work is saved or the form is gone', () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    const view = render(<Form dirty />);
    view.rerender(<Form dirty={false} />);
    expect(reloadPrompts()).toBe(false);
    expect(router.confirmLeave()).toBe(true);
    view.rerender(<Form dirty />);
    view.unmount();
    expect(router.confirmLeave()).toBe(true);
    expect(reloadPrompts()).toBe(false);
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks once when two forms on one screen hold unsaved work, and keeps guarding the other', () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    const first = render(<Form dirty />);
    render(<Form dirty />);
    expect(router.confirmLeave()).toBe(false);
    expect(confirm).toHaveBeenCalledTimes(1);
    first.unmount();
    expect(router.confirmLeave()).toBe(false);
    expect(reloadPrompts()).toBe(true);
  });
});
