import { cleanup, configure, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { buildFileReply } from './fixtures/build-files';

/**
 * The set-up every whole-app preview test file shares: a fresh module graph and empty browser
 * storage per test, the app unmounted and the stubs undone after. The first mount transforms the
 * whole admin app, which takes seconds on a machine busy with the full suite.
 */
export function setUpPreviewAppPerTest(): void {
  configure({ asyncUtilTimeout: 10_000 });
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
export async function mountPreview(path: string, as: 'admin' | 'editor' | 'reader' | null = 'admin') {
  vi.stubEnv('PUBLIC_ADMIN_LOCAL_PREVIEW', 'true');
  // The preview keeps its data in the browser; nothing here may reach a server but the build's own
  // files (unstub in afterEach).
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
    const file = buildFileReply(input);
    return file ? Promise.resolve(file) : Promise.reject(new TypeError('No network in these tests'));
  });
  if (as)
    localStorage.setItem('astrelle-admin-preview:session', JSON.stringify({ email: `${as}@preview.local` }));
  history.replaceState(null, '', path);
  const { default: AdminApp } = await import('@/admin/App');
  const { $toasts } = await import('@/lib/toast/store');
  const router = await import('@/admin/router');
  render(<AdminApp mode="local-preview" />);
  return { $toasts, router, lastToast: () => $toasts.get()[0] };
}

/** A record in the preview's browser storage. */
export function previewRows<T>(key: string): T[] {
  return JSON.parse(localStorage.getItem(`astrelle-admin-preview:${key}`) ?? '[]') as T[];
}

export { screen };
