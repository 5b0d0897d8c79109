import { useAdmin } from '../context';
import { confirmLeave, navigate } from '../router';
import { showToast } from '@/lib/toast/store';

/** Signs out (asking first when a screen has unsaved work) and lands on the sign-in page. */
export function useSignOut(): () => Promise<void> {
  const { data, refreshUser } = useAdmin();
  return async () => {
    if (!confirmLeave()) return;
    await data.auth.signOut();
    // Signed out first: the sign-in page sends anyone still signed in away again.
    await refreshUser();
    navigate('/admin/login', { replace: true, force: true });
    showToast({ title: 'Logged out successfully' });
  };
}
