import type { Role } from '../types';

/**
 * The local preview's sign-in: three browser-only accounts, one per role, so the guard's
 * outcomes can be tried without a backend. Shown on the login screen in preview mode only.
 */
export const PREVIEW_PASSWORD = 'preview';
export const PREVIEW_ACCOUNTS: { email: string; name: string; role: Role }[] = [
  { email: 'admin@preview.local', name: 'Preview admin', role: 'admin' },
  { email: 'editor@preview.local', name: 'Preview editor', role: 'editor' },
  { email: 'reader@preview.local', name: 'Preview reader', role: 'user' },
];
