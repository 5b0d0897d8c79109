import { cleanup, configure, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { BUILD_FILES, buildFileReply } from './fixtures/build-files';

/**
 * The set-up every whole-app preview test file shares: a fresh module graph and empty browser
 * storage per test, the app unmounted and the stubs undone after. The first mount transforms the
 * whole admin app, which takes seconds on a machine busy with the full suite.
 */
export function setUpPreviewAppPerTest(): void {
  configure({ asyncUtilTimeout: 10_000 });
  // The first test of a file that mounts the whole app loads it cold (its screens, the preview's
  // data layer): 4–7 s alone, and past the usual 20 s once on a machine busy with the whole suite.
  // A slow test still fails on its own waits (10 s each, above); only the file's budget grows.
  // (Set while the file's tests are collected, which is when a test takes its timeout.)
  vi.setConfig({ testTimeout: 60_000 });
  afterAll(() => vi.resetConfig());
  beforeEach(() => {
    vi.resetModules();
    localStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });
}

/**
 * The whole admin app in local preview mode (docs/decisions.md#the-local-preview-is-opt-in-and-never-in-production), signed in from the preview's own
 * browser storage: the same screens the content team uses, without a backend. Call from a
 * happy-dom test file that runs setUpPreviewAppPerTest().
 */
export async function mountPreview(
  path: string,
  as: 'admin' | 'editor' | 'reader' | null = 'admin',
  /** The server's JSON answer to a path of its functions ('/api/admin-status'), by path. */
  functionReplies: Record<string, unknown> = {},
) {
  vi.stubEnv('PUBLIC_ADMIN_LOCAL_PREVIEW', 'true');
  // The preview keeps its data in the browser; nothing here may reach a server but the build's own
  // files and the function answers given (unstub in afterEach).
  const fetch = vi.fn((input: RequestInfo | URL) => {
    const file = buildFileReply(input, { ...BUILD_FILES, ...functionReplies });
    return file ? Promise.resolve(file) : Promise.reject(new TypeError('No network in these tests'));
  });
  vi.stubGlobal('fetch', fetch);
  if (as)
    localStorage.setItem('astrelle-admin-preview:session', JSON.stringify({ email: `${as}@preview.local` }));
  history.replaceState(null, '', path);
  const { default: AdminApp } = await import('@/admin/App');
  const { $toasts } = await import('@/lib/toast/store');
  const router = await import('@/admin/router');
  render(<AdminApp mode="local-preview" />);
  /** The addresses the app has asked the network for. */
  const fetched = () =>
    fetch.mock.calls.map(([input]) => (input instanceof Request ? input.url : String(input)));
  return { $toasts, router, fetched, lastToast: () => $toasts.get()[0] };
}

/**
 * A reload of the screen the app shows now: the app unmounted and its modules loaded afresh, the
 * browser storage (the preview's data and session) kept, as a browser's reload keeps it.
 */
export async function reloadPreview() {
  const path = location.pathname + location.search;
  cleanup();
  vi.resetModules();
  const { default: AdminApp } = await import('@/admin/App');
  const { $toasts } = await import('@/lib/toast/store');
  history.replaceState(null, '', path);
  render(<AdminApp mode="local-preview" />);
  return { $toasts, lastToast: () => $toasts.get()[0] };
}

/** The accessible description of a field: the text of the elements its aria-describedby names. */
export function describedAs(element: Element): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
    .join(' ');
}

/** A record in the preview's browser storage. */
export function previewRows<T>(key: string): T[] {
  return JSON.parse(localStorage.getItem(`astrelle-admin-preview:${key}`) ?? '[]') as T[];
}

export { screen };
