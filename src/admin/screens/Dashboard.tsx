import { useAdmin } from '../context';
import { Link } from '../router';
import { useQueries, useQuery } from '@tanstack/react-query';
import { adminQueries, loadError } from '../data/queries';
import { Spinner } from '../ui/Spinner';
import { mayOpen } from '../routes';
import { emailQueries } from '../areas/email/data/queries';
import { audienceCounts } from '@/lib/email/audience';
import { adminDateTime } from '@/lib/admin/dates';

/** Where the day starts: what is waiting, what changed, and the usual next steps. */
export function Dashboard() {
  const { data, user } = useAdmin();
  // Counts only: one row per status asked for, the store counts the rest (no article bodies loaded).
  const counts = useQueries({
    queries: [
      adminQueries.articleCount(data, 'draft'),
      adminQueries.articleCount(data, 'scheduled'),
      adminQueries.articleCount(data, 'published'),
      adminQueries.toolStats(data),
      adminQueries.tools(data, 'attention'),
      adminQueries.media(data),
    ],
    combine: (results) => {
      const [draft, scheduled, published, stats, attention, media] = results;
      return {
        error: results.find((result) => result.error)?.error ?? null,
        // Shown once every figure is in (each is defined then).
        values: results.every((result) => result.isSuccess)
          ? {
              draft: draft.data!,
              scheduled: scheduled.data!,
              published: published.data!,
              toolsConfigured: stats.data!.configured,
              toolsAttention: attention.data!.length,
              media: media.data!.length,
            }
          : null,
      };
    },
  });
  const activity = useQuery(adminQueries.activity(data, 10));
  // The list is for admins only (Row Level Security gives anyone else nothing to count), and the
  // figure is the e-mail section's own read and count, so the two always agree.
  const mayReadAudience = mayOpen(user?.role, 'email-marketing');
  const audience = useQuery({
    ...emailQueries.members(data),
    enabled: mayReadAudience,
    select: audienceCounts,
  });

  if (counts.error) return <p role="alert">{loadError(counts.error)}</p>;
  if (!counts.values) return <Spinner label="Loading the dashboard…" />;
  const c = counts.values;
  const subscribers = audience.data ? String(audience.data.subscribed) : audience.error ? 'n/a' : '…';
  // The local preview's own articles never reach the site (docs/admin.md#publishing): the blog's
  // figures count only what the site shows or will show, and a note counts the rest.
  const local = data.kind === 'local-preview';
  const onSite = (count: { database: number; repository: number }) =>
    String(count.repository + (local ? 0 : count.database));
  const tiles: [string, string, string | null, string?][] = [
    ['Drafts', String(c.draft.database + c.draft.repository), '/admin/articles'],
    [
      'Scheduled',
      onSite(c.scheduled),
      '/admin/articles',
      local && c.scheduled.database > 0 ? `+${c.scheduled.database} in this browser only` : undefined,
    ],
    [
      'Published',
      onSite(c.published),
      '/admin/articles',
      local && c.published.database > 0 ? `+${c.published.database} in this browser only` : undefined,
    ],
    ['Tools configured', String(c.toolsConfigured), '/admin/compatibility-tools'],
    ['Tools needing attention', String(c.toolsAttention), '/admin/compatibility-tools'],
    // The e-mail section opens on its Subscribers view, which says "… subscribed" with this figure.
    ...(mayReadAudience
      ? [['Subscribers', subscribers, '/admin/email-marketing'] as [string, string, string]]
      : []),
    ['Images', String(c.media), '/admin/media'],
  ];

  return (
    <div className="grid gap-8">
      <ul aria-label="Counts" className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
        {tiles.map(([label, value, href, note]) => (
          <li key={label} className="card p-4">
            {href ? (
              <Link href={href} className="block no-underline">
                <TileText label={label} value={value} note={note} />
              </Link>
            ) : (
              <TileText label={label} value={value} note={note} />
            )}
          </li>
        ))}
      </ul>
      <section aria-labelledby="quick-actions">
        <h2 id="quick-actions" className="mb-3 font-display text-xl text-star-50">
          Quick actions
        </h2>
        <div className="flex flex-wrap gap-3">
          <Link href="/admin/articles/new" className="btn btn-primary">
            Write an article
          </Link>
          <Link href="/admin/media" className="btn btn-ghost">
            Upload images
          </Link>
          <Link href="/admin/compatibility-tools" className="btn btn-ghost">
            Review tool pages
          </Link>
        </div>
      </section>
      <section aria-labelledby="recent-activity">
        <h2 id="recent-activity" className="mb-3 font-display text-xl text-star-50">
          Recent activity
        </h2>
        {activity.data && activity.data.length > 0 ? (
          <ol className="grid gap-2 text-sm">
            {activity.data.map((entry) => (
              <li key={entry.at + entry.text} className="flex flex-wrap gap-x-3">
                <time dateTime={entry.at} className="text-star-300">
                  {adminDateTime(entry.at)}
                </time>
                <span>{entry.text}</span>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-star-200">
            Nothing has changed yet. Edits, uploads and publications show up here.
          </p>
        )}
      </section>
    </div>
  );
}

function TileText({ label, value, note }: { label: string; value: string; note?: string | undefined }) {
  return (
    <>
      <span className="block text-sm text-star-300">{label}</span>
      <span className="font-display text-3xl text-star-50">{value}</span>
      {note && <span className="block text-xs text-gold-300">{note}</span>}
    </>
  );
}
