import { useSignOut } from '../ui/useSignOut';

/** Signed in, but not allowed here (document 1 §2.9); signing out lets someone switch accounts. */
export function AccessDenied() {
  const signOut = useSignOut();
  return (
    <main className="container-page flex min-h-screen items-center justify-center py-16">
      <div className="card max-w-md p-8 text-center">
        <h1 className="mb-3 font-display text-3xl text-star-50">Access Denied</h1>
        <p className="mb-6 text-star-200">You don't have permission to access this area.</p>
        <div className="flex flex-wrap justify-center gap-3">
          <a href="/" className="btn btn-primary">
            Go Home
          </a>
          <button type="button" className="btn btn-ghost" onClick={() => void signOut()}>
            Sign out
          </button>
        </div>
      </div>
    </main>
  );
}
