import { Link } from '../router';
import { tabsOf, type SectionKey } from '../routes';

/**
 * A section's pages as a row of links (the AI generator's views, the automation suite's pages),
 * read from the route table so a page added there shows here too.
 */
export function SectionTabs({ section, view, label }: { section: SectionKey; view: string; label: string }) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {tabsOf(section).map((tab) => (
          <li key={tab.view}>
            <Link
              href={tab.href}
              aria-current={tab.view === view ? 'page' : undefined}
              className={`inline-block rounded-lg border px-3 py-1.5 text-sm no-underline ${tab.view === view ? 'border-gold-400 bg-night-700 text-gold-300' : 'border-night-600 text-star-100 hover:bg-night-800'}`}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
