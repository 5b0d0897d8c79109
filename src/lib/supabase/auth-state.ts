/** The signed-in user's summary (docs/admin.md#access); role comes only from the profile (docs/decisions.md#no-default-admin). */
export interface UserSummary {
  id: string;
  email: string;
  name: string;
  /** null when the account has no (active) profile: no access. */
  role: 'user' | 'editor' | 'admin' | null;
  status: 'active' | 'suspended' | null;
  emailVerified: boolean;
  lastLoginAt: string | null;
}

export interface MfaState {
  /** Signed in with a password, but an enrolled TOTP factor still has to be verified. */
  required: boolean;
  factorId: string | null;
}

/** The client auth state (docs/admin.md#access), plus the recovery flag and the MFA step. */
export interface AuthState {
  loading: boolean;
  authenticated: boolean;
  user: UserSummary | null;
  token: string | null;
  error: string | null;
  /** The reset-password link was opened: the update step may run. */
  recovery: boolean;
  mfa: MfaState;
}

export type AuthEvent =
  | { type: 'loading' }
  | { type: 'success'; user: UserSummary; token: string }
  | { type: 'error'; message: string }
  | { type: 'logout' }
  | { type: 'clear-error' }
  | { type: 'recovery' }
  | { type: 'mfa-required'; factorId: string };

const noMfa: MfaState = { required: false, factorId: null };

export const initialAuthState: AuthState = {
  loading: true,
  authenticated: false,
  user: null,
  token: null,
  error: null,
  recovery: false,
  mfa: noMfa,
};

/** The transitions (docs/admin.md#access): loading, success, error, logout, clear-error (and recovery / MFA). */
export function authReducer(state: AuthState, event: AuthEvent): AuthState {
  switch (event.type) {
    case 'loading':
      return { ...state, loading: true, error: null };
    case 'success':
      return {
        ...state,
        loading: false,
        authenticated: true,
        user: event.user,
        token: event.token,
        error: null,
        mfa: noMfa,
      };
    case 'error':
      return {
        ...state,
        loading: false,
        authenticated: false,
        user: null,
        token: null,
        error: event.message,
        mfa: noMfa,
      };
    case 'logout':
      return { ...initialAuthState, loading: false };
    case 'clear-error':
      return { ...state, error: null };
    case 'recovery':
      return { ...state, recovery: true };
    case 'mfa-required':
      return {
        ...state,
        loading: false,
        authenticated: false,
        error: null,
        mfa: { required: true, factorId: event.factorId },
      };
  }
}

/** Only admins enter the admin (editors where a section allows them); suspended accounts never. */
export function canEnterAdmin(user: UserSummary | null, options: { allowEditor?: boolean } = {}): boolean {
  if (!user || user.status !== 'active') return false;
  return user.role === 'admin' || (options.allowEditor === true && user.role === 'editor');
}
