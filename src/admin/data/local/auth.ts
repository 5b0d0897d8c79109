import type { AuthResult, AuthService } from '../interfaces';
import type { AdminUser, Role } from '../types';
import { readJson, removeKey, settle, writeJson } from './store';

import { PREVIEW_ACCOUNTS, PREVIEW_PASSWORD } from './accounts';

export { PREVIEW_ACCOUNTS, PREVIEW_PASSWORD };

/** The signed-in account, under the preview prefix (store.ts); the end-to-end tests write it to start signed in. */
export const SESSION_KEY = 'session';

function accountUser(email: string): AdminUser | null {
  const account = PREVIEW_ACCOUNTS.find((candidate) => candidate.email === email.trim().toLowerCase());
  return account
    ? { id: `preview-${account.role}`, email: account.email, name: account.name, role: account.role }
    : null;
}

export function createLocalAuth(): AuthService {
  return {
    async currentUser() {
      const session = readJson<{ email: string } | null>(SESSION_KEY, () => null);
      return settle(session ? accountUser(session.email) : null);
    },
    async signIn(email, password): Promise<AuthResult> {
      const user = accountUser(email);
      if (!user || password !== readJson<string>(`password:${user.email}`, () => PREVIEW_PASSWORD)) {
        return settle({ ok: false, error: 'Invalid email or password' });
      }
      writeJson(SESSION_KEY, { email: user.email });
      return settle({ ok: true, user });
    },
    async signOut() {
      removeKey(SESSION_KEY);
      await settle(null);
    },
    async requestPasswordReset(email): Promise<AuthResult> {
      // Nothing is e-mailed in the preview; the reset page is reachable directly.
      await settle(email);
      return { ok: true };
    },
    async updatePassword(password): Promise<AuthResult> {
      const session = readJson<{ email: string } | null>(SESSION_KEY, () => null);
      if (!session)
        return settle({
          ok: false,
          error: 'Open the link from the reset e-mail again: the session has ended.',
        });
      writeJson(`password:${session.email}`, password);
      return settle({ ok: true });
    },
  };
}

/** The role of the account signed in to the preview, or null (read where the database would read the session). */
export function signedInRole(): Role | null {
  const session = readJson<{ email: string } | null>(SESSION_KEY, () => null);
  return session ? (accountUser(session.email)?.role ?? null) : null;
}
