import { render, screen } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * The whole admin app in local preview mode (DECISIONS.md 2), signed in from the preview's own
 * browser storage: the same screens the content team uses, without a backend. Call from a
 * happy-dom test after `vi.resetModules()` and `localStorage.clear()`; undo with `vi.unstubAllEnvs()`
 * and `vi.unstubAllGlobals()`.
 */
export async function mountPreview(path: string, as: 'admin' | 'editor' | 'reader' | null = 'admin') {
  vi.stubEnv('PUBLIC_ADMIN_LOCAL_PREVIEW', 'true');
  // The preview keeps its data in the browser; nothing here may reach a server (unstub in afterEach).
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('No network in these tests')));
  if (as) localStorage.setItem('astrelle-admin-preview:session', JSON.stringify({ email: `${as}@preview.local` }));
  history.replaceState(null, '', path);
  const { default: AdminApp } = await import('../../../src/admin/App');
  const { $toasts } = await import('../../../src/lib/toast/store');
  const router = await import('../../../src/admin/router');
  render(<AdminApp mode="local-preview" />);
  return { $toasts, router, lastToast: () => $toasts.get()[0] };
}

/** A record in the preview's browser storage. */
export function previewRows<T>(key: string): T[] {
  return JSON.parse(localStorage.getItem(`astrelle-admin-preview:${key}`) ?? '[]') as T[];
}

export { screen };
