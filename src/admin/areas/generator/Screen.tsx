import type { Match } from '@/admin/routes';
import { EditView } from './EditView';
import { FormView } from './FormView';
import { PreviewView } from './PreviewView';
import { SectionTabs } from '@/admin/ui/SectionTabs';

/** The AI article generator (docs/constants.md#article-generator): the form, the preview and the edit screen. */
export default function Screen({ match }: { match: Match }) {
  const view = match.params.view ?? 'form';
  return (
    <div className="grid gap-6">
      <SectionTabs section="ai-generator" view={view} label="Article generator" />
      {view === 'preview' ? <PreviewView /> : view === 'edit' ? <EditView /> : <FormView />}
    </div>
  );
}
