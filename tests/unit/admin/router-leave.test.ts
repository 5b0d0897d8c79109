// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The unsaved-changes check on the browser's Back and Forward, as on the admin's own links. */
let router: typeof import('@/admin/router');
let removeGuard: () => void;

beforeEach(async () => {
  vi.resetModules();
  history.replaceState(null, '', '/admin/articles');
  router = await import('@/admin/router');
  router.navigate('/admin/articles/new');
  removeGuard = router.addLeaveGuard(() => 'You have unsaved changes. Leave this page and lose them?');
});

afterEach(() => {
  removeGuard();
  vi.unstubAllGlobals();
});

/** What the browser does on Back: the address is already the previous entry when popstate fires. */
function pressBack(to: string) {
  history.replaceState(null, '', to);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

describe('Back with unsaved work', () => {
  it('asks first and, when the user stays, keeps the screen and puts its address back', () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    pressBack('/admin/articles');
    expect(confirm).toHaveBeenCalledWith('You have unsaved changes. Leave this page and lose them?');
    expect(router.$path.get()).toBe('/admin/articles/new');
    expect(location.pathname).toBe('/admin/articles/new');
  });

  it('leaves when the user agrees', () => {
    vi.stubGlobal('confirm', () => true);
    pressBack('/admin/articles');
    expect(router.$path.get()).toBe('/admin/articles');
  });

  it('does not ask when there is nothing unsaved', () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    removeGuard();
    router.addLeaveGuard(() => null);
    pressBack('/admin/articles');
    expect(confirm).not.toHaveBeenCalled();
    expect(router.$path.get()).toBe('/admin/articles');
  });
});
