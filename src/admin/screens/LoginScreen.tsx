import { useEffect, useState, type FormEvent } from 'react';
import { useAdmin } from '../context';
import { navigate } from '../router';
import { showToast } from '@/lib/toast/store';
import { returnPathFromSearch } from '@/lib/admin/return-path';
import { AuthField, AuthFrame, FormError } from './AuthFrame';
import { PREVIEW_ACCOUNTS, PREVIEW_PASSWORD } from '../data/local/accounts';

/** /admin/login: sign-in, and the forgot-password step that sends the reset e-mail. */
export function LoginScreen() {
  const { data, user, refreshUser } = useAdmin();
  const [view, setView] = useState<'sign-in' | 'forgot'>('sign-in');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [mfa, setMfa] = useState(false);
  const [code, setCode] = useState('');

  // Someone signed in has nothing to do here: on to the page they asked for (only an admin path).
  useEffect(() => {
    if (user) navigate(returnPathFromSearch(location.search), { replace: true });
  }, [user]);

  const signIn = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (email.trim() === '' || password === '') {
      setError('Email and password are required');
      return;
    }
    setBusy(true);
    try {
      const result =
        mfa && data.auth.verifyMfa
          ? await data.auth.verifyMfa(code)
          : await data.auth.signIn(email.trim(), password);
      if (!result.ok) {
        if (result.mfaRequired) setMfa(true);
        setError(result.error || 'Invalid email or password');
        return;
      }
      showToast({ title: 'Login successful!' });
      await refreshUser();
    } catch {
      setError('Login failed');
    } finally {
      setBusy(false);
    }
  };

  const sendReset = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (email.trim() === '') {
      setError('Enter the e-mail address you sign in with.');
      return;
    }
    setBusy(true);
    try {
      const result = await data.auth.requestPasswordReset(email.trim());
      if (!result.ok) {
        setError(result.error);
        return;
      }
      setSent(true);
      showToast({ title: 'Password reset email sent! Check your inbox.' });
    } catch {
      setError('The reset e-mail could not be sent. Try again in a moment.');
    } finally {
      setBusy(false);
    }
  };

  if (view === 'forgot') {
    return (
      <AuthFrame title="Reset your password">
        <form onSubmit={sendReset} noValidate className="grid gap-4">
          <FormError message={error} />
          {sent ? (
            <p role="status" className="text-star-200">
              If {email.trim()} belongs to an admin account, a link to choose a new password is on its way. It
              opens /admin/reset-password.
            </p>
          ) : (
            <>
              <p className="text-star-200">We will e-mail you a link to choose a new password.</p>
              <AuthField label="Email" type="email" autoComplete="email" value={email} onValue={setEmail} />
              <button type="submit" className="btn btn-primary" disabled={busy}>
                {busy ? 'Sending…' : 'Send reset link'}
              </button>
            </>
          )}
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => {
              setView('sign-in');
              setError(null);
              setSent(false);
            }}
          >
            Back to sign in
          </button>
        </form>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame title="Sign in">
      <form onSubmit={signIn} noValidate className="grid gap-4">
        <FormError message={error} />
        <AuthField label="Email" type="email" autoComplete="username" value={email} onValue={setEmail} />
        <AuthField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onValue={setPassword}
        />
        {mfa && (
          <AuthField
            label="6-digit code"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onValue={setCode}
          />
        )}
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => {
            setView('forgot');
            setError(null);
          }}
        >
          Forgot password?
        </button>
      </form>
      {data.kind === 'local-preview' && (
        <section
          aria-labelledby="preview-accounts"
          className="mt-6 rounded-xl border border-gold-400/60 p-4 text-sm"
        >
          <h2 id="preview-accounts" className="mb-2 font-semibold text-gold-300">
            Local preview accounts
          </h2>
          <p className="mb-2 text-star-200">
            No backend is configured, so sign-in is simulated in this browser. Password for each:{' '}
            <code>{PREVIEW_PASSWORD}</code>
          </p>
          <ul className="grid gap-1 text-star-200">
            {PREVIEW_ACCOUNTS.map((account) => (
              <li key={account.email}>
                <code>{account.email}</code> ({account.role === 'user' ? 'no admin access' : account.role})
              </li>
            ))}
          </ul>
        </section>
      )}
    </AuthFrame>
  );
}
