import { Link } from '../router';
import { NoticeScreen } from '../ui/NoticeScreen';

/** The session could not be checked ('Authentication check failed', docs/admin.md#access): say so, offer a retry and the sign-in page. */
export function AuthCheckFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <NoticeScreen
      title="Authentication check failed"
      message="We could not check whether you are signed in. Check your connection and try again, or sign in again."
    >
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        Retry
      </button>
      <Link href="/admin/login" className="btn btn-ghost">
        Sign in
      </Link>
    </NoticeScreen>
  );
}
