import { Link } from '../router';

/** The session could not be checked (document 1 §8 'Authentication check failed'): say so, offer a retry and the sign-in page. */
export function AuthCheckFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <main className="container-page flex min-h-screen items-center justify-center py-16">
      <div className="card max-w-md p-8 text-center">
        <h1 className="mb-3 font-display text-3xl text-star-50">Authentication check failed</h1>
        <p className="mb-6 text-star-200">We could not check whether you are signed in. Check your connection and try again, or sign in again.</p>
        <div className="flex flex-wrap justify-center gap-3">
          <button type="button" className="btn btn-primary" onClick={onRetry}>
            Retry
          </button>
          <Link href="/admin/login" className="btn btn-ghost">
            Sign in
          </Link>
        </div>
      </div>
    </main>
  );
}
