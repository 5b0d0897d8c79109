import type { Match } from '../../routes';
import { EditView } from './EditView';
import { FormView } from './FormView';
import { PreviewView } from './PreviewView';
import { GeneratorNav } from './ui';

/** The AI article generator (docs/constants.md#article-generator): the form, the preview and the edit screen. */
export default function Screen({ match }: { match: Match }) {
  const view = match.params.view ?? 'form';
  return (
    <div className="grid gap-6">
      <GeneratorNav view={view} />
      {view === 'preview' ? <PreviewView /> : view === 'edit' ? <EditView /> : <FormView />}
    </div>
  );
}
