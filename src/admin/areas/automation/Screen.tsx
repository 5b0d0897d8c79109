import type { Match } from '@/admin/routes';
import { SectionTabs } from '@/admin/ui/SectionTabs';
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

/** The automation suite: a plan → jobs → drafts pipeline with its twelve sub-pages. */
export default function Screen({ match }: { match: Match }) {
  const repo = useAutomation();
  const view = match.params.view ?? 'overview';
  const Page = PAGES[view] ?? Overview;
  return (
    <div className="grid gap-6">
      <SectionTabs section="automation" view={view} label="Automation pages" />
      <Page key={view} repo={repo} />
    </div>
  );
}
