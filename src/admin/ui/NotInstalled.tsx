import { Link } from '../router';

/** Shown by a section whose workspace is not part of this build. */
export function NotInstalled({ title }: { title: string }) {
  return (
    <div className="card max-w-xl p-6">
      <p className="mb-4 text-star-200">
        The {title} workspace is not installed in this build of the admin. Everything the content team
        publishes by hand is in the sections on the left.
      </p>
      <Link href="/admin" className="btn btn-ghost">
        Back to the dashboard
      </Link>
    </div>
  );
}
