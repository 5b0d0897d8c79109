import { useState, type FormEvent } from 'react';
import { useAdmin } from '../context';
import { navigate } from '../router';
import { showToast } from '@/lib/toast/store';
import { AuthField, AuthFrame, FormError } from './AuthFrame';

export const MIN_PASSWORD_LENGTH = 8;

/** /admin/reset-password: the landing page of the reset e-mail, where the new password is set. */
export function ResetPasswordScreen() {
  const { data } = useAdmin();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (password.length < MIN_PASSWORD_LENGTH)
      return setError(`Use at least ${MIN_PASSWORD_LENGTH} characters.`);
    if (password !== confirm) return setError('The two passwords do not match.');
    setBusy(true);
    try {
      const result = await data.auth.updatePassword(password);
      if (!result.ok) return setError(result.error);
      showToast({ title: 'Password updated successfully!' });
      navigate('/admin', { replace: true });
    } catch {
      setError('The password could not be updated. Try again in a moment.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthFrame title="Choose a new password">
      <form onSubmit={submit} noValidate className="grid gap-4">
        <FormError message={error} />
        <AuthField
          label="New password"
          type="password"
          autoComplete="new-password"
          value={password}
          onValue={setPassword}
        />
        <AuthField
          label="Repeat the new password"
          type="password"
          autoComplete="new-password"
          value={confirm}
          onValue={setConfirm}
        />
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Saving…' : 'Update password'}
        </button>
      </form>
    </AuthFrame>
  );
}
