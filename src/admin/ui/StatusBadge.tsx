import type { ArticleStatus } from '../data/types';

const STYLE: Record<ArticleStatus, string> = {
  draft: 'border-night-600 text-star-200',
  scheduled: 'border-violet-400 text-violet-400',
  published: 'border-success-500 text-success-500',
};

export function StatusBadge({ status }: { status: ArticleStatus }) {
  return (
    <span
      className={`inline-block rounded-full border px-2 py-0.5 text-xs font-semibold capitalize ${STYLE[status]}`}
    >
      {status}
    </span>
  );
}
