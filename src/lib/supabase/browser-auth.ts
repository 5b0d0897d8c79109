import { createAuthStore, type AuthStore } from './auth-store';
import { getBrowserClient } from './client';

let store: AuthStore | undefined;

/**
 * The page's one auth store (islands share it through its nanostore), on the browser client and
 * localStorage. Call `init()` once when the admin mounts.
 */
export function getBrowserAuthStore(): AuthStore {
  store ??= createAuthStore({
    client: getBrowserClient(),
    storage: window.localStorage,
    origin: window.location.origin,
  });
  return store;
}
