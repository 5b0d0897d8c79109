import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import Toaster from '../islands/ui/Toaster';
import type { AdminData } from './data/interfaces';
import type { AdminUser } from './data/types';
import { AdminContext, type AdminContextValue } from './context';
import { navigate, usePath } from './router';
import { matchRoute, OPEN_PATHS, rolesFor } from './routes';
import { loginPathFor } from '../lib/admin/return-path';
import { Spinner } from './ui/Spinner';
import { LoginScreen } from './screens/LoginScreen';
import { ResetPasswordScreen } from './screens/ResetPasswordScreen';
import { AccessDenied } from './screens/AccessDenied';
import { AuthCheckFailed } from './screens/AuthCheckFailed';

export interface AdminAppProps {
  mode: 'supabase' | 'local-preview';
}

/**
 * Picks the data layer for the build's mode. The flag is inlined at build time, so a build
 * without it does not even contain the local preview's data layer (docs/decisions.md#the-local-preview-is-opt-in-and-never-in-production).
 */
async function loadData(mode: AdminAppProps['mode']): Promise<AdminData> {
  if (mode === 'local-preview' && import.meta.env.PUBLIC_ADMIN_LOCAL_PREVIEW === 'true') {
    return (await import('./data/local/index')).createLocalPreviewData();
  }
  return (await import('./data/supabase')).createSupabaseAdminData();
}

// The signed-in part (screens, data cache) is fetched while the session is checked, not after.
const loadSignedIn = () => import('./SignedInApp');
const SignedInApp = lazy(loadSignedIn);

type AuthState = { status: 'checking' } | { status: 'ready'; user: AdminUser | null } | { status: 'failed' };

/** The signed-in user, or "failed" when the check itself did not work (not the same as signed out). */
const checkAuth = (data: AdminData): Promise<AuthState> =>
  data.auth.currentUser().then(
    (user) => ({ status: 'ready', user }),
    () => ({ status: 'failed' }),
  );

export default function AdminApp({ mode }: AdminAppProps) {
  const [data, setData] = useState<AdminData | null>(null);
  const [dataError, setDataError] = useState<string | null>(null);
  const [auth, setAuth] = useState<AuthState>({ status: 'checking' });
  const path = usePath();

  // The static 'Loading page...' screen of the admin page stays until the app is here.
  useEffect(() => {
    document.getElementById('admin-loading')?.remove();
  }, []);

  useEffect(() => {
    loadSignedIn().catch(() => {}); // a prefetch: the lazy screen itself reports a failed load
    loadData(mode).then(setData, (error: unknown) =>
      setDataError(error instanceof Error ? error.message : String(error)),
    );
  }, [mode]);

  const refreshUser = useCallback(async () => {
    if (data) setAuth(await checkAuth(data));
  }, [data]);

  useEffect(() => {
    if (!data) return;
    let current = true;
    void checkAuth(data).then((next) => current && setAuth(next));
    return () => {
      current = false;
    };
  }, [data]);

  const retryAuth = useCallback(() => {
    setAuth({ status: 'checking' });
    void refreshUser();
  }, [refreshUser]);

  const context = useMemo<AdminContextValue | null>(
    () => (data ? { data, user: auth.status === 'ready' ? auth.user : null, refreshUser } : null),
    [data, auth, refreshUser],
  );

  const isOpen = (OPEN_PATHS as readonly string[]).includes(path);
  const match = matchRoute(path);
  const user = auth.status === 'ready' ? auth.user : null;

  // Unauthenticated visitors on a protected path go to the sign-in page, which brings them back
  // to this page afterwards (docs/admin.md#access).
  useEffect(() => {
    if (auth.status === 'ready' && !user && !isOpen)
      navigate(loginPathFor(location.pathname + location.search), { replace: true, force: true });
  }, [auth.status, user, isOpen]);

  let body;
  if (dataError) body = <NotConnected message={dataError} />;
  else if (!context || auth.status === 'checking')
    body = <Spinner label="Checking authentication..." fullScreen />;
  else if (path === '/admin/login') body = <LoginScreen />;
  else if (path === '/admin/reset-password') body = <ResetPasswordScreen />;
  // A failed check is not "signed out": say so instead of waiting or redirecting.
  else if (auth.status === 'failed') body = <AuthCheckFailed onRetry={retryAuth} />;
  else if (!user) body = <Spinner label="Checking authentication..." fullScreen />;
  else if (!user.role || !rolesFor(match).includes(user.role)) body = <AccessDenied />;
  else
    body = (
      <Suspense fallback={<Spinner label="Loading page..." fullScreen />}>
        <SignedInApp match={match} />
      </Suspense>
    );

  return (
    <>
      {mode === 'local-preview' && <PreviewRibbon />}
      {context ? <AdminContext.Provider value={context}>{body}</AdminContext.Provider> : body}
      <Toaster />
    </>
  );
}

function PreviewRibbon() {
  return (
    <p className="bg-gold-400 px-4 py-1 text-center text-sm font-semibold text-night-950">
      Local preview: data stays in this browser
    </p>
  );
}

function NotConnected({ message }: { message: string }) {
  return (
    <main className="container-page flex min-h-screen items-center justify-center py-16">
      <div className="card max-w-lg p-8 text-center">
        <h1 className="mb-3 font-display text-2xl">The admin cannot reach its data</h1>
        <p className="text-star-200">{message}</p>
      </div>
    </main>
  );
}
