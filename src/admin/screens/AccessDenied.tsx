import { NoticeScreen } from '../ui/NoticeScreen';
import { useSignOut } from '../ui/useSignOut';

/** Signed in, but not allowed here (docs/admin.md#access); signing out lets someone switch accounts. */
export function AccessDenied() {
  const signOut = useSignOut();
  return (
    <NoticeScreen title="Access Denied" message="You don't have permission to access this area.">
      <a href="/" className="btn btn-primary">
        Go Home
      </a>
      <button type="button" className="btn btn-ghost" onClick={() => void signOut()}>
        Sign out
      </button>
    </NoticeScreen>
  );
}
