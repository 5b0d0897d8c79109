import {
  isAuthRetryableFetchError,
  type AuthChangeEvent,
  type Session,
  type User,
} from '@supabase/supabase-js';
import { map, type MapStore } from 'nanostores';
import {
  authReducer,
  initialAuthState,
  type AuthEvent,
  type AuthState,
  type UserSummary,
} from './auth-state';
import type { AstrelleClient } from './client';
import { RESET_PASSWORD_PATH, SESSION_STORAGE_KEY } from './constants';
import { authMessages, successMessages } from './messages';
import { readStoredSession } from './session-rules';

export type ActionResult =
  { ok: true; message: string } | { ok: false; error: string; mfaRequired?: boolean };

export interface AuthStoreOptions {
  client: AstrelleClient | null;
  /** Where the stored session lives (localStorage in the browser). */
  storage?: Pick<Storage, 'getItem' | 'removeItem'>;
  /** The site origin, for the reset link. */
  origin?: string;
}

export type AuthStore = ReturnType<typeof createAuthStore>;

/**
 * The admin's auth state as a nanostore, with the actions of docs/admin.md#access. Every action
 * answers with the catalogue's message; the UI decides how to show it (a toast, an inline note).
 */
export function createAuthStore(options: AuthStoreOptions) {
  const { client } = options;
  const $auth: MapStore<AuthState> = map<AuthState>({ ...initialAuthState });
  const dispatch = (event: AuthEvent) => $auth.set(authReducer($auth.get(), event));
  let unsubscribe: (() => void) | null = null;

  async function summarise(user: User): Promise<UserSummary> {
    const profile = await loadProfile(user.id);
    const metaName = typeof user.user_metadata?.name === 'string' ? user.user_metadata.name : '';
    return {
      id: user.id,
      email: user.email ?? '',
      name: profile?.name || metaName || (user.email ?? '').split('@')[0] || '',
      role: profile ? (profile.role as UserSummary['role']) : null,
      status: profile ? (profile.status as UserSummary['status']) : null,
      emailVerified: Boolean(user.email_confirmed_at),
      lastLoginAt: user.last_sign_in_at ?? null,
    };
  }

  /** PGRST116 (no row) and any other read error both mean "no profile" (docs/constants.md#auth-and-session). */
  async function loadProfile(id: string) {
    if (!client) return null;
    try {
      const { data, error } = await client.from('user_profiles').select('*').eq('id', id).single();
      return error ? null : data;
    } catch {
      return null;
    }
  }

  // Each resolution gets a number; a slower, older one never overwrites a newer outcome.
  let generation = 0;
  // While an action (sign-in, MFA verify) runs, it settles the state itself; session events wait.
  let actionsRunning = 0;

  /** The newest resolution started, so a caller whose own turned stale can wait for the outcome. */
  let latestResolution: Promise<'accepted' | 'mfa' | 'stale'> | null = null;
  function resolveSession(session: Session): Promise<'accepted' | 'mfa' | 'stale'> {
    latestResolution = resolveSessionNow(session);
    return latestResolution;
  }

  /** A session counts only once any enrolled TOTP factor is verified (aal2). */
  async function resolveSessionNow(session: Session): Promise<'accepted' | 'mfa' | 'stale'> {
    const mine = ++generation;
    const factorId = await pendingFactor();
    if (mine !== generation) return 'stale';
    if (factorId) {
      dispatch({ type: 'mfa-required', factorId });
      return 'mfa';
    }
    const user = await summarise(session.user);
    if (mine !== generation) return 'stale';
    dispatch({ type: 'success', user, token: session.access_token });
    return 'accepted';
  }

  async function asAction<R>(work: () => Promise<R>): Promise<R> {
    actionsRunning += 1;
    try {
      return await work();
    } finally {
      actionsRunning -= 1;
    }
  }

  /** After a password, an enrolled TOTP factor must be verified before the session counts. */
  async function pendingFactor(): Promise<string | null> {
    if (!client) return null;
    const { data } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    if (!data || data.currentLevel !== 'aal1' || data.nextLevel !== 'aal2') return null;
    const factors = await client.auth.mfa.listFactors();
    return factors.data?.totp.find((factor) => factor.status === 'verified')?.id ?? null;
  }

  function handleSessionEvent(event: AuthChangeEvent, session: Session | null): void {
    // supabase-js asks callers not to await its own calls inside the callback.
    setTimeout(() => {
      if (event === 'PASSWORD_RECOVERY') dispatch({ type: 'recovery' });
      if (event === 'SIGNED_OUT' || !session) {
        if (event === 'SIGNED_OUT') {
          generation += 1;
          dispatch({ type: 'logout' });
        }
        return;
      }
      // supabase-js refreshed the session on its own timer: the user stays, the token is new.
      if (event === 'TOKEN_REFRESHED') {
        const state = $auth.get();
        if (state.user) $auth.set({ ...state, token: session.access_token });
        return;
      }
      if (actionsRunning > 0) return;
      void resolveSession(session);
    }, 0);
  }

  function removeLocalSession(): void {
    options.storage?.removeItem(SESSION_STORAGE_KEY);
  }

  return {
    $auth,

    /**
     * Reads the stored session (removing an invalid one) and listens to session events. Refreshing
     * is supabase-js's own: it reports TOKEN_REFRESHED, and SIGNED_OUT when a refresh is refused.
     */
    async init(): Promise<void> {
      if (!client) {
        dispatch({ type: 'error', message: authMessages.notConfigured });
        return;
      }
      if (options.storage) readStoredSession(options.storage);
      dispatch({ type: 'loading' });
      if (!unsubscribe) {
        const { data } = client.auth.onAuthStateChange((event, session) =>
          handleSessionEvent(event, session),
        );
        unsubscribe = () => data.subscription.unsubscribe();
      }
      try {
        const { data, error } = await client.auth.getSession();
        if (error) throw error;
        if (!data.session) dispatch({ type: 'logout' });
        else {
          // supabase-js always sends INITIAL_SESSION to a new listener; over a real network its
          // resolution overtakes this one, which then turns stale. Wait for the newest, so the
          // caller reads a settled state instead of "not signed in" (and a redirect to sign-in).
          let run = resolveSession(data.session);
          let outcome = await run;
          while (outcome === 'stale' && latestResolution && latestResolution !== run) {
            run = latestResolution;
            outcome = await run;
          }
        }
      } catch {
        dispatch({ type: 'error', message: authMessages.authCheckFailed });
      }
    },

    async signIn(email: string, password: string): Promise<ActionResult> {
      if (!email.trim() || !password) return fail(authMessages.missingCredentials);
      if (!client) return fail(authMessages.notConfigured);
      dispatch({ type: 'loading' });
      return asAction(async () => {
        try {
          const { data, error } = await client.auth.signInWithPassword({ email: email.trim(), password });
          // No answer from the server (network down, gateway error) is a failed login, not a rejection.
          if (isAuthRetryableFetchError(error)) return fail(authMessages.loginFailed);
          if (error || !data.session) return fail(error?.message || authMessages.loginRejected);
          const outcome = await resolveSession(data.session);
          if (outcome === 'mfa') return { ok: false, error: authMessages.mfaRequired, mfaRequired: true };
          return { ok: true, message: successMessages.login };
        } catch {
          return fail(authMessages.loginFailed);
        }
      });
    },

    /**
     * One-time code by e-mail or phone for existing accounts only (no public sign-up,
     * docs/decisions.md#no-default-admin): 'You must provide either an email or phone number.' without either.
     */
    async sendOneTimeCode(contact: { email?: string; phone?: string }): Promise<ActionResult> {
      const email = contact.email?.trim();
      const phone = contact.phone?.trim();
      if (!email && !phone) return { ok: false, error: authMessages.otpNeedsContact };
      if (!client) return { ok: false, error: authMessages.notConfigured };
      const { error } = email
        ? await client.auth.signInWithOtp({ email, options: { shouldCreateUser: false } })
        : await client.auth.signInWithOtp({ phone: phone!, options: { shouldCreateUser: false } });
      return error ? { ok: false, error: error.message } : { ok: true, message: successMessages.codeSent };
    },

    /** Signs out (scope global, others or local); the local session is cleared whatever the server says. */
    async signOut(scope: 'global' | 'local' | 'others' = 'local'): Promise<ActionResult> {
      try {
        // supabase-js already ignores 401, 403 and 404 from the logout call (docs/constants.md#auth-and-session).
        await client?.auth.signOut({ scope });
      } catch {
        // The local sign-out below still happens.
      }
      if (scope !== 'others') {
        generation += 1;
        removeLocalSession();
        dispatch({ type: 'logout' });
      }
      return { ok: true, message: successMessages.logout };
    },

    async sendPasswordReset(email: string): Promise<ActionResult> {
      if (!email.trim()) return { ok: false, error: authMessages.missingEmail };
      if (!client) return { ok: false, error: authMessages.notConfigured };
      const origin = options.origin ?? (typeof location === 'undefined' ? '' : location.origin);
      const { error } = await client.auth.resetPasswordForEmail(email.trim(), {
        redirectTo: `${origin}${RESET_PASSWORD_PATH}`,
      });
      return error ? { ok: false, error: error.message } : { ok: true, message: successMessages.resetSent };
    },

    async updatePassword(password: string): Promise<ActionResult> {
      if (!password) return { ok: false, error: authMessages.missingPassword };
      if (password.length < 8) return { ok: false, error: authMessages.weakPassword };
      if (!client) return { ok: false, error: authMessages.notConfigured };
      const { error } = await client.auth.updateUser({ password });
      if (error) return { ok: false, error: error.message };
      $auth.set({ ...$auth.get(), recovery: false });
      return { ok: true, message: successMessages.passwordUpdated };
    },

    clearError(): void {
      dispatch({ type: 'clear-error' });
    },

    /** TOTP for admins: enroll (QR code + secret), confirm the first code, verify at sign-in, remove. */
    mfa: {
      async enroll(friendlyName: string, issuer: string) {
        if (!client) return { ok: false as const, error: authMessages.notConfigured };
        const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName, issuer });
        if (error || !data)
          return { ok: false as const, error: error?.message ?? authMessages.mfaCodeInvalid };
        return {
          ok: true as const,
          factorId: data.id,
          qrCode: data.totp.qr_code,
          secret: data.totp.secret,
          uri: data.totp.uri,
        };
      },
      async verify(code: string, factorId = $auth.get().mfa.factorId): Promise<ActionResult> {
        if (!client) return fail(authMessages.notConfigured);
        if (!factorId || !/^\d{6}$/.test(code.trim()))
          return { ok: false, error: authMessages.mfaCodeInvalid };
        return asAction(async () => {
          const { data, error } = await client.auth.mfa.challengeAndVerify({ factorId, code: code.trim() });
          if (error || !data) return { ok: false, error: authMessages.mfaCodeInvalid };
          const { data: current } = await client.auth.getSession();
          if (!current.session || (await resolveSession(current.session)) !== 'accepted')
            return { ok: false, error: authMessages.mfaCodeInvalid };
          return { ok: true, message: successMessages.login };
        });
      },
      async factors() {
        if (!client) return [];
        const { data } = await client.auth.mfa.listFactors();
        return data?.totp ?? [];
      },
      async remove(factorId: string): Promise<ActionResult> {
        if (!client) return fail(authMessages.notConfigured);
        const { error } = await client.auth.mfa.unenroll({ factorId });
        return error
          ? { ok: false, error: error.message }
          : { ok: true, message: 'Two-factor authentication removed.' };
      },
    },

    dispose(): void {
      unsubscribe?.();
      unsubscribe = null;
    },
  };

  function fail(message: string): ActionResult {
    dispatch({ type: 'error', message });
    return { ok: false, error: message };
  }
}
