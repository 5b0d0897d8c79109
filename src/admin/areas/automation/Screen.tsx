import type { Match } from '../../routes';
import { AUTOMATION_PAGES } from '../../routes';
import { Link } from '../../router';
import { useAutomation } from './data/useAutomation';
import { Overview } from './pages/Overview';
import { ContentPlans } from './pages/ContentPlans';
import { Jobs } from './pages/Jobs';
import { Workflows } from './pages/Workflows';
import { Validation } from './pages/Validation';
import { Errors } from './pages/Errors';
import { Recovery } from './pages/Recovery';
import { Analytics } from './pages/Analytics';
import { Usage } from './pages/Usage';
import { Audit } from './pages/Audit';
import { Health } from './pages/Health';
import { ApiKeys } from './pages/ApiKeys';
import { Settings } from './pages/Settings';
import type { AutomationRepository } from './data/repository';

const PAGES: Record<string, (props: { repo: AutomationRepository }) => React.ReactNode> = {
  overview: Overview,
  'content-plans': ContentPlans,
  jobs: Jobs,
  workflows: Workflows,
  validation: Validation,
  errors: Errors,
  recovery: Recovery,
  analytics: Analytics,
  usage: Usage,
  audit: Audit,
  health: Health,
  'api-keys': ApiKeys,
  settings: Settings,
};

/** The automation suite (issue 11): a plan → jobs → drafts pipeline with its twelve sub-pages. */
export default function Screen({ match }: { match: Match }) {
  const repo = useAutomation();
  const view = match.params.view ?? 'overview';
  const Page = PAGES[view] ?? Overview;
  const links: [string, string, string][] = [
    ['overview', 'Overview', '/admin/automation'],
    ...AUTOMATION_PAGES.map(([slug, title]): [string, string, string] => [
      slug,
      title,
      `/admin/automation/${slug}`,
    ]),
  ];
  return (
    <div className="grid gap-6">
      <nav aria-label="Automation pages">
        <ul className="flex flex-wrap gap-2">
          {links.map(([slug, title, href]) => (
            <li key={slug}>
              <Link
                href={href}
                aria-current={slug === view ? 'page' : undefined}
                className={`inline-block rounded-lg border px-3 py-1.5 text-sm no-underline ${slug === view ? 'border-gold-400 bg-night-700 text-gold-300' : 'border-night-600 text-star-100 hover:bg-night-800'}`}
              >
                {title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Page key={view} repo={repo} />
    </div>
  );
}
