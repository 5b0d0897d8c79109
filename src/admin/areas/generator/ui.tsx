import { Link } from '../../router';

const VIEWS = [
  ['form', '/admin/ai-generator', 'Generate'],
  ['preview', '/admin/ai-generator/preview', 'Preview'],
  ['edit', '/admin/ai-generator/edit', 'Edit'],
] as const;

/** The generator's three views as tabs-like links. */
export function GeneratorNav({ view }: { view: string }) {
  return (
    <nav aria-label="Article generator" className="flex flex-wrap gap-2">
      {VIEWS.map(([key, href, label]) => (
        <Link
          key={key}
          href={href}
          aria-current={view === key ? 'page' : undefined}
          className={`rounded-lg px-3 py-1.5 text-sm no-underline ${view === key ? 'bg-night-700 text-gold-300' : 'text-star-100 hover:bg-night-800'}`}
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}
